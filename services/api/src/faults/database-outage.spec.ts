// MariaDB crashes in the middle of a write load, then comes back. While it is down the built API answers
// 503 with a clear message (never a 500, never a hang past its connect timeout); it recovers by itself
// within 5 s of the server's return; and every write it acknowledged (201) is in the database. A server
// that hangs instead (SIGSTOP) is an outage too: 503 within the query or connect timeout.
// The suite runs a MariaDB server of its own (testing/private-mariadb.ts), never the shared one.
import { createConnection } from 'mysql2/promise';
import { DATABASE_CONNECT_TIMEOUT_MS } from '../database/database.config';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../database/errors';
import { registerUser, startApiProcess, type ApiProcess } from '../testing/api-process';
import { findMariadb, startPrivateMariadb, type PrivateMariadb } from '../testing/private-mariadb';

const binaries = findMariadb();
const WORKERS = 4;
/** No answer may take longer than the connect timeout plus this. */
const SLACK_MS = 2_000;
const RECOVERY_MS = 5_000;
/** Short here, so the frozen-server case stays quick (15 s by default). */
const QUERY_TIMEOUT_MS = 2_000;

interface Attempt {
  name: string;
  status: number | 'no answer';
  ms: number;
  message?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const describeWithMariadb = typeof binaries === 'string' ? describe.skip : describe;
const reason = typeof binaries === 'string' ? ` (skipped: ${binaries})` : '';

describeWithMariadb(`the built API when its MariaDB server crashes and returns${reason}`, () => {
  let db: PrivateMariadb | undefined;
  let api: ApiProcess | undefined;

  let cookie: string;

  // Bounded apart from the test: a fresh server and the API's migrations take a while on a busy machine.
  beforeAll(async () => {
    db = await startPrivateMariadb(binaries as Exclude<typeof binaries, string>);
    const admin = await createConnection({ host: '127.0.0.1', port: db.port, user: 'root' });
    await admin.query('CREATE DATABASE heirloom CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
    // The migrations need no durability: flush the log once a second while they run...
    await admin.query('SET GLOBAL innodb_flush_log_at_trx_commit = 2');
    api = await startApiProcess({
      DATABASE_URL: db.url('heirloom'),
      DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
    });
    cookie = await registerUser(api.url, 'outage');
    // ...and every commit from here on is on disk before the API hears of it, as in production.
    await admin.query('SET GLOBAL innodb_flush_log_at_trx_commit = 1');
    await admin.end();
  }, 90_000);

  afterAll(async () => {
    await api?.kill();
    await db?.remove();
  }, 20_000);

  it('answers 503 while it is down, recovers within 5 s, loses no acknowledged write', async () => {
    if (!db || !api) throw new Error('the set-up did not finish');
    const attempts: Attempt[] = [];
    const create = async (name: string): Promise<Attempt> => {
      const started = Date.now();
      try {
        const response = await fetch(`${api!.url}/api/accounts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ name, institution: 'Bank', balance: '1.00' }),
          signal: AbortSignal.timeout(DATABASE_CONNECT_TIMEOUT_MS + SLACK_MS),
        });
        const body = (await response.json()) as { message?: string };
        return { name, status: response.status, ms: Date.now() - started, message: body.message };
      } catch {
        return { name, status: 'no answer', ms: Date.now() - started };
      }
    };
    let loading = true;
    const workers = Array.from({ length: WORKERS }, async (_, w) => {
      for (let n = 0; loading; n++) {
        const attempt = await create(`w${w}-${n}`);
        attempts.push(attempt);
        // An outage answers at once: do not spin on it.
        if (attempt.status !== 201) await sleep(50);
      }
    });

    await sleep(1_500);
    await db.kill();
    const killedAt = Date.now();

    // While it is down: 503 with the clear message and a Retry-After; the API stays alive, unready.
    const down = await fetch(`${api.url}/api/accounts`, { headers: { cookie } });
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(down.headers.get('retry-after')).toBe('5');
    expect((await fetch(`${api.url}/api/health/ready`)).status).toBe(503);
    expect((await fetch(`${api.url}/api/health/live`)).status).toBe(200);
    await sleep(Math.max(0, 2_000 - (Date.now() - killedAt)));

    await db.start();
    const backAt = Date.now();
    let recoveredAt: number | undefined;
    while (Date.now() - backAt < RECOVERY_MS + 2_000) {
      const probe = await fetch(`${api.url}/api/accounts`, { headers: { cookie } });
      await probe.arrayBuffer();
      if (probe.ok) {
        recoveredAt = Date.now();
        break;
      }
      await sleep(100);
    }
    expect(recoveredAt).toBeDefined();
    expect(recoveredAt! - backAt).toBeLessThan(RECOVERY_MS);
    await sleep(1_000);
    loading = false;
    await Promise.all(workers);

    // Every answer was a 201 or the clear 503, each within the bound.
    const statuses = new Set(attempts.map((a) => a.status));
    expect([...statuses].sort()).toEqual([201, 503]);
    for (const attempt of attempts.filter((a) => a.status === 503)) {
      expect(attempt.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
    }
    expect(Math.max(...attempts.map((a) => a.ms))).toBeLessThan(DATABASE_CONNECT_TIMEOUT_MS + SLACK_MS);
    const acknowledged = attempts.filter((a) => a.status === 201).map((a) => a.name);
    const afterRecovery = attempts.filter(
      (a, i) => a.status === 201 && i > attempts.findIndex((b) => b.status === 503),
    );
    expect(afterRecovery.length).toBeGreaterThan(0);

    // Counted in the database itself: every acknowledged write is there.
    const check = await createConnection({
      host: '127.0.0.1',
      port: db.port,
      user: 'root',
      database: 'heirloom',
    });
    const [rows] = await check.query('SELECT name FROM accounts');
    await check.end();
    const stored = new Set((rows as { name: string }[]).map((row) => row.name));
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    // A write cut by the crash may have committed without its answer; nothing else is there.
    const attempted = new Set(attempts.map((a) => a.name));
    expect([...stored].filter((name) => !attempted.has(name))).toEqual([]);
    console.log(
      `database outage: ${attempts.length} writes, ${acknowledged.length} acknowledged (all stored), ` +
        `${attempts.length - acknowledged.length} answered 503, ${stored.size} rows; recovered ` +
        `${recoveredAt! - backAt} ms after the server was back`,
    );
  }, 45_000);

  it('answers 503 within its timeouts while the server hangs, and recovers when it resumes', async () => {
    if (!db || !api) throw new Error('the set-up did not finish');
    const list = async () => {
      const started = Date.now();
      const response = await fetch(`${api!.url}/api/accounts`, {
        headers: { cookie },
        signal: AbortSignal.timeout(DATABASE_CONNECT_TIMEOUT_MS + SLACK_MS),
      });
      return { status: response.status, body: (await response.json()) as unknown, ms: Date.now() - started };
    };
    expect((await list()).status).toBe(200);
    await db.freeze();
    try {
      // Pooled connections time out their query; new ones time out their handshake.
      const answers = await Promise.all(Array.from({ length: 6 }, () => list()));
      console.log(`frozen: ${answers.map((a) => `${a.status} in ${a.ms} ms`).join(', ')}`);
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
        expect(answer.ms).toBeLessThan(DATABASE_CONNECT_TIMEOUT_MS + SLACK_MS);
      }
    } finally {
      db.thaw();
    }
    const resumedAt = Date.now();
    let recovered = false;
    while (!recovered && Date.now() - resumedAt < RECOVERY_MS) {
      recovered = (await list()).status === 200;
      if (!recovered) await sleep(100);
    }
    expect(recovered).toBe(true);
  }, 30_000);
});
