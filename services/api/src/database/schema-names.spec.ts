import { DataSource } from 'typeorm';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/test-databases';
import { TABLES, TRANSACTION_INDEXES } from './schema-names';

// The runtime's names (schema-names.ts) and the migrations' literals are written apart: a migrated
// database says whether they still meet.
describe.each(testDatabaseKinds())('the schema names the runtime uses, on %s', (kind) => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // Like the app at start: connect and run every migration.
    dataSource = await new DataSource(database.options).initialize();
  });

  afterAll(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await database?.drop();
  });

  it.each(Object.entries(TABLES))('has the table %s (%s)', async (_key, table) => {
    const runner = dataSource.createQueryRunner();
    try {
      expect(await runner.hasTable(table)).toBe(true);
    } finally {
      await runner.release();
    }
  });

  it.each(Object.entries(TRANSACTION_INDEXES))('has the transactions index %s (%s)', async (_key, index) => {
    const runner = dataSource.createQueryRunner();
    try {
      const table = await runner.getTable(TABLES.transactions);
      expect(table?.indices.map((found) => found.name)).toContain(index);
    } finally {
      await runner.release();
    }
  });
});
