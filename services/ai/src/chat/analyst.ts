// The built-in analyst: the default engine, and the fallback when the model fails. Deterministic: the
// question is read as a query over the family's data (query/understand.ts) or, failing that, its topics
// (facts/intents.ts); either becomes calls of the same tools the model calls (tools/registry.ts), and each
// call's result is written by its tool's render.
import { answerToolCall, toolFor, toolTopics, type ToolCall } from '../tools/registry';
import { EDUCATION_NOTE } from '../facts/answers';
import type { FamilyFacts } from '../facts/family-facts';
import { asText, formatMoney, formatMonth, formatPercent, listOf, plural } from '../facts/format';
import { topicsToAnswer } from '../facts/intents';
import { notOnFile, notOnFileAnswer } from './not-on-file';
import { spendingCalls } from '../query/spending-question';
import { type QueryPlan } from '../query/understand';
import {
  focusPart,
  parseQuestion,
  previousQuery,
  settledPreviousQuery,
  settledQuery,
  WINNER_WORDS,
  type Query,
} from '../query/query';
import { wordsOf } from '../facts/entities';

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
 * What the analyst runs for a question: the calls of its query (query/query.ts), read once, a follow-up
 * against the conversation's previous query. `earlier`: the question before this one, or the
 * conversation's questions before it, oldest first.
 */
export function analystQuery(
  question: string,
  facts: FamilyFacts,
  earlier: string | readonly string[] = [],
): Query {
  const before = typeof earlier === 'string' ? [earlier] : earlier;
  return parseQuestion(question, facts, previousQuery(before, facts));
}

/** The query's calls, or its question back. */
export function analystPlan(
  question: string,
  facts: FamilyFacts,
  earlier: string | readonly string[] = [],
): QueryPlan {
  const query = analystQuery(question, facts, earlier);
  return query.ask ? { ask: query.ask } : { calls: query.calls };
}

export async function analystAnswer(
  question: string,
  facts: FamilyFacts,
  earlier: string | readonly string[] = [],
): Promise<string> {
  // Something the family has nothing on file for is said plainly, never answered with another topic.
  const missing = notOnFile(question, facts.data);
  if (missing.length > 0) return notOnFileAnswer(missing, facts.data);
  // Each earlier ranking's winner is settled (its call run), so that "it" after it names the winner.
  const before = typeof earlier === 'string' ? [earlier] : earlier;
  const query = await leaningOnWinner(
    parseQuestion(question, facts, await settledPreviousQuery(before, facts)),
    facts,
  );
  if (query.ask) return query.ask;
  if (query.calls.length === 0) {
    if (topicsToAnswer(question).includes('capabilities')) return overviewAnswer(facts, true);
    return notUnderstood(question);
  }
  if (query.parts.length === 0) {
    const parts = await Promise.all(query.calls.map((call) => answerToolCall(facts, call)));
    return [...parts, EDUCATION_NOTE].join('\n\n');
  }
  // A question of two parts is answered part by part, in order: the first sentence of each (its figure)
  // together first, then what each part says beyond it.
  const answers = await Promise.all(
    query.parts.map(async (part) =>
      (await Promise.all(part.calls.map((call) => answerToolCall(facts, call)))).join('\n\n'),
    ),
  );
  // Two parts that come to the same answer ("car and fuel costs": both the transport spending) say it once.
  const split = answers
    .map(leadSentence)
    .filter((x, i, all) => all.findIndex((y) => y.sentence === x.sentence) === i);
  return [
    split.map((x) => x.sentence).join(' '),
    ...split.map((x) => x.rest).filter(Boolean),
    EDUCATION_NOTE,
  ].join('\n\n');
}

/**
 * "Which property has gained the most, and what do we still owe on it?": a second part whose pronoun
 * stands for the first part's winner is read as a follow-up of that ranking, its winner settled (run), as
 * the question after a ranking is.
 */
async function leaningOnWinner(query: Query, facts: FamilyFacts): Promise<Query> {
  const [first, second] = query.parts;
  const ranked = first?.calls.length === 1 ? first.calls[0] : undefined;
  if (
    query.parts.length !== 2 ||
    !first ||
    !second ||
    ranked?.name !== 'rank_items' ||
    ranked.args.order === 'count' ||
    !WINNER_WORDS.test(second.text)
  )
    return query;
  const settled = await settledQuery(first, facts);
  if (!settled.winner) return query;
  const read = parseQuestion(second.text, facts, settled);
  if (read.ask || read.calls.length === 0 || read.byTopic || read.parts.length > 0) return query;
  // Narrowed to the measure its own words ask ("the rate on its loan" leads with the rate).
  const parts = [first, focusPart(read)];
  return { ...query, parts, calls: parts.flatMap((p) => p.calls) };
}

/** An answer's first sentence (a list's colon made a full stop) and the rest of it. */
function leadSentence(answer: string): { sentence: string; rest: string } {
  const [line = '', ...lines] = answer.split('\n');
  // A sentence ends at ". " before a capital, or at the end of the line; "$1,234.56", "Inc." and the
  // initials of "U.S. Bank" do not end one.
  const end = line.search(/(?<!\b[A-Z])(?<!\b(?:Inc|Co|Corp|Ltd|St|Mt|Jr|Sr|No))[.!?:](?=\s+[A-Z(]|$)/);
  const cut = end < 0 ? line.length : end + 1;
  const sentence = line.slice(0, cut).replace(/:$/, '.');
  const rest = [line.slice(cut).trim(), ...lines].join('\n').trim();
  return { sentence, rest };
}

/** Questions the analyst answers, one or two per topic: the suggestions for a question it could not read. */
const SUGGESTIONS: readonly string[] = [
  "What's our net worth?",
  'How much do we have in checking and savings?',
  'Which account holds the most?',
  'What did we spend on groceries last month?',
  'What was our biggest spending category this year?',
  'Which budget has the most room left?',
  'Are we over budget anywhere?',
  'Which holding lost the most in dollars?',
  'Which property has gained the most since we bought it?',
  'How much equity do we have in our home?',
  "What's left on our mortgage, and at what rate?",
  'Should we refinance our mortgage?',
  'How many insurance policies do we have, and with whom?',
  'Who are our beneficiaries, and what share does each get?',
  'How many CPAs do we work with, and who?',
  'What was our federal tax last year?',
  'What are our private investments worth?',
  'What are the new recommendations?',
];

const COMMON_WORDS = new Set(
  'a an and are at do does for how i in is it me my of on our the to was we what which who with you your'.split(
    ' ',
  ),
);

/** One sentence on what can be asked, with the two suggestions that share most words with the question. */
export function notUnderstood(question: string): string {
  const asked = new Set(wordsOf(question).filter((w) => !COMMON_WORDS.has(w)));
  const overlap = (s: string) =>
    wordsOf(s).filter(
      (w) => asked.has(w) || [...asked].some((a) => a.length > 3 && w.startsWith(a.slice(0, 4))),
    ).length;
  const [first, second] = SUGGESTIONS.map((s, i) => ({ s, i, score: overlap(s) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((x) => x.s);
  return `I can only answer questions about your own finances in Heirloom. You can ask me about ${listOf(toolTopics())}: for example "${first}" or "${second}"`;
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
