// POST /api/recommendations/generate against a real API process (the demo family on SQLite), with real
// session cookies forwarded exactly as in production.
import {
  recommendationOpenKey,
  recommendationSchema,
  type GenerateRecommendationsResult,
  type Recommendation,
} from '@heirloom/contracts';
import type { HttpApp } from '@heirloom/server';
import request from 'supertest';
import { API_UNAVAILABLE_MESSAGE } from '../data/api-client';
import { freePort, startApiProcess, type ApiProcess } from '../testing/api-process';
import { createTestApp } from '../testing/test-app';

const DEMO = { username: 'demo', password: 'demo1234' };

/**
 * Gives a user an account of idle cash and a year of spending: the analyst finds excess cash, and a
 * referral (no financial advisor in their empty network).
 */
async function giveIdleCash(api: ApiProcess, cookie: string): Promise<void> {
  const post = async (path: string, body: object) => {
    const response = await fetch(`${api.url}/api${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string };
  };
  const account = await post('/accounts', {
    name: 'Savings',
    accountType: 'savings',
    institution: 'Ally',
    balance: '50000',
  });
  await post('/transactions', {
    accountId: account.id,
    merchant: 'Rent',
    amount: '-2000',
    category: 'Housing',
    date: new Date().toISOString().slice(0, 10),
    transactionType: 'expense',
  });
}

describe('POST /api/recommendations/generate', () => {
  let api: ApiProcess;
  let app: HttpApp;
  let demo: string;

  beforeAll(async () => {
    api = await startApiProcess({ seedDemo: true });
    app = await createTestApp({ apiUrl: api.url, chatRateLimitPerMinute: 1000 });
    demo = await api.signIn(DEMO.username, DEMO.password);
  }, 90_000);

  afterAll(async () => {
    await app?.close();
    await api?.stop();
  });

  const generate = async (cookie: string) =>
    (
      await request(app.getHttpServer())
        .post('/api/recommendations/generate')
        .set('Cookie', cookie)
        .expect(200)
    ).body as GenerateRecommendationsResult;
  const listed = async (cookie: string): Promise<Recommendation[]> => {
    const response = await fetch(`${api.url}/api/recommendations`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return (await response.json()) as Recommendation[];
  };
  const openKeys = (rows: Recommendation[]) =>
    rows
      .map(recommendationOpenKey)
      .filter((key) => key !== null)
      .sort();
  const idOf = async (cookie: string, path: string, match: (row: Record<string, string>) => boolean) => {
    const rows = (await (await fetch(`${api.url}/api${path}`, { headers: { cookie } })).json()) as Record<
      string,
      string
    >[];
    const row = rows.find(match);
    if (!row) throw new Error(`nothing matched in ${path}`);
    return row.id!;
  };

  it('answers 401 without a session and with a made-up one', async () => {
    const missing = await request(app.getHttpServer()).post('/api/recommendations/generate').expect(401);
    expect(missing.body.message).toBeDefined();
    await request(app.getHttpServer())
      .post('/api/recommendations/generate')
      .set('Cookie', 'hl_session=not-a-session')
      .expect(401);
  });

  it('stores what is new for the demo family, next to the seeded open recommendations, never twice', async () => {
    const before = await listed(demo);
    const first = await generate(demo);

    // The seed already holds open recommendations for the rental refinance, the brokerage's losses, the
    // expiring homeowners policy, the 2017 wills, the estate planner and the life cover gap: skipped.
    expect(first.skipped).toBe(6);
    const willsId = await idOf(demo, '/estate-documents', (d) => d.documentType === 'last_will');
    expect(first.recommendations.map((r) => r.relatedEntityId)).not.toContain(willsId);
    expect(first.recommendations.map((r) => r.type).sort()).toEqual([
      'estate_update', // the healthcare directive, last updated more than 5 years ago
      'estate_update', // the financial power of attorney, the same
      'estate_update', // the HIPAA authorizations, the same
      'estate_update', // no trust
      'excess_cash',
      'investment_concentration', // NVDA
    ]);
    expect(first.created).toBe(first.recommendations.length);
    for (const row of first.recommendations) {
      expect(recommendationSchema.safeParse(row).success).toBe(true);
      expect(row.status).toBe('new');
      expect(row.evidence?.formula).toEqual(expect.any(String));
    }
    const trust = first.recommendations.find((r) => r.type === 'estate_update' && r.relatedEntityId === null);
    expect(trust?.title).toBe('Complete your estate plan: add a trust');
    const cash = first.recommendations.find((r) => r.type === 'excess_cash');
    expect(cash?.description).toContain('6 months of spending');

    // Through the API: exactly the seeded rows plus the created ones.
    const after = await listed(demo);
    expect(after).toHaveLength(before.length + first.created);
    expect(new Set(openKeys(after)).size).toBe(openKeys(after).length);

    const second = await generate(demo);
    expect(second).toEqual({ created: 0, skipped: first.created + first.skipped, recommendations: [] });
    expect(await listed(demo)).toHaveLength(after.length);
  });

  it('finds the rental refinance, the expiring policy and the rest once the seeded ones are completed', async () => {
    for (const row of await listed(demo)) {
      if (row.status === 'completed') continue;
      const response = await fetch(`${api.url}/api/recommendations/${row.id}`, {
        method: 'PATCH',
        headers: { cookie: demo, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'completed' }),
      });
      expect(response.status).toBe(200);
    }
    const run = await generate(demo);
    expect(run.skipped).toBe(0);
    const byType = (type: string) => run.recommendations.filter((r) => r.type === type);

    const rentalMortgage = await idOf(demo, '/mortgages', (m) => m.interestRate === '7.625');
    const [refinance, ...moreRefinances] = byType('refinance');
    expect(moreRefinances).toEqual([]);
    expect(refinance).toMatchObject({
      relatedEntityId: rentalMortgage,
      priority: 'high',
      evidence: {
        inputs: expect.objectContaining({ currentRate: '7.625', breakEvenMonths: expect.any(Number) }),
      },
    });
    expect(refinance?.description).toContain('6.25%');
    expect(refinance?.evidence?.assumptions).toHaveProperty('MARKET_MORTGAGE_RATE_PERCENT');

    const homeowners = await idOf(
      demo,
      '/insurance',
      (p) => p.provider === 'Chubb' && p.policyType === 'property',
    );
    expect(byType('insurance_review').map((r) => r.relatedEntityId)).toContain(homeowners);
    expect(byType('insurance_review').map((r) => r.title)).toContain('Close the life insurance gap');
    expect(byType('tax_harvest')).toHaveLength(1);
    expect(byType('tax_harvest')[0]?.description).toContain('30 days');
    const [referral] = byType('professional_referral');
    expect(referral).toMatchObject({
      title: 'Add an estate planner to your team',
      evidence: { category: 'estate' },
    });

    // Most pressing first in the answer; every row as the API stores it.
    const ranks = run.recommendations.map((r) => ({ high: 0, medium: 1, low: 2 })[r.priority]);
    expect([...ranks].sort()).toEqual(ranks);

    expect((await generate(demo)).created).toBe(0);
  });

  it("only ever reads and writes the caller's own data", async () => {
    const demoBefore = await listed(demo);
    const stranger = await api.register('stranger-b');

    // A new user has nothing to analyse: nothing is created, and nothing of the family leaks in.
    const empty = await generate(stranger);
    expect(empty).toEqual({ created: 0, skipped: 0, recommendations: [] });

    // With an account of their own holding idle cash and a year of spending, they get their own finding.
    await giveIdleCash(api, stranger);
    const own = await generate(stranger);
    // Idle cash, and no financial advisor in their (empty) network to help invest it.
    expect(own.recommendations.map((r) => r.type)).toEqual(['excess_cash', 'professional_referral']);

    const strangerRows = await listed(stranger);
    expect(strangerRows.map((r) => r.id)).toEqual(own.recommendations.map((r) => r.id));
    const demoIds = new Set(demoBefore.map((r) => r.id));
    expect(strangerRows.some((r) => demoIds.has(r.id))).toBe(false);
    // The family's recommendations are exactly as they were.
    expect(await listed(demo)).toEqual(demoBefore);
  });
});

describe('POST /api/recommendations/generate on two AI replicas at once', () => {
  let api: ApiProcess;
  let replicas: HttpApp[] = [];

  beforeAll(async () => {
    api = await startApiProcess({ seedDemo: false });
    replicas = await Promise.all(
      [1, 2].map(() => createTestApp({ apiUrl: api.url, chatRateLimitPerMinute: 1000 })),
    );
  }, 90_000);

  afterAll(async () => {
    await Promise.all(replicas.map((app) => app.close()));
    await api?.stop();
  });

  it('stores each finding once: the API refuses the second open copy and the slower run counts it skipped', async () => {
    const cookie = await api.register('two-replicas');
    await giveIdleCash(api, cookie);

    // Three clicks on each replica, all at once: each run finds the same two findings.
    const runs = await Promise.all(
      [...replicas, ...replicas, ...replicas].map(
        async (app) =>
          (
            await request(app.getHttpServer())
              .post('/api/recommendations/generate')
              .set('Cookie', cookie)
              .expect(200)
          ).body as GenerateRecommendationsResult,
      ),
    );
    expect(runs.reduce((n, run) => n + run.created, 0)).toBe(2);
    expect(runs.reduce((n, run) => n + run.skipped, 0)).toBe(runs.length * 2 - 2);

    const stored = (await (
      await fetch(`${api.url}/api/recommendations`, { headers: { cookie } })
    ).json()) as Recommendation[];
    expect(stored.map((r) => r.type).sort()).toEqual(['excess_cash', 'professional_referral']);
  });
});

describe('POST /api/recommendations/generate without the API', () => {
  it('answers 503 with the clear message', async () => {
    // A port nobody listens on.
    const app = await createTestApp({ apiUrl: `http://127.0.0.1:${await freePort()}`, apiTimeoutMs: 2_000 });
    try {
      const response = await request(app.getHttpServer())
        .post('/api/recommendations/generate')
        .set('Cookie', 'hl_session=anything')
        .expect(503);
      expect(response.body).toEqual({ message: API_UNAVAILABLE_MESSAGE });
    } finally {
      await app.close();
    }
  });
});
