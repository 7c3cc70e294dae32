import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toMoneyString } from '@heirloom/contracts';
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

  const q = (name: string) => dataSource.driver.escape(name);
  /** The recommendation columns every migration here has had. */
  const columns = ['id', 'userId', 'type', 'title', 'description', 'priority', 'status', 'relatedEntityId'];

  /** Reverts migrations, newest first, until `name` has been reverted too. */
  async function undoThrough(name: string): Promise<void> {
    const applied = migrations.map((m) => m.name);
    const index = applied.indexOf(name);
    if (index < 0) throw new Error(`No migration named ${name}`);
    for (let i = applied.length - 1; i >= index; i--) await dataSource.undoLastMigration();
  }

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
    await undoThrough('RecommendationEvidence1795400000000');
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

  it('key the open recommendations newest first, leaving an older open duplicate unkeyed', async () => {
    await undoThrough('RecommendationOpenKey1795500000000');
    const insert = (id: string, userId: string, status: string, related: string | null, createdAt: string) =>
      dataSource.query(
        `INSERT INTO ${q('recommendations')} (${[...columns, 'createdAt'].map(q).join(', ')}) ` +
          'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [id, userId, 'refinance', 'Refinance', 'Saves money', 'high', status, related, createdAt],
      );
    // Two open duplicates (as two AI replicas could store them), a completed one and another user's.
    await insert('old', 'user-1', 'new', 'mortgage-1', '2026-01-01 10:00:00');
    await insert('newer', 'user-1', 'reviewed', 'mortgage-1', '2026-02-01 10:00:00');
    await insert('done', 'user-1', 'completed', 'mortgage-1', '2026-03-01 10:00:00');
    await insert('theirs', 'user-2', 'new', 'mortgage-1', '2026-01-01 10:00:00');
    await insert('none', 'user-1', 'new', null, '2026-01-01 10:00:00');
    await dataSource.runMigrations();

    const rows: { id: string; openKey: string | null }[] = await dataSource.query(
      `SELECT ${q('id')}, ${q('openKey')} FROM ${q('recommendations')} ORDER BY ${q('id')}`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.id, r.openKey]))).toEqual({
      done: null,
      newer: 'refinance:mortgage-1',
      none: 'refinance:',
      old: null,
      theirs: 'refinance:mortgage-1',
    });
    // From now on the database refuses a second open key for the same user.
    await expect(
      dataSource.query(
        `INSERT INTO ${q('recommendations')} (${[...columns, 'openKey'].map(q).join(', ')}) ` +
          'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        ['dup', 'user-1', 'refinance', 'R', 'R', 'high', 'new', 'mortgage-1', 'refinance:mortgage-1'],
      ),
    ).rejects.toThrow();
    await dataSource.query(`DELETE FROM ${q('recommendations')}`);
  });

  it('give sessions stored before lastSeenAt the time of the migration, so none ends at deploy', async () => {
    await undoThrough('SessionLastSeen1795600000000');
    await dataSource.query(
      `INSERT INTO ${q('sessions')} (${['id', 'userId', 'expiresAt', 'createdAt'].map(q).join(', ')}) ` +
        'VALUES (?, ?, ?, ?)',
      ['s'.repeat(64), 'user-1', '2099-01-01 00:00:00.000', '2026-01-01 10:00:00'],
    );
    const before = Date.now();
    await dataSource.runMigrations();
    const [row] = await dataSource.query(
      `SELECT ${q('lastSeenAt')} FROM ${q('sessions')} WHERE ${q('id')} = ?`,
      ['s'.repeat(64)],
    );
    // SQLite answers the stored UTC text, MariaDB a Date.
    const value: unknown = row.lastSeenAt;
    const lastSeenAt = value instanceof Date ? value : new Date(`${String(value).replace(' ', 'T')}Z`);
    expect(Math.abs(lastSeenAt.getTime() - before)).toBeLessThan(60_000);
    await expect(
      dataSource.query(
        `INSERT INTO ${q('sessions')} (${['id', 'userId', 'expiresAt'].map(q).join(', ')}) VALUES (?, ?, ?)`,
        ['t'.repeat(64), 'user-1', '2099-01-01 00:00:00.000'],
      ),
    ).rejects.toThrow();
    await dataSource.query(`DELETE FROM ${q('sessions')}`);
  });

  it('store every positive credit balance as owed, leaving other accounts and owed cards alone', async () => {
    await undoThrough('CreditBalancesOwed1795700000000');
    const accountColumns = ['id', 'userId', 'name', 'accountType', 'institution', 'balance'];
    const rows = [
      ['card-typed-positive', 'credit', '2000.00'],
      ['card-owed', 'credit', '-50.25'],
      ['card-paid-off', 'credit', '0.00'],
      ['checking', 'checking', '100.10'],
      ['overdrawn', 'checking', '-20.00'],
    ];
    for (const [id, type, balance] of rows) {
      await dataSource.query(
        `INSERT INTO ${q('accounts')} (${accountColumns.map(q).join(', ')}) VALUES (?, ?, ?, ?, ?, ?)`,
        [id, 'user-1', id, type, 'Bank', balance],
      );
    }
    await dataSource.runMigrations();
    const stored: { id: string; balance: string | number; creditLimit: string | null }[] =
      await dataSource.query(`SELECT ${q('id')}, ${q('balance')}, ${q('creditLimit')} FROM ${q('accounts')}`);
    // SQLite answers a number, MariaDB a decimal string.
    expect(Object.fromEntries(stored.map((r) => [r.id, toMoneyString(r.balance)]))).toEqual({
      'card-typed-positive': '-2000.00',
      'card-owed': '-50.25',
      'card-paid-off': '0.00',
      checking: '100.10',
      overdrawn: '-20.00',
    });
    expect(stored.every((r) => r.creditLimit === null)).toBe(true);
    await dataSource.query(`DELETE FROM ${q('accounts')}`);
  });

  it('drop the typed-in budget spending and keep every budget', async () => {
    await undoThrough('BudgetSpendingDerived1795700200000');
    const budgetColumns = ['id', 'userId', 'category', 'monthlyBudget', 'currentSpent', 'month', 'year'];
    await dataSource.query(
      `INSERT INTO ${q('budgets')} (${budgetColumns.map(q).join(', ')}) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ['budget-1', 'user-1', 'Shopping', '500.00', '612.40', 3, 2026],
    );
    await dataSource.runMigrations();
    const [kept] = await dataSource.query(`SELECT * FROM ${q('budgets')}`);
    expect(Object.keys(kept)).not.toContain('currentSpent');
    expect({ ...kept, monthlyBudget: toMoneyString(kept.monthlyBudget) }).toMatchObject({
      id: 'budget-1',
      userId: 'user-1',
      category: 'Shopping',
      monthlyBudget: '500.00',
      month: 3,
      year: 2026,
    });
    await dataSource.query(`DELETE FROM ${q('budgets')}`);
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
