// BENCH_ONLY=montecarlo: the retirement Monte Carlo (libs/contracts/src/planning), 10,000 paths x 50
// years, timed in this Node (as the API runs it) and in headless Chromium's Web Worker (the browser's
// engine, where the Wealth remote's what-ifs run), median and p99 of repeated runs after a warm-up.
// Goal (issue 36): < 150 ms.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { transformSync } from '@swc/core';
import { repoRoot } from './stack.mjs';

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

export async function benchMonteCarlo() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-mc-'));
  const file = path.join(dir, 'monte-carlo.mjs');
  const code = compiledEngine();
  writeFileSync(file, code);
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
    `  Node ${process.version} (the API): ${format(node)} (probability ${(probability * 100).toFixed(1)}%)`,
  );

  const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p) => p && existsSync(p),
  );
  if (!chromiumPath) {
    console.log('  Web Worker: no Chromium found, skipped');
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
    const workerTimes = await page.evaluate(
      async ({ code, input, runs }) => {
        const body = `${code.replace(/\bexport (?=function|const)/g, '')}
          onmessage = (event) => {
            const times = [];
            for (let i = 0; i < 3; i++) runMonteCarlo(event.data.input);
            for (let i = 0; i < event.data.runs; i++) {
              const start = performance.now();
              runMonteCarlo(event.data.input);
              times.push(performance.now() - start);
            }
            postMessage(times);
          };`;
        const worker = new Worker(URL.createObjectURL(new Blob([body], { type: 'text/javascript' })));
        return new Promise((resolve, reject) => {
          worker.onmessage = (event) => resolve(event.data);
          worker.onerror = (event) => reject(new Error(event.message || 'the worker failed'));
          worker.postMessage({ input, runs });
        });
      },
      { code, input, runs: RUNS },
    );
    console.log(`  Chromium Web Worker (the browser): ${format(summary(workerTimes))}`);
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchMonteCarlo();
