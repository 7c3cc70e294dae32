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
import { Brackets, DataSource, type SelectQueryBuilder } from 'typeorm';
import { centsValue, moneySumSql, moneySumValue } from '../../database/money-sum';
import { PreparedRaw, PreparedSelect } from '../../database/prepared-select';
import { TRANSACTION_INDEXES } from '../../database/schema-names';
import { OwnedCrudService } from '../../common/owned-crud.service';
import { AccountEntity } from '../accounts/account.entity';
import { addToTransactionCount, transactionCountSql } from './transaction-counts';
import {
  daySumsSql,
  FEW_MATCHES,
  merchantTalliesSql,
  pageDaySql,
  searchMerchantsSql,
  searchTotalSql,
  withIndex,
} from './transaction-tallies';
import { TransactionEntity } from './transaction.entity';

/**
 * LIKE pattern for a literal substring: %, _ and the escape character match only themselves. The escape
 * is "!" because a backslash means different things in SQLite's and MySQL's string literals.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/** A merchant summary seeks at most this many merchants by name (an IN list); more read the range. */
const MAX_SOUGHT_MERCHANTS = 500;

/** The summary's default range: the last 365 days, today included. */
export const SUMMARY_DEFAULT_DAYS = 365;

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The inclusive range a summary covers: the query's dates, else the 365 days up to `now` (UTC). */
export function summaryRange(
  query: Pick<TransactionSummaryQuery, 'from' | 'to'>,
  now: Date = new Date(),
): { from: string; to: string } {
  const to = query.to ?? (query.from && query.from > isoDay(now) ? query.from : isoDay(now));
  const from =
    query.from ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - (SUMMARY_DEFAULT_DAYS - 1) * DAY_MS));
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

interface PageQueries {
  count: PreparedRaw<{ total: number | string }>;
  ids: PreparedRaw<{ id: string }>;
  /** A shallow page's rows in one read. */
  rows: PreparedSelect<TransactionEntity>;
  /**
   * A search alone: the merchants of its rows (transaction-tallies.ts) and a page's ids at them (few
   * matches); a page's ids walking the rows newest first (many).
   */
  search: {
    merchants: PreparedRaw<{ merchant: string }>;
    fewIds: PreparedRaw<{ id: string }>;
    manyIds: PreparedRaw<{ id: string }>;
  } | null;
  /** No filter: a deep page's first day (transaction-tallies.ts), and its ids from that day on. */
  deep: {
    day: PreparedRaw<{ date: string; before: number | string }>;
    ids: PreparedRaw<{ id: string }>;
  } | null;
}

/**
 * Pages starting before this many rows read their rows in one query; deeper ones find the page's ids
 * from the index first and then read only those rows, so a deep page skips index entries, not rows.
 */
export const SHALLOW_OFFSET = 500;

@Injectable()
export class TransactionsService extends OwnedCrudService<TransactionEntity> {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, {
      entity: TransactionEntity,
      noun: 'Transaction',
      order: { date: 'DESC' },
      references: [{ field: 'accountId', entity: AccountEntity, message: 'No such account' }],
      count: addToTransactionCount,
    });
  }

  private get onSqlite(): boolean {
    return this.dataSource.options.type === 'better-sqlite3';
  }

  /**
   * Newest first; search and date range are applied before paging, so `total` counts all matches. A
   * first page (by far the most read) is one read of its rows beside the count. Deeper pages find their
   * ids first from an index alone, then read only those rows: a deep page skips index entries, not whole
   * rows; without filters it starts on the day its offset falls on (the tallies of days). A search
   * alone counts its rows from the tallies of merchants and categories first: few rows are found
   * through the merchants they are at, many by walking the rows newest first, which meets a page of
   * them soon (measured: BENCH_ONLY=big, page 500 and merchant search). The statements are written once
   * per combination of filters (PreparedRaw / PreparedSelect): query-builder runs per page cost more
   * than the queries themselves on a small family.
   */
  async page(userId: string, query: TransactionQuery): Promise<TransactionPage> {
    const offset = (query.page - 1) * query.pageSize;
    const parameters: Record<string, unknown> = {
      userId,
      accountId: query.accountId,
      from: query.from,
      to: query.to,
      category: query.category,
      pattern: query.search ? containsPattern(query.search) : null,
      limit: query.pageSize,
      offset,
    };
    const queries = this.pageQueries(query);
    const answer = (items: TransactionPage['items'], total: number): TransactionPage => ({
      items,
      page: query.page,
      pageSize: query.pageSize,
      total,
    });
    const counting = queries.count.run(parameters).then((counted) => Number(counted[0]?.total ?? 0));
    if (queries.search) {
      const total = await counting;
      if (total === 0 || offset >= total) return answer([], total);
      return answer(
        await this.rowsOf(
          userId,
          total <= FEW_MATCHES
            ? await this.fewIds(queries.search, parameters)
            : await queries.search.manyIds.run(parameters),
        ),
        total,
      );
    }
    if (offset < SHALLOW_OFFSET) {
      const [total, items] = await Promise.all([counting, queries.rows.wire(parameters)]);
      return answer(items, total);
    }
    const [total, found] = await Promise.all([
      counting,
      queries.deep ? this.deepPageIds(queries.deep, parameters) : queries.ids.run(parameters),
    ]);
    return answer(await this.rowsOf(userId, found), total);
  }

  /** The rows of a page's ids, in their order. */
  private async rowsOf(userId: string, found: { id: string }[]): Promise<TransactionPage['items']> {
    // By id alone: with the user's id too, SQLite's planner (no statistics) would walk all the user's
    // rows through the userId index rather than look up 50 ids (measured: 14 ms instead of 0.3 ms on
    // 100,000 rows). The ids are the user's: the query before found them among the user's rows.
    const rows = found.length ? await this.byIds.wire({ ids: found.map((row) => row.id) }) : [];
    const byId = new Map(rows.filter((row) => row.userId === userId).map((row) => [row.id, row]));
    return found.flatMap(({ id }) => byId.get(id) ?? []);
  }

  /** A page of a search that finds few rows: through the merchants they are at (the tallies). */
  private async fewIds(
    search: NonNullable<PageQueries['search']>,
    parameters: Record<string, unknown>,
  ): Promise<{ id: string }[]> {
    const merchants = (await search.merchants.run(parameters)).map((row) => row.merchant);
    return merchants.length ? search.fewIds.run({ ...parameters, merchants }) : [];
  }

  /**
   * A deep page of all the rows: from the day its offset falls on (the days' tallies), skipping only that
   * day's newer rows, instead of skipping every newer row's index entry.
   */
  private async deepPageIds(
    deep: NonNullable<PageQueries['deep']>,
    parameters: Record<string, unknown>,
  ): Promise<{ id: string }[]> {
    const [day] = await deep.day.run(parameters);
    if (!day) return [];
    return deep.ids.run({
      ...parameters,
      day: day.date,
      skip: Number(parameters.offset) - Number(day.before),
    });
  }

  private readonly byIds = new PreparedSelect(this.dataSource, TransactionEntity, (builder) =>
    builder.where('e.id IN (:...ids)'),
  );

  /** The count and page-of-ids queries for one combination of filters, each written once. */
  private readonly pageQueryCache = new Map<string, PageQueries>();

  private pageQueries(query: TransactionQuery): PageQueries {
    const filters = {
      accountId: Boolean(query.accountId),
      from: Boolean(query.from),
      to: Boolean(query.to),
      category: Boolean(query.category),
      search: Boolean(query.search),
    };
    const key = Object.values(filters).map(Number).join('');
    const cached = this.pageQueryCache.get(key);
    if (cached) return cached;
    const matching = () => filtered(this.repository.createQueryBuilder('t'), 't');
    const filtered = <B extends SelectQueryBuilder<TransactionEntity>>(builder: B, t: string): B => {
      builder.where(`${t}.userId = :userId`);
      if (filters.accountId) builder.andWhere(`${t}.accountId = :accountId`);
      if (filters.from) builder.andWhere(`${t}.date >= :from`);
      if (filters.to) builder.andWhere(`${t}.date <= :to`);
      // Whole and case-insensitive, in a form the (userId, category, date) index serves: NOCASE on
      // SQLite (which folds ASCII only, as its LOWER does), the column's _ci collation on MySQL/MariaDB.
      if (filters.category)
        builder.andWhere(`${t}.category = :category${this.onSqlite ? ' COLLATE NOCASE' : ''}`);
      if (filters.search) {
        // A substring: no index can seek it; it is checked on the (userId, merchant, category) index's
        // entries. No LOWER(): LIKE already ignores case (ASCII on SQLite, as its LOWER; the _ci
        // collation on MySQL/MariaDB), and calling it on every row doubled the search's time.
        builder.andWhere(
          new Brackets((either) =>
            either
              .where(`${t}.merchant LIKE :pattern ESCAPE '!'`)
              .orWhere(`${t}.category LIKE :pattern ESCAPE '!'`),
          ),
        );
      }
      return builder;
    };
    const anyFilter = Object.values(filters).some(Boolean);
    const searchOnly =
      filters.search && !filters.accountId && !filters.from && !filters.to && !filters.category;
    const ordered = (builder: SelectQueryBuilder<TransactionEntity>) =>
      filtered(builder, 'e').orderBy('e.date', 'DESC').addOrderBy('e.id', 'ASC');
    /** A page's ids in the list's order, with one more condition when given, skipping `skip` rows. */
    const pageIds = (condition?: string, skip = ':offset') => {
      const builder = matching().select('t.id', 'id');
      if (condition) builder.andWhere(condition);
      return `${builder.orderBy('t.date', 'DESC').addOrderBy('t.id', 'ASC').getQuery()} LIMIT :limit OFFSET ${skip}`;
    };
    const queries: PageQueries = {
      // Without filters, the count kept beside the rows (transaction-counts.ts); a search alone, the sum
      // of the pairs it matches (transaction-tallies.ts); with other filters, COUNT(*) (not TypeORM's
      // COUNT(DISTINCT id): a third of the time on SQLite, same answer).
      count: searchOnly
        ? new PreparedRaw(this.dataSource, () => searchTotalSql(this.dataSource))
        : anyFilter
          ? new PreparedRaw(this.dataSource, () => matching().select('COUNT(*)', 'total').getQuery())
          : new PreparedRaw(this.dataSource, () => transactionCountSql(this.dataSource)),
      ids: new PreparedRaw(this.dataSource, () => pageIds()),
      rows: new PreparedSelect(this.dataSource, TransactionEntity, ordered, {
        tail: 'LIMIT :limit OFFSET :offset',
      }),
      search: searchOnly
        ? {
            merchants: new PreparedRaw(this.dataSource, () => searchMerchantsSql(this.dataSource)),
            // Through the (userId, merchant, category) index, named: without statistics, both planners
            // would rather walk every row newest first for the ORDER BY, which is what few matches make slow.
            fewIds: new PreparedRaw(this.dataSource, () =>
              withIndex(
                this.dataSource,
                pageIds('t.merchant IN (:...merchants)'),
                TRANSACTION_INDEXES.search,
              ),
            ),
            // Through the list's order index, named, whose entries hold merchant and category: the
            // terms are checked on the entries and only the page's rows are read (MariaDB otherwise
            // looks up the row of every entry it walks: 4 ms against 1 ms for a first page, 1797100000000).
            manyIds: new PreparedRaw(this.dataSource, () =>
              withIndex(this.dataSource, pageIds(), TRANSACTION_INDEXES.listOrder),
            ),
          }
        : null,
      deep: anyFilter
        ? null
        : {
            day: new PreparedRaw(this.dataSource, () => pageDaySql(this.dataSource)),
            ids: new PreparedRaw(this.dataSource, () => pageIds('t.date <= :day', ':skip')),
          },
    };
    this.pageQueryCache.set(key, queries);
    return queries;
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
      Partial<Pick<TransactionSummaryQuery, 'accountId' | 'merchant' | 'largest'>>,
    now: Date = new Date(),
  ): Promise<TransactionSummary> {
    const { from, to } = summaryRange(query, now);
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

  private readonly tallies = {
    daySums: new PreparedRaw<Omit<SummaryRow, 'merchant'> & { amount: number | string }>(
      this.dataSource,
      () => daySumsSql(this.dataSource),
    ),
    merchants: new PreparedRaw<{ merchant: string; total: number | string }>(
      this.dataSource,
      () => merchantTalliesSql(this.dataSource).merchants,
    ),
    days: new PreparedRaw<{ total: number | string }>(
      this.dataSource,
      () => merchantTalliesSql(this.dataSource).days,
    ),
  };

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
