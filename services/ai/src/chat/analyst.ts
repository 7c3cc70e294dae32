// The built-in analyst: the default engine, and the fallback when the model fails. Deterministic: the
// question is read as a query over the family's data (query/understand.ts) or, failing that, its topics
// (intents.ts); either becomes calls of the same tools the model calls (tools/registry.ts), and each
// call's result is written by its tool's render.
import { answerToolCall, toolFor, toolTopics, type ToolCall } from '../tools/registry';
import { EDUCATION_NOTE } from './answers';
import type { FamilyFacts } from './family-facts';
import { asText, formatMoney, formatMonth, formatPercent, listOf, plural } from './format';
import { topicsToAnswer } from './intents';
import { notOnFile, notOnFileAnswer } from './not-on-file';
import { spendingCalls } from './spending-question';
import { followUpPlan, isFollowUp, understand, type QueryPlan } from '../query/understand';

/**
 * The tool calls that answer the question: one per topic, spending as asked (period, category,
 * merchant). Empty when the question matches no topic of the family's finances.
 */
export function analystCalls(question: string, facts: FamilyFacts): ToolCall[] {
  return topicsToAnswer(question)
    .filter((topic) => topic !== 'capabilities')
    .flatMap((topic) =>
      topic === 'spending' ? spendingCalls(question, facts) : [{ name: toolFor(topic).name, args: {} }],
    );
}

/**
 * What the analyst runs for a question: the query it asks (query/understand.ts), a follow-up's changes to
 * the previous question's query (itself read against the questions before it: "and in September?"
 * after "and in August?"), else one call per topic. `earlier`: the question before this one, or the
 * conversation's questions before it, oldest first.
 */
export function analystPlan(
  question: string,
  facts: FamilyFacts,
  earlier: string | readonly string[] = [],
): QueryPlan {
  const before = typeof earlier === 'string' ? [earlier] : earlier;
  const previousQuestion = before.at(-1);
  if (previousQuestion && isFollowUp(question)) {
    const previous = analystPlan(previousQuestion, facts, before.slice(0, -1));
    // The reply to "Which one do you mean?" completes the question it was asked about.
    const followUp =
      'calls' in previous
        ? followUpPlan(question, previous.calls, facts)
        : understand(`${previousQuestion} ${question}`, facts);
    if (followUp && !('ask' in followUp && 'ask' in previous)) return followUp;
  }
  return understand(question, facts) ?? { calls: analystCalls(question, facts) };
}

export async function analystAnswer(
  question: string,
  facts: FamilyFacts,
  earlier: string | readonly string[] = [],
): Promise<string> {
  // Something the family has nothing on file for is said plainly, never answered with another topic.
  const missing = notOnFile(question, facts.data);
  if (missing.length > 0) return notOnFileAnswer(missing, facts.data);
  const plan = analystPlan(question, facts, earlier);
  if ('ask' in plan) return plan.ask;
  if (plan.calls.length === 0) {
    return overviewAnswer(facts, topicsToAnswer(question).includes('capabilities'));
  }
  const parts = await Promise.all(plan.calls.map((call) => answerToolCall(facts, call)));
  return [...parts, EDUCATION_NOTE].join('\n\n');
}

/** The headline figures and what can be asked: for a greeting, "what can you do", or a stray question. */
export function overviewAnswer(facts: FamilyFacts, understood: boolean): string {
  const n = facts.netWorth;
  const s = facts.spending;
  const findings = facts.analysis.findings;
  const headline = [
    `Net worth ${formatMoney(n.netWorth)} (liquid ${formatMoney(n.liquid)}, real estate equity ${formatMoney(n.realEstateEquity)})`,
    s.transactions > 0 && `Spending about ${formatMoney(s.monthlyAverage)} a month over the last 12 months`,
    facts.budgets.month &&
      `Budgets: ${formatPercent(facts.budgets.usedPercent, 1)} of ${formatMoney(facts.budgets.totalBudget)} used in ${formatMonth(facts.budgets.month)}`,
    findings.length > 0 &&
      `${plural(findings.length, 'opportunity', 'opportunities')} found, the top one: ${asText(findings[0]!.title)}`,
  ].filter((x): x is string => Boolean(x));
  return [
    understood
      ? 'Here is where things stand:'
      : "I can only answer questions about your own finances in Heirloom, and I couldn't match that question to your data. Here is where things stand:",
    headline.map((line) => `- ${line}`).join('\n'),
    `You can ask me about ${listOf(toolTopics())}.`,
  ].join('\n\n');
}
