// The plans of the SQL the big-family calls really issue (first page, page 500, merchant search, date
// range + category, the family summary, the dashboard): captured from the running app through a logger,
// so the test follows the services as they change, then explained (SQLite: EXPLAIN QUERY PLAN; MySQL:
// EXPLAIN). A full table scan of any of them fails the test: on a family of 100,000 transactions it is
// what turns milliseconds into seconds (scripts/bench.mjs, BENCH_ONLY=big).
import type { HttpApp } from '@heirloom/server';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { AbstractLogger, DataSource, type LogLevel, type LogMessage } from 'typeorm';
import { seedSyntheticFamily } from '../seed/synthetic-family';
import { createTestApp } from '../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/test-databases';

/** Every statement the app sends, with its parameters, while `recording` is on. */
class CapturingLogger extends AbstractLogger {
  recording = false;
  readonly queries: { sql: string; parameters: unknown[] }[] = [];

  override logQuery(query: string, parameters?: unknown[]): void {
    if (this.recording) this.queries.push({ sql: query, parameters: parameters ?? [] });
  }

  protected writeLog(_level: LogLevel, _message: LogMessage | string | number): void {}
}

const PASSWORD = 'heirloom-plans-2026';
const FAMILIES = 6;

const calls = [
  ['the first page', '/api/transactions?page=1'],
  ['page 5', '/api/transactions?page=5&pageSize=20'],
  // Past SHALLOW_OFFSET (of 600 rows): the page's first day, its ids from the index, then those rows.
  ['a deep page', '/api/transactions?page=26&pageSize=20'],
  ['a merchant search', '/api/transactions?search=blue%20bottle'],
  ['a date range and a category', '/api/transactions?from=2025-01-01&to=2025-06-30&category=travel'],
  ['the family summary', '/api/summary'],
  ['the net-worth history (the dashboard)', '/api/net-worth/history?range=1Y'],
] as const;

/** Statements worth explaining: not the transaction control around a write. */
const explainable = (sql: string) => /^\s*(SELECT|UPDATE|DELETE|INSERT)\b/i.test(sql);

describe.each(testDatabaseKinds())('query plans of the big-family calls on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let dataSource: DataSource;
  let agent: TestAgent;
  const logger = new CapturingLogger();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp({ ...database.options, logger });
    dataSource = app.get(DataSource);
    // Several families of a few hundred rows each, so the owner's id is a selective filter, as on a
    // server with many users; the plans, not the sizes, are what this test checks.
    for (let i = 0; i < FAMILIES; i++) {
      await seedSyntheticFamily(dataSource, {
        username: `family-${i}`,
        password: PASSWORD,
        accounts: 8,
        holdings: 120,
        transactions: 600,
        days: 3 * 365,
        seed: i + 1,
      });
    }
    // SQLite: no ANALYZE, as the app never runs it; its planner then assumes an index lookup finds few
    // rows, which is how it plans in production. MySQL/MariaDB keep statistics themselves but refresh
    // them in the background: ANALYZE TABLE makes them those of the rows just written, so the plans do
    // not depend on when the server last sampled the tables (and tiny stale counts invite full scans).
    if (kind === 'mysql') {
      await dataSource.query('ANALYZE TABLE users, sessions, accounts, holdings, transactions');
    }
    agent = request.agent(app.getHttpServer());
    await agent.post('/api/auth/login').send({ username: 'family-0', password: PASSWORD }).expect(200);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  async function plansOf(path: string): Promise<{ sql: string; plan: string[]; fullScans: string[] }[]> {
    logger.queries.length = 0;
    logger.recording = true;
    try {
      await agent.get(path).expect(200);
    } finally {
      logger.recording = false;
    }
    const captured = logger.queries.filter((query) => explainable(query.sql));
    expect(captured.length).toBeGreaterThan(0);
    return Promise.all(captured.map(({ sql, parameters }) => explain(sql, parameters)));
  }

  async function explain(sql: string, parameters: unknown[]) {
    if (kind === 'sqlite') {
      const rows: { detail: string }[] = await dataSource.query(`EXPLAIN QUERY PLAN ${sql}`, parameters);
      const plan = rows.map((row) => row.detail);
      // "SCAN t" reads the whole table; "SCAN t USING INDEX ..." and "SEARCH ..." do not, and neither
      // does a scan of a subquery's own result (a CO-ROUTINE or MATERIALIZE step, whose reads are
      // planned, and checked, on their own lines).
      const results = new Set(
        plan.flatMap((line) => /^(?:CO-ROUTINE|MATERIALIZE) (.+)$/.exec(line)?.[1] ?? []),
      );
      const fullScans = plan.filter((line) => {
        const scanned = /^SCAN (.+)$/.exec(line)?.[1];
        return (
          scanned !== undefined &&
          scanned !== 'CONSTANT ROW' &&
          !/\bINDEX\b/.test(scanned) &&
          !results.has(scanned) &&
          !/^\(subquery-\d+\)$/.test(scanned)
        );
      });
      return { sql, plan, fullScans };
    }
    const rows: { table: string; type: string; key: string | null }[] = await dataSource.query(
      `EXPLAIN ${sql}`,
      parameters,
    );
    const plan = rows.map((row) => `${row.table}: ${row.type} ${row.key ?? '(no key)'}`);
    // A derived table's, union's or subquery's own result (<derived2>, <union2,3>) is not a table.
    const fullScans = rows
      .filter((row) => row.type === 'ALL' && !row.table.startsWith('<'))
      .map((row) => row.table);
    return { sql, plan, fullScans };
  }

  it('sees a full scan when there is one', async () => {
    // Guards the check itself: no index starts with the merchant.
    const { fullScans } = await explain('SELECT * FROM transactions WHERE merchant = ?', ['Payroll']);
    expect(fullScans).not.toEqual([]);
  });

  it.each(calls)('%s reads no table whole', async (_label, path) => {
    const plans = await plansOf(path);
    if (process.env.SHOW_PLANS) console.log(kind, path, JSON.stringify(plans, null, 1));
    const scanning = plans.filter((plan) => plan.fullScans.length);
    // The statements and their plans in the failure message.
    expect(scanning.map(({ sql, plan }) => ({ sql, plan }))).toEqual([]);
  });
});
