import type { HttpApp } from '@heirloom/server';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { apiConfigFromEnv } from '../../config/api.config';
import { signUp, type SignedInAgent } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { SessionEntity } from './session.entity';

const MINUTE = 60_000;

describe('SESSION_IDLE_MINUTES', () => {
  it('is 30 by default, read as whole minutes and refused when it makes no sense', () => {
    expect(apiConfigFromEnv({}).sessionIdleMinutes).toBe(30);
    expect(apiConfigFromEnv({ SESSION_IDLE_MINUTES: ' 15 ' }).sessionIdleMinutes).toBe(15);
    for (const value of ['0', '-5', '1.5', 'soon', '43201']) {
      expect(() => apiConfigFromEnv({ SESSION_IDLE_MINUTES: value })).toThrow(
        'SESSION_IDLE_MINUTES must be a whole number of minutes from 1 to 43200',
      );
    }
  });
});

describe.each(testDatabaseKinds())('idle sessions on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let sessions: Repository<SessionEntity>;
  let user: SignedInAgent;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // These tests move lastSeenAt in the database between requests, which a replica's session cache
    // would not see for up to its lifetime; session-cache.spec covers the cache.
    app = await createTestApp(database.options, { sessionCacheMs: 0 });
    sessions = app.get(getRepositoryToken(SessionEntity));
  });

  beforeEach(async () => {
    user = await signUp(app, `idle.${Date.now().toString(36)}`, 'sitting quietly');
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const session = () => sessions.findOneByOrFail({ userId: user.id });
  const lastUsed = (msAgo: number, repository = sessions) =>
    repository.update({ userId: user.id }, { lastSeenAt: new Date(Date.now() - msAgo) });

  it('starts a session as just used', async () => {
    expect(Math.abs((await session()).lastSeenAt.getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('ends a session unused for 31 minutes (default 30), well before its 30 days', async () => {
    await lastUsed(31 * MINUTE);
    const response = await user.agent.get('/api/auth/me').expect(401);
    expect(response.body).toEqual({ message: 'Not signed in' });
  });

  it('keeps a session used within the window and moves lastSeenAt at most once a minute', async () => {
    await lastUsed(29 * MINUTE);
    await user.agent.get('/api/auth/me').expect(200);
    const touched = (await session()).lastSeenAt.getTime();
    expect(Math.abs(touched - Date.now())).toBeLessThan(5_000);

    // Within the minute: requests read the session but do not write it.
    await user.agent.get('/api/auth/me').expect(200);
    await user.agent.get('/api/auth/me').expect(200);
    expect((await session()).lastSeenAt.getTime()).toBe(touched);

    await lastUsed(30_000);
    const halfAMinuteAgo = (await session()).lastSeenAt.getTime();
    await user.agent.get('/api/auth/me').expect(200);
    expect((await session()).lastSeenAt.getTime()).toBe(halfAMinuteAgo);

    await lastUsed(2 * MINUTE);
    await user.agent.get('/api/auth/me').expect(200);
    expect(Math.abs((await session()).lastSeenAt.getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('follows SESSION_IDLE_MINUTES', async () => {
    // Its own database on SQLite (in memory), so its own repository.
    const short = await createTestApp(database.options, { sessionIdleMinutes: 5, sessionCacheMs: 0 });
    const shortSessions = short.get<Repository<SessionEntity>>(getRepositoryToken(SessionEntity));
    try {
      user = await signUp(short, `brief.${Date.now().toString(36)}`, 'sitting quietly');
      await lastUsed(4 * MINUTE, shortSessions);
      await user.agent.get('/api/auth/me').expect(200);
      await lastUsed(6 * MINUTE, shortSessions);
      await user.agent.get('/api/auth/me').expect(401);
    } finally {
      await short.close();
    }
  });
});
