// POST /api/ai/review {area} against a real API process with the demo family.
import { aiReviewAreas } from '@heirloom/contracts';
import type { HttpApp } from '@heirloom/server';
import Decimal from 'decimal.js';
import request from 'supertest';
import { analyzeFamily, defaultAssumptions, type FamilyAnalysis } from '../analytics';
import { EDUCATION_NOTE } from '../facts/answers';
import { formatDate, formatMoney, formatMoneyLead } from '../facts/format';
import { ApiClient } from '../data/api-client';
import { loadFamilyData, type FamilyData } from '../data/family-data';
import { startApiProcess, type ApiProcess } from '../testing/api-process';
import { createTestApp } from '../testing/test-app';

const sum = (values: (string | null)[]) => values.reduce((t, v) => t.plus(v ?? 0), new Decimal(0));

describe('POST /api/ai/review', () => {
  let api: ApiProcess;
  let app: HttpApp;
  let cookie: string;
  let data: FamilyData;
  let analysis: FamilyAnalysis;

  beforeAll(async () => {
    api = await startApiProcess();
    cookie = await api.signIn('demo', 'demo1234');
    app = await createTestApp({ apiUrl: api.url, chatRateLimitPerMinute: 1000 });
    data = await loadFamilyData(new ApiClient({ baseUrl: api.url, timeoutMs: 10_000 }).forUser(cookie));
    analysis = analyzeFamily(data, defaultAssumptions);
  }, 90_000);

  afterAll(async () => {
    await app?.close();
    await api?.stop();
  });

  const review = async (area: string, as = cookie) => {
    const response = await request(app.getHttpServer())
      .post('/api/ai/review')
      .set('Cookie', as)
      .send({ area })
      .expect(200);
    expect(response.body).toEqual({
      area,
      title: expect.stringMatching(/ review$/),
      review: expect.any(String),
    });
    expect(response.body.review.endsWith(EDUCATION_NOTE)).toBe(true);
    return response.body as { area: string; title: string; review: string };
  };

  it('private investments: totals, each placement, uncalled capital and the K-1s of the last tax year', async () => {
    const { title, review: text } = await review('private_investments');
    expect(title).toBe('Private Investments review');
    const placements = sum(data.privatePlacements.map((p) => p.currentValue));
    const businesses = sum(data.businesses.map((b) => b.currentValuation));
    expect(text).toContain(
      `Your private investments are worth ${formatMoneyLead(placements.plus(businesses))}`,
    );
    expect(text).toContain(
      `worth ${formatMoney(placements)} (${formatMoney(sum(data.privatePlacements.map((p) => p.initialInvestment)))} invested)`,
    );
    expect(text).toContain(`businesses valued at ${formatMoney(businesses)}`);
    for (const p of data.privatePlacements) expect(text).toContain(p.name);
    for (const b of data.businesses) expect(text).toContain(`${b.name} (`);
    const uncalled = data.privatePlacements
      .map((p) => new Decimal(p.initialInvestment).minus(p.capitalCalls ?? 0))
      .filter((d) => d.greaterThan(0));
    expect(uncalled).toHaveLength(1);
    expect(text).toContain(`Capital still to be called: ${formatMoney(uncalled[0]!)}`);
    const lastYear = Number(data.today.slice(0, 4)) - 1;
    const k1s = data.k1Documents.filter((k) => k.taxYear === lastYear);
    expect(text).toContain(`K-1s for ${lastYear}: all ${k1s.length} received`);
  });

  it('private investments: flags a placement without a K-1 for the last tax year', async () => {
    const owner = await api.register('k1-missing');
    const lastYear = Number(data.today.slice(0, 4)) - 1;
    const created = await fetch(`${api.url}/api/private-placements`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner },
      body: JSON.stringify({
        name: 'Granite Peak Ventures II',
        sponsor: 'Granite Peak',
        investmentType: 'venture_capital',
        investmentDate: `${lastYear - 1}-05-01`,
        initialInvestment: '100000',
        currentValue: '120000',
      }),
    });
    expect(created.status).toBe(201);
    const { review: text } = await review('private_investments', owner);
    expect(text).toContain(`K-1s for ${lastYear}: still missing from Granite Peak Ventures II`);
    expect(text).toContain(`Your private investments are worth ${formatMoney('120000')}`);
  });

  it('estate: the outdated documents, the missing trust and the next steps', async () => {
    const { title, review: text } = await review('estate');
    expect(title).toBe('Estate Planning review');
    for (const d of data.estateDocuments.filter((x) => x.status === 'outdated'))
      expect(text).toContain(d.title);
    expect(text).toContain('No trust on file');
    expect(text).toContain('Next steps:');
    for (const f of analysis.findings.filter((x) => x.category === 'estate')) expect(text).toContain(f.title);
  });

  it("tax: the latest return's figures and the harvestable losses", async () => {
    const { review: text } = await review('tax');
    const year = Math.max(...data.taxDocuments.map((d) => d.taxYear));
    expect(text).toContain(`Your latest return is for ${year}`);
    expect(text).toContain(
      formatMoney(sum(data.taxDocuments.filter((d) => d.taxYear === year).map((d) => d.totalTax))),
    );
    expect(text).toContain(
      `You have ${formatMoney(analysis.taxHarvest.harvestableLoss)} of unrealized losses`,
    );
  });

  it('insurance, real estate, investments and budget', async () => {
    const insurance = (await review('insurance')).review;
    const expiring = analysis.insurance.expiring[0]!;
    expect(insurance).toContain(`expires on ${formatDate(expiring.expirationDate)}`);

    const realEstate = (await review('real_estate')).review;
    expect(realEstate).toContain(`worth ${formatMoneyLead(sum(data.properties.map((p) => p.currentValue)))}`);
    const refi = analysis.refinance.mortgages.find((m) => m.recommended)!;
    expect(realEstate).toContain(`the payment would be ${formatMoney(refi.newPayment!)}`);

    const investments = (await review('investments')).review;
    const top = analysis.investment.concentrated[0]!;
    expect(investments).toContain(`${top.symbol} is`);
    expect(investments).toContain(formatMoney(top.currentValue));

    const budget = (await review('budget')).review;
    expect(budget).toContain(`budgeted ${formatMoney(sum(data.budgets.map((b) => b.monthlyBudget)))}`);
    expect(budget).toContain(`you spent ${formatMoney(data.spending.expenses)}`);
  });

  it('answers every area of the contract', async () => {
    for (const area of aiReviewAreas) await review(area);
  });

  it('refuses an unknown or missing area with the field message', async () => {
    for (const body of [{ area: 'crypto' }, {}, { area: '' }]) {
      const response = await request(app.getHttpServer())
        .post('/api/ai/review')
        .set('Cookie', cookie)
        .send(body)
        .expect(400);
      expect(response.body).toEqual({
        message: 'Validation failed',
        errors: [{ path: 'area', message: `Choose an area: ${aiReviewAreas.join(', ')}` }],
      });
    }
  });

  it('answers 401 without a session', async () => {
    await request(app.getHttpServer()).post('/api/ai/review').send({ area: 'estate' }).expect(401);
  });
});
