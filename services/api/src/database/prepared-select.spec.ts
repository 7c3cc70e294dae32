// The SQLite statement cache behind PreparedSelect/PreparedRaw stays bounded however many SQL texts
// the calls write (TypeORM writes a page's LIMIT/OFFSET into the text), and keeps answering right.
import type { HttpApp } from '@heirloom/server';
import { DataSource } from 'typeorm';
import { createTestApp } from '../testing/test-app';
import { openTestDatabase, type TestDatabase } from '../testing/test-databases';
import { cachedStatementCount, PreparedRaw, STATEMENT_CACHE_SIZE } from './prepared-select';

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
});
