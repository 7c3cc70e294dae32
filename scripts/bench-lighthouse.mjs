// `BENCH_ONLY=lighthouse npm run bench` (issue 35's goals): Lighthouse 12 on the built site, driving the
// system Chromium, mobile preset (the default config) and the desktop preset, median of 3 runs per page.
// Each page is printed beside a static page holding only a heading, served by a bare node:http server on
// the same machine in the same run, so machine noise shows: when the static page's figures move, every
// page's do. Signed-in pages are loaded signed in as the demo family: the bench signs in through the API and
// puts the cookies it is given into the browser itself (CDP, through puppeteer), as a sign-in would, so the
// page's scripts read the signed-in hint from document.cookie. Lighthouse's storage reset clears caches and
// origin storage but not cookies (its default clearStorageTypes), so runs stay cold and signed in. A
// signed-in page that ends anywhere but itself (the sign-in screen) stops the bench. Figures, not assertions.
import http from 'node:http';
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
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

/** Signs the demo family in through the API: the cookies it sets (the session and the signed-in hint). */
async function demoCookies(base) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  });
  if (!res.ok) throw new Error(`Demo sign-in failed: ${res.status} ${await res.text()}`);
  const { hostname } = new URL(base);
  return res.headers.getSetCookie().map((header) => {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const has = (name) => attributes.some((a) => a.toLowerCase() === name);
    const expires = attributes.find((a) => /^expires=/i.test(a));
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      domain: hostname,
      path: '/',
      httpOnly: has('httponly'),
      secure: has('secure'),
      sameSite: 'Lax',
      ...(expires ? { expires: Date.parse(expires.slice('expires='.length)) / 1000 } : {}),
    };
  });
}

/** Sets the browser's cookies (an extra Cookie header, tried first, cannot be read by the page's scripts). */
async function setBrowserCookies(chrome, cookies) {
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  try {
    const session = await browser.target().createCDPSession();
    await session.send('Storage.clearCookies');
    if (cookies.length) await session.send('Storage.setCookies', { cookies });
  } finally {
    await browser.disconnect();
  }
}

/** One Lighthouse run: score, LCP, CLS, TBT and the JavaScript transferred (gzip, as on the wire). */
async function audit(chrome, url, preset) {
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (process.env.BENCH_LIGHTHOUSE_TASKS) printLongTasks(url, lhr);
  const scripts = (lhr.audits['network-requests'].details?.items ?? []).filter(
    (r) => r.resourceType === 'Script',
  );
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    jsKb: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    // The page's own HTML: a few KB when the gateway served the plain page instead of the prerendered one.
    htmlKb:
      (lhr.audits['network-requests'].details?.items ?? []).find((r) => r.resourceType === 'Document')
        ?.transferSize / 1024,
    finalUrl: lhr.finalDisplayedUrl,
    lcpElement: lcpElement(lhr),
  };
}

/** BENCH_LIGHTHOUSE_TASKS=1: each run's long main-thread tasks (what the blocking time is made of) and
 *  the scripts' evaluation, as Lighthouse attributes them. */
function printLongTasks(url, lhr) {
  const short = (u) => String(u).replace(/^https?:\/\/[^/]+/, '');
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  console.log(`  ${url}: ${tasks.length} long tasks`);
  for (const t of tasks)
    console.log(`    at ${Math.round(t.startTime)} ms  ${Math.round(t.duration)} ms  ${short(t.url)}`);
  for (const b of (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 6))
    console.log(
      `    ${short(b.url)}: ${Math.round(b.scripting)} ms scripting, ${Math.round(b.scriptParseCompile)} ms parse`,
    );
}

/**
 * The JS goal holds for every signed-in page, not only the four Lighthouse runs on: each page the build
 * prerenders for a signed-in visitor (and /account), loaded once signed in, cold, until the network is
 * idle, with the scripts' bytes as transferred (gzip) added up.
 */
async function printSignedInJs(chrome, base) {
  const publicPaths = new Set(PAGES.filter((p) => !p.signedIn).map((p) => p.path));
  const paths = readdirSync(new URL('../shell/dist/prerendered/', import.meta.url))
    .map((file) => (file === 'index.json' ? '/' : `/${file.replace(/\.json$/, '')}`))
    .filter((p) => !publicPaths.has(p))
    .concat('/account')
    .sort();
  await setBrowserCookies(chrome, await demoCookies(base));
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  console.log(`\nJS gzip on first load, every signed-in page (✗ over ${GOALS.jsKbSignedIn} KB)\n`);
  try {
    for (const pagePath of paths) {
      const page = await browser.newPage();
      const cdp = await page.createCDPSession();
      await cdp.send('Network.enable');
      await cdp.send('Network.clearBrowserCache');
      const scripts = new Map();
      cdp.on('Network.responseReceived', (e) => e.type === 'Script' && scripts.set(e.requestId, 0));
      cdp.on(
        'Network.loadingFinished',
        (e) => scripts.has(e.requestId) && scripts.set(e.requestId, e.encodedDataLength),
      );
      await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle0' });
      const ended = new URL(page.url()).pathname;
      if (ended !== pagePath)
        throw new Error(`${pagePath} ended at ${ended}: the demo session was not carried`);
      const kb = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0) / 1024;
      console.log(
        `${pagePath.padEnd(26)} ${kb.toFixed(0).padStart(6)} KB${kb <= GOALS.jsKbSignedIn ? ' ' : '✗'}`,
      );
      await page.close();
    }
  } finally {
    await browser.disconnect();
  }
}

/** What Lighthouse names as the LCP element (its selector and the start of its HTML). */
function lcpElement(lhr) {
  const table = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
  const node = table?.items?.[0]?.node;
  return node ? `${node.selector ?? ''} ${(node.snippet ?? '').slice(0, 80)}`.trim() : '';
}

async function medianOf(chrome, url, preset) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(chrome, url, preset));
  const pick = (key) => median(runs.map((r) => r[key]));
  return {
    score: pick('score'),
    lcp: pick('lcp'),
    cls: pick('cls'),
    tbt: pick('tbt'),
    jsKb: pick('jsKb'),
    finalUrl: runs[0].finalUrl,
    finalUrls: runs.map((r) => r.finalUrl),
    lcpElement: runs[0].lcpElement,
    lcpRuns: runs.map((r) => (r.lcp / 1000).toFixed(2)).join(' / '),
    htmlRuns: runs.map((r) => (r.htmlKb ?? 0).toFixed(0)).join(' / '),
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
    for (const preset of PRESETS) {
      console.log(
        `\nLighthouse ${preset} (median of ${RUNS}; ✗ marks a missed goal: score ≥ ${GOALS.score}, ` +
          `LCP < ${GOALS.lcpMs / 1000} s, CLS < ${GOALS.cls}, JS ≤ ${GOALS.jsKbPublicRoot} KB on / and ≤ ` +
          `${GOALS.jsKbSignedIn} KB signed in)\n`,
      );
      console.log(`${'page'.padEnd(26)} score      LCP      CLS      TBT    JS gzip`);
      const staticPage = await medianOf(chrome, `http://127.0.0.1:${STATIC_PORT}/`, preset);
      console.log(row('static page (reference)', staticPage, null));
      // Public pages first, signed out (a session would change /login and the frame's variant).
      let signedIn = false;
      await setBrowserCookies(chrome, []);
      const pages = PAGES.filter((p) => !ONLY_PAGES || ONLY_PAGES.includes(p.path)).sort(
        (a, b) => Number(a.signedIn) - Number(b.signedIn),
      );
      for (const page of pages) {
        if (page.signedIn && !signedIn) {
          await setBrowserCookies(chrome, await demoCookies(base));
          signedIn = true;
        }
        const m = await medianOf(chrome, `${base}${page.path}`, preset);
        const ended = m.finalUrls.find((u) => new URL(u).pathname !== page.path);
        if (page.signedIn && ended) {
          throw new Error(`${page.path} ended at ${ended}: the demo session was not carried`);
        }
        const jsKb = page.path === '/' ? GOALS.jsKbPublicRoot : page.signedIn ? GOALS.jsKbSignedIn : Infinity;
        console.log(row(page.path, m, preset === 'mobile' ? { jsKb } : null));
        if (page.signedIn || process.env.BENCH_LIGHTHOUSE_TASKS)
          console.log(
            `${''.padEnd(26)} LCP ${m.lcpRuns} s, HTML ${m.htmlRuns} KB; its element: ${m.lcpElement || '(none named)'}`,
          );
      }
    }
    if (!ONLY_PAGES) await printSignedInJs(chrome, base);
  } finally {
    await chrome.kill();
    staticServer.close();
    await stack.stopAll();
  }
}
