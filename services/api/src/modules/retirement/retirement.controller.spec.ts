import type { HttpApp } from '@heirloom/server';
import { calendar } from '@heirloom/contracts';
import Decimal from 'decimal.js';
import { signUp, type SignedInAgent } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';

const year = Number(calendar.utcToday().slice(0, 4));
const adult = (overrides: Record<string, unknown> = {}) => ({
  name: 'Daniel',
  birthYear: year - 48,
  retirementAge: 60,
  benefitAnnual: '30000',
  ...overrides,
});

describe.each(testDatabaseKinds())('retirement odds on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let owner: SignedInAgent;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    owner = await signUp(app, 'retiree');
    // A year of the family's own data: 6,000 in and 4,500 out a month, cash, a stock and a bond fund.
    const checking = (
      await owner.agent
        .post('/api/accounts')
        .send({ name: 'Checking', accountType: 'checking', institution: 'Chase', balance: '100000' })
        .expect(201)
    ).body;
    const brokerage = (
      await owner.agent
        .post('/api/accounts')
        .send({ name: 'Brokerage', accountType: 'investment', institution: 'Schwab', balance: '900000' })
        .expect(201)
    ).body;
    for (const [symbol, name, value] of [
      ['VTI', 'Vanguard Total Stock Market ETF', '600000'],
      ['BND', 'Vanguard Total Bond Market ETF', '300000'],
    ])
      await owner.agent
        .post('/api/holdings')
        .send({ accountId: brokerage.id, symbol, name, shares: '1', costBasis: value, currentValue: value })
        .expect(201);
    for (let month = 1; month <= 12; month++) {
      const date = calendar.addDays(calendar.utcToday(), -30 * month + 15);
      await owner.agent
        .post('/api/transactions')
        .send({
          accountId: checking.id,
          merchant: 'Employer',
          amount: '6000',
          category: 'Salary',
          date,
          transactionType: 'income',
        })
        .expect(201);
      await owner.agent
        .post('/api/transactions')
        .send({
          accountId: checking.id,
          merchant: 'Landlord',
          amount: '-4500',
          category: 'Housing',
          date,
          transactionType: 'expense',
        })
        .expect(201);
    }
    // The pay and the rent, confirmed as the forecast's recurring items from tomorrow on: the forecast's
    // surplus (retirement's default savings) is 1,500 a month of them.
    for (const [name, direction, amount] of [
      ['Employer', 'income', '6000.00'],
      ['Landlord', 'expense', '4500.00'],
    ])
      await owner.agent
        .post('/api/recurring-items')
        .send({
          name,
          direction,
          amount,
          cadence: 'monthly',
          nextDate: calendar.addDays(calendar.utcToday(), 1),
        })
        .expect(201);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('answers the defaults from the family’s data and no odds before a birth year', async () => {
    const plan = (await owner.agent.get('/api/retirement').expect(200)).body;
    expect(plan.year).toBe(year);
    expect(plan.projection).toBeNull();
    expect(plan.inputs.adults).toEqual([]);
    // Spending: the year's 54,000 of expenses (12 months of 4,500). Savings: the forecast's twelve months'
    // inflows less outflows, the pay and the rent of the months from tomorrow (11 or 12 of them).
    const forecast = (await owner.agent.get('/api/forecast').expect(200)).body;
    const surplus = forecast.months.reduce(
      (sum: Decimal, month: { net: string }) => sum.plus(month.net),
      new Decimal(0),
    );
    expect(['16500.00', '18000.00']).toContain(surplus.toFixed(2));
    expect(forecast.floor).toBe('13500.00');
    expect(plan.defaults).toMatchObject({
      annualSpending: '54000.00',
      annualSavings: surplus.toFixed(2),
      startingWealth: '1000000.00',
      // 600,000 stocks, 300,000 bonds, 100,000 checking as cash
      mix: { stocks: 60, bonds: 30, cash: 10 },
      mixFromHoldings: true,
    });
    expect(plan.defaults.assumptions.inflation).toBe(3);
  });

  it('refuses a retirement age below the current age on its field, and stores nothing', async () => {
    const refused = await owner.agent
      .put('/api/retirement')
      .send({ adults: [adult({ retirementAge: 45 })] })
      .expect(400);
    expect(refused.body.errors).toEqual([
      { path: 'adults.0.retirementAge', message: "Retirement age can't be below the current age (48)" },
    ]);
    const mix = await owner.agent
      .put('/api/retirement')
      .send({ adults: [adult()], mix: { stocks: 70, bonds: 20, cash: 5 } })
      .expect(400);
    expect(mix.body.errors).toEqual([{ path: 'mix.stocks', message: 'The mix must add up to 100%' }]);
    expect((await owner.agent.get('/api/retirement').expect(200)).body.inputs.adults).toEqual([]);
  });

  it('stores the plan and answers its odds, the same on every read (seeded)', async () => {
    const saved = (
      await owner.agent
        .put('/api/retirement')
        .send({ adults: [adult(), adult({ name: 'Claire', birthYear: year - 47, retirementAge: 62 })] })
        .expect(200)
    ).body;
    expect(saved.inputs.adults[1]).toEqual({
      name: 'Claire',
      birthYear: year - 47,
      retirementAge: 62,
      lifeExpectancy: 95,
      benefitAnnual: '30000.00',
      benefitStartAge: 67,
    });
    const { projection } = saved;
    expect(projection.paths).toBe(10_000);
    expect(projection.ages[0]).toBe(48);
    expect(projection.ages.at(-1)).toBe(48 + (95 - 47));
    expect(projection.p50).toHaveLength(projection.ages.length);
    expect(projection.p50[0]).toBe('1000000');
    expect(projection.successProbability).toBeGreaterThan(0);
    expect(projection.successProbability).toBeLessThanOrEqual(1);
    const again = (await owner.agent.get('/api/retirement').expect(200)).body;
    expect(again.projection).toEqual(projection);
  });

  it('runs a what-if without storing it: spending less never lowers the odds', async () => {
    const plan = (await owner.agent.get('/api/retirement').expect(200)).body;
    const body = { adults: plan.inputs.adults, annualSpending: '200000' };
    const lavish = (await owner.agent.post('/api/retirement/simulate').send(body).expect(200)).body;
    const frugal = (
      await owner.agent
        .post('/api/retirement/simulate')
        .send({ ...body, annualSpending: '180000' })
        .expect(200)
    ).body;
    expect(lavish.scenario.annualSpending).toBe('200000.00');
    expect(frugal.projection.successProbability).toBeGreaterThan(lavish.projection.successProbability);
    expect(lavish.projection.medianRunsOutAge).not.toBeNull();
    const after = (await owner.agent.get('/api/retirement').expect(200)).body;
    expect(after.inputs.annualSpending).toBeNull();
    expect(after.projection).toEqual(plan.projection);
  });

  it('keeps what the family entered over the defaults, and null goes back to the default', async () => {
    const plan = (await owner.agent.get('/api/retirement').expect(200)).body;
    const changed = (
      await owner.agent
        .put('/api/retirement')
        .send({
          adults: plan.inputs.adults,
          annualSpending: '60000',
          mix: { stocks: 80, bonds: 20, cash: 0 },
          assumptions: { inflation: 2.5 },
        })
        .expect(200)
    ).body;
    expect(changed.scenario).toMatchObject({
      annualSpending: '60000.00',
      annualSavings: plan.defaults.annualSavings,
      mix: { stocks: 80, bonds: 20, cash: 0 },
    });
    expect(changed.scenario.assumptions).toMatchObject({ inflation: 2.5, stocksReturn: 10 });
    const reset = (
      await owner.agent
        .put('/api/retirement')
        .send({ adults: plan.inputs.adults, annualSpending: null })
        .expect(200)
    ).body;
    expect(reset.scenario.annualSpending).toBe('54000.00');
    expect(reset.inputs.mix).toBeNull();
  });

  it('keeps each family’s plan to itself', async () => {
    const stranger = await signUp(app, 'stranger-retiree');
    const plan = (await stranger.agent.get('/api/retirement').expect(200)).body;
    expect(plan.inputs.adults).toEqual([]);
    expect(plan.defaults.startingWealth).toBe('0.00');
    expect(plan.defaults.mixFromHoldings).toBe(false);
  });
});
