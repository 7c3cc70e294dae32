// The oracle: what each corpus question's answer must say, computed from the family's own rows with
// decimal.js. It shares nothing with the analyst (no import from chat/, tools/ or analytics/): the
// meaning of each question (its period, category, account...) is written by hand in questions.ts, and
// the figures come from the definitions of the product spec (section 9) applied to the rows here.
import type { FamilyData } from '../data/family-data';
import { calendar, type Transaction } from '@heirloom/contracts';
import { dec, money, percentSpellings, rate, sum, type D } from './money';

export interface OracleFamily {
  data: FamilyData;
  rows: readonly Transaction[];
}

/**
 * What the answer must do: name every figure in its lead (each figure: one or more spellings, any of
 * which counts), say plainly the thing is not on file, or ask a question back.
 */
export type Expected =
  | { kind: 'figures'; figures: (string | readonly string[] | RegExp)[] }
  | { kind: 'not_on_file' }
  | { kind: 'clarify' }
  // The new corpus's stricter semantics (issue 33), judged by judge.ts's judgeStrict:
  /** Every figure, to the cent, in the answer's first sentence. */
  | { kind: 'exact'; figures: Spelling[] }
  /** A superlative: the winner named in the first sentence, before any rival, with its figure. */
  | { kind: 'winner'; name: Spelling; figure: Spelling; rivals: readonly string[] }
  /** A count with names: the number and every name in the lead. */
  | { kind: 'count'; count: RegExp; names: Spelling[] }
  /** Two questions in one: each part's figures in the lead, the parts in the order asked. */
  | { kind: 'compound'; parts: Spelling[][] }
  /** A follow-up that cannot be resolved: a question back, naming the candidates. */
  | { kind: 'ask_back'; candidates: Spelling[] };

export const figures = (...list: (string | readonly string[] | RegExp)[]): Expected => ({
  kind: 'figures',
  figures: list,
});
export const NOT_ON_FILE: Expected = { kind: 'not_on_file' };
export const CLARIFY: Expected = { kind: 'clarify' };

// ---------- periods, counted by hand from today ----------

export interface Range {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (iso: string) => iso.split('-').map(Number) as [number, number, number];
const cap = (r: Range, today: string): Range => ({ from: r.from, to: r.to > today ? today : r.to });

/** Calendar month m (1..12) of year y, cut at today. */
export function monthOf(y: number, m: number, today: string): Range {
  const month = `${y}-${pad(m)}`;
  return cap({ from: calendar.firstDayOf(month), to: calendar.lastDayOf(month) }, today);
}

export const periods = {
  thisMonth: (today: string): Range => {
    const [y, m] = ymd(today);
    return monthOf(y, m, today);
  },
  lastMonth: (today: string): Range => {
    const [y, m] = ymd(today);
    return m === 1 ? monthOf(y - 1, 12, today) : monthOf(y, m - 1, today);
  },
  /** "In July": the latest July up to today (this year's when it has begun). */
  named:
    (m: number) =>
    (today: string): Range => {
      const [y, tm] = ymd(today);
      return monthOf(m <= tm ? y : y - 1, m, today);
    },
  /** "This year", "year to date", "since January". */
  thisYear: (today: string): Range => ({ from: `${today.slice(0, 4)}-01-01`, to: today }),
  lastYear: (today: string): Range => {
    const y = Number(today.slice(0, 4)) - 1;
    return { from: `${y}-01-01`, to: `${y}-12-31` };
  },
  /** The n whole months before this one. */
  lastMonths:
    (n: number) =>
    (today: string): Range => {
      const thisMonth = calendar.startOfMonth(today);
      return { from: calendar.addMonths(thisMonth, -n), to: calendar.addDays(thisMonth, -1) };
    },
  /** The snapshot's range: the 365 days up to today. */
  lastTwelveMonths: (today: string): Range => {
    return { from: calendar.addDays(today, -364), to: today };
  },
};
export type PeriodOf = (today: string) => Range;

// ---------- the figures ----------

const lower = (s: string) => s.toLowerCase();
const one = <T>(items: readonly T[], what: string): T => {
  if (items.length !== 1) throw new Error(`The oracle expected exactly one ${what}, found ${items.length}`);
  return items[0]!;
};

/** Spec section 9: liquid = account balances; non-liquid = placements + businesses; equity; net worth. */
export function netWorthParts({ data }: OracleFamily) {
  const liquid = sum(
    data.accounts.map((a) => (a.accountType === 'credit' ? dec(a.balance).abs().neg() : a.balance)),
  );
  const nonLiquid = sum(data.privatePlacements.map((p) => p.currentValue)).plus(
    sum(data.businesses.map((b) => b.currentValuation)),
  );
  const equity = sum(data.properties.map((p) => p.currentValue)).minus(
    sum(data.mortgages.map((m) => m.currentBalance)),
  );
  return { liquid, nonLiquid, equity, netWorth: liquid.plus(nonLiquid).plus(equity) };
}

export function accountNamed(f: OracleFamily, name: string) {
  return one(
    f.data.accounts.filter((a) => lower(a.name) === lower(name)),
    `account named ${name}`,
  );
}
/** A card's balance is what is owed: "$2,318.45" (also found inside "-$2,318.45"). */
export const balanceOf = (f: OracleFamily, name: string) => {
  const a = accountNamed(f, name);
  return money(a.accountType === 'credit' ? dec(a.balance).abs() : a.balance);
};
export function typeTotal({ data }: OracleFamily, type: string): D {
  return sum(data.accounts.filter((a) => a.accountType === type).map((a) => a.balance));
}
/** What the credit cards owe, positive. */
export const creditOwed = (f: OracleFamily) => typeTotal(f, 'credit').abs();

interface SpendingQuery {
  period: PeriodOf;
  category?: string;
  merchant?: string;
}

/** The expense rows a question is about. */
export function expenseRows({ data, rows }: OracleFamily, q: SpendingQuery): Transaction[] {
  const { from, to } = q.period(data.today);
  return rows.filter(
    (r) =>
      r.transactionType === 'expense' &&
      r.date >= from &&
      r.date <= to &&
      (q.category === undefined || lower(r.category) === lower(q.category)) &&
      (q.merchant === undefined || lower(r.merchant).includes(lower(q.merchant))),
  );
}
export const spent = (f: OracleFamily, q: SpendingQuery): D =>
  sum(expenseRows(f, q).map((r) => dec(r.amount).abs()));
export function largestExpense(f: OracleFamily, period: PeriodOf): Transaction {
  const rows = expenseRows(f, { period });
  return rows.reduce((best, r) => (dec(r.amount).abs().gt(dec(best.amount).abs()) ? r : best), rows[0]!);
}

export function budgetOf({ data }: OracleFamily, category: string) {
  const month = data.today.slice(0, 7);
  const b = one(
    data.budgets.filter(
      (x) => lower(x.category) === lower(category) && `${x.year}-${pad(x.month)}` === month,
    ),
    `${category} budget for ${month}`,
  );
  return {
    budget: dec(b.monthlyBudget),
    spent: dec(b.currentSpent),
    left: dec(b.monthlyBudget).minus(b.currentSpent),
  };
}
export function budgetTotals({ data }: OracleFamily) {
  const month = data.today.slice(0, 7);
  const current = data.budgets.filter((b) => `${b.year}-${pad(b.month)}` === month);
  const budget = sum(current.map((b) => b.monthlyBudget));
  const spentSoFar = sum(current.map((b) => b.currentSpent));
  return { budget, spent: spentSoFar, left: budget.minus(spentSoFar) };
}

export function holdingOf({ data }: OracleFamily, symbol: string) {
  const h = one(
    data.holdings.filter((x) => x.symbol === symbol),
    `holding ${symbol}`,
  );
  return { value: dec(h.currentValue), gain: dec(h.currentValue).minus(h.costBasis), holding: h };
}
/** Every position below its cost basis, whatever the account. */
export const losers = ({ data }: OracleFamily) =>
  data.holdings.filter((h) => dec(h.currentValue).lt(h.costBasis));
export const totalUnrealizedLoss = (f: OracleFamily) =>
  sum(losers(f).map((h) => dec(h.costBasis).minus(h.currentValue)));

export function federalTax({ data }: OracleFamily, year: number): D {
  return dec(
    one(
      data.taxDocuments.filter((t) => t.taxYear === year && t.documentType === '1040'),
      `1040 for ${year}`,
    ).totalTax,
  );
}
/** Spec section 9: K-1 income is ordinary income plus capital gains plus qualified dividends. */
export function k1Income({ data }: OracleFamily, year: number): D {
  return sum(
    data.k1Documents
      .filter((k) => k.taxYear === year)
      .flatMap((k) => [k.ordinaryIncome, k.capitalGains, k.qualifiedDividends]),
  );
}

export const newRecommendations = ({ data }: OracleFamily) =>
  data.recommendations.filter((r) => r.status === 'new').length;

export function shareOf({ data }: OracleFamily, firstName: string): string[] {
  const b = one(
    data.beneficiaries.filter((x) => lower(x.name).startsWith(lower(firstName))),
    `beneficiary ${firstName}`,
  );
  return percentSpellings(b.percentage ?? '0');
}

export function mortgageOf({ data }: OracleFamily, lender: string) {
  const m = one(
    data.mortgages.filter((x) => lower(x.lender).includes(lower(lender))),
    `mortgage from ${lender}`,
  );
  return { balance: money(m.currentBalance), rate: rate(m.interestRate), payment: money(m.monthlyPayment) };
}

export const coverageOf = ({ data }: OracleFamily, type: string) =>
  sum(data.insurance.filter((p) => p.policyType === type).map((p) => p.coverageAmount));
export const premiums = ({ data }: OracleFamily, type?: string) =>
  sum(data.insurance.filter((p) => type === undefined || p.policyType === type).map((p) => p.annualPremium));

export const placementsValue = ({ data }: OracleFamily) =>
  sum(data.privatePlacements.map((p) => p.currentValue));
export function placementNamed({ data }: OracleFamily, words: string) {
  return one(
    data.privatePlacements.filter((p) => lower(p.name).includes(lower(words))),
    `placement ${words}`,
  );
}
export function businessNamed({ data }: OracleFamily, words: string) {
  return one(
    data.businesses.filter((b) => lower(b.name).includes(lower(words))),
    `business ${words}`,
  );
}

/** A count as words may write it: "3" or "three", followed within a few words by one of `nouns`. */
export function countOf(n: number, nouns: string): RegExp {
  const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  return new RegExp(`\\b(?:${n}|${words[n] ?? n})\\b(?:\\s+\\S+){0,3}?\\s+(?:${nouns})`, 'i');
}

export { money };

// ---------- the new corpus (issue 33): winners, counts, gains, ranges ----------

/** A spelling of a name or figure: one string, any of several, or a pattern. */
export type Spelling = string | readonly string[] | RegExp;

/** The one item with the highest (or lowest) figure; a tie at the top is a mislabelled entry. */
export interface Winner {
  name: string;
  figure: D;
  /** The other candidates' names, for a judge that checks the winner is named first. */
  rivals: string[];
}
export function extreme<T>(
  items: readonly T[],
  figureOf: (item: T) => D,
  nameOf: (item: T) => string,
  which: 'max' | 'min',
): Winner {
  if (items.length === 0) throw new Error('The oracle has no candidates to rank');
  const sorted = [...items].sort((a, b) => figureOf(a).comparedTo(figureOf(b)) * (which === 'max' ? -1 : 1));
  if (sorted.length > 1 && figureOf(sorted[0]!).eq(figureOf(sorted[1]!))) {
    throw new Error(`The oracle found a tie for the ${which}: ${nameOf(sorted[0]!)}, ${nameOf(sorted[1]!)}`);
  }
  return {
    name: nameOf(sorted[0]!),
    figure: figureOf(sorted[0]!),
    rivals: sorted.slice(1).map(nameOf),
  };
}

/**
 * The item at a place in the ranking (1: the winner, 2: the runner-up, 3: the next one...). Its rivals
 * are the items ranked below it: an answer may say which came before it, never one after.
 */
export function placed<T>(
  items: readonly T[],
  figureOf: (item: T) => D,
  nameOf: (item: T) => string,
  which: 'max' | 'min',
  place: number,
): Winner {
  if (items.length < place) throw new Error(`The oracle has fewer than ${place} candidates to rank`);
  const sorted = [...items].sort((a, b) => figureOf(a).comparedTo(figureOf(b)) * (which === 'max' ? -1 : 1));
  const at = sorted[place - 1]!;
  const tied = sorted.filter((x) => x !== at && figureOf(x).eq(figureOf(at)));
  if (tied.length > 0)
    throw new Error(`The oracle found a tie at place ${place}: ${nameOf(at)}, ${nameOf(tied[0]!)}`);
  return { name: nameOf(at), figure: figureOf(at), rivals: sorted.slice(place).map(nameOf) };
}

/** The accounts that hold money (no credit cards), or those of the given types. */
export const holdingAccounts = ({ data }: OracleFamily, types?: readonly string[]) =>
  data.accounts.filter((a) => (types ? types.includes(a.accountType) : a.accountType !== 'credit'));
export const accountExtreme = (f: OracleFamily, which: 'max' | 'min', types?: readonly string[]) =>
  extreme(
    holdingAccounts(f, types),
    (a) => dec(a.balance).abs(),
    (a) => a.name,
    which,
  );

/** A property's street, without its number: "Alder Creek Lane" of "4120 Alder Creek Lane, Boise...". */
export const streetName = (address: string) =>
  address
    .split(',')[0]!
    .trim()
    .replace(/^\d+\s+/, '');
export function propertyAt({ data }: OracleFamily, words: string) {
  return one(
    data.properties.filter((p) => lower(p.address).includes(lower(words))),
    `property at ${words}`,
  );
}
/** Gain since purchase in dollars, or in percent of the purchase price. */
export const propertyGainExtreme = (f: OracleFamily, which: 'max' | 'min', inPercent = false) =>
  extreme(
    f.data.properties,
    (p) => {
      const gain = dec(p.currentValue).minus(p.purchasePrice);
      return inPercent ? gain.div(p.purchasePrice).times(100) : gain;
    },
    (p) => streetName(p.address),
    which,
  );
/** One home's equity: its value less every mortgage on it. */
export function propertyEquity(f: OracleFamily, words: string): D {
  const p = propertyAt(f, words);
  return dec(p.currentValue).minus(
    sum(f.data.mortgages.filter((m) => m.propertyId === p.id).map((m) => m.currentBalance)),
  );
}

/** A holding's gain (negative: a loss) in dollars. */
export const holdingChange = (h: { currentValue: string; costBasis: string }) =>
  dec(h.currentValue).minus(h.costBasis);
/** Of the losing positions, the biggest (max) or smallest (min) dollar loss, positive. */
export const holdingLossExtreme = (f: OracleFamily, which: 'max' | 'min') =>
  extreme(
    losers(f),
    (h) => holdingChange(h).neg(),
    (h) => h.symbol,
    which,
  );
/** Of the winning positions, the biggest dollar gain. */
export const holdingGainExtreme = (f: OracleFamily, which: 'max' | 'min') =>
  extreme(
    f.data.holdings.filter((h) => holdingChange(h).gt(0)),
    (h) => holdingChange(h),
    (h) => h.symbol,
    which,
  );
export const holdingValueExtreme = (f: OracleFamily, which: 'max' | 'min') =>
  extreme(
    f.data.holdings,
    (h) => dec(h.currentValue),
    (h) => h.symbol,
    which,
  );

/** Each expense category's total over a period (categories with no spending in it are not candidates). */
export function categoryTotals(f: OracleFamily, period: PeriodOf): Map<string, D> {
  const totals = new Map<string, D>();
  for (const r of expenseRows(f, { period })) {
    totals.set(r.category, (totals.get(r.category) ?? dec(0)).plus(dec(r.amount).abs()));
  }
  return totals;
}
export const categoryExtreme = (f: OracleFamily, period: PeriodOf, which: 'max' | 'min') =>
  extreme(
    [...categoryTotals(f, period)],
    ([, total]) => total,
    ([category]) => category,
    which,
  );
/** Each merchant's total over a period. */
export const merchantExtreme = (f: OracleFamily, period: PeriodOf, which: 'max' | 'min') => {
  const totals = new Map<string, D>();
  for (const r of expenseRows(f, { period })) {
    totals.set(r.merchant, (totals.get(r.merchant) ?? dec(0)).plus(dec(r.amount).abs()));
  }
  return extreme(
    [...totals],
    ([, total]) => total,
    ([merchant]) => merchant,
    which,
  );
};

/** This month's budgets with the room left in each (negative: over). */
export function budgetRooms({ data }: OracleFamily) {
  const month = data.today.slice(0, 7);
  return data.budgets
    .filter((b) => `${b.year}-${pad(b.month)}` === month)
    .map((b) => ({ category: b.category, left: dec(b.monthlyBudget).minus(b.currentSpent) }));
}
export const budgetRoomExtreme = (f: OracleFamily, which: 'max' | 'min') =>
  extreme(
    budgetRooms(f),
    (b) => b.left,
    (b) => b.category,
    which,
  );
/** The budgets spent past their limit this month, with how far over (positive). */
export const overBudget = (f: OracleFamily) =>
  budgetRooms(f)
    .filter((b) => b.left.isNegative())
    .map((b) => ({ category: b.category, over: b.left.abs() }));

export const professionalsOf = ({ data }: OracleFamily, type: string) =>
  data.professionals.filter((p) => p.type === type);

// ---------- periods of more than one unit, or named ones ----------

const lastDayOfMonth = (y: number, m: number) => calendar.lastDayOf(`${y}-${pad(m)}`);
export const morePeriods = {
  /** Months m1..m2 of the latest year in which m2 has begun ("between March and May"). */
  months:
    (m1: number, m2: number) =>
    (today: string): Range => {
      const [y, tm] = ymd(today);
      const year = m2 <= tm ? y : y - 1;
      return cap({ from: `${year}-${pad(m1)}-01`, to: lastDayOfMonth(year, m2) }, today);
    },
  /** Quarter q of year y; without y, the latest such quarter that has begun. */
  quarter:
    (q: 1 | 2 | 3 | 4, y?: number) =>
    (today: string): Range => {
      const [ty, tm] = ymd(today);
      const year = y ?? (3 * q - 2 <= tm ? ty : ty - 1);
      return cap({ from: `${year}-${pad(3 * q - 2)}-01`, to: lastDayOfMonth(year, 3 * q) }, today);
    },
  /** The last whole quarter before this one. */
  lastQuarter: (today: string): Range => {
    const [y, m] = ymd(today);
    const q = Math.floor((m - 1) / 3);
    return q === 0
      ? { from: `${y - 1}-10-01`, to: `${y - 1}-12-31` }
      : { from: `${y}-${pad(3 * q - 2)}-01`, to: lastDayOfMonth(y, 3 * q) };
  },
  /** "Since June": the first of the latest such month up to today. */
  since:
    (m: number) =>
    (today: string): Range => {
      const [y, tm] = ymd(today);
      return { from: `${m <= tm ? y : y - 1}-${pad(m)}-01`, to: today };
    },
  /**
   * "The past N days": the N days up to today, today included (as the snapshot's 365 days above are
   * `addDays(today, -364)` to today): "the past 10 days" on November 18 is November 9 to 18.
   */
  pastDays:
    (n: number) =>
    (today: string): Range => ({ from: calendar.addDays(today, -(n - 1)), to: today }),
  /** "The past N weeks": the past 7N days, rolling (not whole calendar weeks ending last Sunday). */
  pastWeeks:
    (n: number) =>
    (today: string): Range => ({ from: calendar.addDays(today, -(7 * n - 1)), to: today }),
  /** A whole year. */
  year: (y: number) => (): Range => ({ from: `${y}-01-01`, to: `${y}-12-31` }),
};
