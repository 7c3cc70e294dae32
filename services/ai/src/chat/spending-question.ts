// Spending questions answered as asked: "How much did I spend on groceries last month?" gets that one
// figure first, not the year's summary. The question names a category (matched against the family's own
// categories, with a few everyday words for them), a merchant (found through the API's transaction
// search) and a period (periods.ts). The lookup reads what the question needs through the API before
// the answer is written; the answer itself is a pure function of the facts and that lookup.
import type { Transaction, TransactionPage, TransactionSummary } from '@heirloom/contracts';
import Decimal from 'decimal.js';
import type { UserApi } from '../data/api-client';
import { spendingAnswer } from './answers';
import type { FamilyFacts } from './family-facts';
import { formatDate, formatMoney, formatMonth, formatPercent, listOf, plural } from './format';
import { normalizeQuestion } from './intents';
import { parsePeriod, PERIOD_PHRASE, type Period } from './periods';

const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
const dec = (value: string | number | null | undefined) => new Exact(value ?? 0);

// ---------- categories ----------

/** "groceries" -> "grocery", "restaurants" -> "restaurant"; short words ("gas", "bus") stay. */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * Everyday words for a word of a category's name. A synonym only counts when the family has a category
 * with that word in its name, so the matching stays driven by their own categories.
 */
const SYNONYMS: Readonly<Record<string, string>> = {
  restaurant: 'dining',
  eating: 'dining',
  takeout: 'dining',
  meal: 'dining',
  supermarket: 'grocery',
  gas: 'transportation',
  fuel: 'transportation',
  car: 'transportation',
  parking: 'transportation',
  commute: 'transportation',
  doctor: 'healthcare',
  medical: 'healthcare',
  pharmacy: 'healthcare',
  health: 'healthcare',
  movie: 'entertainment',
  concert: 'entertainment',
  electricity: 'utility',
  clothe: 'shopping',
  clothing: 'shopping',
};
const NOT_KEYWORDS = new Set(['and', 'the', 'for', 'other', 'misc', 'general']);

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(singular);
const keywordsOf = (category: string) =>
  wordsOf(category).filter((w) => w.length >= 3 && !NOT_KEYWORDS.has(w));
/** The word itself and the category word it stands for, if any. */
function asKeywords(word: string): string[] {
  const synonym = SYNONYMS[word];
  return synonym ? [word, synonym] : [word];
}

/**
 * The family's category named in the text, case-insensitively: the whole name ("Food & Dining"), else
 * the category sharing the most words with it ("dining", "groceries", "grocery", "restaurants"); ties go to
 * the first (the largest spending). Null when none is named.
 */
export function matchCategory(text: string, categories: readonly string[]): string | null {
  const lower = normalizeQuestion(text);
  const exact = categories.find((c) => new RegExp(`\\b${escape(c.toLowerCase())}\\b`).test(lower));
  if (exact) return exact;
  const words = new Set(wordsOf(lower).flatMap(asKeywords));
  let best: string | null = null;
  let bestScore = 0;
  for (const category of categories) {
    const score = keywordsOf(category).filter((k) => words.has(k)).length;
    if (score > bestScore) [best, bestScore] = [category, score];
  }
  return best;
}

/** Whether every word of the phrase is a word of one of the categories ("groceries", "food and dining", "gas"). */
function isCategoryPhrase(phrase: string, categories: readonly string[]): boolean {
  const keywords = new Set(categories.flatMap(keywordsOf));
  const words = wordsOf(phrase).filter((w) => !NOT_KEYWORDS.has(w));
  return words.length > 0 && words.every((w) => asKeywords(w).some((k) => keywords.has(k)));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The family's spending categories: those with spending over the last 12 months or in the period asked
 * about, largest first, then any budgeted category not among them.
 */
export function familyCategories(facts: FamilyFacts, period?: TransactionSummary | null): string[] {
  const names = [...facts.data.spending.byCategory, ...(period?.byCategory ?? [])]
    .filter((c) => dec(c.expenses).greaterThan(0))
    .map((c) => c.category);
  const budgeted = facts.data.budgets.map((b) => b.category);
  const seen = new Set<string>();
  return [...names, ...budgeted].filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

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
  for (const match of text.matchAll(re)) {
    const term = match[1]!
      .trim()
      .replace(/[.'-]+$/, '')
      .replace(/^(my|our|the|all)\s+/, '')
      .trim();
    if (term.length < 2 || GENERIC_TERMS.has(term) || term.split(' ').length > 4) continue;
    if (!terms.includes(term)) terms.push(term);
  }
  return terms;
}

// ---------- the lookup through the API ----------

export interface MerchantSpending {
  /** The words of the question it was found by. */
  term: string;
  /** The merchants whose name contains the term, as recorded. */
  merchants: string[];
  expenses: string;
  income: string;
  /** Expense rows. */
  count: number;
}

export interface SpendingLookup {
  /** The question it was read for. */
  question: string;
  /** The summary of the period asked about; null for the default 12 months (already in the facts). */
  summary: TransactionSummary | null;
  /** The phrases searched for as merchants, and what was found for them. */
  searched: string[];
  merchants: MerchantSpending[];
}

const PAGE_SIZE = 200;
const MAX_PAGES = 50;

/** Every transaction of the range whose merchant contains the term (all pages), summed exactly. */
export async function merchantSpending(
  api: Pick<UserApi, 'get'>,
  term: string,
  range: { from: string; to: string },
): Promise<MerchantSpending | null> {
  const rows: Transaction[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await api.get<TransactionPage>('/transactions', {
      search: term,
      from: range.from,
      to: range.to,
      page,
      pageSize: PAGE_SIZE,
    });
    rows.push(...result.items);
    if (result.items.length < PAGE_SIZE || page * PAGE_SIZE >= result.total) break;
  }
  // The search also matches categories: only the merchant's own rows count here.
  const matching = rows.filter((t) => t.merchant.toLowerCase().includes(term));
  if (matching.length === 0) return null;
  const expenses = matching.filter((t) => t.transactionType === 'expense');
  const income = matching.filter((t) => t.transactionType === 'income');
  return {
    term,
    merchants: [...new Set(matching.map((t) => t.merchant))].sort(),
    expenses: expenses.reduce((sum, t) => sum.plus(dec(t.amount).abs()), dec(0)).toFixed(2),
    income: income.reduce((sum, t) => sum.plus(dec(t.amount).abs()), dec(0)).toFixed(2),
    count: expenses.length,
  };
}

/**
 * Reads what a spending question needs beyond the 12-month facts: the summary of the period it names,
 * and the transactions of the merchants it names. Null when it needs nothing more.
 */
export async function lookUpSpending(
  api: Pick<UserApi, 'get'>,
  question: string,
  facts: FamilyFacts,
): Promise<SpendingLookup | null> {
  const period = parsePeriod(question, facts.today);
  const summary =
    period && !period.future
      ? await api.get<TransactionSummary>('/transactions/summary', { from: period.from, to: period.to })
      : null;
  const categories = familyCategories(facts, summary);
  // A phrase that is wholly a category ("groceries") is that category; anything else may be a merchant.
  const searched = namedTerms(question)
    .filter((term) => !isCategoryPhrase(term, categories))
    .slice(0, 2);
  if (!period && searched.length === 0) return null;
  const range = period ?? { from: facts.data.spending.from, to: facts.data.spending.to };
  const merchants =
    period?.future === true
      ? []
      : (await Promise.all(searched.map((term) => merchantSpending(api, term, range)))).filter(
          (m): m is MerchantSpending => m !== null,
        );
  return { question, summary, searched, merchants };
}

// ---------- the answer ----------

const section = (...parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join('\n\n');
const bullets = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n');
const transactions = (count: number) => (count === 0 ? 'no transactions' : plural(count, 'transaction'));
/** " across 3 transactions", or " (no transactions)": after a label that may end in brackets. */
const across = (count: number) =>
  count === 0 ? ' (no transactions)' : ` across ${plural(count, 'transaction')}`;

/** "12% more than", "8% less than", "about the same as". */
function comparedWith(value: Decimal, average: string): string {
  const base = dec(average);
  if (base.isZero()) return 'against';
  const change = value.minus(base).dividedBy(base).times(100);
  if (change.abs().lessThan(1)) return 'about the same as';
  return `${formatPercent(change.abs(), 0)} ${change.isNegative() ? 'less' : 'more'} than`;
}

/** How the figure compares with a 12-month monthly average, in one sentence (or null). */
function context(
  spent: string,
  average: string | undefined,
  period: Period | null,
  what: string,
  summary: TransactionSummary,
): string | null {
  if (!average) return null;
  if (!period) return `That is about ${formatMoney(average)} a month.`;
  const recorded = summary.byMonth.filter((m) => m.count > 0);
  if (period.months && period.months > 1 && recorded.length < period.months) {
    // Spreading the total over months with nothing recorded (before the data starts) would mislead.
    const first = recorded[0];
    return (
      `Only ${plural(recorded.length, 'month')} of that period ${recorded.length === 1 ? 'has' : 'have'} transactions recorded${first ? ` (from ${formatMonth(first.month)})` : ''}, ` +
      `so I have not averaged it per month; over the last 12 months you spent about ${formatMoney(average)} a month${what}.`
    );
  }
  if (period.months === 1) {
    return `That is ${comparedWith(dec(spent), average)} your average of ${formatMoney(average)} a month${what} over the last 12 months.`;
  }
  if (period.months) {
    const perMonth = dec(spent).dividedBy(period.months);
    return `That is about ${formatMoney(perMonth)} a month, ${comparedWith(perMonth, average)} your 12-month average of ${formatMoney(average)} a month${what}.`;
  }
  return `Over the last 12 months you spent about ${formatMoney(average)} a month${what}.`;
}

function budgetClause(facts: FamilyFacts, category: string, period: Period | null, spent: string): string {
  if (!period?.month) return '';
  const budget = facts.data.budgets.find(
    (b) =>
      b.category.toLowerCase() === category.toLowerCase() &&
      `${b.year}-${String(b.month).padStart(2, '0')}` === period.month,
  );
  if (!budget) return '';
  const left = dec(budget.monthlyBudget).minus(spent);
  return `, against a budget of ${formatMoney(budget.monthlyBudget)} (${left.isNegative() ? `${formatMoney(left.abs())} over` : `${formatMoney(left)} left`})`;
}

/** "14.5% of all your spending in October 2026 ($5,231.46)": `when` names the summary's period, since
 * the sentence before may speak of another (the 12-month average). */
function shareOf(part: string, summary: TransactionSummary, when: string): string | null {
  if (dec(summary.expenses).isZero() || dec(part).isZero()) return null;
  const share = dec(part).dividedBy(summary.expenses).times(100);
  return `${formatPercent(share, 1)} of all your spending ${when} (${formatMoney(summary.expenses)})`;
}

/**
 * The answer to a spending question as asked. Falls back to the 12-month overview when the question
 * names no category, merchant or period, or when the period's figures were not read.
 */
export function spendingQuestionAnswer(
  question: string,
  facts: FamilyFacts,
  lookup: SpendingLookup | null | undefined = facts.lookups.spending,
): string {
  const read = lookup?.question === question ? lookup : undefined;
  const period = parsePeriod(question, facts.today);
  if (period?.future) {
    return `Nothing has been spent ${period.label} yet: that is still ahead. Ask about a period up to today (${formatDate(facts.today)}).`;
  }
  const summary = period ? (read?.summary ?? null) : facts.data.spending;
  if (!summary) return spendingAnswer(facts);
  const merchants = read?.merchants ?? [];
  const categories = familyCategories(facts, summary);
  let rest = normalizeQuestion(question);
  for (const m of merchants) rest = rest.split(m.term).join(' ');
  const category = matchCategory(rest, categories);
  const unknown = (read?.searched ?? []).filter(
    (term) => !merchants.some((m) => m.term === term) && !matchCategory(term, categories),
  );
  if (!period && !category && merchants.length === 0 && unknown.length === 0) return spendingAnswer(facts);

  const label =
    period?.label ?? `over the last 12 months (${formatDate(summary.from)} to ${formatDate(summary.to)})`;
  // The first sentence gave the dates; the share's sentence names the period without repeating them.
  const when = (period?.label ?? 'over the last 12 months').replace(/ \([^)]*\)$/, '');
  const parts: (string | null)[] = [];

  for (const m of merchants) {
    const names =
      m.merchants.length <= 3 ? listOf(m.merchants) : `${m.merchants.length} merchants matching "${m.term}"`;
    const received = dec(m.income).greaterThan(0)
      ? ` You received ${formatMoney(m.income)} from ${names} in the same period.`
      : '';
    const share = shareOf(m.expenses, summary, when);
    parts.push(
      `You spent ${formatMoney(m.expenses)} at ${names} ${label}${across(m.count)}.${received}` +
        (share ? ` That is ${share}.` : ''),
    );
  }

  if (category) {
    const row = summary.byCategory.find((c) => c.category.toLowerCase() === category.toLowerCase());
    const spent = row?.expenses ?? '0.00';
    const average = facts.spending.byCategory.find(
      (c) => c.category.toLowerCase() === category.toLowerCase(),
    );
    const share = shareOf(spent, summary, when);
    parts.push(
      `You spent ${formatMoney(spent)} on ${category} ${label}${across(row?.count ?? 0)}${budgetClause(facts, category, period, spent)}.`,
      [
        context(spent, average?.monthlyAverage, period, ` on ${category}`, summary),
        share && `${category} was ${share}.`,
      ]
        .filter(Boolean)
        .join(' ') || null,
    );
  }

  if (unknown.length > 0) {
    parts.push(
      `I found no category or merchant matching ${listOf(unknown.map((t) => `"${t}"`))} ${label}. Your spending categories are ${listOf(categories)}.`,
    );
  }

  if (!category && merchants.length === 0) {
    const top = summary.byCategory
      .filter((c) => dec(c.expenses).greaterThan(0))
      .slice(0, 6)
      .map((c) => `${c.category}: ${formatMoney(c.expenses)} (${transactions(c.count)})`);
    parts.push(
      `You spent ${formatMoney(summary.expenses)} ${label} and took in ${formatMoney(summary.income)} (${transactions(summary.count)} in all).`,
      context(summary.expenses, facts.spending.monthlyAverage, period, '', summary),
      top.length > 0 ? `Where it went:\n${bullets(top)}` : null,
    );
  }
  return section(...parts);
}
