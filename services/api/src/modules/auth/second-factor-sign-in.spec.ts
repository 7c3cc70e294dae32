// Issue 32's sign-in, step-up and who-must-have-a-factor rules, through the routes: a password alone
// does not open an account with a factor (its second step does, within PENDING_SIGN_IN_MINUTES), a
// sensitive action asks for the factor again after STEP_UP_MINUTES, a professional and a member of a
// family that requires it are refused family data until their session passed a factor, the sessions
// list signs one browser out (on another replica within SESSION_CACHE_MS), and the demo entries work
// only where the configuration allows them.
import { secondFactorMessages, STEP_UP_MINUTES, type Me, type SessionInfo } from '@heirloom/contracts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HttpApp } from '@heirloom/server';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { apiConfigFromEnv } from '../../config/api.config';
import { AccessFixtures, CALLER_PASSWORD, dayFromToday } from '../../testing/access-callers';
import { createTestApp } from '../../testing/test-app';
import { sqliteOptions } from '../../database/database.config';
import { openTestDatabase, quiet, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { SoftAuthenticator } from '../second-factor/passkeys-testing';
import { AuthChallengeEntity } from '../second-factor/second-factor.entities';
import { totpCodeAt } from '../second-factor/totp';
import { SessionEntity } from './session.entity';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const setCookies = (response: request.Response) =>
  ([] as string[]).concat(response.headers['set-cookie'] ?? []);
const cookieNamed = (response: request.Response, name: string) =>
  setCookies(response).find((cookie) => cookie.startsWith(`${name}=`));

describe.each(testDatabaseKinds())('the second factor at sign-in on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  /** Another replica on the same database, trusting a looked-up owner's session for 400 ms. */
  let replica: HttpApp;
  let fx: AccessFixtures;
  let n = 0;
  const unique = (prefix: string) => `${prefix}-${kind}-${++n}`;
  const sessions = () => fx.db.getRepository(SessionEntity);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // Two replicas share one database: on SQLite a file, not one process's memory.
    if (kind === 'sqlite') {
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'heirloom-replicas-')), 'heirloom.sqlite');
      database = { ...database, options: { ...sqliteOptions(file), ...quiet } };
    }
    app = await createTestApp(database.options);
    replica = await createTestApp(database.options, { sessionCacheMs: 400 });
    fx = new AccessFixtures(app);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await replica?.close();
    await database?.drop();
  });

  /** A family of its own (the person its owner), signed in with the password. */
  async function owner(): Promise<{ id: string; username: string; agent: TestAgent }> {
    const username = unique('owner');
    const id = await fx.family(`${username}'s family`, username);
    const agent = request.agent(app.getHttpServer());
    await agent.post('/api/auth/login').send({ username, password: CALLER_PASSWORD }).expect(200);
    return { id, username, agent };
  }

  /** Enrols an authenticator app through the account routes; answers its secret and recovery codes. */
  async function enrolTotp(agent: TestAgent): Promise<{ secret: string; recoveryCodes: string[] }> {
    const { secret } = (await agent.post('/api/auth/factors/totp').expect(200)).body as { secret: string };
    const confirmed = await agent
      .post('/api/auth/factors/totp/confirm')
      .send({ code: await totpCodeAt(secret, new Date()) })
      .expect(200);
    return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
  }

  /** Registers a passkey through the account routes: the browser's authenticator that holds it. */
  async function addPasskey(agent: TestAgent): Promise<SoftAuthenticator> {
    const key = new SoftAuthenticator({ origin: apiConfigFromEnv({}).webAuthnOrigins[0] });
    const { challengeId, options } = (await agent.post('/api/auth/factors/passkeys/options').expect(200))
      .body;
    await agent
      .post('/api/auth/factors/passkeys')
      .send({ challengeId, name: 'MacBook', response: key.register(options) })
      .expect(201);
    return key;
  }

  describe('signing in with a passkey', () => {
    it('signs in with a passkey alone, verified, and with one as the second step', async () => {
      const { id, username, agent } = await owner();
      const key = await addPasskey(agent);

      const alone = request.agent(app.getHttpServer());
      const options = (await alone.post('/api/auth/passkey/options').expect(200)).body;
      const me = await alone
        .post('/api/auth/passkey')
        .send({ challengeId: options.challengeId, response: key.authenticate(options.options) })
        .expect(200);
      expect(me.body).toMatchObject({ id, secondFactor: { enrolled: true, verified: true } });
      await alone.get('/api/accounts').expect(200);
      // The same answer again: its challenge is spent.
      await request(app.getHttpServer())
        .post('/api/auth/passkey')
        .send({ challengeId: options.challengeId, response: key.authenticate(options.options) })
        .expect(400);

      const browser = request.agent(app.getHttpServer());
      const login = await browser
        .post('/api/auth/login')
        .send({ username, password: CALLER_PASSWORD })
        .expect(200);
      expect(login.body.secondFactor.methods).toEqual(['passkey', 'recovery']);
      const second = (await browser.post('/api/auth/second-factor/passkey-options').expect(200)).body;
      const passed = await browser
        .post('/api/auth/second-factor')
        .send({
          method: 'passkey',
          challengeId: second.challengeId,
          response: key.authenticate(second.options),
        })
        .expect(200);
      expect(passed.body).toMatchObject({ id, secondFactor: { verified: true } });

      // A step-up with it.
      await sessions().update({ userId: id }, { verifiedAt: minutesAgo(STEP_UP_MINUTES + 1) });
      await browser.get('/api/exports/accounts').expect(403);
      const step = (await browser.post('/api/auth/step-up/passkey-options').expect(200)).body;
      await browser
        .post('/api/auth/step-up')
        .send({ method: 'passkey', challengeId: step.challengeId, response: key.authenticate(step.options) })
        .expect(204);
      await browser.get('/api/exports/accounts').expect(200);
    });
  });

  describe('signing in with a factor enrolled', () => {
    it('answers the methods and a pending cookie, no session, until the second step passes', async () => {
      const { id, username, agent } = await owner();
      const { recoveryCodes } = await enrolTotp(agent);

      const browser = request.agent(app.getHttpServer());
      const login = await browser
        .post('/api/auth/login')
        .set('User-Agent', SAFARI_IPHONE)
        .send({ username, password: CALLER_PASSWORD })
        .expect(200);
      expect(login.body).toEqual({
        secondFactor: { methods: ['totp', 'recovery'], expiresAt: expect.any(String) },
      });
      const minutes = (Date.parse(login.body.secondFactor.expiresAt) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(9.9);
      expect(minutes).toBeLessThanOrEqual(10);
      expect(cookieNamed(login, 'hl_session')).toBeUndefined();
      const pending = cookieNamed(login, 'hl_pending')!;
      expect(pending).toMatch(/HttpOnly/);
      expect(pending).toMatch(/SameSite=Lax/);
      expect(pending).toMatch(/Max-Age=600/);
      // The password alone opens nothing.
      await browser.get('/api/auth/me').expect(401);
      expect(await sessions().countBy({ userId: id })).toBe(1);

      // A malformed answer is a field error, and changes nothing.
      const malformed = await browser
        .post('/api/auth/second-factor')
        .send({ method: 'totp', code: '12' })
        .expect(400);
      expect(malformed.body.errors).toEqual([{ path: 'code', message: secondFactorMessages.codeFormat }]);

      const passed = await browser
        .post('/api/auth/second-factor')
        .set('User-Agent', SAFARI_IPHONE)
        .send({ method: 'recovery', code: recoveryCodes[0] })
        .expect(200);
      expect(passed.body).toMatchObject({
        id,
        username,
        access: { familyId: id, role: 'owner' },
        secondFactor: { enrolled: true, verified: true, requiredBecause: null },
      });
      expect(cookieNamed(passed, 'hl_session')).toBeDefined();
      expect(cookieNamed(passed, 'hl_pending')).toMatch(/^hl_pending=;.*Max-Age=0/);
      // A factor enrolled: no prompt to set one up (its hint cleared, in case another person's was here).
      expect(cookieNamed(passed, 'hl_factor_prompt')).toMatch(/^hl_factor_prompt=;/);
      expect(((await browser.get('/api/auth/me').expect(200)).body as Me).secondFactor.verified).toBe(true);
      const started = await sessions().findOneByOrFail({ userId: id, userAgent: SAFARI_IPHONE });
      expect(started.verifiedAt).not.toBeNull();
      expect(started.address).toBeTruthy();

      // The pending sign-in was spent with it.
      await browser
        .post('/api/auth/second-factor')
        .set('Cookie', pending.split(';')[0]!)
        .send({ method: 'recovery', code: recoveryCodes[1] })
        .expect(401);
    });

    it('lets the pending sign-in lapse after PENDING_SIGN_IN_MINUTES', async () => {
      const { id, username, agent } = await owner();
      const { recoveryCodes } = await enrolTotp(agent);
      const browser = request.agent(app.getHttpServer());
      await browser.post('/api/auth/login').send({ username, password: CALLER_PASSWORD }).expect(200);
      await fx.db
        .getRepository(AuthChallengeEntity)
        .update({ userId: id, purpose: 'pending-sign-in' }, { expiresAt: minutesAgo(0.01) });
      const lapsed = await browser
        .post('/api/auth/second-factor')
        .send({ method: 'recovery', code: recoveryCodes[0] })
        .expect(401);
      expect(lapsed.body).toEqual({ message: secondFactorMessages.pendingExpired });
      await browser.post('/api/auth/second-factor/passkey-options').expect(401);
      await browser.get('/api/auth/me').expect(401);
      // Without any pending sign-in at all, the same.
      await request(app.getHttpServer())
        .post('/api/auth/second-factor')
        .send({ method: 'recovery', code: recoveryCodes[0] })
        .expect(401);
    });

    it('signs in as before, unverified, without a factor, recording the browser', async () => {
      const { id, agent } = await owner();
      const me = (await agent.get('/api/auth/me').expect(200)).body as Me;
      expect(me.secondFactor).toEqual({ enrolled: false, verified: false, requiredBecause: null });
      expect((await sessions().findOneByOrFail({ userId: id })).verifiedAt).toBeNull();
    });
  });

  describe('step-up', () => {
    it(`asks for the factor again after ${STEP_UP_MINUTES} minutes, and lets it through after a step-up`, async () => {
      const { id, agent } = await owner();
      const { recoveryCodes } = await enrolTotp(agent);
      const exportAll = () => agent.get('/api/exports/accounts');

      // Enrolment passed the factor just now.
      await exportAll().expect(200);
      await sessions().update({ userId: id }, { verifiedAt: minutesAgo(STEP_UP_MINUTES - 1) });
      await exportAll().expect(200);
      await sessions().update({ userId: id }, { verifiedAt: minutesAgo(STEP_UP_MINUTES + 1) });
      const refused = await exportAll().expect(403);
      expect(refused.body).toEqual({ message: secondFactorMessages.stepUp, reason: 'step-up-required' });
      // Not sensitive: reading the family goes on.
      await agent.get('/api/accounts').expect(200);
      // Nor is the step-up itself, nor anything else under /api/auth but the factors and the password.
      await agent.get('/api/auth/me').expect(200);
      // An assistant token reads the family without a factor of its own: making one is sensitive.
      await agent
        .post('/api/account/assistant-tokens')
        .send({ name: 'Claude' })
        .expect(403, { message: secondFactorMessages.stepUp, reason: 'step-up-required' });
      await agent.get('/api/account/assistant-tokens').expect(200);
      await agent
        .put('/api/access/second-factor')
        .send({ required: false })
        .expect(403, { message: secondFactorMessages.stepUp, reason: 'step-up-required' });

      const wrong = await agent.post('/api/auth/step-up').send({ method: 'recovery', code: 'aaaaa-aaaaa' });
      expect(wrong.status).toBe(400);
      await exportAll().expect(403);
      await agent.post('/api/auth/step-up').send({ method: 'recovery', code: recoveryCodes[0] }).expect(204);
      await exportAll().expect(200);
      await agent.put('/api/access/second-factor').send({ required: false }).expect(200);
      await agent.post('/api/account/assistant-tokens').send({ name: 'Claude' }).expect(201);
    });

    it('reads the last check from the database, not from a replica’s cache', async () => {
      const { id, agent } = await owner();
      await enrolTotp(agent);
      // The owner's session is cached (for a second) by the read before.
      await agent.get('/api/accounts').expect(200);
      await sessions().update({ userId: id }, { verifiedAt: minutesAgo(STEP_UP_MINUTES + 1) });
      await agent.get('/api/exports/accounts').expect(403);
    });

    it('asks nothing of a person without a factor: the first enrolment needs no step-up', async () => {
      const { agent } = await owner();
      await agent.get('/api/exports/accounts').expect(200);
      await agent.post('/api/auth/factors/totp').expect(200);
    });
  });

  describe('who must have a factor', () => {
    it('refuses a professional every family route until their session passed a factor', async () => {
      const { id: familyId } = await owner();
      const username = unique('cpa');
      const cpaId = await fx.person(username, 'professional');
      await fx.grant({
        familyId,
        professionalId: familyId,
        granteeId: cpaId,
        areas: { tax: 'read' },
        endsAt: dayFromToday(30),
        createdBy: familyId,
      });
      const agent = request.agent(app.getHttpServer());
      const login = await agent
        .post('/api/auth/login')
        .send({ username, password: CALLER_PASSWORD })
        .expect(200);
      expect((login.body as Me).secondFactor).toEqual({
        enrolled: false,
        verified: false,
        requiredBecause: secondFactorMessages.professional,
      });
      const refused = await agent.get('/api/tax-documents').expect(403);
      expect(refused.body).toEqual({
        message: secondFactorMessages.professional,
        reason: 'second-factor-required',
      });
      await agent.get('/api/summary').expect(403);
      // Their own: the client list, the account, enrolling.
      await agent.get('/api/access/clients').expect(200);
      await agent.get('/api/auth/me').expect(200);
      await enrolTotp(agent);
      await agent.get('/api/tax-documents').expect(200);
      const me = (await agent.get('/api/auth/me').expect(200)).body as Me;
      expect(me.secondFactor).toEqual({
        enrolled: true,
        verified: true,
        requiredBecause: secondFactorMessages.professional,
      });
    });

    it('lets an owner require a factor of every member, once the owner has one', async () => {
      const { id: familyId, agent: ownerAgent } = await owner();
      const memberName = unique('member');
      const memberId = await fx.person(memberName);
      await fx.member(familyId, memberId, 'member');
      // Signed in with the password alone, as anyone without a factor is.
      const member = await fx.signIn(memberName, memberId, familyId, { verified: false });

      const first = await ownerAgent.put('/api/access/second-factor').send({ required: true }).expect(400);
      expect(first.body.errors).toEqual([
        { path: 'required', message: secondFactorMessages.requireSelfFirst },
      ]);
      const bad = await ownerAgent.put('/api/access/second-factor').send({ required: 'yes' }).expect(400);
      expect(bad.body.errors[0].path).toBe('required');
      await member.get('/api/accounts').expect(200);

      await enrolTotp(ownerAgent);
      await ownerAgent
        .put('/api/access/second-factor')
        .send({ required: true })
        .expect(200, { required: true });
      expect((await ownerAgent.get('/api/access').expect(200)).body.secondFactorRequired).toBe(true);
      // A member is refused at the next request (their kept session follows the rule at once), and told why.
      const refused = await member.get('/api/accounts').expect(403);
      expect(refused.body).toEqual({
        message: secondFactorMessages.family,
        reason: 'second-factor-required',
      });
      expect(((await member.get('/api/auth/me').expect(200)).body as Me).secondFactor.requiredBecause).toBe(
        secondFactorMessages.family,
      );
      // The owner passed theirs.
      await ownerAgent.get('/api/accounts').expect(200);
      // A member who enrols goes on at once.
      await enrolTotp(member);
      await member.get('/api/accounts').expect(200);

      await ownerAgent.put('/api/access/second-factor').send({ required: false }).expect(200);
      expect((await ownerAgent.get('/api/access').expect(200)).body.secondFactorRequired).toBe(false);
      const other = unique('member');
      const otherId = await fx.person(other);
      await fx.member(familyId, otherId, 'viewer');
      await (await fx.signIn(other, otherId, familyId, { verified: false })).get('/api/accounts').expect(200);
    });
  });

  describe('sessions', () => {
    it('lists the browsers and signs one out, at once here and within a second on another replica', async () => {
      const { id, username } = await owner();
      const signIn = async (server: HttpApp, userAgent: string) => {
        const agent = request.agent(server.getHttpServer());
        await agent
          .post('/api/auth/login')
          .set('User-Agent', userAgent)
          .send({ username, password: CALLER_PASSWORD })
          .expect(200);
        return agent;
      };
      const laptop = await signIn(app, CHROME_MAC);
      const phone = await signIn(replica, SAFARI_IPHONE);

      const list = (await laptop.get('/api/auth/sessions').expect(200)).body as SessionInfo[];
      const mine = list.filter((session) => session.device !== 'Unknown device');
      expect(
        mine
          .map(({ device, current }) => ({ device, current }))
          .sort((a, b) => a.device.localeCompare(b.device)),
      ).toEqual([
        { device: 'Chrome on macOS', current: true },
        { device: 'Safari on iOS', current: false },
      ]);
      const stored = await sessions().findBy({ userId: id });
      for (const session of list) {
        expect(session.address === null || typeof session.address === 'string').toBe(true);
        // Opaque: neither the cookie's hash nor a part of it.
        expect(stored.some((row) => row.id.includes(session.id) || session.id.includes(row.id))).toBe(false);
      }
      const phoneSession = list.find((session) => session.device === 'Safari on iOS')!;

      // The phone's replica trusts its (owner's) session for 400 ms after each lookup.
      await phone.get('/api/accounts').expect(200);
      const signedOutAt = Date.now();
      await laptop.delete(`/api/auth/sessions/${phoneSession.id}`).expect(204);
      // A 200 only for a request asked within the lifetime of the copy kept before the sign-out (timed from
      // the ask, so a slow answer on a busy machine proves nothing either way).
      for (;;) {
        const askedAt = Date.now();
        if ((await phone.get('/api/accounts')).status !== 200) break;
        expect(askedAt - signedOutAt).toBeLessThan(400);
        await sleep(25);
      }
      await phone.get('/api/auth/me').expect(401);
      await laptop.get('/api/auth/me').expect(200);
      await laptop.delete(`/api/auth/sessions/${phoneSession.id}`).expect(404);

      // Another person's session is no one's to sign out but theirs.
      const stranger = await owner();
      const theirs = ((await stranger.agent.get('/api/auth/sessions').expect(200)).body as SessionInfo[])[0]!;
      await laptop.delete(`/api/auth/sessions/${theirs.id}`).expect(404);
      await stranger.agent.get('/api/auth/me').expect(200);

      // Signing out the current one is a sign-out.
      const current = ((await laptop.get('/api/auth/sessions').expect(200)).body as SessionInfo[]).find(
        (session) => session.current,
      )!;
      await laptop.delete(`/api/auth/sessions/${current.id}`).expect(204);
      await laptop.get('/api/auth/me').expect(401);
    });
  });

  describe('the demo entries', () => {
    /** The seeded names, made small: a demo family and its CPA with a grant. */
    beforeAll(async () => {
      const demo = await fx.family('The Whitmans', 'demo');
      const cpa = await fx.person('cpa', 'professional');
      await fx.grant({
        familyId: demo,
        professionalId: demo,
        granteeId: cpa,
        areas: { tax: 'notes' },
        endsAt: dayFromToday(90),
        createdBy: demo,
      });
    });

    it('opens the demo family or its CPA in one click, the factor counted as passed', async () => {
      const family = request.agent(app.getHttpServer());
      const me = (await family.post('/api/auth/demo').send({ account: 'family' }).expect(200)).body as Me;
      expect(me).toMatchObject({ username: 'demo', secondFactor: { verified: true } });
      await family.get('/api/accounts').expect(200);

      const professional = request.agent(app.getHttpServer());
      const cpa = (await professional.post('/api/auth/demo').send({ account: 'professional' }).expect(200))
        .body as Me;
      expect(cpa).toMatchObject({
        username: 'cpa',
        access: { role: 'professional' },
        secondFactor: { verified: true, requiredBecause: secondFactorMessages.professional },
      });
      await professional.get('/api/tax-documents').expect(200);
      await request(app.getHttpServer()).post('/api/auth/demo').send({ account: 'admin' }).expect(400);
    });

    it('is not there when DEMO_SIGN_IN is off, nor in a production configuration', async () => {
      const production = apiConfigFromEnv({
        NODE_ENV: 'production',
        SECOND_FACTOR_KEY: Buffer.alloc(32, 7).toString('base64'),
      });
      expect(production.demoSignIn).toBe(false);
      const { demoSignIn, secondFactorKey } = production;
      const configurations = [
        { demoSignIn: false },
        { production: true, demoSignIn, secondFactorKey },
        // Even should the switch be on (the configuration refuses to start so), production says no.
        { production: true, demoSignIn: true, secondFactorKey },
      ];
      for (const overrides of configurations) {
        const off = await createTestApp(database.options, overrides);
        try {
          const refused = await request(off.getHttpServer())
            .post('/api/auth/demo')
            .send({ account: 'professional' })
            .expect(404);
          expect(refused.body).toEqual({ message: secondFactorMessages.demoOff });
          expect(refused.headers['set-cookie']).toBeUndefined();
        } finally {
          await off.close();
        }
      }
    });
  });
});
