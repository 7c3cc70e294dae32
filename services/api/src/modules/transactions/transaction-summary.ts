// The summary's arithmetic, apart from the queries that feed it: the range a summary covers, and the
// rows (or groups of rows) summed exactly into totals by month, category and merchant.
import {
  calendar,
  toMoneyString,
  type TransactionSummary,
  type TransactionSummaryQuery,
  type TransactionTotals,
  type TransactionType,
} from '@heirloom/contracts';
import Decimal from 'decimal.js';

/** The summary's default range: the last 365 days, today included. */
export const SUMMARY_DEFAULT_DAYS = 365;

/** A date's UTC day, "YYYY-MM-DD" (mysql2 answers DATE columns of grouped rows as Dates). */
export const isoDay = calendar.utcDayOf;

/** The inclusive range a summary covers: the query's dates, else the 365 days up to `now` (UTC). */
export function summaryRange(
  query: Pick<TransactionSummaryQuery, 'from' | 'to'>,
  now: Date = new Date(),
): { from: string; to: string } {
  const today = calendar.utcToday(now);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? calendar.addDays(to, -(SUMMARY_DEFAULT_DAYS - 1));
  return { from, to };
}

/**
 * A row or a group of rows as the summary reads it: SQLite answers the amount as a number, MySQL as a
 * string; a group carries its row count and the sum of its amounts' absolute values.
 */
export interface SummaryRow {
  amount: string | number;
  category: string;
  /** A Date from mysql2's raw DATE values, a "YYYY-MM-DD" (or a group's "YYYY-MM") string otherwise. */
  date: string | Date;
  transactionType: TransactionType;
  /** Rows in the group; 1 when absent. */
  count?: number | string;
  /** Present when the summary was asked for one merchant's rows: totals per merchant come too. */
  merchant?: string;
}

const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

class Totals {
  income = new Exact(0);
  expenses = new Exact(0);
  count = 0;

  add(row: SummaryRow): void {
    // The sign is as the institution reports it; the type says which side the row is on.
    const amount = new Exact(typeof row.amount === 'number' ? String(row.amount) : row.amount).abs();
    if (row.transactionType === 'income') this.income = this.income.plus(amount);
    else this.expenses = this.expenses.plus(amount);
    this.count += row.count === undefined ? 1 : Number(row.count);
  }

  wire(): TransactionTotals {
    return {
      income: toMoneyString(this.income.toFixed()),
      expenses: toMoneyString(this.expenses.toFixed()),
      count: this.count,
    };
  }
}

/**
 * Income and expenses of the rows, in all, by month (oldest first) and by category (largest expenses
 * first, then largest income, then by name). Money is summed exactly with decimal.js, never in floats.
 */
export function summarizeTransactions(
  rows: readonly SummaryRow[],
  from: string,
  to: string,
  byMerchant = false,
): TransactionSummary {
  const all = new Totals();
  const months = new Map<string, Totals>();
  const categories = new Map<string, Totals>();
  const merchants = new Map<string, Totals>();
  for (const row of rows) {
    if (row.merchant !== undefined) {
      if (!merchants.has(row.merchant)) merchants.set(row.merchant, new Totals());
      merchants.get(row.merchant)!.add(row);
    }
    const month = (row.date instanceof Date ? isoDay(row.date) : String(row.date)).slice(0, 7);
    all.add(row);
    if (!months.has(month)) months.set(month, new Totals());
    months.get(month)!.add(row);
    if (!categories.has(row.category)) categories.set(row.category, new Totals());
    categories.get(row.category)!.add(row);
  }
  const byCategory = [...categories.entries()].sort(
    ([nameA, a], [nameB, b]) =>
      b.expenses.comparedTo(a.expenses) || b.income.comparedTo(a.income) || nameA.localeCompare(nameB),
  );
  return {
    from,
    to,
    ...all.wire(),
    byMonth: [...months.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, totals]) => ({ month, ...totals.wire() })),
    byCategory: byCategory.map(([category, totals]) => ({ category, ...totals.wire() })),
    ...(byMerchant
      ? {
          byMerchant: [...merchants.entries()]
            .sort(([nameA, a], [nameB, b]) => b.expenses.comparedTo(a.expenses) || nameA.localeCompare(nameB))
            .map(([merchant, totals]) => ({ merchant, ...totals.wire() })),
        }
      : {}),
  };
}
