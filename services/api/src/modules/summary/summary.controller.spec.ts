import type { HttpApp } from '@heirloom/server';
import Decimal from 'decimal.js';
import request from 'supertest';
import { DataSource, type Logger } from 'typeorm';
import { signUp, type SignedInAgent } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { SummaryService } from './summary.service';

type Row = Record<string, unknown> & { id: string };

/** Sums computed here, independently of familyFigures: the figures must equal them. */
const total = (values: unknown[]) => values.reduce<Decimal>((sum, v) => sum.plus(String(v)), new Decimal(0));
const money = (value: Decimal) => value.toFixed(2);
const today = () => new Date().toISOString().slice(0, 10);

const EMPTY_FIGURES = {
  liquidAssets: '0.00',
  nonLiquidAssets: '0.00',
  realEstateValue: '0.00',
  mortgageBalance: '0.00',
  realEstateEquity: '0.00',
  netWorth: '0.00',
  creditOwed: '0.00',
  totalLiabilities: '0.00',
  creditLimit: '0.00',
  creditUtilization: null,
  totalCoverage: '0.00',
  lifeCoverage: '0.00',
  investmentValue: '0.00',
  holdingsCostBasis: '0.00',
  holdingsValue: '0.00',
  totalReturn: '0.00',
  totalReturnPercent: '0.00',
};

describe.each(testDatabaseKinds())('GET /api/summary and GET /api/family on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let owner: SignedInAgent;
  let stranger: SignedInAgent;

  const post = async (who: SignedInAgent, path: string, body: object): Promise<Row> =>
    (await who.agent.post(`/api/${path}`).send(body).expect(201)).body;
  const get = async (who: SignedInAgent, path: string) =>
    (await who.agent.get(`/api/${path}`).expect(200)).body;

  /** A family with more than five rows of every cut list, in no particular order. */
  async function addFamily(who: SignedInAgent, tag: string): Promise<void> {
    const accountNames = [
      'Zeta Savings',
      'alpha Checking',
      'Echo Checking',
      'Delta Savings',
      'Foxtrot',
      'Bravo',
    ];
    for (const [i, name] of accountNames.entries()) {
      await post(who, 'accounts', {
        name: `${name} ${tag}`,
        accountType: i % 2 ? 'savings' : 'checking',
        institution: 'Chase',
        balance: `${1000 + i}.10`,
      });
    }
    // A card typed positive (stored as owed) with a limit, and one without.
    await post(who, 'accounts', {
      name: `Card ${tag}`,
      accountType: 'credit',
      institution: 'Amex',
      balance: '500.25',
      creditLimit: '2000',
    });
    await post(who, 'accounts', {
      name: `Card 2 ${tag}`,
      accountType: 'credit',
      institution: 'Citi',
      balance: '-0.20',
    });
    const brokerage = await post(who, 'accounts', {
      name: `Brokerage ${tag}`,
      accountType: 'investment',
      institution: 'Schwab',
      balance: '1300.00',
    });
    for (const [symbol, cost, value] of [
      ['AAA', '600.00', '700.00'],
      ['BBB', '400.00', '380.00'],
    ]) {
      await post(who, 'holdings', {
        accountId: brokerage.id,
        symbol,
        name: symbol,
        shares: '1',
        costBasis: cost,
        currentValue: value,
      });
    }
    for (const [i, street] of ['Oak', 'Cedar', 'Maple', 'Birch', 'Aspen', 'Pine'].entries()) {
      const property = await post(who, 'properties', {
        address: `${10 + i} ${street} Street ${tag}`,
        propertyType: 'investment',
        purchasePrice: '100000',
        currentValue: `${200000 + i}`,
        purchaseDate: '2015-06-01',
      });
      if (i < 2) {
        await post(who, 'mortgages', {
          propertyId: property.id,
          lender: 'Wells Fargo',
          originalAmount: '150000',
          currentBalance: `${90000 + i}.55`,
          interestRate: '6.5',
          monthlyPayment: '1000',
          startDate: '2015-06-01',
          maturityDate: '2045-06-01',
          loanType: '30-year fixed',
        });
      }
    }
    for (const [i, provider] of [
      'Pacific Life',
      'Guardian',
      'MetLife',
      'Aflac',
      'Transamerica',
      'Lincoln',
    ].entries()) {
      await post(who, 'insurance', {
        policyType: 'life',
        provider: `${provider} ${tag}`,
        policyNumber: `L-${i}`,
        coverageAmount: `${100000 * (i + 1)}`,
        annualPremium: '500',
        startDate: '2020-01-01',
      });
    }
    await post(who, 'insurance', {
      policyType: 'umbrella',
      provider: `Chubb ${tag}`,
      policyNumber: 'U-1',
      coverageAmount: '2000000',
      annualPremium: '900',
      startDate: '2020-01-01',
    });
    for (const [i, updated] of [
      '2019-03-01',
      '2024-05-01',
      '2021-01-01',
      '2025-02-01',
      '2018-07-01',
      '2023-09-01',
    ].entries()) {
      await post(who, 'estate-documents', {
        documentType: 'last_will',
        title: `Will ${i} ${tag}`,
        createdDate: '2017-03-01',
        lastUpdated: updated,
      });
    }
    for (const year of [2019, 2024, 2021, 2023, 2020, 2022]) {
      await post(who, 'tax-documents', { taxYear: year, documentType: '1040', totalIncome: '100000' });
    }
    for (const name of ['Yusuf Ali', 'maria Chen', 'Omar Haddad', 'Beth Ames', 'Carl Ng', 'Zoe Li']) {
      await post(who, 'professionals', { name: `${name} ${tag}`, type: 'cpa' });
    }
    await post(who, 'private-placements', {
      name: `Fund ${tag}`,
      sponsor: 'Summit',
      investmentDate: '2021-05-01',
      initialInvestment: '100000',
      currentValue: '120000.50',
    });
    await post(who, 'businesses', {
      name: `Practice ${tag}`,
      businessType: 'llc',
      foundedDate: '2010-01-01',
      ownershipPercentage: '100',
      currentValuation: '1800000',
      annualRevenue: '950000',
      industry: 'Healthcare',
    });
    const recommendation = (type: string, priority: string) => ({
      type,
      title: `${type} ${tag}`,
      description: 'Because.',
      priority,
    });
    await post(who, 'recommendations', recommendation('tax_harvest', 'low'));
    await post(who, 'recommendations', recommendation('refinance', 'high'));
    await post(who, 'recommendations', recommendation('estate_update', 'medium'));
    const reviewed = await post(who, 'recommendations', recommendation('insurance_review', 'high'));
    await who.agent.patch(`/api/recommendations/${reviewed.id}`).send({ status: 'reviewed' }).expect(200);
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    owner = await signUp(app, 'owner');
    stranger = await signUp(app, 'stranger');
    await addFamily(owner, 'O');
    await addFamily(stranger, 'S');
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('answers 401 without a session', async () => {
    for (const path of ['/api/summary', '/api/family']) {
      expect((await request(app.getHttpServer()).get(path).expect(401)).body).toEqual({
        message: 'Not signed in',
      });
    }
  });

  it('gives a user without data zeros and empty lists', async () => {
    const empty = await signUp(app, 'empty');
    expect(await get(empty, 'summary')).toEqual({
      asOf: today(),
      figures: EMPTY_FIGURES,
      counts: {
        accounts: 0,
        holdings: 0,
        properties: 0,
        mortgages: 0,
        insurancePolicies: 0,
        lifePolicies: 0,
        estateDocuments: 0,
        taxDocuments: 0,
        professionals: 0,
        privatePlacements: 0,
        businesses: 0,
        newRecommendations: 0,
      },
      accounts: [],
      properties: [],
      lifePolicies: [],
      estateDocuments: [],
      taxDocuments: [],
      newRecommendations: [],
      professionals: [],
    });
    const family = await get(empty, 'family');
    expect(family).toMatchObject({ asOf: today(), figures: EMPTY_FIGURES });
    expect(family.spending).toMatchObject({ income: '0.00', expenses: '0.00', count: 0, to: today() });
    for (const list of ['accounts', 'holdings', 'budgets', 'recommendations', 'k1Documents', 'beneficiaries'])
      expect(family[list]).toEqual([]);
  });

  it("computes the figures over all of the user's rows, equal to sums of the lists", async () => {
    const [accounts, holdings, properties, mortgages, insurance, placements, businesses] = await Promise.all(
      [
        'accounts',
        'holdings',
        'properties',
        'mortgages',
        'insurance',
        'private-placements',
        'businesses',
      ].map((path) => get(owner, path)),
    );
    const liquid = total(accounts.map((a: Row) => a.balance));
    const nonLiquid = total(placements.map((p: Row) => p.currentValue)).plus(
      total(businesses.map((b: Row) => b.currentValuation)),
    );
    const realEstate = total(properties.map((p: Row) => p.currentValue));
    const owedOnMortgages = total(mortgages.map((m: Row) => m.currentBalance));
    const cards = accounts.filter((a: Row) => a.accountType === 'credit');
    const creditOwed = total(cards.map((a: Row) => a.balance)).negated();
    const investment = total(
      accounts.filter((a: Row) => a.accountType === 'investment').map((a: Row) => a.balance),
    );
    const costBasis = total(holdings.map((h: Row) => h.costBasis));
    const { figures } = await get(owner, 'summary');
    expect(figures).toEqual({
      liquidAssets: money(liquid),
      nonLiquidAssets: money(nonLiquid),
      realEstateValue: money(realEstate),
      mortgageBalance: money(owedOnMortgages),
      realEstateEquity: money(realEstate.minus(owedOnMortgages)),
      netWorth: money(liquid.plus(nonLiquid).plus(realEstate).minus(owedOnMortgages)),
      creditOwed: money(creditOwed),
      totalLiabilities: money(creditOwed.plus(owedOnMortgages)),
      creditLimit: '2000.00',
      // Only the card with a limit counts: 500.25 / 2000.
      creditUtilization: '25.01',
      totalCoverage: money(total(insurance.map((p: Row) => p.coverageAmount))),
      lifeCoverage: money(
        total(insurance.filter((p: Row) => p.policyType === 'life').map((p: Row) => p.coverageAmount)),
      ),
      investmentValue: money(investment),
      holdingsCostBasis: money(costBasis),
      holdingsValue: money(total(holdings.map((h: Row) => h.currentValue))),
      totalReturn: money(investment.minus(costBasis)),
      totalReturnPercent: money(investment.minus(costBasis).dividedBy(costBasis).times(100)),
    });
    // As written down: 1000.10 .. 1005.10 in six accounts, 1300 invested, 500.45 owed on two cards.
    expect(figures.liquidAssets).toBe('6815.15');
    expect(figures.creditOwed).toBe('500.45');
  });

  it('cuts each card list to its first five, in the documented order, and counts every row', async () => {
    const summary = await get(owner, 'summary');
    expect(summary.counts).toEqual({
      accounts: 9,
      holdings: 2,
      properties: 6,
      mortgages: 2,
      insurancePolicies: 7,
      lifePolicies: 6,
      estateDocuments: 6,
      taxDocuments: 6,
      professionals: 6,
      privatePlacements: 1,
      businesses: 1,
      newRecommendations: 3,
    });
    const names = (rows: Row[], field: string) => rows.map((row) => String(row[field]).replace(/ O$/, ''));
    expect(names(summary.accounts, 'name')).toEqual([
      'alpha Checking',
      'Bravo',
      'Brokerage',
      'Card 2',
      'Card',
    ]);
    expect(names(summary.properties, 'address')).toEqual([
      '10 Oak Street',
      '11 Cedar Street',
      '12 Maple Street',
      '13 Birch Street',
      '14 Aspen Street',
    ]);
    expect(names(summary.lifePolicies, 'provider')).toEqual([
      'Aflac',
      'Guardian',
      'Lincoln',
      'MetLife',
      'Pacific Life',
    ]);
    expect(summary.estateDocuments.map((d: Row) => d.lastUpdated)).toEqual([
      '2025-02-01',
      '2024-05-01',
      '2023-09-01',
      '2021-01-01',
      '2019-03-01',
    ]);
    expect(summary.taxDocuments.map((d: Row) => d.taxYear)).toEqual([2024, 2023, 2022, 2021, 2020]);
    expect(names(summary.professionals, 'name')).toEqual([
      'Beth Ames',
      'Carl Ng',
      'maria Chen',
      'Omar Haddad',
      'Yusuf Ali',
    ]);
    // Every new one (the card filters by category, then shows five), highest priority first.
    expect(summary.newRecommendations.map((r: Row) => [r.type, r.priority, r.status])).toEqual([
      ['refinance', 'high', 'new'],
      ['estate_update', 'medium', 'new'],
      ['tax_harvest', 'low', 'new'],
    ]);
    // The rows are the list routes' rows, unchanged.
    const accounts: Row[] = await get(owner, 'accounts');
    expect(summary.accounts[0]).toEqual(accounts.find((a) => a.id === summary.accounts[0].id));
  });

  it("never shows another user's rows", async () => {
    const mine = JSON.stringify([await get(owner, 'summary'), await get(owner, 'family')]);
    const theirs = [await get(stranger, 'summary'), await get(stranger, 'family')];
    expect(mine).not.toMatch(/ S"/);
    for (const answer of theirs) {
      for (const row of JSON.stringify(answer).matchAll(/"id":"([0-9a-f-]{36})"/g))
        expect(mine).not.toContain(row[1]);
    }
    expect(JSON.stringify(theirs)).not.toMatch(/ O"/);
    expect(theirs[0].figures).toEqual((await get(owner, 'summary')).figures);
  });

  it('answers every list whole for the AI, as its own route does, with the figures and the spending', async () => {
    const checking = (await get(owner, 'accounts')).find((a: Row) => a.accountType === 'checking');
    const day = today();
    await post(owner, 'transactions', {
      accountId: checking.id,
      merchant: 'Market',
      amount: '-42.10',
      category: 'Groceries',
      date: day,
      transactionType: 'expense',
    });
    await post(owner, 'budgets', {
      category: 'groceries',
      monthlyBudget: '400',
      month: Number(day.slice(5, 7)),
      year: Number(day.slice(0, 4)),
    });
    await post(owner, 'beneficiaries', { name: 'Ethan', relationship: 'Son', percentage: '50' });

    const family = await get(owner, 'family');
    const routes: Record<string, string> = {
      accounts: 'accounts',
      holdings: 'holdings',
      budgets: 'budgets',
      properties: 'properties',
      mortgages: 'mortgages',
      insurance: 'insurance',
      estateDocuments: 'estate-documents',
      beneficiaries: 'beneficiaries',
      taxDocuments: 'tax-documents',
      professionals: 'professionals',
      privatePlacements: 'private-placements',
      businesses: 'businesses',
      k1Documents: 'k1-documents',
      recommendations: 'recommendations',
    };
    for (const [list, path] of Object.entries(routes))
      expect([list, family[list]]).toEqual([list, await get(owner, path)]);
    expect(family.budgets[0].currentSpent).toBe('42.10');
    expect(family.asOf).toBe(day);
    expect(family.figures).toEqual((await get(owner, 'summary')).figures);
    expect(family.spending).toEqual(await get(owner, 'transactions/summary'));
    expect(family.spending).toMatchObject({ expenses: '42.10', count: 1 });
  });

  it('lowers net worth by what a card owes, whichever sign it was entered with', async () => {
    const user = await signUp(app, 'cards');
    await post(user, 'accounts', {
      name: 'Checking',
      accountType: 'checking',
      institution: 'Chase',
      balance: '10000',
    });
    const netWorth = async () => new Decimal((await get(user, 'summary')).figures.netWorth);
    const before = await netWorth();
    await post(user, 'accounts', {
      name: 'Typed positive',
      accountType: 'credit',
      institution: 'Chase',
      balance: '2000',
    });
    const afterPositive = await netWorth();
    expect(afterPositive.toFixed(2)).toBe(before.minus(2000).toFixed(2));
    await post(user, 'accounts', {
      name: 'Typed negative',
      accountType: 'credit',
      institution: 'Citi',
      balance: '-2000',
    });
    expect((await netWorth()).toFixed(2)).toBe(afterPositive.minus(2000).toFixed(2));
    expect((await get(user, 'summary')).figures).toMatchObject({
      netWorth: '6000.00',
      creditOwed: '4000.00',
      totalLiabilities: '4000.00',
      creditUtilization: null,
    });
  });
});

/** What GET /api/summary reads when it computes: the family's version, then each table once. */
const SUMMARY_READS = Object.fromEntries(
  [
    'family_versions',
    'accounts',
    // The holdings' count and sums, kept by the database (migration 1797000000000): no holding read.
    'holding_totals',
    'properties',
    'mortgages',
    'insurance_policies',
    'estate_documents',
    'tax_documents',
    'professionals',
    'private_placements',
    'businesses',
    'recommendations',
  ].map((table) => [table, 1]),
);

describe.each(testDatabaseKinds())('the family in one call reads each table once, on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  const queries: string[] = [];
  const recorder: Logger = {
    logQuery: (query) => void queries.push(query),
    logQueryError: () => {},
    logQuerySlow: () => {},
    logSchemaBuild: () => {},
    logMigration: () => {},
    log: () => {},
  };
  /** How often each table was read, the session lookups left out. */
  const reads = () => {
    const tables = queries.flatMap((q) => [...q.matchAll(/\bfrom\s+["`]?(\w+)["`]?/gi)].map((m) => m[1]!));
    const counts: Record<string, number> = {};
    for (const table of tables)
      if (!['sessions', 'users'].includes(table)) counts[table] = (counts[table] ?? 0) + 1;
    return counts;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp({ ...database.options, logging: ['query'], logger: recorder });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('GET /api/summary reads its version, the ten tables the dashboard lists and the holdings totals, once each', async () => {
    const user = await signUp(app, 'owner');
    queries.length = 0;
    await user.agent.get('/api/summary').expect(200);
    expect(reads()).toEqual(SUMMARY_READS);
  });

  it('GET /api/summary of an unchanged family reads its version alone, and anew after any write', async () => {
    const user = await signUp(app, 'kept');
    const figures = async () => (await user.agent.get('/api/summary').expect(200)).body.figures;
    expect(await figures()).toEqual(EMPTY_FIGURES);
    queries.length = 0;
    expect(await figures()).toEqual(EMPTY_FIGURES);
    expect(reads()).toEqual({ family_versions: 1 });

    // A write through a route.
    const { body: account } = await user.agent
      .post('/api/accounts')
      .send({ name: 'Checking', accountType: 'checking', institution: 'Chase', balance: '100.10' })
      .expect(201);
    queries.length = 0;
    expect(await figures()).toMatchObject({ liquidAssets: '100.10', netWorth: '100.10' });
    expect(reads()).toEqual(SUMMARY_READS);

    // A write to the database alone, as another replica or a script would make it.
    const dataSource = app.get(DataSource);
    await dataSource.query(
      `UPDATE ${dataSource.driver.escape('accounts')} SET ${dataSource.driver.escape('balance')} = 250.5 WHERE ${dataSource.driver.escape('id')} = ?`,
      [account.id],
    );
    expect(await figures()).toMatchObject({ liquidAssets: '250.50', netWorth: '250.50' });

    // Another family's write leaves this one's kept.
    const other = await signUp(app, 'kept-other');
    await other.agent
      .post('/api/accounts')
      .send({ name: 'Other', accountType: 'checking', institution: 'Chase', balance: '5' })
      .expect(201);
    queries.length = 0;
    expect(await figures()).toMatchObject({ netWorth: '250.50' });
    expect(reads()).toEqual({ family_versions: 1 });
    expect((await other.agent.get('/api/summary').expect(200)).body.figures).toMatchObject({
      netWorth: '5.00',
    });

    // A new day: the summary is dated, so it is read again.
    const tomorrow = new Date(Date.now() + 86_400_000);
    queries.length = 0;
    const next = await app.get(SummaryService).summary(user.id, tomorrow);
    expect(next.asOf).toBe(tomorrow.toISOString().slice(0, 10));
    expect(reads()).toEqual(SUMMARY_READS);
  });

  it('GET /api/summary with SUMMARY_CACHE_FAMILIES=0 reads every table on every call', async () => {
    const uncached = await createTestApp(
      { ...database.options, logging: ['query'], logger: recorder },
      { summaryCacheFamilies: 0 },
    );
    try {
      const user = await signUp(uncached, 'uncached');
      await user.agent.get('/api/summary').expect(200);
      queries.length = 0;
      await user.agent.get('/api/summary').expect(200);
      const { family_versions: _version, ...computed } = SUMMARY_READS;
      expect(reads()).toEqual(computed);
    } finally {
      await uncached.close();
    }
  });

  it('GET /api/family reads every table once (the transactions for budget spending), the 365 days from their day sums, and its version', async () => {
    const user = await signUp(app, 'family');
    await user.agent
      .post('/api/budgets')
      .send({ category: 'Shopping', monthlyBudget: '1', month: 1, year: 2026 });
    queries.length = 0;
    await user.agent.get('/api/family').expect(200);
    expect(reads()).toEqual({
      accounts: 1,
      holdings: 1,
      budgets: 1,
      properties: 1,
      mortgages: 1,
      insurance_policies: 1,
      estate_documents: 1,
      beneficiaries: 1,
      tax_documents: 1,
      professionals: 1,
      private_placements: 1,
      businesses: 1,
      k1_documents: 1,
      recommendations: 1,
      transactions: 1,
      transaction_day_sums: 1,
      family_versions: 1,
    });
  });

  it('GET /api/family unchanged since its ETag reads the version alone', async () => {
    const user = await signUp(app, 'family-unchanged');
    const { etag } = (await user.agent.get('/api/family').expect(200)).headers;
    queries.length = 0;
    await user.agent
      .get('/api/family')
      .set('If-None-Match', etag as string)
      .expect(304);
    expect(reads()).toEqual({ family_versions: 1 });
  });
});
