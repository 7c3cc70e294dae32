// BENCH_ONLY=montecarlo: the retirement Monte Carlo (libs/contracts/src/planning), 10,000 paths x 50
// years, timed in this Node (the engine alone, as the API runs it), median and p99 of repeated runs
// after a warm-up. Goal (issue 36): < 150 ms.
//
// Then where the page's what-ifs should run, measured back to back on one what-if (the demo family's
// plan spending 10% less): a round trip to the Wealth remote's Web Worker in headless Chromium (the
// built worker from mfe-wealth/dist, postMessage to answer), against a round trip to
// POST /api/retirement/simulate on a fresh API (services/api/dist, the demo family seeded), which also
// works out the family's defaults. Both answer the same probability for the same scenario.
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { transformSync } from '@swc/core';
import { repoRoot, Stack, stackProcesses } from './stack.mjs';

const PORTS = { gateway: 6400, marketing: 6401, wealth: 6402, advisory: 6403, api: 6410, ai: 6420 };

const RUNS = Number(process.env.BENCH_MC_RUNS ?? 15);
const PATHS = 10_000;
const YEARS = 50;

/** The engine compiled to one plain ES module (it imports nothing), for Node and for the worker. */
function compiledEngine() {
  const source = readFileSync(path.join(repoRoot, 'libs/contracts/src/planning/monte-carlo.ts'), 'utf8');
  return transformSync(source, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  }).code;
}

/** A 45-year-old saving 40,000 a year until 65, then spending 120,000 a year, to 95. */
const input = {
  startAge: 45,
  years: YEARS,
  startingWealth: 1_500_000,
  flows: Array.from({ length: YEARS }, (_, t) => (t < 20 ? 40_000 : -120_000)),
  meanReturn: 0.08,
  volatility: 0.14,
  inflation: 0.03,
  paths: PATHS,
  seed: 36,
};

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: at(0.5), p99: at(0.99), min: sorted[0] };
}

const format = ({ p50, p99, min }) =>
  `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, min ${min.toFixed(1)} ms`;

/** Round trips to POST /api/retirement/simulate for the demo family's plan, spending 10% less. */
async function serverRoundTrips() {
  if (!existsSync(path.join(repoRoot, 'services/api/dist/main.cjs'))) {
    console.log('  POST /api/retirement/simulate: no services/api/dist (npm run build), skipped');
    return null;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-bench-mc-'));
  const stack = new Stack(
    stackProcesses({
      ports: PORTS,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      only: ['api'],
    }),
    { quiet: true },
  );
  try {
    stack.startAll();
    await stack.waitReady(90_000);
    const base = `http://127.0.0.1:${PORTS.api}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
    });
    if (!login.ok) throw new Error(`sign-in: ${login.status}`);
    const cookie = login.headers.get('set-cookie').split(';')[0];
    const plan = await (await fetch(`${base}/api/retirement`, { headers: { cookie } })).json();
    if (!plan.inputs.adults.length) throw new Error('the demo family has no retirement plan');
    const body = JSON.stringify({
      adults: plan.inputs.adults,
      annualSpending: (Number(plan.scenario.annualSpending) * 0.9).toFixed(2),
    });
    const simulate = async () => {
      const res = await fetch(`${base}/api/retirement/simulate`, {
        method: 'POST',
        headers: { cookie, 'Content-Type': 'application/json' },
        body,
      });
      if (!res.ok) throw new Error(`simulate: ${res.status} ${await res.text()}`);
      return res.json();
    };
    let answer = null;
    for (let i = 0; i < 3; i++) answer = await simulate();
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      answer = await simulate();
      times.push(performance.now() - start);
    }
    return {
      times,
      year: plan.year,
      scenario: answer.scenario,
      probability: answer.projection.successProbability,
    };
  } finally {
    await stack.stopAll();
  }
}

/** The Wealth remote's built worker (mfe-wealth/dist/what-if.worker.<hash>.js), or null. */
function builtWorker() {
  const dist = path.join(repoRoot, 'mfe-wealth/dist');
  const file = existsSync(dist) && readdirSync(dist).find((f) => /^what-if\.worker\.[0-9a-f]+\.js$/.test(f));
  return file ? { file, code: readFileSync(path.join(dist, file), 'utf8') } : null;
}

export async function benchMonteCarlo() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-mc-'));
  const file = path.join(dir, 'monte-carlo.mjs');
  writeFileSync(file, compiledEngine());
  const { runMonteCarlo } = await import(pathToFileURL(file).href);

  console.log(
    `\nRetirement Monte Carlo: ${PATHS.toLocaleString('en-US')} paths x ${YEARS} years, ${RUNS} runs after 3 warm-ups`,
  );
  for (let i = 0; i < 3; i++) runMonteCarlo(input);
  const times = [];
  let probability = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    probability = runMonteCarlo(input).successProbability;
    times.push(performance.now() - start);
  }
  const node = summary(times);
  console.log(
    `  engine in Node ${process.version} (the API's): ${format(node)} (probability ${(probability * 100).toFixed(1)}%)`,
  );

  console.log("\nA what-if's round trip (the demo family's plan, spending 10% less), back to back:");
  const server = await serverRoundTrips();
  if (server)
    console.log(
      `  POST /api/retirement/simulate (server, one connection): ${format(summary(server.times))} ` +
        `(probability ${(server.probability * 100).toFixed(2)}%)`,
    );

  const worker = builtWorker();
  const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p) => p && existsSync(p),
  );
  if (!worker || !chromiumPath || !server) {
    console.log(
      `  Web Worker: skipped (${!worker ? 'no mfe-wealth/dist worker: build the wealth remote' : !chromiumPath ? 'no Chromium found' : 'no server scenario'})`,
    );
    return;
  }
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<title>bench</title>');
    const result = await page.evaluate(
      async ({ code, scenario, year, runs }) => {
        const started = performance.now();
        const running = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
        let id = 0;
        const ask = () =>
          new Promise((resolve, reject) => {
            const sent = performance.now();
            const mine = ++id;
            running.onmessage = (event) => {
              if (event.data.id === mine)
                resolve({ ms: performance.now() - sent, projection: event.data.projection });
            };
            running.onerror = (event) => reject(new Error(event.message || 'the worker failed'));
            running.postMessage({ id: mine, scenario, year });
          });
        const first = await ask();
        const firstMs = performance.now() - started;
        for (let i = 0; i < 2; i++) await ask();
        const times = [];
        let last = first;
        for (let i = 0; i < runs; i++) {
          last = await ask();
          times.push(last.ms);
        }
        running.terminate();
        return { times, firstMs, probability: last.projection.successProbability };
      },
      { code: worker.code, scenario: server.scenario, year: server.year, runs: RUNS },
    );
    console.log(
      `  Web Worker (${worker.file}, ${(worker.code.length / 1024).toFixed(1)} KB, Chromium): ${format(summary(result.times))} ` +
        `(first answer with its start ${result.firstMs.toFixed(1)} ms; probability ${(result.probability * 100).toFixed(2)}%)`,
    );
    if (result.probability !== server.probability)
      throw new Error(`the worker and the server disagree: ${result.probability} vs ${server.probability}`);
    const faster = summary(result.times).p50 < summary(server.times).p50 ? 'the Web Worker' : 'the server';
    console.log(`  faster at the median: ${faster} (the page runs its what-ifs in the Web Worker)`);
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchMonteCarlo();
