// What GET /api/transactions/summary answers for one account's or one merchant's rows, computed here
// from plain rows (in exact cents), for the fake APIs of the spending suites.
import type { Transaction, TransactionSummary } from '@heirloom/contracts';

type Query = Record<string, string | number | undefined>;

const cents = (rows: readonly Transaction[], type: Transaction['transactionType']) =>
  rows
    .filter((r) => r.transactionType === type)
    .reduce((total, r) => total + Math.round(Math.abs(Number(r.amount)) * 100), 0);

const totals = (rows: readonly Transaction[]) => ({
  income: (cents(rows, 'income') / 100).toFixed(2),
  expenses: (cents(rows, 'expense') / 100).toFixed(2),
  count: rows.length,
});

export function rowsSummary(rows: readonly Transaction[], query: Query): TransactionSummary {
  const term = query.merchant === undefined ? null : String(query.merchant).toLowerCase();
  const items = rows.filter(
    (r) =>
      (query.accountId === undefined || r.accountId === query.accountId) &&
      (term === null || r.merchant.toLowerCase().includes(term)),
  );
  const groups = (key: (r: Transaction) => string) =>
    [...new Set(items.map(key))]
      .map((name) => ({ name, ...totals(items.filter((r) => key(r) === name)) }))
      .sort((a, b) => Number(b.expenses) - Number(a.expenses) || a.name.localeCompare(b.name));
  return {
    from: String(query.from),
    to: String(query.to),
    ...totals(items),
    byMonth: [],
    byCategory: groups((r) => r.category).map(({ name, ...t }) => ({ category: name, ...t })),
    ...(term === null
      ? {}
      : { byMerchant: groups((r) => r.merchant).map(({ name, ...t }) => ({ merchant: name, ...t })) }),
  };
}
