// `npm run load`: the whole site under many signed-in families at once, through the gateway, on
// loopback only, bounded in time. It starts its own stack (gateway, API, AI service, remotes) on a fresh
// SQLite database, registers and signs in LOAD_USERS users (200) and gives each an account and 10 transactions,
// then for LOAD_SECONDS (60) every user, concurrently, loops over what a family does: the dashboard
// (the summary and the net-worth history), transaction pages, searches, creates, updates and deletes of
// its own transactions, and a question to the AI advisor, with a short pause between steps
// (LOAD_THINK_MS, 0 to 2x that, default 200 ms). It prints requests, throughput and p50/p99 per route,
// and exits 1 on any error, timeout or answer that is not 2xx (5xx counted apart).
//
// Beside them, LOAD_PROFESSIONALS professionals (20) each get a grant from one of the first families
// (issue 31): half see its accounts, half only its tax area. They loop over the dashboard, the
// transactions (403 expected when not granted) and their own audit log. Every answer of every caller is
// checked: it may carry only the markers of the caller's own family (a professional's: only those of the
// granting family, and none when the accounts are not granted); any other counts as a leak and fails the run.
//
// Each user connects from its own loopback address (127.0.1.1, 127.0.1.2, ...: Linux answers for all
// of 127.0.0.0/8), so the gateway's per-client connection cap and the API's per-address limits see 200
// clients, as they would in production. Only the AI's per-user call limit is raised for its own stack
// (a user here asks far more often than a person would); everything else runs as `npm start` runs it.
// Needs `npm run build` first.
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Stack, stackProcesses } from './stack.mjs';

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 200);
const PROFESSIONALS = Math.min(Number(process.env.LOAD_PROFESSIONALS ?? 20), USERS);
const TIMEOUT_MS = Number(process.env.LOAD_TIMEOUT_MS ?? 15_000);
const BASE = Number(process.env.LOAD_PORT_BASE ?? 5700);
const ports = {
  gateway: BASE,
  marketing: BASE + 1,
  wealth: BASE + 2,
  advisory: BASE + 3,
  api: BASE + 10,
  ai: BASE + 11,
};
const origin = `http://127.0.0.1:${ports.gateway}`;
/** User i's connections: kept alive, from its own address. */
const agentFor = (i) =>
  new http.Agent({
    keepAlive: true,
    maxSockets: 4,
    localAddress: `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`,
  });
const agents = [];

const MERCHANTS = ['Whole Foods', 'Shell', 'Delta Air Lines', 'Blue Bottle Coffee', 'Target', 'Xcel Energy'];
const CATEGORIES = ['Groceries', 'Transportation', 'Travel', 'Food & Dining', 'Shopping', 'Utilities'];
const QUESTIONS = [
  'What is my net worth?',
  'How much did I spend last month?',
  'How are my investments doing?',
  'Should I refinance my mortgage?',
];

/** route -> { latencies: number[], ok, non2xx, status5xx, errors } */
const stats = new Map();
/** Answers that carried data the caller may not see: another family's, or an ungranted area's. */
const leaks = [];
const MARK = /fam-(\d+)-mark/g;
function checkLeak(route, outcome, allowed) {
  if (outcome.error || !outcome.body || allowed === undefined) return;
  for (const [, family] of outcome.body.matchAll(MARK)) {
    if (allowed === Number(family)) continue;
    if (leaks.length < 5)
      leaks.push(`${route}: fam-${family}-mark reached a caller allowed ${allowed ?? 'none'}`);
    else leaks.push(route);
    return;
  }
}

function record(route, ms, outcome, expected) {
  const s = stats.get(route) ?? { latencies: [], ok: 0, non2xx: 0, status5xx: 0, errors: 0, samples: [] };
  stats.set(route, s);
  s.latencies.push(ms);
  if (outcome.error) {
    s.errors += 1;
    if (s.samples.length < 3) s.samples.push(outcome.error);
  } else if (
    expected !== undefined ? outcome.status === expected : outcome.status >= 200 && outcome.status < 300
  )
    s.ok += 1;
  else {
    s.non2xx += 1;
    if (outcome.status >= 500) s.status5xx += 1;
    if (s.samples.length < 3) s.samples.push(`${outcome.status} ${outcome.body.slice(0, 160)}`);
  }
}

/** One request through the gateway; resolves to { status, body, headers } or { error }. */
function send(agent, method, url, { cookie, body, timeout = TIMEOUT_MS } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const request = http.request(
      `${origin}${url}`,
      {
        method,
        agent,
        timeout,
        headers: {
          accept: 'application/json',
          ...(cookie ? { cookie } : {}),
          ...(payload ? { 'content-type': 'application/json', origin } : {}),
          ...(method === 'DELETE' ? { origin } : {}),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', (error) => resolve({ error: error.message }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeout} ms`)));
    request.on('error', (error) => resolve({ error: error.message }));
    request.end(payload);
  });
}

/** A timed request, recorded under `route`; the parsed JSON body on 2xx, else null. */
async function call(agent, route, method, url, options = {}) {
  const started = performance.now();
  const outcome = await send(agent, method, url, options);
  record(route, performance.now() - started, outcome, options.expect);
  // `allowed`: the one family whose markers this caller may see (null: none).
  if ('allowed' in options) checkLeak(route, outcome, options.allowed);
  if (outcome.error || outcome.status < 200 || outcome.status >= 300) return null;
  return outcome.body ? JSON.parse(outcome.body) : {};
}

const pick = (items) => items[randomInt(items.length)];
const day = () =>
  `2026-${String(randomInt(1, 11)).padStart(2, '0')}-${String(randomInt(1, 28)).padStart(2, '0')}`;
const transaction = (accountId) => ({
  accountId,
  merchant: pick(MERCHANTS),
  amount: `-${randomInt(1, 500)}.${String(randomInt(100)).padStart(2, '0')}`,
  category: pick(CATEGORIES),
  date: day(),
  transactionType: 'expense',
});

/** A new user with an account and 20 transactions; its cookie and what it owns. */
async function setUpUser(index) {
  const agent = agentFor(index);
  agents.push(agent);
  const username = `load-${index}-${Date.now().toString(36)}`;
  const registered = await send(agent, 'POST', '/api/auth/register', {
    body: { username, password: 'correct horse battery staple' },
    timeout: 60_000,
  });
  if (registered.error || registered.status !== 201) {
    throw new Error(
      `Registering ${username}: ${registered.error ?? `${registered.status} ${registered.body}`}`,
    );
  }
  const login = await send(agent, 'POST', '/api/auth/login', {
    body: { username, password: 'correct horse battery staple' },
    timeout: 60_000,
  });
  const setCookie = login.headers?.['set-cookie']?.[0];
  if (login.error || login.status !== 200 || !setCookie) {
    throw new Error(`Signing in ${username}: ${login.error ?? `${login.status} ${login.body}`}`);
  }
  const cookie = setCookie.split(';')[0];
  const account = await call(agent, 'setup', 'POST', '/api/accounts', {
    cookie,
    body: {
      name: `Checking fam-${index}-mark`,
      accountType: 'checking',
      balance: '5400.00',
      institution: 'Chase',
    },
  });
  if (!account) throw new Error(`Creating ${username}'s account failed`);
  const own = [];
  for (let i = 0; i < 10; i += 1) {
    const created = await call(agent, 'setup', 'POST', '/api/transactions', {
      cookie,
      body: transaction(account.id),
    });
    if (created) own.push(created.id);
  }
  return { index, agent, cookie, accountId: account.id, own };
}

/**
 * Professional k: family k shares its accounts (k even) or only its tax area (k odd) until 30 days from
 * now; the professional signs up through the invitation link and signs in.
 */
async function setUpProfessional(k, owner) {
  const agent = agentFor(USERS + k);
  agents.push(agent);
  const professional = await call(owner.agent, 'setup', 'POST', '/api/professionals', {
    cookie: owner.cookie,
    body: { name: `CPA ${k}`, type: 'cpa' },
  });
  const accounts = k % 2 === 0;
  const endsAt = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const granted = await call(owner.agent, 'setup', 'POST', '/api/access/grants', {
    cookie: owner.cookie,
    body: {
      professionalId: professional?.id,
      areas: accounts ? { accounts: 'read', tax: 'notes' } : { tax: 'notes' },
      endsAt,
    },
  });
  if (!granted) throw new Error(`Family ${owner.index} could not share with professional ${k}`);
  const token = granted.invitation.link.split('/invite/')[1];
  const username = `pro-${k}-${Date.now().toString(36)}`;
  const password = 'correct horse battery staple';
  const registered = await send(agent, 'POST', '/api/auth/register', {
    body: { username, password, kind: 'professional', invitation: token },
    timeout: 60_000,
  });
  if (registered.error || registered.status !== 201)
    throw new Error(
      `Registering ${username}: ${registered.error ?? `${registered.status} ${registered.body}`}`,
    );
  const login = await send(agent, 'POST', '/api/auth/login', {
    body: { username, password },
    timeout: 60_000,
  });
  const setCookie = login.headers?.['set-cookie']?.[0];
  if (login.error || login.status !== 200 || !setCookie)
    throw new Error(`Signing in ${username}: ${login.error ?? `${login.status} ${login.body}`}`);
  return { agent, cookie: setCookie.split(';')[0], family: owner.index, accounts };
}

/** What a professional does in the client's view, until `deadline`. */
async function professionalLoop(pro, deadline) {
  const { agent, cookie } = pro;
  const allowed = pro.accounts ? pro.family : null;
  while (performance.now() < deadline) {
    const roll = randomInt(100);
    if (roll < 40) {
      await call(agent, 'pro GET /api/summary', 'GET', '/api/summary', { cookie, allowed });
    } else if (roll < 75) {
      await call(agent, 'pro GET /api/transactions', 'GET', '/api/transactions?page=1&pageSize=20', {
        cookie,
        allowed,
        expect: pro.accounts ? 200 : 403,
      });
    } else if (roll < 90) {
      await call(agent, 'pro GET /api/accounts', 'GET', '/api/accounts', {
        cookie,
        allowed,
        expect: pro.accounts ? 200 : 403,
      });
    } else {
      await call(agent, 'pro GET /api/access/audit', 'GET', '/api/access/audit', { cookie, allowed });
    }
    if (THINK_MS > 0) await new Promise((done) => setTimeout(done, randomInt(2 * THINK_MS + 1)));
  }
}

/** What one family does, step after step, until `deadline`. */
async function family(user, deadline) {
  const { agent, cookie } = user;
  while (performance.now() < deadline) {
    const roll = randomInt(100);
    if (roll < 25) {
      await Promise.all([
        call(agent, 'GET /api/summary', 'GET', '/api/summary', { cookie, allowed: user.index }),
        call(agent, 'GET /api/net-worth/history', 'GET', '/api/net-worth/history', {
          cookie,
          allowed: user.index,
        }),
      ]);
    } else if (roll < 45) {
      await call(
        agent,
        'GET /api/transactions?page=N',
        'GET',
        `/api/transactions?page=${randomInt(1, 3)}&pageSize=20`,
        {
          cookie,
          allowed: user.index,
        },
      );
    } else if (roll < 60) {
      const term = pick(MERCHANTS).split(' ')[0].toLowerCase();
      await call(
        agent,
        'GET /api/transactions?search=',
        'GET',
        `/api/transactions?search=${encodeURIComponent(term)}`,
        {
          cookie,
          allowed: user.index,
        },
      );
    } else if (roll < 72) {
      const created = await call(agent, 'POST /api/transactions', 'POST', '/api/transactions', {
        cookie,
        body: transaction(user.accountId),
      });
      if (created) user.own.push(created.id);
    } else if (roll < 82) {
      if (user.own.length > 0) {
        await call(agent, 'PATCH /api/transactions/:id', 'PATCH', `/api/transactions/${pick(user.own)}`, {
          cookie,
          body: { category: pick(CATEGORIES), notes: `Checked ${new Date().toISOString()}` },
        });
      }
    } else if (roll < 90) {
      if (user.own.length > 1) {
        const id = user.own.splice(randomInt(user.own.length), 1)[0];
        await call(agent, 'DELETE /api/transactions/:id', 'DELETE', `/api/transactions/${id}`, { cookie });
      }
    } else {
      await call(agent, 'POST /api/ai/chat', 'POST', '/api/ai/chat', {
        cookie,
        body: { message: pick(QUESTIONS) },
      });
    }
    if (THINK_MS > 0) await new Promise((done) => setTimeout(done, randomInt(2 * THINK_MS + 1)));
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function report(seconds) {
  const rows = [...stats].filter(([route]) => route !== 'setup');
  console.log(
    `\n${'route'.padEnd(32)}${'requests'.padStart(9)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}` +
      `${'p99 ms'.padStart(8)}${'max ms'.padStart(8)}${'non-2xx'.padStart(9)}${'5xx'.padStart(5)}${'errors'.padStart(8)}`,
  );
  let total = 0;
  let failed = 0;
  const all = [];
  for (const [route, s] of rows) {
    const sorted = [...s.latencies].sort((a, b) => a - b);
    all.push(...s.latencies);
    total += s.latencies.length;
    failed += s.non2xx + s.errors;
    console.log(
      `${route.padEnd(32)}${String(s.latencies.length).padStart(9)}${(s.latencies.length / seconds).toFixed(1).padStart(8)}` +
        `${percentile(sorted, 50).toFixed(0).padStart(8)}${percentile(sorted, 99).toFixed(0).padStart(8)}` +
        `${(sorted.at(-1) ?? 0).toFixed(0).padStart(8)}${String(s.non2xx).padStart(9)}${String(s.status5xx).padStart(5)}` +
        `${String(s.errors).padStart(8)}`,
    );
    for (const sample of s.samples) console.log(`    e.g. ${sample}`);
  }
  all.sort((a, b) => a - b);
  console.log(
    `${'all'.padEnd(32)}${String(total).padStart(9)}${(total / seconds).toFixed(1).padStart(8)}` +
      `${percentile(all, 50).toFixed(0).padStart(8)}${percentile(all, 99).toFixed(0).padStart(8)}` +
      `${(all.at(-1) ?? 0).toFixed(0).padStart(8)}`,
  );
  return failed;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-load-'));
  const stack = new Stack(
    stackProcesses({
      ports,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: process.env.LOAD_DATABASE_URL ?? '',
        LOG_LEVEL: 'warn',
        AI_CHAT_RATE_LIMIT: '100000',
      },
    }),
    { quiet: true },
  );
  stack.startAll();
  let failed = 1;
  try {
    await stack.waitReady(60_000);
    console.log(
      `Load: ${USERS} users through the gateway (${origin}), ${SECONDS} s, pause 0-${2 * THINK_MS} ms`,
    );
    const setupStarted = performance.now();
    const users = [];
    // Sign-ups and sign-ins hash a password each (scrypt, on libuv's four threads): 10 users at a time.
    for (let i = 0; i < USERS; i += 10) {
      users.push(
        ...(await Promise.all(Array.from({ length: Math.min(10, USERS - i) }, (_, k) => setUpUser(i + k)))),
      );
    }
    const professionals = [];
    for (let k = 0; k < PROFESSIONALS; k += 5) {
      professionals.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(5, PROFESSIONALS - k) }, (_, j) =>
            setUpProfessional(k + j, users[k + j]),
          ),
        )),
      );
    }
    console.log(
      `${USERS} users and ${PROFESSIONALS} professionals set up in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
    );
    const setup = stats.get('setup');
    if (setup && setup.non2xx + setup.errors > 0)
      throw new Error(`Setup failed: ${setup.samples.join('; ')}`);
    const started = performance.now();
    await Promise.all([
      ...users.map((user) => family(user, started + SECONDS * 1000)),
      ...professionals.map((pro) => professionalLoop(pro, started + SECONDS * 1000)),
    ]);
    failed = report((performance.now() - started) / 1000);
    console.log(
      failed === 0
        ? "\n0 errors, every answer as expected (2xx; 403 for a professional's ungranted area)"
        : `\n${failed} requests failed`,
    );
    console.log(
      leaks.length === 0
        ? "0 answers carried another family's or an ungranted area's data"
        : `${leaks.length} answers carried data the caller may not see, e.g.\n  ${leaks.slice(0, 5).join('\n  ')}`,
    );
    failed += leaks.length;
  } finally {
    for (const agent of agents) agent.destroy();
    await stack.stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exitCode = failed === 0 ? 0 : 1;
}

await main();
