// Spending questions answered as asked: "How much did I spend on groceries last month?" gets that one
// figure first, not the year's summary. The question is turned into a call of the spending tool
// (tools/spending.ts): the period it names (facts/periods.ts), a category (matched against the family's own
// categories) and the other phrases it names as merchants. The tool reads the figures; its render
// writes the answer.
import type { FamilyFacts } from '../facts/family-facts';
import { familyCategories, isCategoryPhrase, matchCategory } from '../tools/categories';
import { spendingTool } from '../tools/spending';
import type { ToolCall } from '../tools/tool';
import { normalizeQuestion } from '../facts/intents';
import { PERIOD_PHRASE, periodSpecOf } from '../facts/periods';

// ---------- what the question names ----------

const GENERIC_TERMS = new Set([
  'me',
  'us',
  'it',
  'that',
  'this',
  'them',
  'average',
  'total',
  'everything',
  'anything',
  'things',
  'stuff',
  'money',
  'all',
  'budget',
  'budgets',
  'track',
  'expenses',
  'spending',
  'categories',
  'category',
  'merchants',
  'transactions',
  'purchases',
  'bills',
  'month',
  'week',
  'year',
  'i',
  'we',
]);

/**
 * The phrases after "on", "at", "from", "for", "to" or "with": "groceries", "whole foods", "costco".
 * Periods are left out, and so are words that name nothing ("it", "average", "my budget").
 */
export function namedTerms(question: string): string[] {
  const text = normalizeQuestion(question).replace(PERIOD_PHRASE, ' | ');
  const stop =
    'on|at|from|for|to|with|in|during|over|since|and|or|vs|versus|compared|than|so|per|each|every|a|an|last|this|i|we|did|do|does|have|has|is|was';
  const re = new RegExp(`\\b(?:on|at|from|for|to|with) ((?:(?!(?:${stop})\\b)[a-z0-9&'.-]+ ?)+)`, 'g');
  const terms: string[] = [];
  // "What did Costco cost us", "how much did Trader Joe's get from me": the thing that cost is named
  // before the verb, not after a preposition.
  const cost =
    /\b(?:what|how much) (?:did|does|do|has|have) ((?:[a-z0-9&'.-]+ ?){1,4}?)\s?(?:cost\b|(?:get|take|charge)(?= (?:from )?(?:me|us)\b))/.exec(
      text,
    ) ??
    // "What gas cost me in october": the same without its auxiliary verb, when whom it cost is said.
    /^(?:what|how much) (?!(?:it|that|this|would|will|could|might|should|can)\b)((?:[a-z0-9&'.-]+ ?){1,4}?)\s?costs? (?=(?:me|us)\b)/.exec(
      text,
    );
  const matches = [...(cost ? [cost] : []), ...text.matchAll(re)];
  for (const match of matches) {
    const term = match[1]!
      .trim()
      .replace(/[.'-]+$/, '')
      .replace(/^(my|our|the|all)\s+/, '')
      // "At walgreens back in the spring", "at costco earlier this year": an adverb of time before the
      // period is not the name's.
      .replace(/\s+(?:way back|back|sometime|earlier|lately|recently|already|again)$/, '')
      .trim();
    if (term.length < 2 || GENERIC_TERMS.has(term) || term.split(' ').length > 4) continue;
    if (!terms.includes(term)) terms.push(term);
  }
  return terms;
}

/**
 * The spending tool's calls for a question: its period, category and merchant. A phrase that is wholly
 * a category ("groceries") is that category; any other phrase it names may be a merchant (at most two,
 * the second in a call of its own). The tool decides what a merchant that is not found stands for.
 */
export function spendingCalls(question: string, facts: FamilyFacts): ToolCall[] {
  const period = periodSpecOf(question, facts.today);
  const categories = familyCategories(facts);
  const merchants = namedTerms(question)
    .filter((term) => !isCategoryPhrase(term, categories))
    .slice(0, 2);
  let rest = normalizeQuestion(question);
  for (const term of merchants) rest = rest.split(term).join(' ');
  const category = matchCategory(rest, categories);
  const args = {
    ...(period && { period }),
    ...(category && { category }),
  };
  if (merchants.length === 0) return [{ name: spendingTool.name, args }];
  return merchants.map((merchant, i) => ({
    name: spendingTool.name,
    args: i === 0 ? { ...args, merchant } : { ...(period && { period }), merchant },
  }));
}
