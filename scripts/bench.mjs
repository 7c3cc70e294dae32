// `npm run bench`: figures, not assertions.
// Front end: for each page, cold loads in headless Chromium (fresh browser context, empty cache): bytes
// of JavaScript transferred (gzip, as sent on the wire) and the time from navigation start until the
// page's <h1> is visible (median of 5). The dashboard is loaded signed in as the demo family.
// API: requests/s and p50/p99 latency of two signed-in reads on the demo data under 50 concurrent
// connections for 10 s, beside a plain node:http server answering the same queries on the same database.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { chromium, request } from '@playwright/test';
import { Stack, stackProcesses } from './stack.mjs';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// BENCH_ONLY=frontend or BENCH_ONLY=api runs one section; both by default.
const only = process.env.BENCH_ONLY;
const ports = { gateway: 5000, marketing: 5001, wealth: 5002, advisory: 5003, api: 5100, ai: 5200 };
/** Each page, and whether it needs a session (the landing page is public, the dashboard is not). */
const pages = [
  { path: '/', signedIn: false },
  { path: '/dashboard', signedIn: true },
];
const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p) => p && existsSync(p),
);

async function benchFrontEnd() {
  if (!chromiumPath) {
    console.error('No Chromium found: apt-get install -y chromium');
    process.exit(1);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-bench-'));
  const stack = new Stack(
    stackProcesses({ ports, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } }),
    { quiet: true },
  );
  stack.startAll();
  await stack.waitReady(60_000);

  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

  const median = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  };

  /** The demo family's session cookie, from the same sign-in call the sign-in screen makes. */
  async function demoSession() {
    const api = await request.newContext({ baseURL: `http://localhost:${ports.gateway}` });
    try {
      const res = await api.post('/api/auth/login', { data: { username: 'demo', password: 'demo1234' } });
      if (!res.ok()) throw new Error(`Demo sign-in failed: ${res.status()} ${await res.text()}`);
      return await api.storageState();
    } finally {
      await api.dispose();
    }
  }

  async function coldLoad(url, storageState) {
    // Only the cookie is carried in: every run starts with an empty browser cache.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState });
    const page = await context.newPage();
    // Record when an <h1> first becomes visible, measured from navigation start.
    await page.addInitScript(() => {
      const check = () => {
        const h1 = document.querySelector('h1');
        if (h1 && h1.getBoundingClientRect().height > 0 && !window.__h1At) {
          window.__h1At = performance.now();
          observer.disconnect();
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { childList: true, subtree: true });
    });
    let jsBytes = 0;
    let jsFiles = 0;
    const pending = [];
    page.on('requestfinished', (req) => {
      if (req.resourceType() !== 'script') return;
      pending.push(
        req.sizes().then((s) => {
          jsBytes += s.responseBodySize;
          jsFiles++;
        }),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__h1At, null, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const h1At = await page.evaluate(() => window.__h1At);
    await context.close();
    return { jsBytes, jsFiles, h1At };
  }

  console.log(`\nFront-end cold loads (${RUNS} runs each, headless Chromium, local gateway)\n`);
  console.log('page          JS gzip (KB)   JS files   h1 visible median (ms)   min / max (ms)');
  try {
    const session = await demoSession();
    for (const { path: p, signedIn } of pages) {
      const url = `http://localhost:${ports.gateway}${p}`;
      const state = signedIn ? session : undefined;
      await coldLoad(url, state); // warm the servers' gzip caches, not the browser
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await coldLoad(url, state));
      const times = runs.map((r) => r.h1At);
      console.log(
        `${p.padEnd(14)}${(median(runs.map((r) => r.jsBytes)) / 1024).toFixed(1).padStart(12)}` +
          `${String(median(runs.map((r) => r.jsFiles))).padStart(11)}` +
          `${median(times).toFixed(0).padStart(25)}` +
          `${`${Math.min(...times).toFixed(0)} / ${Math.max(...times).toFixed(0)}`.padStart(17)}`,
      );
    }
  } finally {
    await browser.close();
    await stack.stopAll();
  }
}

// ---------- API ----------

const API_PORTS = { api: 5400, plain: 5401 };
const API_CONNECTIONS = 50;
const API_SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const PAGE_SIZE = 50;

/**
 * The baseline: node:http and better-sqlite3 answering the same two reads on the same database file,
 * with the same session lookup, ownership filter, order and page size, and no framework in between.
 */
function startPlainServer(file, port) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  const session = db.prepare(
    'SELECT u.id, u.username FROM sessions s JOIN users u ON u.id = s.userId WHERE s.id = ? AND s.expiresAt > ?',
  );
  const accounts = db.prepare('SELECT * FROM accounts WHERE userId = ? ORDER BY name ASC, id ASC');
  const transactions = db.prepare(
    'SELECT * FROM transactions WHERE userId = ? ORDER BY date DESC, id ASC LIMIT ? OFFSET ?',
  );
  const count = db.prepare('SELECT COUNT(*) AS total FROM transactions WHERE userId = ?');
  const money = (row, ...fields) => {
    for (const field of fields) row[field] = Number(row[field]).toFixed(2);
    return row;
  };
  const server = http.createServer((req, res) => {
    const token = /(?:^|;\s*)hl_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    const hash = token && createHash('sha256').update(decodeURIComponent(token)).digest('hex');
    const user = hash && session.get(hash, new Date().toISOString().replace('T', ' ').slice(0, 23));
    const send = (status, body) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (!user) return send(401, { message: 'Not signed in' });
    const url = new URL(req.url, 'http://localhost');
    if (url.pathname === '/api/accounts') {
      return send(
        200,
        accounts.all(user.id).map((row) => money(row, 'balance')),
      );
    }
    if (url.pathname === '/api/transactions') {
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
      const items = transactions
        .all(user.id, PAGE_SIZE, (page - 1) * PAGE_SIZE)
        .map((row) => money(row, 'amount'));
      return send(200, { items, page, pageSize: PAGE_SIZE, total: count.get(user.id).total });
    }
    send(404, { message: 'Not found' });
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ close: () => new Promise((done) => server.close(() => (db.close(), done()))) }),
    ),
  );
}

function load(url, cookie) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: API_CONNECTIONS, duration: API_SECONDS, headers: { cookie } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function benchApi() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-bench-api-'));
  // LOG_LEVEL=warn: one JSON line per request to a pipe would measure the pipe, not the API.
  const stack = new Stack(
    stackProcesses({
      ports: { ...ports, api: API_PORTS.api },
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      only: ['api'],
    }),
    { quiet: true },
  );
  stack.startAll();
  await stack.waitReady(60_000);
  let plain;
  try {
    const api = `http://127.0.0.1:${API_PORTS.api}`;
    const login = await fetch(`${api}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
    });
    if (!login.ok) throw new Error(`Demo sign-in failed: ${login.status}`);
    const cookie = login.headers.get('set-cookie').split(';')[0];
    plain = await startPlainServer(path.join(dataDir, 'heirloom.sqlite'), API_PORTS.plain);

    console.log(
      `\nAPI reads on the demo data (SQLite), ${API_CONNECTIONS} connections for ${API_SECONDS} s each, signed in\n`,
    );
    console.log(
      'route                          server        req/s   p50 (ms)   p99 (ms)   API / plain req/s',
    );
    for (const route of ['/api/accounts', '/api/transactions?page=1']) {
      const results = {};
      for (const [name, base] of [
        ['API (Nest)', api],
        ['node:http', `http://127.0.0.1:${API_PORTS.plain}`],
      ]) {
        const result = await load(`${base}${route}`, cookie);
        // A wrong answer invalidates the figures; a few timeouts on a busy machine are reported.
        if (result.non2xx) throw new Error(`${name} ${route}: ${result.non2xx} answers were not 2xx`);
        results[name] = result;
      }
      const ratio = results['API (Nest)'].requests.average / results['node:http'].requests.average;
      for (const [name, result] of Object.entries(results)) {
        console.log(
          `${route.padEnd(31)}${name.padEnd(10)}${result.requests.average.toFixed(0).padStart(9)}` +
            `${String(result.latency.p50).padStart(11)}${String(result.latency.p99).padStart(11)}` +
            `${name === 'API (Nest)' ? `${(ratio * 100).toFixed(0)}%`.padStart(20) : ''.padStart(20)}` +
            `${result.errors ? `   (${result.errors} errors/timeouts)` : ''}`,
        );
      }
    }
  } finally {
    await plain?.close();
    await stack.stopAll();
  }
}

if (only !== 'api') await benchFrontEnd();
if (only !== 'frontend') await benchApi();
