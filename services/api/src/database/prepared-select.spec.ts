// The SQLite statement cache behind PreparedSelect/PreparedRaw stays bounded however many SQL texts
// the calls write (TypeORM writes a page's LIMIT/OFFSET into the text), and keeps answering right; a
// PreparedSelect given columns reads only those.
import type { HttpApp } from '@heirloom/server';
import { DataSource } from 'typeorm';
import { createTestApp } from '../testing/test-app';
import { openTestDatabase, type TestDatabase } from '../testing/test-databases';
import { NetWorthSnapshotEntity } from '../modules/net-worth/net-worth-snapshot.entity';
import { cachedStatementCount, PreparedRaw, PreparedSelect, STATEMENT_CACHE_SIZE } from './prepared-select';

describe('the SQLite statement cache', () => {
  let database: TestDatabase;
  let app: HttpApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await openTestDatabase('sqlite');
    app = await createTestApp(database.options);
    dataSource = app.get(DataSource);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('keeps at most STATEMENT_CACHE_SIZE statements, the hot one included, and answers each right', async () => {
    const numbers = new PreparedRaw<{ n: number }>(
      dataSource,
      () =>
        'WITH RECURSIVE n(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM n WHERE n < 1000) SELECT n FROM n LIMIT :limit OFFSET :offset',
    );
    const hot = new PreparedRaw<{ one: number }>(dataSource, () => 'SELECT 1 AS one WHERE :x = :x');
    for (let offset = 0; offset < STATEMENT_CACHE_SIZE * 2; offset++) {
      expect(await numbers.run({ limit: 2, offset })).toEqual([{ n: offset + 1 }, { n: offset + 2 }]);
      expect(await hot.run({ x: 'y' })).toEqual([{ one: 1 }]);
      expect(cachedStatementCount(dataSource)).toBeLessThanOrEqual(STATEMENT_CACHE_SIZE);
    }
    expect(cachedStatementCount(dataSource)).toBe(STATEMENT_CACHE_SIZE);
  });

  it('selects only the columns it is given, converted as the entity reads them', async () => {
    const repository = dataSource.getRepository(NetWorthSnapshotEntity);
    const row = {
      userId: 'columns-user',
      day: '2026-01-02',
      netWorth: '10.5',
      liquidAssets: '-0.1',
      nonLiquidAssets: '0',
      realEstateEquity: '3',
      totalLiabilities: '1234567.89',
    };
    await repository.insert(row);
    const queries: string[] = [];
    const logQuery = dataSource.logger.logQuery.bind(dataSource.logger);
    dataSource.logger.logQuery = (query, parameters) => {
      queries.push(query);
      logQuery(query, parameters);
    };
    try {
      const days = new PreparedSelect(
        dataSource,
        NetWorthSnapshotEntity,
        (b) => b.where('e.userId = :userId'),
        {
          columns: ['day', 'netWorth', 'liquidAssets'],
        },
      );
      expect(await days.rows({ userId: 'columns-user' })).toEqual([
        { day: '2026-01-02', netWorth: '10.50', liquidAssets: '-0.10' },
      ]);
      expect(queries.at(-1)).not.toMatch(/createdAt|totalLiabilities/);
    } finally {
      dataSource.logger.logQuery = logQuery;
      await repository.delete({ userId: 'columns-user' });
    }
  });
  it('binds string parameters in the order the driver would, learnt once, and anything else as before', async () => {
    const pair = new PreparedRaw<{ a: string; b: string; again: string }>(
      dataSource,
      () => 'SELECT :b AS b, :a AS a, :b AS again WHERE :a IS NOT NULL',
    );
    const logged: unknown[][] = [];
    const logQuery = dataSource.logger.logQuery.bind(dataSource.logger);
    dataSource.logger.logQuery = (query, parameters) => {
      logged.push([query, parameters]);
      logQuery(query, parameters);
    };
    try {
      for (const [a, b] of [
        ['x', 'y'],
        ['\u0000a', ':b'],
      ])
        expect(await pair.run({ a, b })).toEqual([{ a, b, again: b }]);
      // The same statement and values as TypeORM's own escaping writes.
      expect(logged.at(-1)).toEqual([
        ...dataSource.driver.escapeQueryWithParameters(
          'SELECT :b AS b, :a AS a, :b AS again WHERE :a IS NOT NULL',
          {
            a: '\u0000a',
            b: ':b',
          },
        ),
      ]);
      // A number or a date is not a string: the driver escapes it on every run.
      const mixed = new PreparedRaw<{ n: number; s: string }>(dataSource, () => 'SELECT :n AS n, :s AS s');
      expect(await mixed.run({ n: 7, s: 'seven' })).toEqual([{ n: 7, s: 'seven' }]);
      expect(await mixed.run({ n: 8, s: 'eight' })).toEqual([{ n: 8, s: 'eight' }]);
      expect(mixed.positional).toBeUndefined();
      expect(pair.positional?.names).toEqual(['b', 'a', 'b', 'a']);
    } finally {
      dataSource.logger.logQuery = logQuery;
    }
  });
});
