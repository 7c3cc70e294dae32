// The reads that sum transactions rather than list them: the summary over a date range (by month,
// category and, when asked, merchant) and the range's largest expenses. Editing and paging the rows is
// TransactionsService's.
import type { TransactionSummary, TransactionSummaryQuery } from '@heirloom/contracts';
import Decimal from 'decimal.js';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type Repository, type SelectQueryBuilder } from 'typeorm';
import { centsValue, moneySumSql, moneySumValue } from '../../database/money-sum';
import { PreparedRaw } from '../../database/prepared-select';
import { TRANSACTION_INDEXES } from '../../database/schema-names';
import { daySumsSql, merchantTalliesSql, withIndex } from './transaction-tallies';
import { isoDay, summarizeTransactions, summaryRange, type SummaryRow } from './transaction-summary';
import { TransactionEntity } from './transaction.entity';
import { containsPattern } from './transactions.service';

/** A merchant summary seeks at most this many merchants by name (an IN list); more read the range. */
const MAX_SOUGHT_MERCHANTS = 500;

/** The tallies' statements a summary reads (transaction-tallies.ts), each written once. */
function talliesOf(dataSource: DataSource) {
  return {
    daySums: new PreparedRaw<Omit<SummaryRow, 'merchant'> & { amount: number | string }>(dataSource, () =>
      daySumsSql(dataSource),
    ),
    merchants: new PreparedRaw<{ merchant: string; total: number | string }>(
      dataSource,
      () => merchantTalliesSql(dataSource).merchants,
    ),
    days: new PreparedRaw<{ total: number | string }>(dataSource, () => merchantTalliesSql(dataSource).days),
  };
}

@Injectable()
export class TransactionReportsService {
  private readonly tallies: ReturnType<typeof talliesOf>;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.tallies = talliesOf(dataSource);
  }

  private get repository(): Repository<TransactionEntity> {
    return this.dataSource.getRepository(TransactionEntity);
  }

  private get onSqlite(): boolean {
    return this.dataSource.options.type === 'better-sqlite3';
  }

  /**
   * Totals over an inclusive date range, grouped by the database (month, category, type) and read from
   * the (userId, date, transactionType, category, amount) index alone, so a year of 30,000 rows answers
   * a few hundred groups, each summed exactly (money-sum.ts). With `accountId` only that account's rows;
   * with `merchant` only the rows whose merchant contains it, grouped by merchant too: a question about
   * one merchant or one account (the AI's) is one grouped query, never a walk through the pages.
   */
  async summary(
    userId: string,
    query: Pick<TransactionSummaryQuery, 'from' | 'to'> &
      Partial<Pick<TransactionSummaryQuery, 'accountId' | 'merchant' | 'largest' | 'topMerchants'>>,
    now: Date = new Date(),
  ): Promise<TransactionSummary> {
    const { from, to } = summaryRange(query, now);
    // "Where did we spend the most": the range's top merchants, one grouped read beside the totals.
    if (query.topMerchants && !query.merchant) {
      const [summary, top] = await Promise.all([
        this.summary(userId, { ...query, from, to, topMerchants: 0 }, now),
        this.topMerchants(userId, { from, to, accountId: query.accountId ?? null }, query.topMerchants),
      ]);
      return { ...summary, byMerchant: top };
    }
    // All of the family's rows in the range: their day sums, kept by the database (migration
    // 1796800000000), say the same in a tenth of the reads.
    if (!query.accountId && !query.merchant) {
      const [sums, largest] = await Promise.all([
        this.tallies.daySums.run({ userId, from, to }),
        query.largest ? this.largestExpenses(userId, { ...query, from, to }, query.largest) : undefined,
      ]);
      const rows = sums.map((sum) => ({ ...sum, amount: centsValue(sum.amount) }));
      const summary = summarizeTransactions(rows, from, to);
      return largest ? { ...summary, largestExpenses: largest } : summary;
    }
    const groups = this.repository
      .createQueryBuilder('t')
      .select('SUBSTR(t.date, 1, 7)', 'date')
      .addSelect('t.category', 'category')
      .addSelect('t.transactionType', 'transactionType')
      .addSelect(moneySumSql(this.dataSource, 'ABS(t.amount)'), 'amount')
      .addSelect('COUNT(*)', 'count')
      .where('t.userId = :userId', { userId })
      .andWhere('t.date >= :from', { from })
      .andWhere('t.date <= :to', { to })
      .groupBy('SUBSTR(t.date, 1, 7)')
      .addGroupBy('t.category')
      .addGroupBy('t.transactionType');
    if (query.accountId) groups.andWhere('t.accountId = :accountId', { accountId: query.accountId });
    let sought: string[] | null = null;
    if (query.merchant) {
      // As the list's search: LIKE ignores case (ASCII on SQLite, the _ci collation on MySQL/MariaDB).
      const pattern = containsPattern(query.merchant);
      groups
        .andWhere("t.merchant LIKE :pattern ESCAPE '!'", { pattern })
        .addSelect('t.merchant', 'merchant')
        .addGroupBy('t.merchant');
      if (!this.onSqlite) groups.addGroupBy('CAST(t.merchant AS BINARY)');
      sought = await this.merchantsToSeek(userId, pattern, from, to);
      if (sought?.length) groups.andWhere('t.merchant IN (:...merchants)', { merchants: sought });
    }
    // A _ci collation would fold "Travel" and "travel" into one group: categories stay apart as typed.
    if (!this.onSqlite) groups.addGroupBy('CAST(t.category AS BINARY)');
    const grouped = async (): Promise<SummaryRow[]> => {
      if (!sought) return groups.getRawMany<SummaryRow>();
      if (sought.length === 0) return [];
      // Each merchant's range through the (userId, merchant, date, ...) index, which holds every column
      // summed; named: both planners would rather read the range.
      return this.throughIndex<SummaryRow>(groups, TRANSACTION_INDEXES.merchantSummary);
    };
    const [totals, largest] = await Promise.all([
      grouped(),
      query.largest ? this.largestExpenses(userId, { ...query, from, to }, query.largest) : undefined,
    ]);
    const rows = totals.map((group) => ({ ...group, amount: moneySumValue(this.dataSource, group.amount) }));
    const summary = summarizeTransactions(rows, from, to, Boolean(query.merchant));
    return largest ? { ...summary, largestExpenses: largest } : summary;
  }

  /**
   * The merchants a merchant summary matches (from the tallies), when reading their rows through the
   * merchant index beats reading every row of the range: at most a third as many rows (a row sought by
   * merchant costs about three read in date order). Null: read the range. On 100,000 rows, "blue bottle"
   * over a year (84 merchants, 4,597 rows against 90,000): 58 ms reading the range, 10 ms seeking
   * through the search index, 3-5 ms through the merchant summary's (migration 1796900000000). The
   * threshold was set for the first; with the second a sought row costs less still, so it only errs
   * on the side of reading the range.
   */
  private async merchantsToSeek(
    userId: string,
    pattern: string,
    from: string,
    to: string,
  ): Promise<string[] | null> {
    const [merchants, [days]] = await Promise.all([
      this.tallies.merchants.run({ userId, pattern }),
      this.tallies.days.run({ userId, from, to }),
    ]);
    const rows = merchants.reduce((sum, m) => sum + Number(m.total), 0);
    if (merchants.length > MAX_SOUGHT_MERCHANTS || rows * 3 > Number(days?.total ?? 0)) return null;
    return merchants.map((m) => m.merchant);
  }

  /**
   * The `limit` merchants with the largest expenses in the range (of one account when asked), with their
   * income and row counts: one GROUP BY merchant through the (userId, merchant, date, ...) index, which
   * holds every column summed, so the groups come in merchant order without a sort of the rows and
   * only the groups are sorted. Ties go to the merchant's name.
   */
  private async topMerchants(
    userId: string,
    query: { from: string; to: string; accountId: string | null },
    limit: number,
  ): Promise<NonNullable<TransactionSummary['byMerchant']>> {
    const side = (type: 'income' | 'expense') =>
      moneySumSql(this.dataSource, `CASE WHEN t.transactionType = '${type}' THEN ABS(t.amount) ELSE 0 END`);
    const q = (name: string) => this.dataSource.driver.escape(name);
    const builder = this.repository
      .createQueryBuilder('t')
      .select('t.merchant', 'merchant')
      .addSelect(side('expense'), 'expenses')
      .addSelect(side('income'), 'income')
      .addSelect('COUNT(*)', 'count')
      .where('t.userId = :userId', { userId })
      .andWhere('t.date >= :from', { from: query.from })
      .andWhere('t.date <= :to', { to: query.to })
      .groupBy('t.merchant');
    if (query.accountId) builder.andWhere('t.accountId = :accountId', { accountId: query.accountId });
    // A _ci collation would fold "AMAZON" and "Amazon" into one group: merchants stay apart as typed.
    if (!this.onSqlite) builder.addGroupBy('CAST(t.merchant AS BINARY)');
    builder.orderBy(q('expenses'), 'DESC').addOrderBy('t.merchant', 'ASC').limit(limit);
    const rows = await this.throughIndex<{
      merchant: string;
      expenses: string | number | null;
      income: string | number | null;
      count: string | number;
    }>(builder, TRANSACTION_INDEXES.merchantSummary);
    return rows.map((row) => ({
      merchant: row.merchant,
      income: moneySumValue(this.dataSource, row.income),
      expenses: moneySumValue(this.dataSource, row.expenses),
      count: Number(row.count),
    }));
  }

  /**
   * The range's `limit` largest expense rows (same account and merchant filters as the totals), largest
   * first, then newest: "my biggest expense last month" without reading the month's pages. Sorted by the
   * database on the amount (a decimal on MySQL/MariaDB; on SQLite a REAL holding a 2-place decimal, whose
   * order is the decimals' order).
   */
  private async largestExpenses(
    userId: string,
    query: { from: string; to: string; accountId?: string | null; merchant?: string | null },
    limit: number,
  ): Promise<NonNullable<TransactionSummary['largestExpenses']>> {
    const expenses = () => {
      const builder = this.repository
        .createQueryBuilder('t')
        .where('t.userId = :userId', { userId })
        .andWhere('t.date >= :from', { from: query.from })
        .andWhere('t.date <= :to', { to: query.to })
        .andWhere("t.transactionType = 'expense'");
      if (query.accountId) builder.andWhere('t.accountId = :accountId', { accountId: query.accountId });
      if (query.merchant)
        builder.andWhere("t.merchant LIKE :pattern ESCAPE '!'", { pattern: containsPattern(query.merchant) });
      return builder;
    };
    // Through the spending summary's index (userId, date, type, category, amount), which holds every
    // amount: first the Nth largest amount, then only the rows at least that large are read. Sorting
    // the range's rows read them all: a month of 8,000 rows took 7-16 ms, the two reads 1-1.5 ms.
    const [nth] = await this.throughIndex<{ amount: number | string }>(
      expenses()
        .select('ABS(t.amount)', 'amount')
        .orderBy('ABS(t.amount)', 'DESC')
        .offset(limit - 1)
        .limit(1),
      TRANSACTION_INDEXES.totals,
    );
    const largest = expenses().select('t.id', 'id');
    for (const column of ['date', 'merchant', 'category', 'accountId', 'amount'])
      largest.addSelect(`t.${column}`, column);
    largest
      .orderBy('ABS(t.amount)', 'DESC')
      .addOrderBy('t.date', 'DESC')
      .addOrderBy('t.id', 'ASC')
      .limit(limit);
    // Fewer than N expenses in the range: all of them.
    if (nth) largest.andWhere('ABS(t.amount) >= :nth', { nth: nth.amount });
    const rows = await this.throughIndex<{
      id: string;
      date: string | Date;
      merchant: string;
      category: string;
      accountId: string;
      amount: number | string;
    }>(largest, TRANSACTION_INDEXES.totals);
    return rows.map((row) => ({
      id: row.id,
      date: row.date instanceof Date ? isoDay(row.date) : String(row.date),
      merchant: row.merchant,
      category: row.category,
      accountId: row.accountId,
      amount: new Decimal(String(row.amount)).abs().toFixed(2),
    }));
  }

  /** A query builder's raw rows, read through the index named (both planners would pick another). */
  private throughIndex<R>(builder: SelectQueryBuilder<TransactionEntity>, index: string): Promise<R[]> {
    const [sql, values] = builder.getQueryAndParameters();
    return this.dataSource.query(withIndex(this.dataSource, sql, index), values);
  }
}
