// The per-user count of transactions (transaction-counts.ts) equals COUNT(*) after every kind of
// write: create, delete, another user's refused delete, a CSV import, an account deleted with its
// transactions, the demo seed and the synthetic seed. A page without filters answers it as `total`.
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { HttpApp } from '@heirloom/server';
import { seedSyntheticFamily } from '../../seed/synthetic-family';
import { signUp, type SignedInAgent } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';

describe.each(testDatabaseKinds())('the transaction counts on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let dataSource: DataSource;
  let owner: SignedInAgent;
  let stranger: SignedInAgent;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // With the demo family: its seed keeps the count too.
    app = await createTestApp(database.options, { seedDemo: true });
    dataSource = app.get(DataSource);
    owner = await signUp(app, `counted.${kind}`);
    stranger = await signUp(app, `stranger.${kind}`);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  /** Every user's kept count against the rows themselves (a user with none may have no row or 0). */
  async function expectCountsKept(): Promise<void> {
    const kept = (await dataSource.query('SELECT userId, total FROM transaction_counts')) as {
      userId: string;
      total: number | string;
    }[];
    const real = (await dataSource.query(
      'SELECT userId, COUNT(*) AS total FROM transactions GROUP BY userId',
    )) as { userId: string; total: number | string }[];
    const asMap = (rows: { userId: string; total: number | string }[]) =>
      Object.fromEntries(rows.filter((r) => Number(r.total) !== 0).map((r) => [r.userId, Number(r.total)]));
    expect(asMap(kept)).toEqual(asMap(real));
    expect(Object.keys(asMap(real)).length).toBeGreaterThan(0);
  }

  const total = async (agent: SignedInAgent) =>
    (await agent.agent.get('/api/transactions').expect(200)).body.total as number;

  it('starts with the demo family counted, and a new family at 0', async () => {
    await expectCountsKept();
    expect(await total(owner)).toBe(0);
  });

  it('follows creates, deletes, a refused delete, an import and an account deleted with its rows', async () => {
    const account = (name: string) =>
      owner.agent
        .post('/api/accounts')
        .send({ name, accountType: 'checking', institution: 'Chase', balance: '100' })
        .expect(201)
        .then((r) => r.body.id as string);
    const kept = await account('Kept');
    const closing = await account('Closing');
    const ids: string[] = [];
    for (const [i, accountId] of [kept, kept, kept, closing, closing].entries()) {
      const { body } = await owner.agent
        .post('/api/transactions')
        .send({
          accountId,
          merchant: `Shop ${i}`,
          category: 'Shopping',
          date: '2026-03-0' + (i + 1),
          amount: '-10.00',
          transactionType: 'expense',
        })
        .expect(201);
      ids.push(body.id);
    }
    expect(await total(owner)).toBe(5);
    await expectCountsKept();

    await owner.agent.delete(`/api/transactions/${ids[0]}`).expect(204);
    await stranger.agent.delete(`/api/transactions/${ids[1]}`).expect(404);
    expect(await total(owner)).toBe(4);
    expect(await total(stranger)).toBe(0);
    await expectCountsKept();

    const csv = Buffer.from(
      'date,merchant,amount,account\r\n' +
        '2026-04-01,Cafe,-4.50,Kept\r\n2026-04-02,Bakery,-6.00,Kept\r\n2026-04-03,Market,-20.00,Closing\r\n',
    );
    const { body: preview } = await owner.agent
      .post('/api/imports')
      .field('kind', 'transactions')
      .attach('file', csv, 'statement.csv')
      .expect(201);
    await owner.agent.post(`/api/imports/${preview.import.id}/commit`).expect(200);
    expect(await total(owner)).toBe(7);
    await expectCountsKept();

    // The account goes with its three transactions.
    await owner.agent.delete(`/api/accounts/${closing}`).expect(204);
    expect(await total(owner)).toBe(4);
    await expectCountsKept();
  });

  it('counts a synthetic family written by the seed command', async () => {
    await seedSyntheticFamily(dataSource, {
      username: `synthetic.${kind}`,
      password: 'counted-family-2026',
      accounts: 8,
      holdings: 10,
      transactions: 321,
      days: 200,
      seed: 3,
    });
    await expectCountsKept();
    const agent = request.agent(app.getHttpServer());
    await agent
      .post('/api/auth/login')
      .send({ username: `synthetic.${kind}`, password: 'counted-family-2026' })
      .expect(200);
    expect((await agent.get('/api/transactions').expect(200)).body.total).toBe(321);
  });
});
