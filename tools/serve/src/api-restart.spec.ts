// The API killed and restarted behind the gateway (a crash, a redeploy): while it is gone the gateway
// answers 502/503 (JSON for the site's calls, a friendly page for page loads) and keeps serving the
// shell; once it is back, the same session cookie works, because sessions live in the database.
// Runs the API's production bundle (services/api/dist/main.cjs, built by Nx before these tests).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGateway } from './create-gateway';
import type { GatewayConfig } from './gateway-config';
import { closeServer, fixtureBuild, listenLocal, rawGet, rawRequest, testLimits } from './test-kit';

const API_BUNDLE = path.resolve(import.meta.dirname, '../../../services/api/dist/main.cjs');
const PASSWORD = 'correct horse battery';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const probe = net.createServer();
  const port = await listenLocal(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let dataDir: string;
let apiPort: number;
let api: ChildProcess | undefined;
let gateway: http.Server;
let base: string;

/** Starts the API on its data folder and port (the same each time) and waits until it is ready. */
async function startApi(): Promise<void> {
  if (!existsSync(API_BUNDLE))
    throw new Error(`${API_BUNDLE} is missing: build the API first (nx build api)`);
  const child = spawn(process.execPath, [API_BUNDLE], {
    env: {
      PATH: process.env.PATH,
      API_PORT: String(apiPort),
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
    },
    stdio: 'ignore',
  });
  api = child;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${apiPort}/api/health/ready`)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('the API was not ready within 60 s');
    await sleep(100);
  }
}

async function killApi(): Promise<void> {
  const child = api;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'heirloom-gateway-restart-'));
  apiPort = await freePort();
  const apiUrl = new URL(`http://127.0.0.1:${apiPort}`);
  const config: GatewayConfig = {
    shellDist: fixtureBuild(),
    apiUrl,
    aiUrl: apiUrl,
    remotes: [],
    // Generous upstream deadlines: this is about a process that is gone or back, not a slow one (on a
    // loaded machine the test's own 500 ms connect deadline once fired before the connect was seen: 504).
    limits: testLimits({
      upstreamConnectTimeoutMs: 10_000,
      upstreamHeadersTimeoutMs: 10_000,
      upstreamIdleTimeoutMs: 10_000,
    }),
    scheme: 'http',
    serveSourceMaps: false,
  };
  gateway = createGateway(config);
  base = `http://127.0.0.1:${await listenLocal(gateway)}`;
  await startApi();
}, 70_000);

afterAll(async () => {
  await killApi();
  await closeServer(gateway);
  rmSync(dataDir, { recursive: true, force: true });
});

it('answers 502/503 while the API is gone, serves the shell, and keeps the session once it is back', async () => {
  const post = (route: string) =>
    fetch(`${base}/api/auth/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'restart', password: PASSWORD }),
    });
  // Once in CI, with the API's suites running beside it, the fresh API's first sign-up through the gateway
  // was answered 503 (which says: try again). This test is about the restart below, so it tries again as a
  // client does, for up to 10 s.
  let registered = await post('register');
  for (let tries = 0; registered.status === 503 && tries < 10; tries++) {
    await sleep(1000);
    registered = await post('register');
  }
  expect(registered.status).toBe(201);
  const login = await post('login');
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const me = () => fetch(`${base}/api/auth/me`, { headers: { cookie } });
  expect((await me()).status).toBe(200);

  // The site keeps calling while the API dies and comes back: every answer is a 200 or a 502/503.
  const statuses: number[] = [];
  let calling = true;
  const caller = (async () => {
    while (calling) {
      const response = await me();
      await response.arrayBuffer();
      statuses.push(response.status);
      await sleep(20);
    }
  })();
  await sleep(200);
  await killApi();

  const down = await me();
  expect([502, 503]).toContain(down.status);
  expect(down.headers.get('retry-after')).toBe('5');
  expect(await down.json()).toEqual({ message: 'Service unavailable, please try again shortly' });
  // A page load through the gateway (a document download, the API docs) gets a page for people.
  const page = await rawRequest(
    Number(new URL(base).port),
    rawGet('/api/docs', 'Sec-Fetch-Mode: navigate\r\nAccept: text/html\r\n'),
  );
  expect([502, 503]).toContain(page.status);
  expect(page.body).toContain('Heirloom will be right back');
  // The shell's own files do not depend on the API.
  expect((await fetch(`${base}/`)).status).toBe(200);

  await startApi();
  const back = await me();
  expect(back.status).toBe(200);
  expect(((await back.json()) as { username: string }).username).toBe('restart');
  calling = false;
  await caller;
  expect(statuses.filter((status) => ![200, 502, 503].includes(status))).toEqual([]);
  expect(statuses).toContain(200);
  expect(statuses.some((status) => status === 502 || status === 503)).toBe(true);
  expect(statuses.at(-1)).toBe(200);
}, 70_000);
