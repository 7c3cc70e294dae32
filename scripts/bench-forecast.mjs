// BENCH_ONLY=forecast (issue 36 §2): GET /api/forecast for the synthetic family (100,000 transactions,
// `seed-synthetic`) on a fresh SQLite, with a few confirmed recurring items and planned events: one
// connection (the page's own wait) and ten. Goal: p99 under 300 ms. Then the recurring items' overview,
// which runs the detector over the transactions of its lookback (about 800 days: every row of this
// family), timed alone. Needs services/api/dist (npm run build).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot, Stack, stackProcesses } from './stack.mjs';

const PORTS = { gateway: 6300, marketing: 6301, wealth: 6302, advisory: 6303, api: 6310, ai: 6320 };
const USER = { username: 'bench-forecast', password: 'heirloom-scale-2026' };
const SECONDS = Number(process.env.BENCH_BIG_SECONDS ?? 5);

function seedSynthetic(env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const args = ['seed-synthetic', '--username', USER.username, '--password', USER.password];
    const child = spawn(process.execPath, [path.join(repoRoot, 'services/api/dist/main.cjs'), ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve((performance.now() - started) / 1000)
        : reject(new Error(`seed-synthetic exited with ${code}`)),
    );
  });
}

async function measure(base, cookie, label, route, connections) {
  const check = await fetch(`${base}${route}`, { headers: { cookie } });
  if (!check.ok) throw new Error(`GET ${route}: ${check.status} ${await check.text()}`);
  const result = await new Promise((resolve, reject) =>
    autocannon({ url: `${base}${route}`, connections, duration: SECONDS, headers: { cookie } }, (error, r) =>
      error ? reject(error) : resolve(r),
    ),
  );
  if (result.non2xx) throw new Error(`${label}: ${result.non2xx} answers were not 2xx`);
  console.log(
    `${label.padEnd(28)}${result.requests.average.toFixed(0).padStart(7)}` +
      `${String(result.latency.p50).padStart(11)}${String(result.latency.p99).padStart(11)}` +
      `${String(result.latency.max).padStart(11)}`,
  );
  return result.latency.p99;
}

export async function benchForecast() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-bench-forecast-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  const seconds = await seedSynthetic(env);
  const stack = new Stack(
    stackProcesses({
      ports: PORTS,
      env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
      only: ['api'],
    }),
    { quiet: true },
  );
  try {
    stack.startAll();
    await stack.waitReady(60_000);
    const base = `http://127.0.0.1:${PORTS.api}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(USER),
    });
    if (!login.ok) throw new Error(`sign-in: ${login.status}`);
    const cookie = login.headers.get('set-cookie').split(';')[0];
    const post = async (route, body) => {
      const res = await fetch(`${base}${route}`, {
        method: 'POST',
        headers: { cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`POST ${route}: ${res.status} ${await res.text()}`);
    };
    const day = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    for (const [name, direction, amount, cadence] of [
      ['Payroll', 'income', '9200.00', 'biweekly'],
      ['Rent', 'expense', '4100.00', 'monthly'],
      ['Streaming', 'expense', '17.99', 'monthly'],
      ['Nanny', 'expense', '850.00', 'weekly'],
      ['Water', 'expense', '210.00', 'quarterly'],
      ['Umbrella policy', 'expense', '1450.00', 'yearly'],
    ])
      await post('/api/recurring-items', { name, direction, amount, cadence, nextDate: day(3) });
    for (const [name, days, amount, direction] of [
      ['Tuition', 40, '31000', 'expense'],
      ['Car', 120, '48000', 'expense'],
      ['Bonus', 200, '25000', 'income'],
    ])
      await post('/api/planned-events', { name, date: day(days), direction, amount });

    console.log(
      `\nThe cash-flow forecast on the synthetic family (100,000 transactions, SQLite, written in ` +
        `${seconds.toFixed(1)} s), ${SECONDS} s each; goal: p99 under 300 ms\n`,
    );
    console.log('call                          req/s   p50 (ms)   p99 (ms)   max (ms)');
    const p99 = await measure(base, cookie, 'forecast, 1 connection', '/api/forecast', 1);
    await measure(base, cookie, 'forecast, 10 connections', '/api/forecast', 10);
    console.log(`  goal ${p99 < 300 ? 'met' : 'MISSED'}: p99 ${p99} ms with one connection`);

    const times = [];
    let detected = 0;
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const res = await fetch(`${base}/api/recurring-items/overview`, { headers: { cookie } });
      if (!res.ok) throw new Error(`overview: ${res.status}`);
      detected = (await res.json()).detected.length;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `recurring overview (the detector over every row), 5 runs: median ${times[2].toFixed(0)} ms, ` +
        `max ${times[4].toFixed(0)} ms, ${detected} detected`,
    );
  } finally {
    await stack.stopAll();
  }
}
