import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { openTestDatabase, quiet, testDatabaseKinds, type TestDatabase } from '../testing/test-databases';
import { sqliteOptions } from './database.config';
import { runMigrations } from './migrate';
import { migrations } from './migrations';

describe.each(testDatabaseKinds())('migrations on %s', (kind) => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // Like the app at start: connect and run every pending migration.
    dataSource = await new DataSource(database.options).initialize();
  });

  afterAll(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await database?.drop();
  });

  it('ran them all', async () => {
    expect(await dataSource.showMigrations()).toBe(false);
    const applied = await dataSource.query('SELECT name FROM migrations ORDER BY timestamp');
    expect(applied.map((row: { name: string }) => row.name)).toEqual(migrations.map((m) => m.name));
  });

  it('leave the schema exactly as the entities describe it', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('revert and re-apply cleanly', async () => {
    for (let i = 0; i < migrations.length; i++) await dataSource.undoLastMigration();
    expect(await dataSource.showMigrations()).toBe(true);
    await dataSource.runMigrations();
    expect(await dataSource.showMigrations()).toBe(false);
    expect((await dataSource.driver.createSchemaBuilder().log()).upQueries).toEqual([]);
  });
});

describe('migrate command', () => {
  it('runs pending migrations once, on a database file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'heirloom-migrate-'));
    try {
      const options = { ...sqliteOptions(path.join(dir, 'heirloom.sqlite')), ...quiet };
      expect(await runMigrations(options)).toEqual(migrations.map((m) => m.name));
      expect(await runMigrations(options)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
