// Spending as asked: a period ("last_month", "2026-07", or from/to days), a category ("groceries"), a
// merchant ("Whole Foods") and an account ("Sapphire"), in any combination. What the family's snapshot
// does not hold (another period, a merchant's rows, one account's rows) is read through the API with the
// user's own session. `run` computes every figure; `render` only words them, so the model and the
// built-in analyst quote the same numbers.
import type { TransactionSummary } from '@heirloom/contracts';
import { z } from 'zod';
import Decimal from 'decimal.js';
import { spendingAnswer } from '../facts/answers';
import type { FamilyFacts } from '../facts/family-facts';
import { asText, formatDate, formatMonth, formatPercent, listOf, plural } from '../facts/format';
import { isPeriodSpec, PERIOD_NAMES, periodBetween, resolvePeriod, type Period } from '../facts/periods';
import type { UserApi } from '../data/api-client';
import { familyCategories, isCategoryPhrase, matchCategory } from './categories';
import { $, pct } from './shared';
import { defineTool } from './tool';

const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
const dec = (value: string | number | null | undefined) => new Exact(value ?? 0);

// ---------- the arguments ----------

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Not a calendar day');
const words = z.string().trim().min(2).max(100);
/** The most expenses one answer lists. */
const LARGEST_MAX = 10;
/** The API ranks at most 20: a category's largest are picked out of those. */
const LARGEST_READ = 20;

export const spendingArguments = z
  .strictObject({
    period: z
      .string()
      .refine(isPeriodSpec, 'Not a period this tool knows')
      .optional()
      .describe(
        `The period: one of ${PERIOD_NAMES.join(', ')}; last_N_days, last_N_weeks, last_N_months or last_N_years (N from 1 to 120, whole weeks/months/years before the current one); a month YYYY-MM; a year YYYY. Left out (and without from/to): the last 12 months.`,
      ),
    from: day
      .optional()
      .describe('First day of a custom range (YYYY-MM-DD), with `to`, instead of `period`.'),
    to: day.optional().describe('Last day of a custom range (YYYY-MM-DD), with `from`.'),
    category: words
      .optional()
      .describe(
        'A spending category, in the family\'s words or everyday ones: "Groceries", "dining", "gas".',
      ),
    merchant: words.optional().describe('A merchant, or part of its name: "Whole Foods", "costco".'),
    account: words
      .optional()
      .describe('Only this account\'s transactions: part of its name or institution ("Sapphire", "Amex").'),
    compareTo: z
      .string()
      .refine(isPeriodSpec, 'Not a period this tool knows')
      .optional()
      .describe(
        'Another period to set against `period` (same category, merchant and account): how much more or less was spent in one than the other ("what\'s the difference?" after two months).',
      ),
    versus: words
      .optional()
      .describe(
        'Another merchant (with `merchant`) or category (with `category`) to set against this one over the same period: how much more was spent on one than the other ("is Starbucks more than Chipotle? by how much?").',
      ),
    largest: z
      .number()
      .int()
      .min(1)
      .max(LARGEST_MAX)
      .optional()
      .describe(
        'The period\'s N largest single expenses (1 for "my biggest expense last month"), largest first, instead of totals.',
      ),
  })
  .refine((a) => (a.from === undefined) === (a.to === undefined), {
    path: ['to'],
    message: 'Give both from and to, or neither',
  })
  .refine((a) => a.period === undefined || a.from === undefined, {
    path: ['period'],
    message: 'Give a period or from/to, not both',
  })
  .refine((a) => a.from === undefined || a.to === undefined || a.from <= a.to, {
    path: ['to'],
    message: 'The end day cannot be before the start day',
  });
export type SpendingArgs = z.output<typeof spendingArguments>;

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

// ---------- reading through the API ----------

export interface MerchantSpending {
  /** The words it was searched by. */
  term: string;
  /** The merchants whose name contains the term, as recorded. */
  merchants: string[];
  expenses: string;
  income: string;
  /** Rows at those merchants (purchases, and any refunds or payments received). */
  count: number;
}

type Reader = Pick<UserApi, 'get'>;
type Range = { from: string; to: string };

/**
 * The range's spending at the merchants whose name contains the term, summed by the database in one
 * call (GET /transactions/summary?merchant=): never a walk through the family's transaction pages.
 */
export async function merchantSpending(
  api: Reader,
  term: string,
  range: Range,
  accountId?: string,
): Promise<MerchantSpending | null> {
  const summary = await api.get<TransactionSummary>('/transactions/summary', {
    from: range.from,
    to: range.to,
    merchant: term,
    ...(accountId && { accountId }),
  });
  const merchants = summary.byMerchant ?? [];
  if (merchants.length === 0) return null;
  return {
    term,
    merchants: merchants.map((m) => m.merchant).sort(),
    expenses: summary.expenses,
    income: summary.income,
    count: summary.count,
  };
}

/**
 * The merchant as written, else without an apostrophe's "s": "trader joes" is how "Trader Joe's" is
 * typed, and the API matches a substring.
 */
async function merchantByWords(
  api: Reader,
  words: string,
  range: Range,
  accountId?: string,
): Promise<MerchantSpending | null> {
  const found = await merchantSpending(api, words, range, accountId);
  if (found) return found;
  // "Shell gas", "starbucks coffee", "costco runs": the merchant, then what was bought there.
  const goods = words.match(
    /^(.{3,}?) (gas|fuel|petrol|groceries|grocery|coffee|store|shop|shopping|orders?|runs?|trips?)$/,
  );
  if (goods) {
    const merchant = await merchantByWords(api, goods[1]!, range, accountId);
    if (merchant) return { ...merchant, term: words };
  }
  if (!/[a-z]{3}s$/.test(words)) return null;
  const bare = await merchantSpending(api, words.slice(0, -1), range, accountId);
  return bare && { ...bare, term: words };
}

/** One account's rows of the range, summed by the database as the whole family's are. */
function accountSummary(api: Reader, accountId: string, range: Range): Promise<TransactionSummary> {
  return api.get<TransactionSummary>('/transactions/summary', { accountId, from: range.from, to: range.to });
}

/** The account the words name: by its name first, else by its institution; null unless exactly one. */
function findAccount(facts: FamilyFacts, text: string) {
  const wanted = text.toLowerCase();
  const byName = facts.data.accounts.filter((a) => a.name.toLowerCase().includes(wanted));
  const found =
    byName.length > 0
      ? byName
      : facts.data.accounts.filter((a) => a.institution.toLowerCase().includes(wanted));
  return found.length === 1 ? found[0]! : null;
}

// ---------- the figures ----------

/** How a period's spending compares with the 12-month monthly average. */
type Comparison =
  /** The default 12 months: the monthly average itself. */
  | { kind: 'average'; monthlyAverage: string }
  /** Months of the period have no transactions (before the data starts): no average per month. */
  | { kind: 'partial'; monthlyAverage: string; monthsRecorded: number; firstMonth: string | null }
  /** One month, or several whole months averaged per month, against the 12-month average. */
  | {
      kind: 'months';
      monthlyAverage: string;
      months: number;
      perMonth: string;
      change: string;
      direction: 'more' | 'less' | 'same' | null;
    }
  /** Weeks or days: only the 12-month average beside it. */
  | { kind: 'other'; monthlyAverage: string };

interface SpendingShare {
  spent: string;
  transactions: number;
  /** Share of everything spent in the period (the account's, with an account). */
  shareOfPeriod: string | null;
}

export type SpendingResult =
  | { kind: 'overview'; [figure: string]: unknown }
  | { kind: 'future'; period: string; today: string }
  | { kind: 'no_such_account'; account: string; accounts: string[] }
  | {
      kind: 'change';
      /** "on Food & Dining", "at Target", "" for all spending. */
      what: string;
      /** The later period and the earlier one, each with what was spent in it. */
      later: { period: string; spent: string };
      earlier: { period: string; spent: string };
      /** How far apart, positive, and which way it went from the earlier to the later. */
      difference: string;
      direction: 'more' | 'less' | 'same';
    }
  | {
      kind: 'versus';
      period: string;
      /** The one spent more on first: "at Chipotle", "on Groceries", with what was spent. */
      higher: { what: string; spent: string };
      lower: { what: string; spent: string };
      difference: string;
    }
  | {
      kind: 'largest';
      period: string;
      account: string | null;
      merchant: string | null;
      category: string | null;
      /** Everything spent in the range (of the account or merchant asked), for scale. */
      spent: string;
      transactions: number;
      expenses: { date: string; merchant: string; category: string; account: string; amount: string }[];
    }
  | {
      kind: 'spending';
      period: string;
      from: string;
      to: string;
      /** The period's name without its dates, for a second sentence about it. */
      periodShort: string;
      account: string | null;
      total: { spent: string; income: string; transactions: number };
      merchant: (SpendingShare & { term: string; merchants: string[]; received: string | null }) | null;
      category:
        | (SpendingShare & {
            name: string;
            budget: { amount: string; left: string | null; over: string | null } | null;
            comparison: Comparison | null;
          })
        | null;
      notFound: string[];
      categories: string[];
      /** Where the period's money went, when no category or merchant was asked about. */
      topCategories: { category: string; spent: string; transactions: number }[] | null;
      comparison: Comparison | null;
    };

/** The change of `value` against the average, in whole percent. */
function against(value: Decimal, average: string) {
  const base = dec(average);
  if (base.isZero()) return { change: '0%', direction: null };
  const change = value.minus(base).dividedBy(base).times(100);
  if (change.abs().lessThan(1)) return { change: formatPercent(change.abs(), 0), direction: 'same' as const };
  return {
    change: formatPercent(change.abs(), 0),
    direction: change.isNegative() ? ('less' as const) : ('more' as const),
  };
}

function comparison(
  spent: string,
  average: string | undefined,
  period: Period | null,
  summary: TransactionSummary,
): Comparison | null {
  if (!average) return null;
  const monthlyAverage = $(average);
  if (!period) return { kind: 'average', monthlyAverage };
  const recorded = summary.byMonth.filter((m) => m.count > 0);
  // Spreading the total over months with nothing recorded (before the data starts) would mislead.
  if (period.months && period.months > 1 && recorded.length < period.months) {
    return {
      kind: 'partial',
      monthlyAverage,
      monthsRecorded: recorded.length,
      firstMonth: recorded[0]?.month ?? null,
    };
  }
  if (period.months) {
    const perMonth = dec(spent).dividedBy(period.months);
    return {
      kind: 'months',
      monthlyAverage,
      months: period.months,
      perMonth: $(perMonth),
      ...against(perMonth, average),
    };
  }
  return { kind: 'other', monthlyAverage };
}

function shareOf(part: string, summary: TransactionSummary): string | null {
  if (dec(summary.expenses).isZero() || dec(part).isZero()) return null;
  return formatPercent(dec(part).dividedBy(summary.expenses).times(100), 1);
}

function budgetFor(facts: FamilyFacts, category: string, period: Period | null, spent: string) {
  if (!period?.month) return null;
  const budget = facts.data.budgets.find(
    (b) =>
      b.category.toLowerCase() === category.toLowerCase() &&
      `${b.year}-${String(b.month).padStart(2, '0')}` === period.month,
  );
  if (!budget) return null;
  const left = dec(budget.monthlyBudget).minus(spent);
  return {
    amount: $(budget.monthlyBudget),
    left: left.isNegative() ? null : $(left),
    over: left.isNegative() ? $(left.abs()) : null,
  };
}

/** The 12 months of the snapshot, as the tool answers when nothing narrower is asked. */
function overview(facts: FamilyFacts): SpendingResult {
  const s = facts.spending;
  return {
    kind: 'overview',
    from: s.from,
    to: s.to,
    transactions: s.transactions,
    income: $(s.income),
    expenses: $(s.expenses),
    net: $(s.net),
    monthlyAverageSpending: $(s.monthlyAverage),
    byCategory: s.byCategory.map((c) => ({
      category: c.category,
      spent: $(c.expenses),
      monthlyAverage: $(c.monthlyAverage),
      share: pct(c.sharePercent),
    })),
    byMonth: s.byMonth.map((m) => ({ month: m.month, income: $(m.income), spent: $(m.expenses) })),
  };
}

/**
 * The range's largest single expenses, as the API ranks them (GET /transactions/summary?largest=N):
 * one read, never a walk through the transaction pages. A category is picked out of the 20 largest.
 */
async function largestExpenses(
  facts: FamilyFacts,
  args: SpendingArgs,
  period: Period | null,
  account: FamilyFacts['data']['accounts'][number] | null,
): Promise<SpendingResult> {
  const range = period ?? { from: facts.data.spending.from, to: facts.data.spending.to };
  const category = args.category ? matchCategory(args.category, familyCategories(facts)) : null;
  const summary = await facts.read<TransactionSummary>('/transactions/summary', {
    from: range.from,
    to: range.to,
    largest: category ? LARGEST_READ : args.largest,
    ...(account && { accountId: account.id }),
    ...(args.merchant && { merchant: args.merchant }),
  });
  const accountName = (id: string) => facts.data.accounts.find((a) => a.id === id)?.name ?? 'an account';
  const inCategory = category ? summary.byCategory.find((c) => sameName(c.category, category)) : null;
  return {
    kind: 'largest',
    period: period?.label ?? `over the last 12 months (${formatDate(range.from)} to ${formatDate(range.to)})`,
    account: account?.name ?? null,
    merchant: args.merchant ?? null,
    category,
    spent: $(category ? (inCategory?.expenses ?? '0.00') : summary.expenses),
    transactions: category ? (inCategory?.count ?? 0) : summary.count,
    expenses: (summary.largestExpenses ?? [])
      .filter((x) => category === null || sameName(x.category, category))
      .slice(0, args.largest)
      .map((x) => ({
        date: x.date,
        merchant: x.merchant,
        category: x.category,
        account: accountName(x.accountId),
        amount: $(x.amount),
      })),
  };
}

function renderLargest(r: Extract<SpendingResult, { kind: 'largest' }>): string {
  const scope = [
    r.category && `on ${asText(r.category)}`,
    r.merchant && `at ${asText(r.merchant)}`,
    r.account && `with ${asText(r.account)}`,
  ]
    .filter(Boolean)
    .join(' ');
  const within = scope ? ` ${scope}` : '';
  const [top, ...rest] = r.expenses;
  if (!top) {
    return r.category
      ? `None of your 20 largest expenses ${r.period} was${within}.`
      : `You have no expenses recorded${within} ${r.period}.`;
  }
  const line = (x: typeof top) =>
    `${x.amount} at ${asText(x.merchant)} on ${formatDate(x.date)} (${asText(x.category)}, ${asText(x.account)})`;
  return section(
    `Your largest single expense${within} ${r.period} was ${line(top)}.`,
    rest.length > 0 && `Next largest:\n${bullets(rest.map(line))}`,
    `That is out of ${r.spent} spent${within} across ${transactions(r.transactions)}; an expense here is one transaction, refunds and income left out.`,
  );
}

/**
 * The spending of `period` set against `compareTo`'s (the same category, merchant and account): the
 * change from the earlier one to the later, with both figures.
 */
async function spendingChange(facts: FamilyFacts, args: SpendingArgs): Promise<SpendingResult> {
  const { compareTo, ...rest } = args;
  const [one, other] = await Promise.all([
    spendingFiguresFor(facts, rest),
    spendingFiguresFor(facts, { ...rest, period: compareTo }),
  ]);
  if (one.kind !== 'spending' || other.kind !== 'spending') return one;
  const spentOf = (r: typeof one) => r.merchant?.spent ?? r.category?.spent ?? r.total.spent;
  const [later, earlier] = one.from >= other.from ? [one, other] : [other, one];
  // The figures as written, in full below a million (a shortened "$1.2M" is not subtracted).
  const amount = (written: string) =>
    /^-?\$[\d,]+\.\d{2}$/.test(written) ? dec(written.replace(/[$,]/g, '')) : null;
  const [after, before] = [amount(spentOf(later)), amount(spentOf(earlier))];
  if (!after || !before) return one;
  const change = after.minus(before);
  const names = (r: typeof one) => r.merchant && listOf(r.merchant.merchants.slice(0, 3).map(asText));
  return {
    kind: 'change',
    what: later.merchant ? ` at ${names(later)}` : later.category ? ` on ${asText(later.category.name)}` : '',
    later: { period: later.period, spent: spentOf(later) },
    earlier: { period: earlier.period, spent: spentOf(earlier) },
    difference: $(change.abs()),
    direction: change.isZero() ? 'same' : change.isNegative() ? 'less' : 'more',
  };
}

/**
 * The spending at one merchant (or on one category) set against another's over the same period: how far
 * apart, the larger first, with both figures.
 */
async function spendingVersus(facts: FamilyFacts, args: SpendingArgs): Promise<SpendingResult> {
  const { versus, ...rest } = args;
  const otherArgs = rest.merchant ? { ...rest, merchant: versus } : { ...rest, category: versus };
  const [one, other] = await Promise.all([
    spendingFiguresFor(facts, rest),
    spendingFiguresFor(facts, otherArgs),
  ]);
  if (one.kind !== 'spending' || other.kind !== 'spending') return one;
  const side = (r: typeof one) =>
    r.merchant
      ? { what: ` at ${listOf(r.merchant.merchants.slice(0, 3).map(asText))}`, spent: r.merchant.spent }
      : r.category
        ? { what: ` on ${asText(r.category.name)}`, spent: r.category.spent }
        : null;
  const [a, b] = [side(one), side(other)];
  const amount = (written: string) =>
    /^-?\$[\d,]+\.\d{2}$/.test(written) ? dec(written.replace(/[$,]/g, '')) : null;
  const [x, y] = [a && amount(a.spent), b && amount(b.spent)];
  if (!a || !b || !x || !y || a.what === b.what) return one;
  const [higher, lower] = x.greaterThanOrEqualTo(y) ? [a, b] : [b, a];
  return { kind: 'versus', period: one.period, higher, lower, difference: $(x.minus(y).abs()) };
}

export async function spendingFiguresFor(facts: FamilyFacts, args: SpendingArgs): Promise<SpendingResult> {
  if (args.compareTo && args.compareTo !== args.period) return spendingChange(facts, args);
  if (args.versus && (args.merchant || args.category)) return spendingVersus(facts, args);
  const period =
    args.from && args.to
      ? periodBetween(args.from, args.to, facts.today)
      : args.period
        ? (resolvePeriod(args.period, facts.today) ?? null)
        : null;
  if (period?.future) return { kind: 'future', period: period.label, today: facts.today };
  const account = args.account ? findAccount(facts, args.account) : null;
  if (args.account && !account) {
    return {
      kind: 'no_such_account',
      account: args.account,
      accounts: facts.data.accounts.map((a) => a.name),
    };
  }
  if (args.largest) return largestExpenses(facts, args, period, account);
  if (!period && !args.category && !args.merchant && !account) return overview(facts);

  const api: Reader = { get: (path, query) => facts.read(path, query) };
  const range = period ?? { from: facts.data.spending.from, to: facts.data.spending.to };
  // The merchant's sums are asked for beside the period's, not after them: the same reads as below
  // (facts.read keeps each for the question), so the reply waits for one round trip instead of two.
  // Not when the words already name one of the family's categories: then they are read as that.
  const asked = args.merchant?.toLowerCase();
  if (asked && !args.category && !isCategoryPhrase(asked, familyCategories(facts)))
    merchantByWords(api, asked, range, account?.id).catch(() => undefined);
  const summary = account
    ? await accountSummary(api, account.id, range)
    : period
      ? await facts.read<TransactionSummary>('/transactions/summary', { from: period.from, to: period.to })
      : facts.data.spending;
  const categories = familyCategories(facts, summary);

  let categoryWords = args.category;
  let merchantWords = args.merchant?.toLowerCase();
  // Words that are wholly a category's ("groceries") name the category, not a merchant.
  if (merchantWords && !categoryWords && isCategoryPhrase(merchantWords, categories)) {
    [categoryWords, merchantWords] = [merchantWords, undefined];
  }
  const found = merchantWords ? await merchantByWords(api, merchantWords, range, account?.id) : null;
  const notFound: string[] = [];
  if (merchantWords && !found) {
    // No such merchant, but the words name a category ("whole foods" -> Food & Dining): that category.
    if (!categoryWords && matchCategory(merchantWords, categories)) categoryWords = merchantWords;
    else notFound.push(merchantWords);
  }
  const category = categoryWords ? matchCategory(categoryWords, categories) : null;
  if (categoryWords && !category && !notFound.includes(categoryWords)) notFound.push(categoryWords);

  const row = category ? summary.byCategory.find((c) => sameName(c.category, category)) : undefined;
  const categorySpent = row?.expenses ?? '0.00';
  // Family-wide averages say nothing about one account.
  const average = (value: string | undefined) => (account ? undefined : value);
  const label =
    period?.label ?? `over the last 12 months (${formatDate(summary.from)} to ${formatDate(summary.to)})`;
  return {
    kind: 'spending',
    period: label,
    from: summary.from,
    to: summary.to,
    periodShort: (period?.label ?? 'over the last 12 months').replace(/ \([^)]*\)$/, ''),
    account: account?.name ?? null,
    total: { spent: $(summary.expenses), income: $(summary.income), transactions: summary.count },
    merchant: found && {
      term: found.term,
      merchants: found.merchants,
      spent: $(found.expenses),
      received: dec(found.income).greaterThan(0) ? $(found.income) : null,
      transactions: found.count,
      shareOfPeriod: shareOf(found.expenses, summary),
    },
    category: category
      ? {
          name: category,
          spent: $(categorySpent),
          transactions: row?.count ?? 0,
          shareOfPeriod: shareOf(categorySpent, summary),
          budget: account ? null : budgetFor(facts, category, period, categorySpent),
          comparison: comparison(
            categorySpent,
            average(facts.spending.byCategory.find((c) => sameName(c.category, category))?.monthlyAverage),
            period,
            summary,
          ),
        }
      : null,
    notFound,
    categories: notFound.length > 0 ? categories : [],
    topCategories:
      category || found
        ? null
        : summary.byCategory
            .filter((c) => dec(c.expenses).greaterThan(0))
            .slice(0, 6)
            .map((c) => ({ category: c.category, spent: $(c.expenses), transactions: c.count })),
    comparison:
      category || found
        ? null
        : comparison(summary.expenses, average(facts.spending.monthlyAverage), period, summary),
  };
}

// ---------- the words ----------

const section = (...parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join('\n\n');
const bullets = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n');
const transactions = (count: number) => (count === 0 ? 'no transactions' : plural(count, 'transaction'));
/** " across 3 transactions", or " (no transactions)": after a label that may end in brackets. */
const across = (count: number) =>
  count === 0 ? ' (no transactions)' : ` across ${plural(count, 'transaction')}`;

/** How the figure compares with the 12-month monthly average, in one sentence (or null). */
function comparisonSentence(c: Comparison | null, what: string): string | null {
  if (!c) return null;
  switch (c.kind) {
    case 'average':
      return `That is about ${c.monthlyAverage} a month.`;
    case 'partial':
      return (
        `Only ${plural(c.monthsRecorded, 'month')} of that period ${c.monthsRecorded === 1 ? 'has' : 'have'} transactions recorded${c.firstMonth ? ` (from ${formatMonth(c.firstMonth)})` : ''}, ` +
        `so I have not averaged it per month; over the last 12 months you spent about ${c.monthlyAverage} a month${what}.`
      );
    case 'months': {
      const compared =
        c.direction === null
          ? 'against'
          : c.direction === 'same'
            ? 'about the same as'
            : `${c.change} ${c.direction} than`;
      return c.months === 1
        ? `That is ${compared} your average of ${c.monthlyAverage} a month${what} over the last 12 months.`
        : `That is about ${c.perMonth} a month, ${compared} your 12-month average of ${c.monthlyAverage} a month${what}.`;
    }
    case 'other':
      return `Over the last 12 months you spent about ${c.monthlyAverage} a month${what}.`;
  }
}

export function renderSpending(result: SpendingResult, facts: FamilyFacts): string {
  if (result.kind === 'overview') return spendingAnswer(facts);
  if (result.kind === 'future') {
    return `Nothing has been spent ${result.period} yet: that is still ahead. Ask about a period up to today (${formatDate(result.today)}).`;
  }
  if (result.kind === 'largest') return renderLargest(result);
  if (result.kind === 'versus') {
    const v = result;
    return `You spent ${v.difference} more${v.higher.what} than${v.lower.what} ${v.period} (${v.higher.spent} against ${v.lower.spent}).`;
  }
  if (result.kind === 'change') {
    const c = result;
    const both = `(${c.later.spent} against ${c.earlier.spent})`;
    return c.direction === 'same'
      ? `You spent the same${c.what} ${c.later.period} as ${c.earlier.period}: ${c.later.spent}.`
      : `You spent ${c.difference} ${c.direction}${c.what} ${c.later.period} than ${c.earlier.period} ${both}.`;
  }
  if (result.kind === 'no_such_account') {
    return `I can't tell which of your accounts you mean. Your accounts are ${listOf(result.accounts.map(asText))}.`;
  }
  const r = result;
  const where = r.account ? ` with ${asText(r.account)}` : '';
  // The first sentence gave the dates; the share's sentence names the period without repeating them.
  const all = `all your spending${where} ${r.periodShort} (${r.total.spent})`;
  const parts: (string | null)[] = [];
  if (r.merchant) {
    const m = r.merchant;
    const names =
      m.merchants.length <= 3
        ? listOf(m.merchants.map(asText))
        : `${m.merchants.length} merchants whose names contain ${asText(m.term)}`;
    const received = m.received ? ` You received ${m.received} from ${names} in the same period.` : '';
    parts.push(
      `You spent ${m.spent} at ${names}${where} ${r.period}${across(m.transactions)}.${received}` +
        (m.shareOfPeriod ? ` That is ${m.shareOfPeriod} of ${all}.` : ''),
    );
  }
  if (r.category) {
    const c = r.category;
    const budget = c.budget
      ? `, against a budget of ${c.budget.amount} (${c.budget.over ? `${c.budget.over} over` : `${c.budget.left} left`})`
      : '';
    parts.push(
      `You spent ${c.spent} on ${asText(c.name)}${where} ${r.period}${across(c.transactions)}${budget}.`,
      [
        comparisonSentence(c.comparison, ` on ${asText(c.name)}`),
        c.shareOfPeriod && `${asText(c.name)} was ${c.shareOfPeriod} of ${all}.`,
      ]
        .filter(Boolean)
        .join(' ') || null,
    );
  }
  if (r.notFound.length > 0) {
    parts.push(
      `I don't see spending under that name${where} ${r.period}. Your spending categories are ${listOf(r.categories.map(asText))}.`,
    );
  }
  if (r.topCategories) {
    const top = r.topCategories.map(
      (c) => `${asText(c.category)}: ${c.spent} (${transactions(c.transactions)})`,
    );
    parts.push(
      `You spent ${r.total.spent}${where} ${r.period} and took in ${r.total.income} (${transactions(r.total.transactions)} in all).`,
      comparisonSentence(r.comparison, ''),
      top.length > 0 ? `Where it went:\n${bullets(top)}` : null,
    );
  }
  return section(...parts);
}

export const spendingTool = defineTool({
  name: 'get_spending',
  topic: 'spending by category and merchant over any period',
  intent: 'spending',
  description:
    'What was spent and earned: with no arguments the last 12 months by category and month; with a period, category, merchant or account (any combination), that figure with its transaction count, share of the period, budget and comparison with the 12-month average.',
  parameters: spendingArguments,
  run: spendingFiguresFor,
  render: renderSpending,
});
