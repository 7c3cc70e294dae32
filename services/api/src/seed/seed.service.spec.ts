import {
  accessMessages,
  calendar,
  rangeStart,
  sumMoney,
  utcDayOf,
  type NetWorthHistory,
} from '@heirloom/contracts';
import type { HttpApp } from '@heirloom/server';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { NetWorthSnapshotEntity } from '../modules/net-worth/net-worth-snapshot.entity';
import { createTestApp } from '../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/test-databases';
import { AccessGrantEntity } from '../modules/access/access-grant.entity';
import { FamilyMemberEntity } from '../modules/access/family.entity';
import { UserEntity } from '../modules/auth/user.entity';
import {
  DEMO_FAMILY_NAME,
  DEMO_PASSWORD,
  DEMO_PROFESSIONAL_USERNAME,
  DEMO_USERNAME,
  SeedService,
} from './seed.service';

const DAY = 86_400_000;

describe.each(testDatabaseKinds())('the demo family on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let demo: TestAgent;
  const get = async <T = Record<string, unknown>[]>(path: string): Promise<T> =>
    (await demo.get(`/api/${path}`).expect(200)).body as T;
  const distinct = (rows: Record<string, unknown>[], field: string) => new Set(rows.map((r) => r[field]));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options, { seedDemo: true });
    demo = request.agent(app.getHttpServer());
    await demo.post('/api/auth/login').send({ username: DEMO_USERNAME, password: DEMO_PASSWORD }).expect(200);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('is loaded on first start for user demo, and only once', async () => {
    expect((await demo.get('/api/auth/me').expect(200)).body.username).toBe('demo');
    await expect(app.get(SeedService).seedDemoFamily()).resolves.toBe(false);
    expect((await get('accounts')).length).toBeGreaterThanOrEqual(8);
  });

  it('is a family the demo account owns, with its CPA signing in as a professional (issue 31)', async () => {
    const db = app.get(DataSource);
    const me = (await demo.get('/api/auth/me').expect(200)).body as { id: string };
    expect(me).toMatchObject({
      access: { kind: 'family', familyId: me.id, familyName: DEMO_FAMILY_NAME, role: 'owner' },
    });
    expect(await db.getRepository(FamilyMemberEntity).findBy({ familyId: me.id })).toEqual([
      expect.objectContaining({ userId: me.id, role: 'owner' }),
    ]);

    // With the password alone the CPA (a professional, issue 32) is asked for a second factor first...
    const withPassword = request.agent(app.getHttpServer());
    await withPassword
      .post('/api/auth/login')
      .send({ username: DEMO_PROFESSIONAL_USERNAME, password: DEMO_PASSWORD })
      .expect(200);
    expect((await withPassword.get('/api/k1-documents').expect(403)).body).toMatchObject({
      reason: 'second-factor-required',
    });
    // ...which the demo's one-click entry counts as passed (DEMO_SIGN_IN, off in production).
    const cpa = request.agent(app.getHttpServer());
    await cpa.post('/api/auth/demo').send({ account: 'professional' }).expect(200);
    const cpaMe = (await cpa.get('/api/auth/me').expect(200)).body as { id: string; access: unknown };
    expect(cpaMe.access).toEqual({
      kind: 'professional',
      familyId: me.id,
      familyName: DEMO_FAMILY_NAME,
      role: 'professional',
      areas: { tax: 'notes', private_investments: 'notes' },
      endsAt: calendar.addDays(calendar.utcToday(), 90),
    });
    // The grant is for the family's own CPA row.
    const [grant] = await db.getRepository(AccessGrantEntity).findBy({ granteeId: cpaMe.id });
    const professionals = (await get('professionals')) as { id: string; type: string }[];
    expect(professionals.find((p) => p.id === grant!.professionalId)?.type).toBe('cpa');
    expect((await cpa.get('/api/k1-documents').expect(200)).body.length).toBeGreaterThan(0);
    expect((await cpa.get('/api/accounts').expect(403)).body).toEqual({ message: accessMessages.notShared });

    // Made once; and made for a demo family loaded before there was one.
    await expect(app.get(SeedService).seedDemoProfessional()).resolves.toBe(false);
    await db.getRepository(AccessGrantEntity).delete({ granteeId: cpaMe.id });
    await db.getRepository(UserEntity).delete({ id: cpaMe.id });
    await expect(app.get(SeedService).seedDemoProfessional()).resolves.toBe(true);
    expect(
      await db.getRepository(UserEntity).findOneBy({ username: DEMO_PROFESSIONAL_USERNAME }),
    ).toMatchObject({
      kind: 'professional',
    });
  });

  it('has accounts of all four types and winning and losing holdings', async () => {
    const accounts = await get('accounts');
    expect(distinct(accounts, 'accountType')).toEqual(
      new Set(['checking', 'savings', 'credit', 'investment']),
    );
    const holdings = await get('holdings');
    expect(holdings.length).toBeGreaterThanOrEqual(25);
    expect(holdings.some((h) => Number(h.returnPercent) > 0)).toBe(true);
    expect(holdings.some((h) => Number(h.returnPercent) < 0)).toBe(true);
  });

  it('has a year of transactions and budgets for the six categories', async () => {
    const page = await get<{ total: number; items: { date: string }[] }>('transactions?pageSize=200');
    expect(page.total).toBeGreaterThanOrEqual(500);
    const budgets = await get('budgets');
    expect(distinct(budgets, 'category')).toEqual(
      new Set(['Food & Dining', 'Transportation', 'Entertainment', 'Shopping', 'Utilities', 'Healthcare']),
    );
  });

  it('has three properties with mortgages, one above 7%', async () => {
    const properties = await get('properties');
    const mortgages = await get('mortgages');
    expect(properties).toHaveLength(3);
    expect(mortgages.every((m) => properties.some((p) => p.id === m.propertyId))).toBe(true);
    expect(mortgages.some((m) => Number(m.interestRate) > 7)).toBe(true);
  });

  it('has policies of every type, one expiring within 90 days', async () => {
    const policies = await get('insurance');
    expect(policies.length).toBeGreaterThanOrEqual(5);
    expect(distinct(policies, 'policyType')).toEqual(new Set(['life', 'property', 'liability', 'umbrella']));
    expect(
      policies.some((p) => p.expirationDate && Date.parse(String(p.expirationDate)) - Date.now() < 90 * DAY),
    ).toBe(true);
  });

  it('has estate documents in every status, beneficiaries, and three years of tax documents', async () => {
    expect(distinct(await get('estate'), 'status')).toEqual(new Set(['active', 'draft', 'outdated']));
    expect((await get('beneficiaries')).length).toBeGreaterThan(0);
    expect(distinct(await get('tax'), 'taxYear').size).toBeGreaterThanOrEqual(3);
  });

  it('has placements, businesses, K-1s for 2024, professionals and recommendations in each status', async () => {
    expect((await get('private-placements')).length).toBeGreaterThan(0);
    expect((await get('businesses')).length).toBeGreaterThan(0);
    expect(distinct(await get('k1-documents'), 'taxYear').has(2024)).toBe(true);
    const professionals = await get('professionals');
    expect(professionals.length).toBeGreaterThanOrEqual(6);
    expect(distinct(professionals, 'type').size).toBeGreaterThan(2);
    expect(distinct(await get('recommendations'), 'status')).toEqual(
      new Set(['new', 'reviewed', 'completed']),
    );
  });

  it("has 24 months of daily net-worth history, stored once, ending at today's figures", async () => {
    const today = utcDayOf(new Date());
    const history = await get<NetWorthHistory>('net-worth/history?range=ALL');
    const stored = await app
      .get(DataSource)
      .getRepository(NetWorthSnapshotEntity)
      .find({ order: { day: 'ASC' } });
    const start = rangeStart('1Y', rangeStart('1Y', today)!)!;
    expect(history.from).toBe(start);
    expect(history.points[0]!.day).toBe(start);
    expect(history.points.length).toBeGreaterThanOrEqual(730);
    expect(history.points.length).toBeLessThanOrEqual(732);
    // The stored rows are the points (today's computed from the rows is the same as the seed's).
    expect(stored.map(({ userId: _u, createdAt: _c, updatedAt: _t, ...point }) => point)).toEqual(
      history.points,
    );
    expect(history.points.at(-1)).toMatchObject({ day: today });
    // Every account, property and mortgage of the family is in today's point (figures never re-derived here).
    const accounts = await get<{ balance: string }[]>('accounts');
    expect(history.points.at(-1)!.liquidAssets).toBe(sumMoney(accounts.map((a) => a.balance)));
    expect((await get<NetWorthHistory>('net-worth/history?range=1M')).points.length).toBeGreaterThanOrEqual(
      29,
    );
  });
});
