// What a budget has spent is not stored: it is the sum of its month's expense transactions in its
// category, so the Budget page, the dashboard and the AI's answers all read one figure. One grouped
// query per request, over only the months the budgets cover (the (userId, date) index serves it).
import { toMoneyString } from '@heirloom/contracts';
import Decimal from 'decimal.js';
import { Brackets, type DataSource } from 'typeorm';
import { TransactionEntity } from '../transactions/transaction.entity';

const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export interface BudgetMonth {
  category: string;
  month: number;
  year: number;
}

/** "2026-03" for March 2026: how a budget and a transaction's date meet. */
export const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/**
 * Categories are compared ignoring case and accents ("Épicerie", "EPICERIE" and "epicerie" are one
 * category). MySQL's collation groups them so anyway, while SQLite's LOWER folds only ASCII: keying
 * both the same way in code makes the two databases answer the same.
 */
const categoryKey = (category: string) => category.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const spendingKey = (category: string, month: string) => `${month}|${categoryKey(category)}`;

/** The first day of the month and of the next one: the half-open range of a month's dates. */
function monthRange(year: number, month: number): { from: string; until: string } {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { from: `${monthKey(year, month)}-01`, until: `${monthKey(next.year, next.month)}-01` };
}

/** A grouped row: SQLite answers integer cents as a number, MySQL the exact decimal sum as a string. */
interface SpendingRow {
  category: string;
  month: string;
  spent: string | number;
}

/**
 * What the user spent per category and month, for the months of `budgets`, keyed by spendingKey.
 * Expenses count by their absolute amount (banks report them negative); income rows never count.
 */
export async function spendingByCategoryMonth(
  dataSource: DataSource,
  userId: string,
  budgets: readonly BudgetMonth[],
): Promise<Map<string, string>> {
  const months = [...new Map(budgets.map((b) => [monthKey(b.year, b.month), b])).values()];
  const spent = new Map<string, string>();
  if (months.length === 0) return spent;
  // SQLite stores decimals as REAL: summing whole cents keeps the total exact; MySQL sums DECIMAL exactly.
  const sqlite = dataSource.options.type === 'better-sqlite3';
  const total = sqlite ? 'SUM(CAST(ROUND(ABS(t.amount) * 100) AS INTEGER))' : 'SUM(ABS(t.amount))';
  const rows = await dataSource
    .getRepository(TransactionEntity)
    .createQueryBuilder('t')
    .select('LOWER(t.category)', 'category')
    .addSelect('SUBSTR(t.date, 1, 7)', 'month')
    .addSelect(total, 'spent')
    .where('t.userId = :userId', { userId })
    .andWhere('t.transactionType = :expense', { expense: 'expense' })
    .andWhere(
      new Brackets((either) => {
        months.forEach(({ year, month }, i) => {
          const { from, until } = monthRange(year, month);
          either.orWhere(`(t.date >= :from${i} AND t.date < :until${i})`, {
            [`from${i}`]: from,
            [`until${i}`]: until,
          });
        });
      }),
    )
    .groupBy('LOWER(t.category)')
    .addGroupBy('SUBSTR(t.date, 1, 7)')
    .getRawMany<SpendingRow>();
  for (const row of rows) {
    const amount = sqlite ? new Exact(String(row.spent)).dividedBy(100) : new Exact(String(row.spent));
    const key = spendingKey(row.category, String(row.month));
    // Spellings one database groups apart and the other together are added up here, never dropped.
    spent.set(key, toMoneyString(amount.plus(spent.get(key) ?? 0).toFixed()));
  }
  return spent;
}

/** A budget's spending from the map spendingByCategoryMonth answered ("0.00" without transactions). */
export function spentOn(spending: ReadonlyMap<string, string>, budget: BudgetMonth): string {
  return spending.get(spendingKey(budget.category, monthKey(budget.year, budget.month))) ?? '0.00';
}
