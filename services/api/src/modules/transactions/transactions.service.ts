import {
  toMoneyString,
  type TransactionPage,
  type TransactionQuery,
  type TransactionSummary,
  type TransactionSummaryQuery,
  type TransactionTotals,
  type TransactionType,
} from '@heirloom/contracts';
import Decimal from 'decimal.js';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource } from 'typeorm';
import { OwnedCrudService } from '../../common/owned-crud.service';
import { toWire } from '../../common/wire';
import { AccountEntity } from '../accounts/account.entity';
import { TransactionEntity } from './transaction.entity';

/**
 * LIKE pattern for a literal substring: %, _ and the escape character match only themselves. The escape
 * is "!" because a backslash means different things in SQLite's and MySQL's string literals.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/** The summary's default range: the last 365 days, today included. */
export const SUMMARY_DEFAULT_DAYS = 365;

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The inclusive range a summary covers: the query's dates, else the 365 days up to `now` (UTC). */
export function summaryRange(
  query: TransactionSummaryQuery,
  now: Date = new Date(),
): { from: string; to: string } {
  const to = query.to ?? (query.from && query.from > isoDay(now) ? query.from : isoDay(now));
  const from =
    query.from ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - (SUMMARY_DEFAULT_DAYS - 1) * DAY_MS));
  return { from, to };
}

/** A row as the summary reads it: SQLite answers the amount as a number, MySQL as a string. */
export interface SummaryRow {
  amount: string | number;
  category: string;
  /** A Date from mysql2's raw DATE values, a "YYYY-MM-DD" string from SQLite. */
  date: string | Date;
  transactionType: TransactionType;
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
    this.count += 1;
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
): TransactionSummary {
  const all = new Totals();
  const months = new Map<string, Totals>();
  const categories = new Map<string, Totals>();
  for (const row of rows) {
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
  };
}

@Injectable()
export class TransactionsService extends OwnedCrudService<TransactionEntity> {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, {
      entity: TransactionEntity,
      noun: 'Transaction',
      order: { date: 'DESC' },
      references: [{ field: 'accountId', entity: AccountEntity, message: 'No such account' }],
    });
  }

  /** Newest first; search and date range are applied before paging, so `total` counts all matches. */
  async page(userId: string, query: TransactionQuery): Promise<TransactionPage> {
    const builder = this.repository
      .createQueryBuilder('t')
      .where('t.userId = :userId', { userId })
      .orderBy('t.date', 'DESC')
      .addOrderBy('t.id', 'ASC')
      .skip((query.page - 1) * query.pageSize)
      .take(query.pageSize);
    if (query.accountId) builder.andWhere('t.accountId = :accountId', { accountId: query.accountId });
    if (query.from) builder.andWhere('t.date >= :from', { from: query.from });
    if (query.to) builder.andWhere('t.date <= :to', { to: query.to });
    if (query.category) {
      builder.andWhere('LOWER(t.category) = :category', { category: query.category.toLowerCase() });
    }
    if (query.search) {
      const pattern = containsPattern(query.search);
      builder.andWhere(
        new Brackets((either) =>
          either
            .where("LOWER(t.merchant) LIKE :pattern ESCAPE '!'", { pattern })
            .orWhere("LOWER(t.category) LIKE :pattern ESCAPE '!'", { pattern }),
        ),
      );
    }
    const [rows, total] = await builder.getManyAndCount();
    return { items: rows.map((row) => toWire(row)), page: query.page, pageSize: query.pageSize, total };
  }

  /** Totals over an inclusive date range; reads only the four columns it sums, for the user's rows. */
  async summary(
    userId: string,
    query: TransactionSummaryQuery,
    now: Date = new Date(),
  ): Promise<TransactionSummary> {
    const { from, to } = summaryRange(query, now);
    const rows = await this.repository
      .createQueryBuilder('t')
      .select([
        't.amount AS amount',
        't.category AS category',
        't.date AS date',
        't.transactionType AS transactionType',
      ])
      .where('t.userId = :userId', { userId })
      .andWhere('t.date >= :from', { from })
      .andWhere('t.date <= :to', { to })
      .getRawMany<SummaryRow>();
    return summarizeTransactions(rows, from, to);
  }
}
