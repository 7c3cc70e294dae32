// The fake API a synthetic family's facts read through: GET /transactions/summary answered from the
// family's plain rows, as the API sums them (testing/rows-summary.ts, with the range, the months and the
// largest expenses filled in here whatever that helper's version does), and GET /family's "last 365
// days" snapshot built the same way.
import type { Transaction, TransactionSummary } from '@heirloom/contracts';
import type { FactsReader } from '../chat/family-facts';
import { rowsSummary } from '../testing/rows-summary';

type Query = Record<string, string | number | undefined>;

const cents = (r: Transaction) => Math.round(Math.abs(Number(r.amount)) * 100);
const text = (c: number) => (c / 100).toFixed(2);

export function summaryOf(rows: readonly Transaction[], query: Query): TransactionSummary {
  const from = query.from === undefined ? '0000-01-01' : String(query.from);
  const to = query.to === undefined ? '9999-12-31' : String(query.to);
  const inRange = rows.filter((r) => r.date >= from && r.date <= to);
  const summary = rowsSummary(inRange, query);
  const items = inRange.filter(
    (r) =>
      (query.accountId === undefined || r.accountId === query.accountId) &&
      (query.merchant === undefined ||
        r.merchant.toLowerCase().includes(String(query.merchant).toLowerCase())),
  );
  const months = [...new Set(items.map((r) => r.date.slice(0, 7)))].sort();
  const byMonth = months.map((month) => {
    const of = items.filter((r) => r.date.startsWith(month));
    const total = (type: Transaction['transactionType']) =>
      text(of.filter((r) => r.transactionType === type).reduce((t, r) => t + cents(r), 0));
    return { month, income: total('income'), expenses: total('expense'), count: of.length };
  });
  const largest = Number(query.largest ?? 0);
  return {
    ...summary,
    from,
    to,
    byMonth,
    ...(largest > 0 && {
      largestExpenses: items
        .filter((r) => r.transactionType === 'expense')
        .sort((a, b) => cents(b) - cents(a) || b.date.localeCompare(a.date) || a.id.localeCompare(b.id))
        .slice(0, largest)
        .map((r) => ({
          id: r.id,
          date: r.date,
          merchant: r.merchant,
          category: r.category,
          accountId: r.accountId,
          amount: text(cents(r)),
        })),
    }),
  };
}

/** Answers the summary reads; any other path is a read the fake does not serve (the answer then fails). */
export function rowsReader(rows: readonly Transaction[]): FactsReader {
  return {
    get: async <T>(path: string, query: Query = {}): Promise<T> => {
      if (path !== '/transactions/summary') throw new Error(`The corpus reader has no ${path}`);
      return summaryOf(rows, query) as T;
    },
  };
}
