// The built-in analyst: the default engine, and the fallback when the model fails. Deterministic: the
// topics of the question (intents.ts) become calls of the same tools the model calls (tools/registry.ts),
// and each call's result is written by its tool's render.
import { answerToolCall, toolFor, toolTopics, type ToolCall } from '../tools/registry';
import { EDUCATION_NOTE } from './answers';
import type { FamilyFacts } from './family-facts';
import { formatMoney, formatMonth, formatPercent, listOf, plural } from './format';
import { topicsToAnswer } from './intents';
import { notOnFile, notOnFileAnswer } from './not-on-file';
import { spendingCalls } from './spending-question';

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

export async function analystAnswer(question: string, facts: FamilyFacts): Promise<string> {
  // Something the family has nothing on file for is said plainly, never answered with another topic.
  const missing = notOnFile(question, facts.data);
  if (missing.length > 0) return notOnFileAnswer(missing, facts.data);
  const calls = analystCalls(question, facts);
  if (calls.length === 0) {
    return overviewAnswer(facts, topicsToAnswer(question).includes('capabilities'));
  }
  const parts = await Promise.all(calls.map((call) => answerToolCall(facts, call)));
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
      `${plural(findings.length, 'opportunity', 'opportunities')} found, the top one: ${findings[0]!.title}`,
  ].filter((x): x is string => Boolean(x));
  return [
    understood
      ? 'Here is where things stand:'
      : "I can only answer questions about your own finances in Heirloom, and I couldn't match that question to your data. Here is where things stand:",
    headline.map((line) => `- ${line}`).join('\n'),
    `You can ask me about ${listOf(toolTopics())}.`,
  ].join('\n\n');
}
