// What GET /api/transactions/summary answers for one account's or one merchant's rows, computed here
// from plain rows (in exact cents), for the fake APIs of the spending suites: the rows of the range,
// of the account and merchant asked, the largest expenses and the top merchants when asked.
import type { Transaction, TransactionSummary } from '@heirloom/contracts';

type Query = Record<string, string | number | undefined>;

/** A row's amount in whole cents, whatever its sign. */
const rowCents = (r: Transaction) => Math.round(Math.abs(Number(r.amount)) * 100);

const cents = (rows: readonly Transaction[], type: Transaction['transactionType']) =>
  rows.filter((r) => r.transactionType === type).reduce((total, r) => total + rowCents(r), 0);

const totals = (rows: readonly Transaction[]) => ({
  income: (cents(rows, 'income') / 100).toFixed(2),
  expenses: (cents(rows, 'expense') / 100).toFixed(2),
  count: rows.length,
});

export function rowsSummary(rows: readonly Transaction[], query: Query): TransactionSummary {
  const term = query.merchant === undefined ? null : String(query.merchant).toLowerCase();
  const from = query.from === undefined ? null : String(query.from);
  const to = query.to === undefined ? null : String(query.to);
  const items = rows.filter(
    (r) =>
      (query.accountId === undefined || r.accountId === query.accountId) &&
      (term === null || r.merchant.toLowerCase().includes(term)) &&
      (from === null || r.date >= from) &&
      (to === null || r.date <= to),
  );
  const groups = (key: (r: Transaction) => string) =>
    [...new Set(items.map(key))]
      .map((name) => ({ name, ...totals(items.filter((r) => key(r) === name)) }))
      .sort((a, b) => Number(b.expenses) - Number(a.expenses) || a.name.localeCompare(b.name));
  const largest = Number(query.largest ?? 0);
  // topMerchants=N without a merchant: the N merchants of the largest expenses.
  const top = Number(query.topMerchants ?? 0);
  return {
    from: String(query.from),
    to: String(query.to),
    ...totals(items),
    byMonth: groups((r) => r.date.slice(0, 7))
      .map(({ name, ...t }) => ({ month: name, ...t }))
      .sort((a, b) => a.month.localeCompare(b.month)),
    byCategory: groups((r) => r.category).map(({ name, ...t }) => ({ category: name, ...t })),
    ...(term !== null
      ? { byMerchant: groups((r) => r.merchant).map(({ name, ...t }) => ({ merchant: name, ...t })) }
      : top > 0
        ? {
            byMerchant: groups((r) => r.merchant)
              .slice(0, top)
              .map(({ name, ...t }) => ({ merchant: name, ...t })),
          }
        : {}),
    ...(largest > 0 && {
      largestExpenses: items
        .filter((r) => r.transactionType === 'expense')
        .sort((a, b) => rowCents(b) - rowCents(a) || b.date.localeCompare(a.date) || a.id.localeCompare(b.id))
        .slice(0, largest)
        .map((r) => ({
          id: r.id,
          date: r.date,
          merchant: r.merchant,
          category: r.category,
          accountId: r.accountId,
          amount: (rowCents(r) / 100).toFixed(2),
        })),
    }),
  };
}
