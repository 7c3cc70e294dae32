import type { HttpApp } from '@heirloom/server';
import { describeOwnedResource } from '../../testing/owned-resource-suite';
import { resourceFixture } from '../../testing/resources';
import { signUp, type SignedInAgent } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { DataSource } from 'typeorm';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { seedSyntheticFamily } from '../../seed/synthetic-family';
import { TransactionEntity } from './transaction.entity';
import { containsPattern, SHALLOW_OFFSET } from './transactions.service';

describeOwnedResource(resourceFixture('transactions'));

describe('containsPattern', () => {
  it('matches wildcards literally', () => {
    expect(containsPattern('50%_off!')).toBe('%50!%!_off!!%');
    expect(containsPattern('Food & Dining')).toBe('%food & dining%');
  });
});

describe.each(testDatabaseKinds())('GET /api/transactions paging and search on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let owner: SignedInAgent;
  let accountId: string;
  let otherAccountId: string;

  const rows = [
    ['Whole Foods Market', 'Groceries', '2025-01-05'],
    ['Netflix', 'Entertainment', '2025-01-20'],
    ['Acme Payroll', 'Income', '2025-02-01'],
    ['Shell', 'Transportation', '2025-02-14'],
    ['Nordstrom', 'Shopping', '2025-03-02'],
    ['Olive & Vine', 'Food & Dining', '2025-03-15'],
    ['50% Off Outlet', 'Shopping', '2025-03-20'],
  ] as const;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    owner = await signUp(app, 'owner');
    const account = { name: 'Checking', accountType: 'checking', institution: 'Chase', balance: '100' };
    accountId = (await owner.agent.post('/api/accounts').send(account).expect(201)).body.id;
    otherAccountId = (await owner.agent.post('/api/accounts').send(account).expect(201)).body.id;
    for (const [i, [merchant, category, date]] of rows.entries()) {
      await owner.agent
        .post('/api/transactions')
        .send({
          accountId: i === 0 ? otherAccountId : accountId,
          merchant,
          category,
          date,
          amount: category === 'Income' ? '5000' : '-42.10',
          transactionType: category === 'Income' ? 'income' : 'expense',
        })
        .expect(201);
    }
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const list = async (query: string) => (await owner.agent.get(`/api/transactions${query}`).expect(200)).body;
  const merchants = (page: { items: { merchant: string }[] }) => page.items.map((t) => t.merchant);

  it('pages newest first and counts every match', async () => {
    const first = await list('?page=1&pageSize=3');
    expect(first).toMatchObject({ page: 1, pageSize: 3, total: 7 });
    expect(merchants(first)).toEqual(['50% Off Outlet', 'Olive & Vine', 'Nordstrom']);
    expect(merchants(await list('?page=3&pageSize=3'))).toEqual(['Whole Foods Market']);
    expect((await list('?page=9')).items).toEqual([]);
    expect(await list('')).toMatchObject({ page: 1, pageSize: 50, total: 7 });
  });

  it('searches merchant or category, ignoring case, with wildcards taken literally', async () => {
    expect(merchants(await list('?search=FOOD'))).toEqual(['Olive & Vine', 'Whole Foods Market']);
    expect(merchants(await list('?search=shop'))).toEqual(['50% Off Outlet', 'Nordstrom']);
    expect(merchants(await list(`?search=${encodeURIComponent('50%')}`))).toEqual(['50% Off Outlet']);
    expect((await list(`?search=${encodeURIComponent('%')}`)).total).toBe(1);
    expect((await list('?search=_')).total).toBe(0);
  });

  it('filters by an inclusive date range and by account', async () => {
    expect(merchants(await list('?from=2025-02-01&to=2025-03-02'))).toEqual([
      'Nordstrom',
      'Shell',
      'Acme Payroll',
    ]);
    expect(merchants(await list(`?accountId=${otherAccountId}`))).toEqual(['Whole Foods Market']);
  });

  it('filters by one whole category, ignoring case, together with the other filters', async () => {
    expect(merchants(await list('?category=shopping'))).toEqual(['50% Off Outlet', 'Nordstrom']);
    expect(merchants(await list('?category=Shopping&from=2025-03-10'))).toEqual(['50% Off Outlet']);
    expect(merchants(await list(`?category=${encodeURIComponent('Food & Dining')}&search=olive`))).toEqual([
      'Olive & Vine',
    ]);
    expect((await list('?category=Shop')).total).toBe(0);
  });

  it('answers 400 for bad paging or dates', async () => {
    for (const query of [
      '?page=0',
      '?page=abc',
      '?pageSize=500',
      '?from=2025-02-30',
      '?from=2025-03-01&to=2025-01-01',
      '?sort=date',
    ]) {
      const response = await owner.agent.get(`/api/transactions${query}`).expect(400);
      expect(response.body.message).toBe('Validation failed');
    }
  });

  it('deletes an account with its transactions', async () => {
    await owner.agent.delete(`/api/accounts/${otherAccountId}`).expect(204);
    expect((await list('')).total).toBe(6);
  });
});

describe.each(testDatabaseKinds())('GET /api/transactions deep and shallow pages on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let agent: TestAgent;
  let userId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    const password = 'deep-and-shallow-2026';
    userId = await seedSyntheticFamily(app.get(DataSource), {
      username: 'pages',
      password,
      accounts: 8,
      holdings: 10,
      transactions: 700,
      days: 400,
      seed: 7,
    });
    agent = request.agent(app.getHttpServer());
    await agent.post('/api/auth/login').send({ username: 'pages', password }).expect(200);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it(`answers the same order before and past ${SHALLOW_OFFSET} rows (one read, then ids first)`, async () => {
    const all = await app
      .get(DataSource)
      .getRepository(TransactionEntity)
      .find({ where: { userId }, order: { date: 'DESC', id: 'ASC' }, select: { id: true, date: true } });
    expect(all).toHaveLength(700);
    const ids: string[] = [];
    for (let page = 1; page <= 8; page++) {
      const body = (await agent.get(`/api/transactions?page=${page}&pageSize=100`).expect(200)).body;
      expect(body.total).toBe(700);
      ids.push(...body.items.map((item: { id: string }) => item.id));
    }
    expect(ids).toEqual(all.map((row) => row.id));
    // A page that starts past the threshold with a filter agrees with the filtered order too.
    const since = all[650]!.date;
    const filtered = all.filter((row) => row.date >= since);
    expect(filtered.length).toBeGreaterThan(SHALLOW_OFFSET + 10);
    const deep = (
      await agent
        .get(`/api/transactions?from=${since}&page=${SHALLOW_OFFSET / 10 + 1}&pageSize=10`)
        .expect(200)
    ).body;
    expect(deep.total).toBe(filtered.length);
    expect(deep.items.map((item: { id: string }) => item.id)).toEqual(
      filtered.slice(SHALLOW_OFFSET, SHALLOW_OFFSET + 10).map((row) => row.id),
    );
  });
});
