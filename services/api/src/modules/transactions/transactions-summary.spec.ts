import type { HttpApp } from '@heirloom/server';
import request from 'supertest';
import { signUp, type SignedInAgent } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { summarizeTransactions, summaryRange, type SummaryRow } from './transaction-summary';

const DAY_MS = 86_400_000;
const daysAgo = (days: number, now = new Date()) =>
  new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10);

describe('summaryRange', () => {
  const now = new Date('2026-03-01T23:30:00.000Z');

  it('defaults to the 365 days up to today, both ends included', () => {
    // 2026-03-01 minus 364 days = 2025-03-02 (2025-03-02 .. 2026-03-01 is 365 days).
    expect(summaryRange({ from: null, to: null }, now)).toEqual({ from: '2025-03-02', to: '2026-03-01' });
  });

  it('counts the default start back from the given end', () => {
    expect(summaryRange({ from: null, to: '2024-12-31' }, now)).toEqual({
      from: '2024-01-02',
      to: '2024-12-31',
    });
  });

  it('ends today, or on the start when the start is in the future', () => {
    expect(summaryRange({ from: '2026-01-15', to: null }, now)).toEqual({
      from: '2026-01-15',
      to: '2026-03-01',
    });
    expect(summaryRange({ from: '2027-01-15', to: null }, now)).toEqual({
      from: '2027-01-15',
      to: '2027-01-15',
    });
  });
});

describe('summarizeTransactions', () => {
  const row = (amount: string | number, category: string, date: string, income = false): SummaryRow => ({
    amount,
    category,
    date,
    transactionType: income ? 'income' : 'expense',
  });

  it('sums exactly, whatever the sign, by month oldest first and by category largest expense first', () => {
    const summary = summarizeTransactions(
      [
        row(-0.1, 'Shopping', '2025-02-03'),
        row('0.20', 'Shopping', '2025-01-09'),
        row(-0.7, 'Groceries', '2025-02-28'),
        row('5000.01', 'Income', '2025-01-31', true),
        row(-1234567890123.45, 'Groceries', '2025-01-02'),
      ],
      '2025-01-01',
      '2025-02-28',
    );
    expect(summary).toEqual({
      from: '2025-01-01',
      to: '2025-02-28',
      // 0.10 + 0.20 + 0.70 + 1234567890123.45 = 1234567890124.45 (floats would drift in the cents)
      income: '5000.01',
      expenses: '1234567890124.45',
      count: 5,
      byMonth: [
        { month: '2025-01', income: '5000.01', expenses: '1234567890123.65', count: 3 },
        { month: '2025-02', income: '0.00', expenses: '0.80', count: 2 },
      ],
      byCategory: [
        { category: 'Groceries', income: '0.00', expenses: '1234567890124.15', count: 2 },
        { category: 'Shopping', income: '0.00', expenses: '0.30', count: 2 },
        { category: 'Income', income: '5000.01', expenses: '0.00', count: 1 },
      ],
    });
  });

  it('answers zeros and empty lists without rows', () => {
    expect(summarizeTransactions([], '2025-01-01', '2025-12-31')).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
      income: '0.00',
      expenses: '0.00',
      count: 0,
      byMonth: [],
      byCategory: [],
    });
  });
});

describe.each(testDatabaseKinds())('GET /api/transactions/summary on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let owner: SignedInAgent;
  let other: SignedInAgent;

  const account = { name: 'Checking', accountType: 'checking', institution: 'Chase', balance: '100' };
  const add = async (
    who: SignedInAgent,
    accountId: string,
    rows: [string, string, string, 'income' | 'expense'][],
  ) => {
    for (const [amount, category, date, transactionType] of rows) {
      await who.agent
        .post('/api/transactions')
        .send({ accountId, merchant: 'Somewhere', amount, category, date, transactionType })
        .expect(201);
    }
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    owner = await signUp(app, 'owner');
    other = await signUp(app, 'other');
    const ownerAccount = (await owner.agent.post('/api/accounts').send(account).expect(201)).body.id;
    const otherAccount = (await other.agent.post('/api/accounts').send(account).expect(201)).body.id;
    await add(owner, ownerAccount, [
      ['-42.10', 'Groceries', '2025-01-05', 'expense'],
      ['-0.10', 'Groceries', '2025-01-20', 'expense'],
      ['6500.00', 'Income', '2025-01-31', 'income'],
      ['-0.20', 'Shopping', '2025-02-14', 'expense'],
      ['19.99', 'Entertainment', '2025-03-01', 'expense'],
      // The default range: today and 364 days ago are in, 365 days ago is out.
      ['-10.00', 'Transportation', daysAgo(0), 'expense'],
      ['-20.00', 'Transportation', daysAgo(364), 'expense'],
      ['-40.00', 'Transportation', daysAgo(365), 'expense'],
    ]);
    // Another family's rows in the same months never count for the owner.
    await add(other, otherAccount, [
      ['-999.99', 'Groceries', '2025-01-06', 'expense'],
      ['12345.67', 'Income', '2025-02-01', 'income'],
      ['-1.00', 'Transportation', daysAgo(1), 'expense'],
    ]);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const summary = async (who: SignedInAgent, query: string) =>
    (await who.agent.get(`/api/transactions/summary${query}`).expect(200)).body;

  it('totals an inclusive range by month and by category, for the session user only', async () => {
    expect(await summary(owner, '?from=2025-01-05&to=2025-03-01')).toEqual({
      from: '2025-01-05',
      to: '2025-03-01',
      income: '6500.00',
      // 42.10 + 0.10 + 0.20 + 19.99
      expenses: '62.39',
      count: 5,
      byMonth: [
        { month: '2025-01', income: '6500.00', expenses: '42.20', count: 3 },
        { month: '2025-02', income: '0.00', expenses: '0.20', count: 1 },
        { month: '2025-03', income: '0.00', expenses: '19.99', count: 1 },
      ],
      byCategory: [
        { category: 'Groceries', income: '0.00', expenses: '42.20', count: 2 },
        { category: 'Entertainment', income: '0.00', expenses: '19.99', count: 1 },
        { category: 'Shopping', income: '0.00', expenses: '0.20', count: 1 },
        { category: 'Income', income: '6500.00', expenses: '0.00', count: 1 },
      ],
    });
    expect(await summary(other, '?from=2025-01-05&to=2025-03-01')).toMatchObject({
      income: '12345.67',
      expenses: '999.99',
      count: 2,
    });
  });

  it('covers the last 365 days up to today by default', async () => {
    const body = await summary(owner, '');
    expect(body).toMatchObject({ from: daysAgo(364), to: daysAgo(0), expenses: '30.00', count: 2 });
    expect(body.byCategory).toEqual([
      { category: 'Transportation', income: '0.00', expenses: '30.00', count: 2 },
    ]);
  });

  it('answers zeros for a range without transactions', async () => {
    expect(await summary(owner, '?from=2020-01-01&to=2020-12-31')).toMatchObject({
      income: '0.00',
      expenses: '0.00',
      count: 0,
      byMonth: [],
      byCategory: [],
    });
  });

  it("sums one merchant's rows and one account's, by the database, for the session user only", async () => {
    const card = (
      await owner.agent
        .post('/api/accounts')
        .send({ ...account, name: 'Card' })
        .expect(201)
    ).body.id;
    const post = (accountId: string, merchant: string, amount: string, type: 'income' | 'expense') =>
      owner.agent
        .post('/api/transactions')
        .send({
          accountId,
          merchant,
          amount,
          category: 'Groceries',
          date: '2024-06-10',
          transactionType: type,
        })
        .expect(201);
    await post(card, 'Whole Foods Market', '-120.10', 'expense');
    await post(card, 'WHOLE FOODS #12', '-30.05', 'expense');
    await post(card, 'Whole Foods Market', '15.00', 'income');
    await post(card, "Trader Joe's", '-44.44', 'expense');
    const range = '?from=2024-06-01&to=2024-06-30';

    const merchant = await summary(owner, `${range}&merchant=whole%20foods`);
    expect(merchant).toMatchObject({ expenses: '150.15', income: '15.00', count: 3 });
    expect(merchant.byMerchant).toEqual([
      { merchant: 'Whole Foods Market', income: '15.00', expenses: '120.10', count: 2 },
      { merchant: 'WHOLE FOODS #12', income: '0.00', expenses: '30.05', count: 1 },
    ]);
    // A LIKE wildcard typed by the user is a plain character.
    expect(await summary(owner, `${range}&merchant=%25`)).toMatchObject({ count: 0, byMerchant: [] });

    const oneAccount = await summary(owner, `${range}&accountId=${card}`);
    expect(oneAccount).toMatchObject({ expenses: '194.59', income: '15.00', count: 4 });
    expect(oneAccount.byMerchant).toBeUndefined();
    // Another family's account id finds none of their rows, and none of the owner's.
    const othersAccount = (await other.agent.get('/api/accounts').expect(200)).body[0].id;
    expect(await summary(owner, `?from=2024-01-01&to=2025-12-31&accountId=${othersAccount}`)).toMatchObject({
      count: 0,
      expenses: '0.00',
    });
  });

  it('sums a rare merchant the same whether its rows are sought by merchant or read with the range', async () => {
    const card = (
      await owner.agent
        .post('/api/accounts')
        .send({ ...account, name: 'Roaster card' })
        .expect(201)
    ).body.id;
    const post = (merchant: string, amount: string, date: string, category = 'Coffee') =>
      owner.agent
        .post('/api/transactions')
        .send({ accountId: card, merchant, amount, category, date, transactionType: 'expense' })
        .expect(201);
    // A month of twelve rows of which three are at the roaster (in two spellings), and one more of
    // its rows outside the month.
    for (let day = 10; day < 19; day++)
      await post(`Corner Shop ${day}`, '-1.00', `2023-03-${day}`, 'Shopping');
    await post('Rare Roaster', '-4.50', '2023-03-02');
    await post('Rare Roaster', '-5.25', '2023-03-20', 'Treats');
    await post('RARE ROASTER #2', '-7.00', '2023-03-21');
    await post('Rare Roaster', '-100.00', '2023-04-02');

    // Three rows of twelve in the month: sought by merchant (the tallies say so).
    const month = await summary(owner, '?from=2023-03-01&to=2023-03-31&merchant=rare%20roaster');
    expect(month).toMatchObject({ expenses: '16.75', income: '0.00', count: 3 });
    expect(month.byMerchant).toEqual([
      { merchant: 'Rare Roaster', income: '0.00', expenses: '9.75', count: 2 },
      { merchant: 'RARE ROASTER #2', income: '0.00', expenses: '7.00', count: 1 },
    ]);
    expect(
      month.byCategory.map((c: { category: string; expenses: string }) => [c.category, c.expenses]),
    ).toEqual([
      ['Coffee', '11.50'],
      ['Treats', '5.25'],
    ]);
    // Four rows of the roaster in a range of five: read with the range; the same sums.
    const april = await summary(owner, '?from=2023-03-19&to=2023-04-30&merchant=rare%20roaster');
    expect(april).toMatchObject({ expenses: '112.25', count: 3 });
    // A merchant found nowhere, and another family's rows never counted.
    expect(await summary(owner, '?from=2023-03-01&to=2023-03-31&merchant=nowhere')).toMatchObject({
      count: 0,
      byMerchant: [],
    });
    expect(await summary(other, '?from=2023-03-01&to=2023-03-31&merchant=rare%20roaster')).toMatchObject({
      count: 0,
    });
  });

  it('ranks the merchants the range spent most at when asked, one account when asked, ties by name', async () => {
    const [cardA = '', cardB = ''] = await Promise.all(
      ['Top A', 'Top B'].map(
        async (name) =>
          (
            await owner.agent
              .post('/api/accounts')
              .send({ ...account, name })
              .expect(201)
          ).body.id as string,
      ),
    );
    const post = (
      who: SignedInAgent,
      accountId: string,
      merchant: string,
      amount: string,
      type: 'income' | 'expense' = 'expense',
    ) =>
      who.agent
        .post('/api/transactions')
        .send({
          accountId,
          merchant,
          amount,
          category: 'Shopping',
          date: '2022-05-10',
          transactionType: type,
        })
        .expect(201);
    await post(owner, cardA, 'Amazon', '-50.00');
    await post(owner, cardB, 'Amazon', '-25.25');
    await post(owner, cardA, 'AMAZON', '-10.00');
    await post(owner, cardA, 'Costco', '-80.00');
    await post(owner, cardB, 'Zed Hardware', '-80.00');
    await post(owner, cardA, 'Employer', '5000.00', 'income');
    await post(owner, cardA, 'Amazon', '7.50', 'income');
    // Another family's bigger spending in the same month is never the owner's.
    const othersAccount = (await other.agent.get('/api/accounts').expect(200)).body[0].id;
    await post(other, othersAccount, 'Yacht Club', '-9999.00');

    const range = '?from=2022-05-01&to=2022-05-31';
    const plain = await summary(owner, range);
    expect(plain.byMerchant).toBeUndefined();
    const top = await summary(owner, `${range}&topMerchants=3`);
    // The totals are the plain summary's; the merchants come beside them, largest expenses first.
    expect({ ...top, byMerchant: undefined }).toEqual({ ...plain, byMerchant: undefined });
    expect(top.byMerchant).toEqual([
      { merchant: 'Costco', income: '0.00', expenses: '80.00', count: 1 },
      { merchant: 'Zed Hardware', income: '0.00', expenses: '80.00', count: 1 },
      // 50.00 + 25.25, its refund counted as income; "AMAZON" as typed is another merchant.
      { merchant: 'Amazon', income: '7.50', expenses: '75.25', count: 3 },
    ]);
    expect(
      (await summary(owner, `${range}&topMerchants=50`)).byMerchant.map(
        (m: { merchant: string }) => m.merchant,
      ),
    ).toEqual(['Costco', 'Zed Hardware', 'Amazon', 'AMAZON', 'Employer']);
    expect((await summary(owner, `${range}&topMerchants=2&accountId=${cardB}`)).byMerchant).toEqual([
      { merchant: 'Zed Hardware', income: '0.00', expenses: '80.00', count: 1 },
      { merchant: 'Amazon', income: '0.00', expenses: '25.25', count: 1 },
    ]);
    // With a merchant asked, its own merchants; a range without rows, none.
    expect((await summary(owner, `${range}&topMerchants=3&merchant=amazon`)).byMerchant).toHaveLength(2);
    expect((await summary(owner, '?from=2019-01-01&to=2019-01-31&topMerchants=5')).byMerchant).toEqual([]);
  });

  it("lists the range's largest expenses when asked, largest first, whatever the sign", async () => {
    const body = await summary(owner, '?from=2025-01-01&to=2025-03-31&largest=3');
    expect(body.largestExpenses.map((e: { amount: string; date: string }) => [e.amount, e.date])).toEqual([
      ['42.10', '2025-01-05'],
      // Typed positive, still an expense.
      ['19.99', '2025-03-01'],
      ['0.20', '2025-02-14'],
    ]);
    expect(body.largestExpenses[0]).toMatchObject({ merchant: 'Somewhere', category: 'Groceries' });
    // The other family's 999.99 in the same month is not the owner's; without `largest`, no list.
    expect((await summary(owner, '?from=2025-01-01&to=2025-03-31')).largestExpenses).toBeUndefined();
    expect((await summary(other, '?from=2025-01-01&to=2025-03-31&largest=1')).largestExpenses).toEqual([
      expect.objectContaining({ amount: '999.99', date: '2025-01-06' }),
    ]);
  });

  it('lists the largest expenses as a sort of all the rows would, ties at the Nth amount included', async () => {
    const accounts = await Promise.all(
      ['Ties A', 'Ties B'].map(
        async (name) =>
          (
            await owner.agent
              .post('/api/accounts')
              .send({ ...account, name })
              .expect(201)
          ).body.id,
      ),
    );
    // Amounts repeated across days, one day and both accounts, so the Nth largest is shared; an income
    // row larger than all of them, never an expense.
    const rows: [string, string, string, 'income' | 'expense'][] = [];
    const amounts = [
      '-50.00',
      '50.00',
      '-50.00',
      '-75.25',
      '-12.00',
      '-50.00',
      '-12.00',
      '-3.10',
      '-75.25',
      '-1.00',
    ];
    amounts.forEach((amount, i) =>
      rows.push([
        amount,
        i % 2 ? 'Dining' : 'Travel',
        `2022-05-${String(10 + (i % 4)).padStart(2, '0')}`,
        'expense',
      ]),
    );
    rows.push(['900.00', 'Income', '2022-05-11', 'income']);
    for (const [i, row] of rows.entries()) await add(owner, accounts[i % 2]!, [row]);
    const expected = async (query: string, limit: number) => {
      const all = (
        await owner.agent
          .get(`/api/transactions?from=2022-05-01&to=2022-05-31${query}&pageSize=100`)
          .expect(200)
      ).body.items as {
        id: string;
        date: string;
        amount: string;
        transactionType: string;
        accountId: string;
      }[];
      return all
        .filter((t) => t.transactionType === 'expense')
        .map((t) => ({ id: t.id, date: t.date, cents: Math.round(Math.abs(Number(t.amount)) * 100) }))
        .sort(
          (a, b) =>
            b.cents - a.cents || b.date.localeCompare(a.date) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
        )
        .slice(0, limit)
        .map((t) => [t.id, (t.cents / 100).toFixed(2)]);
    };
    for (const limit of [1, 2, 3, 4, 6, 11, 20]) {
      for (const [label, filter] of [
        ['all', ''],
        ['one account', `&accountId=${accounts[1]}`],
      ] as [string, string][]) {
        const body = await summary(owner, `?from=2022-05-01&to=2022-05-31&largest=${limit}${filter}`);
        expect({
          label,
          limit,
          rows: body.largestExpenses.map((e: { id: string; amount: string }) => [e.id, e.amount]),
        }).toEqual({
          label,
          limit,
          rows: await expected(filter, limit),
        });
      }
    }
  });

  it('answers 400 for bad dates and unknown parameters', async () => {
    for (const query of [
      '?largest=21',
      '?largest=-1',
      '?topMerchants=51',
      '?topMerchants=two',
      '?from=2025-02-30',
      '?to=yesterday',
      '?from=2025-03-01&to=2025-01-01',
      '?pageSize=5',
    ]) {
      const response = await owner.agent.get(`/api/transactions/summary${query}`).expect(400);
      expect(response.body.message).toBe('Validation failed');
    }
  });

  it('answers 401 without a session', async () => {
    await request(app.getHttpServer()).get('/api/transactions/summary').expect(401);
  });
});
