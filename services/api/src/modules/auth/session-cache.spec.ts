// The session cache of a replica: a burst of requests reads the session once, and whatever ends a
// session still ends it (at once on this replica, within the cache's lifetime on any other).
import type { HttpApp } from '@heirloom/server';
import { jest } from '@jest/globals';
import { getRepositoryToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { Repository } from 'typeorm';
import { apiConfigFromEnv } from '../../config/api.config';
import { signUp } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { SessionEntity } from './session.entity';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PASSWORD = 'correct horse battery';

describe('SESSION_CACHE_MS', () => {
  it('is a second by default, 0 turns it off, and nonsense is refused', () => {
    expect(apiConfigFromEnv({}).sessionCacheMs).toBe(1000);
    expect(apiConfigFromEnv({ SESSION_CACHE_MS: ' 0 ' }).sessionCacheMs).toBe(0);
    for (const value of ['-1', '1.5', 'soon', '60001']) {
      expect(() => apiConfigFromEnv({ SESSION_CACHE_MS: value })).toThrow(
        'SESSION_CACHE_MS must be a whole number of milliseconds from 0 to 60000',
      );
    }
  });
});

describe.each(testDatabaseKinds())('the session cache on %s', (kind) => {
  let database: TestDatabase;
  /** Trusts a session for a minute: anything that ends one must not wait for that. */
  let longCache: HttpApp;
  /** Trusts a session for 400 ms. */
  let shortCache: HttpApp;
  let sessions: Repository<SessionEntity>;
  let n = 0;
  const name = () => `cache.${kind}.${Date.now().toString(36)}.${n++}`;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    longCache = await createTestApp(database.options, { sessionCacheMs: 60_000 });
    shortCache = await createTestApp(database.options, { sessionCacheMs: 400 });
    sessions = longCache.get(getRepositoryToken(SessionEntity));
  });

  afterAll(async () => {
    await longCache?.close();
    await shortCache?.close();
    await database?.drop();
  });

  it('reads a session once for a burst of requests', async () => {
    const user = await signUp(longCache, name());
    const reads: string[] = [];
    const logQuery = jest
      .spyOn(sessions.manager.connection.logger, 'logQuery')
      .mockImplementation((sql: string) => void reads.push(sql));
    const sessionReads = () => reads.filter((sql) => /sessions/i.test(sql)).length;
    try {
      await user.agent.get('/api/auth/me').expect(200);
      expect(sessionReads()).toBe(1);
      for (let i = 0; i < 5; i++) await user.agent.get('/api/auth/me').expect(200);
      expect(sessionReads()).toBe(1);
    } finally {
      logQuery.mockRestore();
    }
  });

  it('ends a signed-out session at once on this replica, even when its cookie is sent again', async () => {
    const username = name();
    await request(longCache.getHttpServer())
      .post('/api/auth/register')
      .send({ username, password: PASSWORD })
      .expect(201);
    const login = await request(longCache.getHttpServer())
      .post('/api/auth/login')
      .send({ username, password: PASSWORD })
      .expect(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const me = () => request(longCache.getHttpServer()).get('/api/auth/me').set('Cookie', cookie);
    await me().expect(200);
    await request(longCache.getHttpServer()).post('/api/auth/logout').set('Cookie', cookie).expect(204);
    await me().expect(401);
  });

  it("ends the user's other sessions at once on a password change", async () => {
    const user = await signUp(longCache, name());
    const other = request.agent(longCache.getHttpServer());
    await other.post('/api/auth/login').send({ username: user.username, password: PASSWORD }).expect(200);
    await other.get('/api/auth/me').expect(200);
    await user.agent
      .post('/api/auth/password')
      .send({ currentPassword: PASSWORD, newPassword: 'a whole new phrase' })
      .expect(204);
    await other.get('/api/auth/me').expect(401);
    await user.agent.get('/api/auth/me').expect(200);
  });

  it('ends a session another replica signed out within its lifetime', async () => {
    const user = await signUp(shortCache, name());
    await user.agent.get('/api/auth/me').expect(200);
    // Another replica's sign-out: the row is gone from the database they share.
    const deletedAt = Date.now();
    await shortCache
      .get<Repository<SessionEntity>>(getRepositoryToken(SessionEntity))
      .delete({ userId: user.id });
    // A 200 only for a request asked within the lifetime of the copy kept before the sign-out (timed from
    // the ask, so a slow answer on a busy machine proves nothing either way).
    for (;;) {
      const askedAt = Date.now();
      if ((await user.agent.get('/api/auth/me')).status !== 200) break;
      expect(askedAt - deletedAt).toBeLessThan(400);
      await sleep(25);
    }
    await user.agent.get('/api/auth/me').expect(401);
  });

  it('never trusts a session past its expiry', async () => {
    const user = await signUp(longCache, name());
    await sessions.update({ userId: user.id }, { expiresAt: new Date(Date.now() + 300) });
    await user.agent.get('/api/auth/me').expect(200);
    await sleep(400);
    await user.agent.get('/api/auth/me').expect(401);
  });
});
