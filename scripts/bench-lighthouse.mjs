// `BENCH_ONLY=lighthouse npm run bench` (issue 35's goals): Lighthouse 12 on the built site, driving the
// system Chromium, mobile preset (the default config) and the desktop preset, median of 3 runs per page.
// Each page is printed beside a static page holding only a heading, served by a bare node:http server on
// the same machine in the same run, so machine noise shows: when the static page's figures move, every
// page's do. Signed-in pages carry the demo family's session cookie. Figures, not assertions.
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { Stack, stackProcesses } from './stack.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** BENCH_LIGHTHOUSE_PRESETS=mobile and BENCH_LIGHTHOUSE_PAGES=/,/transactions narrow a run (a quick look). */
const PRESETS = (process.env.BENCH_LIGHTHOUSE_PRESETS ?? 'mobile,desktop').split(',');
const ONLY_PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
const ports = { gateway: 5900, marketing: 5901, wealth: 5902, advisory: 5903, api: 5910, ai: 5920 };
const STATIC_PORT = 5930;

/** The pages the issue names, public then signed in. */
const PAGES = [
  { path: '/', signedIn: false },
  { path: '/home', signedIn: false },
  { path: '/services', signedIn: false },
  { path: '/platform', signedIn: false },
  { path: '/about', signedIn: false },
  { path: '/contact', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/register', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/transactions', signedIn: true },
  { path: '/investments', signedIn: true },
  { path: '/ai-advisor', signedIn: true },
];
/** The goals: mobile LCP, mobile score, CLS everywhere, JS gzip per page kind. */
const GOALS = { lcpMs: 1500, score: 95, cls: 0.02, jsKbPublicRoot: 150, jsKbSignedIn: 260 };

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function startStaticPage() {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ' +
    'content="width=device-width,initial-scale=1"><title>Static</title><meta name="description" ' +
    'content="A static page"></head><body><main><h1>A static page</h1><p>Nothing but HTML.</p></main></body></html>';
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(html);
  });
  return new Promise((resolve) => server.listen(STATIC_PORT, '127.0.0.1', () => resolve(server)));
}

async function demoCookie(base) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  });
  if (!res.ok) throw new Error(`Demo sign-in failed: ${res.status} ${await res.text()}`);
  // Every cookie the sign-in sets (the session and the non-secret signed-in hint), as one header.
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** One Lighthouse run: score, LCP, CLS, TBT and the JavaScript transferred (gzip, as on the wire). */
async function audit(chrome, url, preset, cookie) {
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const scripts = (lhr.audits['network-requests'].details?.items ?? []).filter(
    (r) => r.resourceType === 'Script',
  );
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    jsKb: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

async function medianOf(chrome, url, preset, cookie) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(chrome, url, preset, cookie));
  const pick = (key) => median(runs.map((r) => r[key]));
  return {
    score: pick('score'),
    lcp: pick('lcp'),
    cls: pick('cls'),
    tbt: pick('tbt'),
    jsKb: pick('jsKb'),
    finalUrl: runs[0].finalUrl,
  };
}

const row = (label, m, goals) => {
  const flag = (ok) => (goals ? (ok ? ' ' : '✗') : ' ');
  return (
    `${label.padEnd(26)} ${String(m.score).padStart(5)}${flag(!goals || m.score >= GOALS.score)} ` +
    `${(m.lcp / 1000).toFixed(2).padStart(7)} s${flag(!goals || m.lcp < GOALS.lcpMs)} ` +
    `${m.cls.toFixed(3).padStart(7)}${flag(!goals || m.cls < GOALS.cls)} ` +
    `${Math.round(m.tbt).toString().padStart(6)} ms ` +
    `${m.jsKb.toFixed(0).padStart(6)} KB${flag(!goals || m.jsKb <= goals.jsKb)}`
  );
};

export async function benchLighthouse() {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-lighthouse-'));
  const stack = new Stack(
    stackProcesses({ ports, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } }),
    {
      quiet: true,
    },
  );
  stack.startAll();
  const staticServer = await startStaticPage();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    await stack.waitReady(90_000);
    const base = `http://localhost:${ports.gateway}`;
    const cookie = await demoCookie(base);
    for (const preset of PRESETS) {
      console.log(
        `\nLighthouse ${preset} (median of ${RUNS}; ✗ marks a missed goal: score ≥ ${GOALS.score}, ` +
          `LCP < ${GOALS.lcpMs / 1000} s, CLS < ${GOALS.cls}, JS ≤ ${GOALS.jsKbPublicRoot} KB on / and ≤ ` +
          `${GOALS.jsKbSignedIn} KB signed in)\n`,
      );
      console.log(`${'page'.padEnd(26)} score      LCP      CLS      TBT    JS gzip`);
      const staticPage = await medianOf(chrome, `http://127.0.0.1:${STATIC_PORT}/`, preset, undefined);
      console.log(row('static page (reference)', staticPage, null));
      for (const page of PAGES.filter((p) => !ONLY_PAGES || ONLY_PAGES.includes(p.path))) {
        const m = await medianOf(chrome, `${base}${page.path}`, preset, page.signedIn ? cookie : undefined);
        if (page.signedIn && !new URL(m.finalUrl).pathname.startsWith(page.path)) {
          throw new Error(`${page.path} ended at ${m.finalUrl}: the demo session was not carried`);
        }
        const jsKb = page.path === '/' ? GOALS.jsKbPublicRoot : page.signedIn ? GOALS.jsKbSignedIn : Infinity;
        console.log(row(page.path, m, preset === 'mobile' ? { jsKb } : null));
      }
    }
  } finally {
    await chrome.kill();
    staticServer.close();
    await stack.stopAll();
  }
}
