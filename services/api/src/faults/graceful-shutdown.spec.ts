// SIGTERM on the built API (what Kubernetes sends on a rolling deploy): readiness answers 503 at once,
// every request already in flight (quick ones, and one whose body is still arriving) gets its 2xx, the
// database closes, and the process exits 0 within its bound.
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { registerUser, startApiProcess, type ApiProcess } from '../testing/api-process';

const READINESS_DELAY_MS = 1_000;
const DRAIN_TIMEOUT_MS = 8_000;

/** A POST whose body arrives in two halves `pauseMs` apart: in flight for that long. */
function slowPost(url: string, cookie: string, body: unknown, pauseMs: number): Promise<number> {
  const bytes = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': bytes.length, cookie },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.write(bytes.subarray(0, 10));
    setTimeout(() => request.end(bytes.subarray(10)), pauseMs);
  });
}

describe('the built API on SIGTERM', () => {
  let dataDir: string;
  let api: ApiProcess | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'heirloom-shutdown-'));
  });

  afterAll(async () => {
    await api?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('turns unready, finishes in-flight requests, closes and exits 0', async () => {
    api = await startApiProcess({
      DATA_DIR: dataDir,
      SHUTDOWN_READINESS_DELAY_MS: String(READINESS_DELAY_MS),
      SHUTDOWN_DRAIN_TIMEOUT_MS: String(DRAIN_TIMEOUT_MS),
    });
    const cookie = await registerUser(api.url, 'leaving');
    const account = (i: number) => ({ name: `In flight ${i}`, institution: 'Bank', balance: '10.00' });
    const post = (i: number) =>
      fetch(`${api!.url}/api/accounts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(account(i)),
      }).then((r) => r.status);

    // Still arriving when the signal lands, and for a while after the listening socket closes.
    const slow = slowPost(`${api.url}/api/accounts`, cookie, account(0), READINESS_DELAY_MS + 1_500);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const quick = Array.from({ length: 20 }, (_, i) => post(i + 1));
    const signalledAt = Date.now();
    api.child.kill('SIGTERM');

    // The signal lands asynchronously: readiness turns 503 within moments, well inside the delay.
    let readiness = await fetch(`${api.url}/api/health/ready`);
    while (readiness.status === 200 && Date.now() - signalledAt < READINESS_DELAY_MS / 2) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      readiness = await fetch(`${api.url}/api/health/ready`);
    }
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: 'shutting-down', database: 'up' });
    // Liveness stays: the orchestrator must not kill a process that is draining.
    expect((await fetch(`${api.url}/api/health/live`)).status).toBe(200);

    expect(await Promise.all(quick)).toEqual(Array(20).fill(201));
    expect(await slow).toBe(201);

    const { code, signal } = await api.exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(READINESS_DELAY_MS + DRAIN_TIMEOUT_MS);
    // Nothing listens any more.
    await expect(fetch(`${api.url}/api/health/live`)).rejects.toThrow();

    // Every acknowledged write was committed before the database closed.
    api = await startApiProcess({ DATA_DIR: dataDir });
    const again = await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'leaving', password: 'correct horse battery' }),
    });
    const fresh = again.headers.getSetCookie()[0]!.split(';')[0]!;
    const accounts = (await (
      await fetch(`${api.url}/api/accounts`, { headers: { cookie: fresh } })
    ).json()) as {
      name: string;
    }[];
    expect(accounts.map((a) => a.name).sort()).toEqual(
      Array.from({ length: 21 }, (_, i) => `In flight ${i}`).sort(),
    );
  }, 45_000);
});
