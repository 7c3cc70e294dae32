// Pure rules of the Transactions page: totals (summed in whole cents, never as running floats) and the
// search filter (case-insensitive substring of merchant or category).
import type { SampleTransaction } from './sample-transactions';

export interface TransactionTotals {
  /** Sum of income amounts, positive dollars. */
  income: number;
  /** Sum of expense amounts, positive dollars (absolute values). */
  expenses: number;
}

const toCents = (amount: number) => Math.round(Math.abs(amount) * 100);

export function transactionTotals(
  rows: readonly Pick<SampleTransaction, 'amount' | 'type'>[],
): TransactionTotals {
  let incomeCents = 0;
  let expenseCents = 0;
  for (const row of rows) {
    if (row.type === 'income') incomeCents += toCents(row.amount);
    else expenseCents += toCents(row.amount);
  }
  return { income: incomeCents / 100, expenses: expenseCents / 100 };
}

export function filterTransactions<T extends { merchant: string; category: string }>(
  rows: readonly T[],
  query: string,
): readonly T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter(
    (row) => row.merchant.toLowerCase().includes(needle) || row.category.toLowerCase().includes(needle),
  );
}
