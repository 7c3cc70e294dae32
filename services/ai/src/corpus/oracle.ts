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
  | { kind: 'clarify' };

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
