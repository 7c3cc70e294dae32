import type { HttpApp } from '@heirloom/server';
import type { Logger } from 'typeorm';
import { signUp, type SignedInAgent } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';

type Row = [amount: string, category: string, date: string, type: 'income' | 'expense'];

describe.each(testDatabaseKinds())("budgets' spending, computed from transactions, on %s", (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let owner: SignedInAgent;
  let other: SignedInAgent;
  let ownerAccount: string;

  const account = { name: 'Checking', accountType: 'checking', institution: 'Chase', balance: '100' };
  const add = async (who: SignedInAgent, accountId: string, rows: Row[]) => {
    for (const [amount, category, date, transactionType] of rows) {
      await who.agent
        .post('/api/transactions')
        .send({ accountId, merchant: 'Somewhere', amount, category, date, transactionType })
        .expect(201);
    }
  };
  const budget = async (who: SignedInAgent, body: object) =>
    (await who.agent.post('/api/budgets').send(body).expect(201)).body;
  const spentById = async (who: SignedInAgent) =>
    Object.fromEntries(
      ((await who.agent.get('/api/budgets').expect(200)).body as { id: string; currentSpent: string }[]).map(
        (b) => [b.id, b.currentSpent],
      ),
    );

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    owner = await signUp(app, 'owner');
    other = await signUp(app, 'other');
    ownerAccount = (await owner.agent.post('/api/accounts').send(account).expect(201)).body.id;
    const otherAccount = (await other.agent.post('/api/accounts').send(account).expect(201)).body.id;
    await add(owner, ownerAccount, [
      // March 2026's edges: the last day before and the first day after never count for March.
      ['-100.10', 'Groceries', '2026-02-28', 'expense'],
      ['-0.10', 'Groceries', '2026-03-01', 'expense'],
      ['-0.20', 'Groceries', '2026-03-31', 'expense'],
      ['-50.00', 'Groceries', '2026-04-01', 'expense'],
      // The same category typed in another case is the same category.
      ['-1.00', 'groceries', '2026-03-15', 'expense'],
      // Income in the category (a refund booked as income) is not spending.
      ['500.00', 'Groceries', '2026-03-10', 'income'],
      ['-30.00', 'Shopping', '2026-03-05', 'expense'],
      // Accents and case, which MySQL's collation groups together and SQLite's LOWER does not.
      ['-1.00', 'épicerie', '2026-03-02', 'expense'],
      ['-2.00', 'ÉPICERIE', '2026-03-03', 'expense'],
      ['-4.00', 'Epicerie', '2026-03-04', 'expense'],
      ['-1234567890123.45', 'Shopping', '2026-03-06', 'expense'],
    ]);
    // Another family's purchases in the same month and category are never the owner's.
    await add(other, otherAccount, [['-999.99', 'Groceries', '2026-03-10', 'expense']]);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("sums the month's expenses of the budget's category, exactly, for the session user only", async () => {
    const march = await budget(owner, { category: 'Groceries', monthlyBudget: '400', month: 3, year: 2026 });
    const april = await budget(owner, { category: 'Groceries', monthlyBudget: '300', month: 4, year: 2026 });
    const february = await budget(owner, {
      category: 'GROCERIES',
      monthlyBudget: '300',
      month: 2,
      year: 2026,
    });
    const shopping = await budget(owner, {
      category: 'Shopping',
      monthlyBudget: '500',
      month: 3,
      year: 2026,
    });
    const untouched = await budget(owner, {
      category: 'Healthcare',
      monthlyBudget: '450',
      month: 3,
      year: 2026,
    });
    const accented = await budget(owner, { category: 'Épicerie', monthlyBudget: '50', month: 3, year: 2026 });
    const theirs = await budget(other, { category: 'Groceries', monthlyBudget: '400', month: 3, year: 2026 });

    // 0.10 + 0.20 + 1.00; the 500.00 of income and the other family's 999.99 left out.
    expect(march.currentSpent).toBe('1.30');
    expect(await spentById(owner)).toEqual({
      [march.id]: '1.30',
      [april.id]: '50.00',
      [february.id]: '100.10',
      [shopping.id]: '1234567890153.45',
      [untouched.id]: '0.00',
      [accented.id]: '7.00',
    });
    expect(await spentById(other)).toEqual({ [theirs.id]: '999.99' });
    expect((await owner.agent.get(`/api/budgets/${shopping.id}`).expect(200)).body.currentSpent).toBe(
      '1234567890153.45',
    );

    // Derived, not stored: a new transaction shows at once, and moving the budget to another month
    // answers that month's spending.
    await add(owner, ownerAccount, [['-0.05', 'Healthcare', '2026-03-20', 'expense']]);
    expect((await owner.agent.get(`/api/budgets/${untouched.id}`).expect(200)).body.currentSpent).toBe(
      '0.05',
    );
    const moved = await owner.agent.patch(`/api/budgets/${march.id}`).send({ month: 4 }).expect(200);
    expect(moved.body.currentSpent).toBe('50.00');
  });

  it('accepts a client-sent currentSpent and ignores it, on create and on update', async () => {
    const created = await budget(owner, {
      category: 'Shopping',
      monthlyBudget: '500',
      currentSpent: '999.00',
      month: 3,
      year: 2026,
    });
    expect(created.currentSpent).toBe('1234567890153.45');
    for (const currentSpent of ['0', 12.5, 'not even a number', null]) {
      const patched = await owner.agent
        .patch(`/api/budgets/${created.id}`)
        .send({ currentSpent, monthlyBudget: '600' })
        .expect(200);
      expect(patched.body).toMatchObject({ currentSpent: '1234567890153.45', monthlyBudget: '600.00' });
    }
  });

  it('answers an empty list for a user without budgets', async () => {
    const fresh = await signUp(app, 'fresh');
    expect((await fresh.agent.get('/api/budgets').expect(200)).body).toEqual([]);
  });
});

describe.each(testDatabaseKinds())("budgets' spending costs one query on %s", (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  const queries: string[] = [];
  /** Records every SQL statement the app sends (TypeORM's logger interface). */
  const recorder: Logger = {
    logQuery: (query) => void queries.push(query),
    logQueryError: () => {},
    logQuerySlow: () => {},
    logSchemaBuild: () => {},
    logMigration: () => {},
    log: () => {},
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp({ ...database.options, logging: ['query'], logger: recorder });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('reads the transactions once per request, however many budgets and months, never per budget', async () => {
    const owner = await signUp(app, 'owner');
    for (let month = 1; month <= 12; month++) {
      for (const category of ['Groceries', 'Shopping']) {
        await owner.agent
          .post('/api/budgets')
          .send({ category, monthlyBudget: '100', month, year: 2026 })
          .expect(201);
      }
    }
    queries.length = 0;
    const budgets = (await owner.agent.get('/api/budgets').expect(200)).body;
    expect(budgets).toHaveLength(24);
    const transactionReads = queries.filter((q) => /from\s+["`]?transactions["`]?/i.test(q));
    expect(transactionReads).toHaveLength(1);
    expect(transactionReads[0]).toMatch(/group by/i);
  });
});
