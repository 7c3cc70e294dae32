import type { TransactionPage, TransactionQuery } from '@heirloom/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, type SelectQueryBuilder } from 'typeorm';
import { PreparedRaw, PreparedSelect } from '../../database/prepared-select';
import { TRANSACTION_INDEXES } from '../../database/schema-names';
import { OwnedCrudService } from '../../common/owned-crud.service';
import { AccountEntity } from '../accounts/account.entity';
import { addToTransactionCount, transactionCountSql } from './transaction-counts';
import {
  FEW_MATCHES,
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
}
