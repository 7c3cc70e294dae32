// `npm run bench`: figures, not assertions. For each page, cold loads in headless Chromium (fresh
// browser context, empty cache): bytes of JavaScript transferred (gzip, as sent on the wire) and the
// time from navigation start until the page's <h1> is visible (median of 5).
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { Stack, stackProcesses } from './stack.mjs';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ports = { gateway: 5000, marketing: 5001, wealth: 5002, advisory: 5003, api: 5100, ai: 5200 };
const pages = ['/', '/dashboard'];
const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p) => p && existsSync(p),
);
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

async function coldLoad(url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
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
  for (const p of pages) {
    await coldLoad(`http://localhost:${ports.gateway}${p}`); // warm the servers' gzip caches, not the browser
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await coldLoad(`http://localhost:${ports.gateway}${p}`));
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
