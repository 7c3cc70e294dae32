// The tallies of transactions (migration 1796500000000, kept by triggers) and their day sums
// (1796800000000) equal the rows after every
// kind of write; a search alone answers the same page and total through them as a plain LIKE over the
// rows would (a term found nowhere, in a few rows, in more than FEW_MATCHES rows, by category, in
// another case, with LIKE's wildcards, past its last page); a deep page of all the rows starts where the
// rows in order put it.
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { HttpApp } from '@heirloom/server';
import { seedSyntheticFamily } from '../../seed/synthetic-family';
import { signUp, type SignedInAgent } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { containsPattern } from './transactions.service';
import { FEW_MATCHES } from './transaction-tallies';

describe.each(testDatabaseKinds())('the transaction tallies on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let dataSource: DataSource;
  let owner: SignedInAgent;
  let stranger: SignedInAgent;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options, { seedDemo: true });
    dataSource = app.get(DataSource);
    owner = await signUp(app, `terms.${kind}`);
    stranger = await signUp(app, `terms-stranger.${kind}`);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  /**
   * Each table's kept counts against the rows, grouped as its key compares (without case on MySQL):
   * per (merchant, category) pair, per merchant, per category and per day.
   */
  async function expectTermsKept(): Promise<void> {
    const tables = [
      ['transaction_pairs', ['merchant', 'category']],
      ['transaction_merchants', ['merchant']],
      ['transaction_categories', ['category']],
      ['transaction_days', ['date']],
    ] as const;
    for (const [table, keys] of tables) {
      const columns = ['userId', ...keys].join(', ');
      const asMap = (rows: Record<string, string | number>[]) => {
        const map: Record<string, number> = {};
        for (const row of rows) {
          const key = ['userId', ...keys].map((k) => String(row[k])).join('|');
          const folded = kind === 'sqlite' ? key : key.toLowerCase();
          map[folded] = (map[folded] ?? 0) + Number(row.total);
        }
        return map;
      };
      const kept = (await dataSource.query(`SELECT ${columns}, total FROM ${table}`)) as Record<
        string,
        string | number
      >[];
      const real = (await dataSource.query(
        `SELECT ${columns}, COUNT(*) AS total FROM transactions GROUP BY ${columns}`,
      )) as Record<string, string | number>[];
      expect(kept.every((row) => Number(row.total) > 0)).toBe(true);
      expect({ table, counts: asMap(kept) }).toEqual({ table, counts: asMap(real) });
      expect(kept.length).toBeGreaterThan(0);
    }
    await expectDaySumsKept();
  }

  /**
   * The day sums (migration 1796800000000) against the rows: per user, day, type and category as typed
   * (case apart on both databases), the whole cents of the absolute amounts and the count.
   */
  async function expectDaySumsKept(): Promise<void> {
    const keys = 'userId, date, transactionType, category';
    const cents = `CAST(ROUND(ABS(amount) * 100) AS ${kind === 'sqlite' ? 'INTEGER' : 'SIGNED'})`;
    const asMap = (rows: Record<string, string | number | Date>[]) =>
      Object.fromEntries(
        rows.map((row) => [
          [
            row.userId,
            row.date instanceof Date ? row.date.toISOString() : row.date,
            row.transactionType,
            row.category,
          ].join('|'),
          `${Number(row.cents)} in ${Number(row.total)}`,
        ]),
      );
    const kept = (await dataSource.query(`SELECT ${keys}, cents, total FROM transaction_day_sums`)) as Record<
      string,
      string | number
    >[];
    const real = (await dataSource.query(
      `SELECT ${keys}, SUM(${cents}) AS cents, COUNT(*) AS total FROM transactions ` +
        `GROUP BY ${keys}${kind === 'sqlite' ? '' : ', CAST(category AS BINARY)'}`,
    )) as Record<string, string | number>[];
    expect(kept.every((row) => Number(row.total) > 0)).toBe(true);
    expect(asMap(kept)).toEqual(asMap(real));
    expect(kept.length).toBe(real.length);
  }

  it('starts with the demo family counted by the migration and its seed', async () => {
    await expectTermsKept();
  });

  it('follows creates, edits of merchant or category, deletes, an import and an account deleted with its rows', async () => {
    const account = (name: string) =>
      owner.agent
        .post('/api/accounts')
        .send({ name, accountType: 'checking', institution: 'Chase', balance: '100' })
        .expect(201)
        .then((r) => r.body.id as string);
    const kept = await account('Kept');
    const closing = await account('Closing');
    const post = (accountId: string, merchant: string, category: string) =>
      owner.agent
        .post('/api/transactions')
        .send({
          accountId,
          merchant,
          category,
          date: '2026-03-01',
          amount: '-10.00',
          transactionType: 'expense',
        })
        .expect(201)
        .then((r) => r.body.id as string);
    const first = await post(kept, 'Blue Bottle', 'Coffee');
    const second = await post(kept, 'Blue Bottle', 'Coffee');
    await post(closing, 'Whole Foods', 'Groceries');
    // The same category in another case: one tally on MySQL, two day sums on both.
    const lower = await post(kept, 'Blue Bottle', 'coffee');
    await expectTermsKept();
    await owner.agent.patch(`/api/transactions/${lower}`).send({ category: 'COFFEE' }).expect(200);
    await expectTermsKept();

    await owner.agent.patch(`/api/transactions/${first}`).send({ merchant: 'Ritual Coffee' }).expect(200);
    await owner.agent.patch(`/api/transactions/${second}`).send({ category: 'Dining' }).expect(200);
    await owner.agent.patch(`/api/transactions/${second}`).send({ date: '2026-02-27' }).expect(200);
    // An edit that leaves the pair alone, and another family's refused edit, change nothing.
    await owner.agent.patch(`/api/transactions/${second}`).send({ amount: '-12.00' }).expect(200);
    await stranger.agent.patch(`/api/transactions/${second}`).send({ merchant: 'Stolen' }).expect(404);
    await expectTermsKept();

    await owner.agent.delete(`/api/transactions/${first}`).expect(204);
    await stranger.agent.delete(`/api/transactions/${second}`).expect(404);
    await expectTermsKept();

    const csv = Buffer.from(
      'date,merchant,amount,account\r\n' +
        '2026-04-01,Blue Bottle,-4.50,Kept\r\n2026-04-02,Bakery,-6.00,Closing\r\n',
    );
    const { body: preview } = await owner.agent
      .post('/api/imports')
      .field('kind', 'transactions')
      .attach('file', csv, 'statement.csv')
      .expect(201);
    await owner.agent.post(`/api/imports/${preview.import.id}/commit`).expect(200);
    await expectTermsKept();

    await owner.agent.delete(`/api/accounts/${closing}`).expect(204);
    await expectTermsKept();
  });

  describe('a search alone, on a synthetic family', () => {
    let agent: ReturnType<typeof request.agent>;
    let userId: string;

    beforeAll(async () => {
      userId = await seedSyntheticFamily(dataSource, {
        username: `terms-synthetic.${kind}`,
        password: 'terms-family-2026',
        accounts: 6,
        holdings: 5,
        transactions: 4_000,
        days: 300,
        seed: 11,
      });
      agent = request.agent(app.getHttpServer());
      await agent
        .post('/api/auth/login')
        .send({ username: `terms-synthetic.${kind}`, password: 'terms-family-2026' })
        .expect(200);
    });

    /** The page as a LIKE over every row answers it, in the database's own order. */
    async function expected(search: string, page: number) {
      const match = `userId = ? AND (merchant LIKE ? ESCAPE '!' OR category LIKE ? ESCAPE '!')`;
      const pattern = containsPattern(search);
      const [{ total }] = await dataSource.query(
        `SELECT COUNT(*) AS total FROM transactions WHERE ${match}`,
        [userId, pattern, pattern],
      );
      const ids = (await dataSource.query(
        `SELECT id FROM transactions WHERE ${match} ORDER BY date DESC, id ASC LIMIT 50 OFFSET ${(page - 1) * 50}`,
        [userId, pattern, pattern],
      )) as { id: string }[];
      return { total: Number(total), ids: ids.map((r) => r.id) };
    }

    it('answers deep pages of all the rows from their first day as the rows in order would', async () => {
      for (const page of [11, 12, 47, 80, 81]) {
        const ids = (await dataSource.query(
          `SELECT id FROM transactions WHERE userId = ? ORDER BY date DESC, id ASC LIMIT 50 OFFSET ${(page - 1) * 50}`,
          [userId],
        )) as { id: string }[];
        const { body } = await agent.get(`/api/transactions?page=${page}`).expect(200);
        expect({ page, total: body.total, ids: body.items.map((r: { id: string }) => r.id) }).toEqual({
          page,
          total: 4_000,
          ids: ids.map((r) => r.id),
        });
      }
      // Page 80 is the last one: 81 is empty.
      expect((await agent.get('/api/transactions?page=81').expect(200)).body.items).toEqual([]);
    });

    it('answers the same page and total as a LIKE over the rows', async () => {
      const cases: [string, number][] = [
        ['no such shop', 1],
        // One store: a few rows, read from its merchant.
        ['#117', 1],
        ['blue bottle', 1],
        ['BLUE bottle', 2],
        // A category's word, and a term in more rows than FEW_MATCHES: walked newest first.
        ['dining', 1],
        // Categories alone, and merchants and categories both (Target, Marriott; Art & Collectibles).
        ['legal', 1],
        ['pets', 2],
        ['ar', 1],
        ['a', 1],
        ['a', 3],
        ['%', 1],
        ['blue bottle', 1_000],
      ];
      const seen = { few: 0, many: 0 };
      for (const [search, page] of cases) {
        const want = await expected(search, page);
        const { body } = await agent
          .get(`/api/transactions?search=${encodeURIComponent(search)}&page=${page}`)
          .expect(200);
        expect({ search, page, total: body.total, ids: body.items.map((r: { id: string }) => r.id) }).toEqual(
          {
            search,
            page,
            ...want,
          },
        );
        if (want.total > FEW_MATCHES) seen.many += 1;
        else if (want.total > 0) seen.few += 1;
      }
      // Both ways of reading the rows were taken.
      expect(seen.few).toBeGreaterThan(0);
      expect(seen.many).toBeGreaterThan(0);
      await expectTermsKept();
    });
  });
});
