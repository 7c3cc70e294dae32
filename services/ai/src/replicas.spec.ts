// Limits hold across replicas: a client that spreads its requests round-robin over two processes is
// limited at the same count as against one, because the counters live in a store they share (the
// API's database; Redis with REDIS_URL), not in each process's memory.
// - Two API processes (the built dist/main.cjs) on one MariaDB database: failed sign-ins and sign-ups,
//   and a sign-out on one ending the session on the other despite its session cache.
//   Needs TEST_MYSQL_URL, like the API's MariaDB suites.
// - Two AI processes (the built dist/main.cjs) on one API: each user's AI calls a minute, counted by
//   the API.
import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import { RATE_LIMITED_MESSAGE } from './rate-limit';
import { startApiProcess, type ApiProcess } from './testing/api-process';
import { startAiProcess, type AiProcess } from './testing/ai-process';

const PASSWORD = 'correct horse battery';

/** Sends `attempt(i)` to the processes in turn until one answers 429; the 1-based count that did. */
async function attemptsUntilLimited(
  bases: string[],
  attempt: (base: string, i: number) => Promise<number>,
  max = 40,
): Promise<number> {
  for (let i = 1; i <= max; i++) {
    const status = await attempt(bases[(i - 1) % bases.length]!, i);
    if (status === 429) return i;
  }
  return Number.POSITIVE_INFINITY;
}

const post = async (base: string, path: string, body: unknown): Promise<number> => {
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.text();
  return response.status;
};

const mysqlUrl = process.env.TEST_MYSQL_URL;
// Without a MariaDB/MySQL server there is no database two API processes can share from this suite
// (SQLite is one file per machine); the AI part below runs regardless.
const describeOnMysql = mysqlUrl ? describe : describe.skip;

describeOnMysql('two API processes on one MariaDB database (TEST_MYSQL_URL)', () => {
  let apis: ApiProcess[] = [];
  let dropDatabase = async () => {};

  beforeAll(async () => {
    const server = new URL(mysqlUrl!);
    const name = `heirloom_replicas_${randomBytes(4).toString('hex')}`;
    const admin = () =>
      createConnection({
        host: server.hostname,
        port: Number(server.port || 3306),
        user: decodeURIComponent(server.username) || 'root',
        password: decodeURIComponent(server.password),
      });
    const connection = await admin();
    await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await connection.end();
    dropDatabase = async () => {
      const cleanup = await admin();
      await cleanup.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await cleanup.end();
    };
    const url = new URL(mysqlUrl!);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.href, REGISTER_LIMIT_PER_HOUR: '4' };
    // One after the other: the first runs the migrations, the second finds them done.
    apis.push(await startApiProcess({ seedDemo: false, env }));
    apis.push(await startApiProcess({ seedDemo: false, env }));
  }, 150_000);

  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    apis = [];
    await dropDatabase();
  }, 30_000);

  it('limits failed sign-ins at the same count as one process', async () => {
    await apis[0]!.register('alone', PASSWORD);
    await apis[1]!.register('spread', PASSWORD);
    const wrong = (username: string) => (base: string) =>
      post(base, '/auth/login', { username, password: 'not the password' });
    const alone = await attemptsUntilLimited([apis[0]!.url], wrong('alone'));
    const spread = await attemptsUntilLimited(
      apis.map((api) => api.url),
      wrong('spread'),
    );
    // Five free mistakes, the sixth makes the next one wait (login-limiter.ts): the seventh is refused.
    expect(alone).toBe(7);
    expect(spread).toBe(alone);
  }, 60_000);

  it('limits sign-ups from one address across both', async () => {
    // Two of the four this hour were spent above.
    const register = (base: string, i: number) =>
      post(base, '/auth/register', { username: `new-${i}`, password: PASSWORD });
    expect(
      await attemptsUntilLimited(
        apis.map((api) => api.url),
        register,
      ),
    ).toBe(3);
  }, 30_000);

  it('ends a session signed out on one process on the other within SESSION_CACHE_MS (1 s)', async () => {
    // From an address of its own (the processes trust the loopback as their proxy): the limits
    // tested above are spent for this client's address.
    const from = { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' };
    const credentials = JSON.stringify({ username: 'cached', password: PASSWORD });
    const registered = await fetch(`${apis[0]!.url}/api/auth/register`, {
      method: 'POST',
      headers: from,
      body: credentials,
    });
    expect(registered.status).toBe(201);
    const login = await fetch(`${apis[0]!.url}/api/auth/login`, {
      method: 'POST',
      headers: from,
      body: credentials,
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const me = async (base: string) => {
      const response = await fetch(`${base}/api/auth/me`, { headers: { cookie } });
      await response.text();
      return response.status;
    };
    // Both processes have just read the session (and keep it for up to a second).
    expect(await me(apis[0]!.url)).toBe(200);
    expect(await me(apis[1]!.url)).toBe(200);
    const signedOutAt = Date.now();
    const logout = await fetch(`${apis[0]!.url}/api/auth/logout`, { method: 'POST', headers: { cookie } });
    expect(logout.status).toBe(204);
    // At once where it was signed out; on the other process within the cache's lifetime.
    expect(await me(apis[0]!.url)).toBe(401);
    while ((await me(apis[1]!.url)) === 200) {
      expect(Date.now() - signedOutAt).toBeLessThan(1_000 + 500);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(Date.now() - signedOutAt).toBeLessThan(1_000 + 500);
  }, 30_000);
});

describe('two AI processes on one API', () => {
  let api: ApiProcess;
  let ais: AiProcess[] = [];

  beforeAll(async () => {
    api = await startApiProcess({ seedDemo: false });
    ais = await Promise.all(
      [1, 2].map(() => startAiProcess({ apiUrl: api.url, env: { AI_CHAT_RATE_LIMIT: '4' } })),
    );
  }, 90_000);

  afterAll(async () => {
    await Promise.all(ais.map((ai) => ai.stop()));
    await api?.stop();
  }, 30_000);

  it('limit each user’s AI calls at the same count as one process', async () => {
    const chat = (cookie: string) => async (base: string) => {
      const response = await fetch(`${base}/api/ai/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ message: 'net worth' }),
      });
      const body: unknown = await response.json();
      if (response.status === 429) {
        expect(body).toEqual({ message: RATE_LIMITED_MESSAGE });
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      } else {
        expect(response.status).toBe(200);
      }
      return response.status;
    };
    const bases = ais.map((ai) => ai.url);
    const alone = await attemptsUntilLimited([bases[0]!], chat(await api.register('ai-alone')), 20);
    const spread = await attemptsUntilLimited(bases, chat(await api.register('ai-spread')), 20);
    expect(alone).toBe(5);
    expect(spread).toBe(alone);
  }, 60_000);
});
