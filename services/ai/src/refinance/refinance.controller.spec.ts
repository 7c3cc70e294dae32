// GET /api/ai/refinance/{mortgageId} against a real API process with the demo family: the analyst's
// figures for each of the family's mortgages, the assumptions stated, and the refusals.
import type { Mortgage, Property } from '@heirloom/contracts';
import type { HttpApp } from '@heirloom/server';
import Decimal from 'decimal.js';
import request from 'supertest';
import { amortizedPayment, analyzeRefinance, defaultAssumptions, remainingMonths } from '../analytics';
import { isoDay } from '../data/family-data';
import { startApiProcess, type ApiProcess } from '../testing/api-process';
import { createTestApp } from '../testing/test-app';

describe('GET /api/ai/refinance/:mortgageId', () => {
  let api: ApiProcess;
  let app: HttpApp;
  let cookie: string;
  let mortgages: Mortgage[];
  let properties: Property[];

  const get = async <T>(path: string): Promise<T> =>
    (await fetch(`${api.url}/api${path}`, { headers: { cookie } })).json() as Promise<T>;

  beforeAll(async () => {
    api = await startApiProcess();
    cookie = await api.signIn('demo', 'demo1234');
    app = await createTestApp({ apiUrl: api.url });
    mortgages = await get<Mortgage[]>('/mortgages');
    properties = await get<Property[]>('/properties');
  }, 90_000);

  afterAll(async () => {
    await app?.close();
    await api?.stop();
  });

  it("answers each of the family's mortgages with the analyst's figures and the assumptions", async () => {
    expect(mortgages.length).toBeGreaterThan(0);
    const expected = analyzeRefinance(
      { today: isoDay(new Date()), mortgages, properties },
      defaultAssumptions,
    ).analysis.mortgages;
    for (const mortgage of mortgages) {
      const { body } = await request(app.getHttpServer())
        .get(`/api/ai/refinance/${mortgage.id}`)
        .set('Cookie', cookie)
        .expect(200);
      const { formula, assumptions, ...figures } = body;
      expect(figures).toEqual(expected.find((m) => m.mortgageId === mortgage.id));
      expect(formula).toContain('breakEvenMonths = ceil(closingCosts / monthlySaving)');
      expect(assumptions).toEqual([
        {
          name: 'MARKET_MORTGAGE_RATE_PERCENT',
          value: '6.25%',
          meaning: 'the annual rate a refinance would get today',
        },
        expect.objectContaining({ name: 'REFINANCE_CLOSING_COST_PERCENT', value: '2%' }),
        expect.objectContaining({ name: 'REFINANCE_MAX_BREAK_EVEN_PERCENT_OF_TERM', value: '25%' }),
      ]);
      expect(body.propertyAddress).toBe(properties.find((p) => p.id === mortgage.propertyId)!.address);
    }
  });

  it('the highest-rate loan: the saving and break-even follow from its own figures', async () => {
    const loan = [...mortgages].sort((a, b) => Number(b.interestRate) - Number(a.interestRate))[0]!;
    const { body } = await request(app.getHttpServer())
      .get(`/api/ai/refinance/${loan.id}`)
      .set('Cookie', cookie)
      .expect(200);
    const months = remainingMonths(isoDay(new Date()), loan.maturityDate);
    const saving = new Decimal(loan.monthlyPayment).minus(
      amortizedPayment(loan.currentBalance, '6.25', months),
    );
    const closing = new Decimal(loan.currentBalance).times(0.02).toDecimalPlaces(2);
    expect(body.monthlySaving).toBe(saving.toFixed(2));
    expect(body.closingCosts).toBe(closing.toFixed(2));
    expect(body.breakEvenMonths).toBe(closing.div(saving).ceil().toNumber());
    expect(body.recommended).toBe(true);
  });

  it("is 404 for an unknown id or another user's mortgage, 401 without a session", async () => {
    await request(app.getHttpServer()).get('/api/ai/refinance/no-such-id').set('Cookie', cookie).expect(404);
    const stranger = await api.register('refi-stranger');
    await request(app.getHttpServer())
      .get(`/api/ai/refinance/${mortgages[0]!.id}`)
      .set('Cookie', stranger)
      .expect(404);
    await request(app.getHttpServer()).get(`/api/ai/refinance/${mortgages[0]!.id}`).expect(401);
  });
});
