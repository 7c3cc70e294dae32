import type { HttpApp } from '@heirloom/server';
import { getRepositoryToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { Repository } from 'typeorm';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { LOGIN_POLICIES } from './login-limiter';
import { SessionEntity } from './session.entity';
import { UserEntity } from './user.entity';

/** Passes every rule for a new password. */
const RIGHT_PASSWORD = 'the right one, at last';

describe.each(testDatabaseKinds())('/api/auth on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let users: Repository<UserEntity>;
  let sessions: Repository<SessionEntity>;
  const server = () => app.getHttpServer();
  const credentials = { username: 'ada', password: 'analytical engine' };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    users = app.get(getRepositoryToken(UserEntity));
    sessions = app.get(getRepositoryToken(SessionEntity));
    await request(server()).post('/api/auth/register').send(credentials).expect(201);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const sessionCookie = (response: request.Response) =>
    ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((c) => c.startsWith('hl_session='));

  describe('register', () => {
    it('creates the user and never stores or answers the password', async () => {
      const response = await request(server())
        .post('/api/auth/register')
        .send({ username: 'grace.h', password: 'compilers and linkers' })
        .expect(201);
      expect(response.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), username: 'grace.h' });
      const row = await users.findOneByOrFail({ username: 'grace.h' });
      expect(row.passwordHash).toMatch(/^scrypt\$/);
      expect(row.passwordHash).not.toContain('compilers and linkers');
    });

    it('refuses a taken username with 409', async () => {
      const response = await request(server()).post('/api/auth/register').send(credentials).expect(409);
      expect(response.body).toEqual({ message: 'That username is already taken' });
    });

    it('answers field errors for bad input', async () => {
      const response = await request(server())
        .post('/api/auth/register')
        .send({ username: 'a b', password: 'short', admin: true })
        .expect(400);
      expect(response.body.message).toBe('Validation failed');
      expect(response.body.errors.map((e: { path: string }) => e.path)).toEqual([
        'username',
        'password',
        'admin',
      ]);
      const tooLong = await request(server())
        .post('/api/auth/register')
        .send({ username: 'x'.repeat(33), password: 'p'.repeat(129) })
        .expect(400);
      expect(tooLong.body.errors).toEqual([
        { path: 'username', message: 'Username must be at most 32 characters' },
        { path: 'password', message: 'Password must be at most 128 characters' },
      ]);
    });
  });

  describe('login, me and logout', () => {
    it('signs in with an httpOnly, SameSite=Lax session cookie for 30 days', async () => {
      const response = await request(server()).post('/api/auth/login').send(credentials).expect(200);
      // As /api/auth/me: the person and the family they act for (their own, as its owner).
      expect(response.body).toEqual({
        id: expect.any(String),
        username: 'ada',
        access: {
          kind: 'family',
          familyId: response.body.id,
          familyName: 'ada',
          role: 'owner',
          areas: null,
          endsAt: null,
        },
        families: 1,
        // No factor enrolled, none required: only encouraged (issue 32).
        secondFactor: { enrolled: false, verified: false, requiredBecause: null },
      });
      const cookie = sessionCookie(response)!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Secure/);
      const expires = new Date(/Expires=([^;]+)/.exec(cookie)![1]!).getTime();
      expect(Math.abs(expires - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000);
    });

    it('sets a script-readable signed-in hint beside the session cookie, lapsing with it, and clears it at sign-out', async () => {
      const agent = request.agent(server());
      const response = await agent.post('/api/auth/login').send(credentials).expect(200);
      const hint = ([] as string[])
        .concat(response.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('hl_signed_in='))!;
      expect(hint).toMatch(/^hl_signed_in=1;/);
      expect(hint).not.toMatch(/HttpOnly/); // the shell reads it before asking /api/auth/me
      expect(hint).toMatch(/SameSite=Lax/);
      expect(hint).toMatch(/Path=\//);
      const expiresOf = (cookie: string) => /Expires=([^;]+)/.exec(cookie)![1];
      expect(expiresOf(hint)).toBe(expiresOf(sessionCookie(response)!));

      const out = await agent.post('/api/auth/logout').expect(204);
      const cleared = ([] as string[])
        .concat(out.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('hl_signed_in='))!;
      expect(cleared).toMatch(/^hl_signed_in=;/);
      expect(new Date(expiresOf(cleared)!).getTime()).toBe(0);
    });

    it('sets the second-factor prompt hint for someone with no factor, lapsing with the session, and clears it at sign-out', async () => {
      const agent = request.agent(server());
      const response = await agent.post('/api/auth/login').send(credentials).expect(200);
      expect(response.body.secondFactor).toMatchObject({ enrolled: false, requiredBecause: null });
      const named = (res: request.Response, name: string) =>
        ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${name}=`))!;
      const hint = named(response, 'hl_factor_prompt');
      expect(hint).toMatch(/^hl_factor_prompt=1;/);
      expect(hint).not.toMatch(/HttpOnly/); // the shell's first render reads it
      const expiresOf = (cookie: string) => /Expires=([^;]+)/.exec(cookie)![1];
      expect(expiresOf(hint)).toBe(expiresOf(sessionCookie(response)!));

      const out = await agent.post('/api/auth/logout').expect(204);
      expect(named(out, 'hl_factor_prompt')).toMatch(/^hl_factor_prompt=;/);
    });

    it('keeps the session in the database, by the hash of its token', async () => {
      const response = await request(server()).post('/api/auth/login').send(credentials).expect(200);
      const token = decodeURIComponent(/^hl_session=([^;]+)/.exec(sessionCookie(response)!)![1]!);
      expect(await sessions.existsBy({ id: token })).toBe(false);
      expect(await sessions.countBy({ userId: response.body.id })).toBeGreaterThan(0);
    });

    it('answers me for the signed-in user, 401 otherwise', async () => {
      const agent = request.agent(server());
      await agent
        .post('/api/auth/login')
        .send({ username: 'ADA', password: credentials.password })
        .expect(200);
      const me = (await agent.get('/api/auth/me').expect(200)).body as { id: string };
      // A family account owns the family of its own id.
      expect(me).toEqual({
        id: expect.any(String),
        username: 'ada',
        access: {
          kind: 'family',
          familyId: me.id,
          familyName: 'ada',
          role: 'owner',
          areas: null,
          endsAt: null,
        },
        families: 1,
        // No factor enrolled, none required: only encouraged (issue 32).
        secondFactor: { enrolled: false, verified: false, requiredBecause: null },
      });
      expect((await request(server()).get('/api/auth/me').expect(401)).body).toEqual({
        message: 'Not signed in',
      });
      await request(server()).get('/api/auth/me').set('Cookie', 'hl_session=forged').expect(401);
    });

    it('refuses wrong credentials alike for unknown users', async () => {
      for (const body of [
        { username: 'ada', password: 'wrong password' },
        { username: 'nobody', password: 'whatever1' },
      ]) {
        const response = await request(server()).post('/api/auth/login').send(body).expect(401);
        expect(response.body).toEqual({ message: 'Invalid username or password' });
        expect(sessionCookie(response)).toBeUndefined();
      }
    });

    it('logs out: the session ends, the cookie is cleared, and it works signed out too', async () => {
      const agent = request.agent(server());
      await agent.post('/api/auth/login').send(credentials).expect(200);
      const before = await sessions.count();
      const response = await agent.post('/api/auth/logout').expect(204);
      expect(sessionCookie(response)).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(await sessions.count()).toBe(before - 1);
      await agent.get('/api/auth/me').expect(401);
      await request(server()).post('/api/auth/logout').expect(204);
    });

    it('forgets expired sessions', async () => {
      const agent = request.agent(server());
      const { body } = await agent.post('/api/auth/login').send(credentials).expect(200);
      await sessions.update({ userId: body.id }, { expiresAt: new Date(Date.now() - 1000) });
      await agent.get('/api/auth/me').expect(401);
    });
  });

  describe('rate limit', () => {
    it('answers 429 with Retry-After after repeated failures, even with the right password', async () => {
      await request(server())
        .post('/api/auth/register')
        .send({ username: 'target', password: RIGHT_PASSWORD })
        .expect(201);
      for (let i = 0; i < LOGIN_POLICIES.accountAtAddress.free + 1; i++) {
        await request(server())
          .post('/api/auth/login')
          .send({ username: 'target', password: `guess number ${i}` })
          .expect(401);
      }
      const response = await request(server())
        .post('/api/auth/login')
        .send({ username: 'target', password: RIGHT_PASSWORD })
        .expect(429);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.body).toEqual({
        message: 'Too many sign-in attempts. Please wait 1 second and try again.',
      });
    });
  });

  describe('cross-site requests', () => {
    it('refuses writes from another origin, accepts the same origin', async () => {
      const refused = await request(server())
        .post('/api/auth/login')
        .set('Origin', 'https://evil.example')
        .send(credentials)
        .expect(403);
      expect(refused.body).toEqual({ message: 'Cross-site request refused' });
      expect(sessionCookie(refused)).toBeUndefined();
      await request(server())
        .post('/api/auth/login')
        .set('Origin', 'http://heirloom.example')
        .set('X-Forwarded-Host', 'heirloom.example')
        .send(credentials)
        .expect(200);
    });
  });
});

describe('session cookie and client address behind a proxy', () => {
  let database: TestDatabase;
  afterEach(async () => database?.drop());

  const signUpAndIn = async (app: HttpApp, proto?: string) => {
    const credentials = { username: 'prod', password: RIGHT_PASSWORD };
    await request(app.getHttpServer()).post('/api/auth/register').send(credentials).expect(201);
    const login = request(app.getHttpServer()).post('/api/auth/login');
    if (proto) login.set('X-Forwarded-Proto', proto);
    return String((await login.send(credentials).expect(200)).headers['set-cookie']);
  };

  it('is Secure when the trusted proxy says the request came over HTTPS', async () => {
    database = await openTestDatabase('sqlite');
    const app = await createTestApp(database.options);
    try {
      expect(await signUpAndIn(app, 'https')).toMatch(/hl_session=.*; Secure/);
    } finally {
      await app.close();
    }
  });

  it('ignores X-Forwarded-Proto from a peer that is not a trusted proxy', async () => {
    database = await openTestDatabase('sqlite');
    const app = await createTestApp(database.options, { trustProxy: '10.9.9.9' });
    try {
      expect(await signUpAndIn(app, 'https')).not.toMatch(/Secure/);
    } finally {
      await app.close();
    }
  });

  it('is Secure whatever the scheme with COOKIE_SECURE=true', async () => {
    database = await openTestDatabase('sqlite');
    const app = await createTestApp(database.options, { secureCookies: true });
    try {
      expect(await signUpAndIn(app)).toMatch(/hl_session=.*; Secure/);
    } finally {
      await app.close();
    }
  });

  it('counts failures by the real peer when X-Forwarded-For comes from an untrusted hop', async () => {
    database = await openTestDatabase('sqlite');
    // The peer (this test, on loopback) is not the configured proxy: its X-Forwarded-For is not believed.
    const app = await createTestApp(database.options, { trustProxy: '10.9.9.9' });
    try {
      await request(app.getHttpServer())
        .post('/api/auth/register')
        .send({ username: 'victim', password: RIGHT_PASSWORD })
        .expect(201);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const response = await request(app.getHttpServer())
          .post('/api/auth/login')
          .set('X-Forwarded-For', `198.51.100.${i + 1}`)
          .send({ username: 'victim', password: `guess number ${i}` });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, LOGIN_POLICIES.accountAtAddress.free + 1)).toEqual(
        Array(LOGIN_POLICIES.accountAtAddress.free + 1).fill(401),
      );
      expect(statuses).toContain(429);
    } finally {
      await app.close();
    }
  });
});
