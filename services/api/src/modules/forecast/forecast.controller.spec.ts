import { calendar } from '@heirloom/contracts';
import type { HttpApp } from '@heirloom/server';
import Decimal from 'decimal.js';
import { signUp, type SignedInAgent } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';

const today = calendar.utcToday();
const day = (offset: number) => calendar.addDays(today, offset);

describe.each(testDatabaseKinds())('the cash-flow forecast on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let owner: SignedInAgent;
  let stranger: SignedInAgent;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    owner = await signUp(app, 'forecaster');
    stranger = await signUp(app, 'stranger');
    const account = (
      await owner.agent
        .post('/api/accounts')
        .send({ name: 'Checking', accountType: 'checking', institution: 'Chase', balance: '20000.00' })
        .expect(201)
    ).body;
    // Ignored by the forecast's starting cash: not checking or savings.
    await owner.agent
      .post('/api/accounts')
      .send({ name: 'Brokerage', accountType: 'investment', institution: 'Schwab', balance: '90000.00' })
      .expect(201);
    // Six months of rent (monthly, 2,500.00, the last one three days ago) and some groceries.
    for (let i = 0; i < 6; i++) {
      const date = calendar.addMonths(day(-3), -i);
      await owner.agent
        .post('/api/transactions')
        .send({
          accountId: account.id,
          merchant: `Oak Street Rentals #${i}`,
          amount: '-2500.00',
          category: 'Housing',
          date,
          transactionType: 'expense',
        })
        .expect(201);
      await owner.agent
        .post('/api/transactions')
        .send({
          accountId: account.id,
          merchant: 'Whole Foods',
          amount: `-${137 + i * 37}.15`,
          category: 'Groceries',
          date: day(-(i + 1) * 29 - 5),
          transactionType: 'expense',
        })
        .expect(201);
    }
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('detects the rent, and a confirmed item leaves the suggestions', async () => {
    const overview = (await owner.agent.get('/api/recurring-items/overview').expect(200)).body;
    expect(overview.items).toEqual([]);
    expect(overview.transactionMonths).toBeGreaterThanOrEqual(5);
    expect(overview.detected).toHaveLength(1);
    const [rent] = overview.detected;
    expect(rent).toMatchObject({
      merchantKey: 'oak street rentals',
      direction: 'expense',
      amount: '2500.00',
      cadence: 'monthly',
      occurrences: 6,
    });
    expect(rent.nextDate >= today).toBe(true);
    const confirmed = (
      await owner.agent
        .post('/api/recurring-items')
        .send({
          name: 'Rent',
          detectionKey: rent.key,
          direction: 'expense',
          amount: rent.amount,
          cadence: rent.cadence,
          nextDate: rent.nextDate,
          source: 'detected',
        })
        .expect(201)
    ).body;
    expect(confirmed).toMatchObject({
      name: 'Rent',
      status: 'confirmed',
      source: 'detected',
      amount: '2500.00',
    });
    const after = (await owner.agent.get('/api/recurring-items/overview').expect(200)).body;
    expect(after.detected).toEqual([]);
    expect(after.items.map((i: { id: string }) => i.id)).toEqual([confirmed.id]);
    // Another family sees none of it.
    expect((await stranger.agent.get('/api/recurring-items/overview').expect(200)).body.items).toEqual([]);
    await stranger.agent.get(`/api/recurring-items/${confirmed.id}`).expect(404);
  });

  it('refuses a recurring item without a cadence, and stores nothing', async () => {
    const before = (await owner.agent.get('/api/recurring-items').expect(200)).body.length;
    const refused = await owner.agent
      .post('/api/recurring-items')
      .send({ name: 'Gym', direction: 'expense', amount: '60.00', nextDate: day(3) })
      .expect(400);
    expect(refused.body.errors).toEqual([{ path: 'cadence', message: 'Choose how often it recurs' }]);
    const bad = await owner.agent
      .post('/api/planned-events')
      .send({ name: '', date: 'soon', direction: 'sideways', amount: '-5' })
      .expect(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'amount',
      'date',
      'direction',
      'name',
    ]);
    expect((await owner.agent.get('/api/recurring-items').expect(200)).body).toHaveLength(before);
    expect((await owner.agent.get('/api/planned-events').expect(200)).body).toEqual([]);
  });

  it('forecasts twelve months from the cash accounts and the confirmed items, each traceable', async () => {
    const forecast = (await owner.agent.get('/api/forecast').expect(200)).body;
    expect(forecast.startingBalance).toBe('20000.00');
    expect(forecast.months).toHaveLength(12);
    expect(forecast.months[0].month).toBe(today.slice(0, 7));
    for (const month of forecast.months) {
      const sum = month.items.reduce((t: Decimal, i: { amount: string }) => t.plus(i.amount), new Decimal(0));
      expect(sum.toFixed(2)).toBe(month.net);
      expect(new Decimal(month.opening).plus(month.net).toFixed(2)).toBe(month.closing);
    }
    const rent = forecast.months
      .flatMap((m: { items: { label: string }[] }) => m.items)
      .filter((i: { label: string }) => i.label === 'Rent');
    expect(rent.length).toBeGreaterThanOrEqual(11);
    expect(forecast.months[11].closing).toBe(
      new Decimal(20000).minus(new Decimal(2500).times(rent.length)).toFixed(2),
    );
    // The default floor: three times the average month of expenses of the last year.
    expect(forecast.floorIsDefault).toBe(true);
    expect(new Decimal(forecast.floor).toFixed(2)).toBe(
      new Decimal(forecast.monthlyExpenses).times(3).toFixed(2),
    );
    expect(forecast.settings).toEqual({ floor: null, investmentPeriodYears: 5, taxEstimateShare: '100.00' });
  });

  it('warns when a planned event breaks the floor the family set, and stops counting a stopped item', async () => {
    await owner.agent.patch('/api/forecast/settings').send({ floor: '-15000' }).expect(200);
    expect((await owner.agent.get('/api/forecast').expect(200)).body.warning).toBeNull();
    const event = (
      await owner.agent
        .post('/api/planned-events')
        .send({ name: 'Tuition', date: day(40), direction: 'expense', amount: '35000' })
        .expect(201)
    ).body;
    expect(event).toMatchObject({ name: 'Tuition', amount: '35000.00', direction: 'expense' });
    const forecast = (await owner.agent.get('/api/forecast').expect(200)).body;
    expect(forecast.floor).toBe('-15000.00');
    expect(forecast.warning).toMatchObject({ month: day(40).slice(0, 7), floor: '-15000.00' });
    expect(forecast.lowest.month).toBe(forecast.months[11].month);
    const [item] = (await owner.agent.get('/api/recurring-items').expect(200)).body;
    await owner.agent.patch(`/api/recurring-items/${item.id}`).send({ status: 'stopped' }).expect(200);
    const stopped = (await owner.agent.get('/api/forecast').expect(200)).body;
    expect(stopped.months[11].closing).toBe('-15000.00');
    expect(stopped.warning).toBeNull();
    // Stopped: still not suggested again.
    expect((await owner.agent.get('/api/recurring-items/overview').expect(200)).body.detected).toEqual([]);
    const refused = await owner.agent
      .patch('/api/forecast/settings')
      .send({ investmentPeriodYears: 0, taxEstimateShare: '120' })
      .expect(400);
    expect(refused.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'investmentPeriodYears',
      'taxEstimateShare',
    ]);
    await owner.agent.patch('/api/forecast/settings').send({ floor: null }).expect(200);
    expect((await owner.agent.get('/api/forecast/settings').expect(200)).body.floor).toBeNull();
  });

  it('finds pay twice a month and forecasts it on both its days', async () => {
    const payee = await signUp(app, 'payee');
    const account = (
      await payee.agent
        .post('/api/accounts')
        .send({ name: 'Checking', accountType: 'checking', institution: 'Chase', balance: '1000.00' })
        .expect(201)
    ).body;
    // The 1st and the 15th of the last five months (weekends included: the rows are what was paid).
    const paydays = Array.from({ length: 6 }, (_, i) => calendar.addMonths(`${today.slice(0, 7)}-01`, -i))
      .flatMap((first) => [first, `${first.slice(0, 7)}-15`])
      .filter((date) => date <= today && date >= calendar.addDays(today, -150));
    for (const date of paydays)
      await payee.agent
        .post('/api/transactions')
        .send({
          accountId: account.id,
          merchant: 'Whitman Family Dentistry Payroll',
          amount: '6148.27',
          category: 'Income',
          date,
          transactionType: 'income',
        })
        .expect(201);
    const [pay] = (await payee.agent.get('/api/recurring-items/overview').expect(200)).body.detected;
    expect(pay).toMatchObject({ cadence: 'semimonthly', amount: '6148.27' });
    expect([1, 15]).toContain(Number(pay.nextDate.slice(8)));
    expect(pay.otherDay).toBe(Number(pay.nextDate.slice(8)) === 1 ? 15 : 1);
    const item = {
      name: pay.name,
      detectionKey: pay.key,
      direction: 'income',
      amount: pay.amount,
      cadence: pay.cadence,
      nextDate: pay.nextDate,
      source: 'detected',
    };
    const refused = await payee.agent
      .post('/api/recurring-items')
      .send({ ...item, otherDay: 32 })
      .expect(400);
    expect(refused.body.errors.map((e: { path: string }) => e.path)).toEqual(['otherDay']);
    const saved = (
      await payee.agent
        .post('/api/recurring-items')
        .send({ ...item, otherDay: pay.otherDay })
        .expect(201)
    ).body;
    expect(saved).toMatchObject({ cadence: 'semimonthly', otherDay: pay.otherDay });
    const forecast = (await payee.agent.get('/api/forecast').expect(200)).body;
    // Every month after the first has both pay days: $12,296.54 in.
    for (const month of forecast.months.slice(1)) {
      expect(month.items.map((i: { date: string }) => Number(i.date.slice(8)))).toEqual([1, 15]);
      expect(month.inflow).toBe('12296.54');
    }
  });

  it("spreads each fund's unfunded commitment over its own investment period, or the family's", async () => {
    const investor = await signUp(app, 'investor');
    const investmentDate = calendar.addMonths(`${today.slice(0, 7)}-01`, -24);
    const fund = {
      name: 'Summit Ridge Capital Partners IV',
      sponsor: 'Summit Ridge Capital',
      investmentDate,
      initialInvestment: '100000.00',
      commitment: '250000.00',
      currentValue: '100000.00',
      capitalCalls: '100000.00',
    };
    const refused = await investor.agent
      .post('/api/private-placements')
      .send({ ...fund, investmentPeriodYears: 16 })
      .expect(400);
    expect(refused.body.errors.map((e: { path: string }) => e.path)).toEqual(['investmentPeriodYears']);
    const placement = (
      await investor.agent
        .post('/api/private-placements')
        .send({ ...fund, investmentPeriodYears: '3' })
        .expect(201)
    ).body;
    expect(placement.investmentPeriodYears).toBe(3);
    const own = (await investor.agent.get('/api/forecast').expect(200)).body;
    expect(own.assumptions.capitalCalls).toEqual([
      {
        fundId: placement.id,
        name: fund.name,
        unfunded: '150000.00',
        investmentPeriodYears: 3,
        ownPeriod: true,
        periodEnds: calendar.addMonths(investmentDate, 36),
      },
    ]);
    // Three years from two years ago: this month and the twelve after it share the 150,000.00.
    const calls = own.months.flatMap((m: { items: { source: string; amount: string }[] }) =>
      m.items.filter((i) => i.source === 'capital_call'),
    );
    expect(calls).toHaveLength(12);
    expect(calls[0].amount).toBe('-11538.46');
    await investor.agent
      .patch(`/api/private-placements/${placement.id}`)
      .send({ investmentPeriodYears: null })
      .expect(200);
    const family = (await investor.agent.get('/api/forecast').expect(200)).body;
    expect(family.assumptions.capitalCalls[0]).toMatchObject({ investmentPeriodYears: 5, ownPeriod: false });
    expect(
      (await investor.agent.get(`/api/private-placements/${placement.id}`).expect(200)).body
        .investmentPeriodYears,
    ).toBeNull();
  });

  it('answers an empty family with no months of transactions and its cash flat', async () => {
    const forecast = (await stranger.agent.get('/api/forecast').expect(200)).body;
    expect(forecast.transactionMonths).toBe(0);
    expect(forecast.startingBalance).toBe('0.00');
    expect(forecast.months.every((m: { items: unknown[] }) => m.items.length === 0)).toBe(true);
  });
});
