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

  it('keep existing recommendations when adding evidence and the investment types', async () => {
    const q = (name: string) => dataSource.driver.escape(name);
    await dataSource.undoLastMigration();
    const columns = ['id', 'userId', 'type', 'title', 'description', 'priority', 'status', 'relatedEntityId'];
    await dataSource.query(
      `INSERT INTO ${q('recommendations')} (${columns.map(q).join(', ')}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ['rec-1', 'user-1', 'refinance', 'Refinance', 'Saves money', 'high', 'reviewed', 'mortgage-1'],
    );
    await dataSource.runMigrations();
    const [kept] = await dataSource.query(
      `SELECT ${columns.map(q).join(', ')}, ${q('evidence')} FROM ${q('recommendations')} WHERE ${q('id')} = ?`,
      ['rec-1'],
    );
    expect(kept).toEqual({
      id: 'rec-1',
      userId: 'user-1',
      type: 'refinance',
      title: 'Refinance',
      description: 'Saves money',
      priority: 'high',
      status: 'reviewed',
      relatedEntityId: 'mortgage-1',
      evidence: null,
    });
    await dataSource.query(
      `INSERT INTO ${q('recommendations')} (${columns.map(q).join(', ')}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ['rec-2', 'user-1', 'excess_cash', 'Invest idle cash', 'Too much cash', 'medium', 'new', null],
    );
    await expect(
      dataSource.query(
        `INSERT INTO ${q('recommendations')} (${columns.map(q).join(', ')}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        ['rec-3', 'user-1', 'not_a_type', 'Bad', 'Bad', 'medium', 'new', null],
      ),
    ).rejects.toThrow();
    await dataSource.query(`DELETE FROM ${q('recommendations')}`);
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
