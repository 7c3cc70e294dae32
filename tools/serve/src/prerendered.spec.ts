// Prerendered pages through the gateway (issue 35): the shell's frame for the request's variant with
// the remote's own page in its slot, read from the remote's server on every load (a remote rebuilt
// alone is served at once), and the plain page whenever a part is missing, odd or asked with a query.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createGateway } from './create-gateway';
import { createRemoteServer } from './create-remote-server';
import type { GatewayConfig } from './gateway-config';
import { pageSlug, remotePageUrl, remoteScriptUrl, variantFor } from './prerendered';
import { closeServer, listenLocal, testLimits, THEME_SCRIPT } from './test-kit';

const SLOT = '<!--heirloom:remote-page-->';
const INDEX =
  `<!doctype html><html><head><script>${THEME_SCRIPT}</script></head>` +
  `<body><div id="root"></div><div id="first-paint"></div></body></html>`;

function write(dir: string, file: string, text: string) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

const frame = (route: string, variants: Record<string, { head: string; body: string }>) =>
  JSON.stringify({ route, remote: 'marketing', variants });
const remotePage = (route: string, head: string, body: string) =>
  JSON.stringify({ route, remote: null, variants: { page: { head, body } } });

let shellDir: string;
let remoteDir: string;
let wealthDir: string;
let remote: http.Server;
let wealth: http.Server;
let gateway: http.Server;
let port: number;

beforeAll(async () => {
  shellDir = mkdtempSync(path.join(os.tmpdir(), 'serve-prerendered-shell-'));
  remoteDir = mkdtempSync(path.join(os.tmpdir(), 'serve-prerendered-remote-'));
  wealthDir = mkdtempSync(path.join(os.tmpdir(), 'serve-prerendered-wealth-'));
  // A signed-in page: its frame only for a browser with the signed-in hint, the remote's page held in it.
  const held = `<aside>no areas</aside><main><div data-held-page="">${SLOT}</div></main>`;
  write(
    shellDir,
    'prerendered/transactions.json',
    JSON.stringify({
      route: '/transactions',
      remote: 'wealth',
      variants: {
        'open+signed-in': { head: '', body: held },
        'collapsed+signed-in': { head: '', body: held },
      },
    }),
  );
  write(wealthDir, 'mf-manifest.json', '{}');
  write(
    wealthDir,
    'prerendered/transactions.json',
    JSON.stringify({
      route: '/transactions',
      remote: null,
      variants: { page: { head: '', body: '<h1>Transactions</h1><p>Track and categorize</p>' } },
      preload: ['remoteEntry.js', '__federation_expose_routes.1a2b.js', '../up.js', '/abs.js', 'x.css', 7],
    }),
  );
  wealth = createRemoteServer({ root: wealthDir, label: 'wealth', limits: testLimits() });
  const wealthUpstream = new URL(`http://127.0.0.1:${await listenLocal(wealth)}`);
  write(shellDir, 'index.html', INDEX);
  const main = (sidebar: string) => `<aside>${sidebar}</aside><main><!--$-->${SLOT}<!--/$--></main>`;
  write(
    shellDir,
    'prerendered/home.json',
    frame('/home', {
      open: { head: '<style data-emotion="shell a">.a{}</style>', body: main('open areas') },
      'open+signed-in': { head: '<style data-emotion="shell a">.a{}</style>', body: main('open, no areas') },
      collapsed: { head: '', body: main('icons') },
      'collapsed+signed-in': { head: '', body: main('icons, no areas') },
    }),
  );
  write(shellDir, 'prerendered/about.json', frame('/about', { open: { head: '', body: main('about') } }));
  write(
    shellDir,
    'prerendered/login.json',
    JSON.stringify({
      route: '/login',
      remote: null,
      variants: { open: { head: '<style>.l{}</style>', body: '<main><h1>Sign in to Heirloom</h1></main>' } },
    }),
  );
  write(remoteDir, 'mf-manifest.json', '{}');
  write(
    remoteDir,
    'prerendered/home.json',
    remotePage('/home', '<style data-emotion="mkt b">.b{}</style>', '<h1>Your Family Office</h1>'),
  );
  write(
    remoteDir,
    'prerendered/about.json',
    remotePage('/about', '', '<h1>About</h1><script>steal()</script>'),
  );
  remote = createRemoteServer({ root: remoteDir, label: 'remote', limits: testLimits() });
  const upstream = new URL(`http://127.0.0.1:${await listenLocal(remote)}`);
  const config: GatewayConfig = {
    shellDist: shellDir,
    apiUrl: upstream,
    aiUrl: upstream,
    remotes: [
      { key: 'marketing', name: 'mfe_marketing', upstream, entry: '/remotes/marketing/mf-manifest.json' },
      {
        key: 'wealth',
        name: 'mfe_wealth',
        upstream: wealthUpstream,
        entry: '/remotes/wealth/mf-manifest.json',
      },
    ],
    limits: testLimits(),
    scheme: 'http',
    serveSourceMaps: false,
    firstPaintTimeoutMs: 300,
  };
  gateway = createGateway(config);
  port = await listenLocal(gateway);
});

afterAll(async () => {
  await Promise.all([closeServer(gateway), closeServer(remote), closeServer(wealth)]);
  rmSync(wealthDir, { recursive: true, force: true });
  rmSync(shellDir, { recursive: true, force: true });
  rmSync(remoteDir, { recursive: true, force: true });
});

const get = async (pathname: string, cookie?: string) => {
  const response = await fetch(`http://127.0.0.1:${port}${pathname}`, { headers: cookie ? { cookie } : {} });
  return { response, html: await response.text() };
};
const root = (html: string) => /<div id="root">([\s\S]*)<\/div><div id="first-paint">/.exec(html)?.[1];

describe('a prerendered page through the gateway', () => {
  it("puts the remote's page in the shell's frame, and both styles in the head", async () => {
    const { response, html } = await get('/home');
    expect(response.status).toBe(200);
    expect(root(html)).toBe(
      '<aside>open areas</aside><main><!--$--><h1>Your Family Office</h1><!--/$--></main>',
    );
    expect(html).toContain(
      '<style data-emotion="shell a">.a{}</style><style data-emotion="mkt b">.b{}</style></head>',
    );
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    ['sidebar_state=false', 'icons'],
    ['hl_signed_in=1', 'open, no areas'],
    ['theme=dark; sidebar_state=false; hl_signed_in=1', 'icons, no areas'],
    ['sidebar_state=true', 'open areas'],
  ])('serves the frame the cookies %s ask for', async (cookie, sidebar) => {
    expect(root((await get('/home', cookie)).html)).toContain(`<aside>${sidebar}</aside>`);
  });

  it('serves a signed-in page to the signed-in hint only, never to a shared cache, with its scripts preloaded', async () => {
    const { response, html } = await get('/transactions', 'hl_signed_in=1; hl_session=abc');
    expect(root(html)).toBe(
      '<aside>no areas</aside><main><div data-held-page=""><h1>Transactions</h1><p>Track and categorize</p></div></main>',
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    // remoteEntry.js is a classic script (the federation runtime adds a <script>), as are its chunks;
    // anything that is not a plain relative script path is left out.
    const preloads = [...html.matchAll(/<link rel="preload" as="script" href="([^"]*)">/g)].map((m) => m[1]);
    expect(preloads).toEqual([
      '/remotes/wealth/remoteEntry.js',
      '/remotes/wealth/__federation_expose_routes.1a2b.js',
    ]);
    expect(html.indexOf('as="script"')).toBeLessThan(html.indexOf('</head>'));
    // Without the hint nobody is signed in: the page is served as before and goes to the sign-in screen.
    expect(root((await get('/transactions')).html)).toBe('');
    expect(root((await get('/transactions', 'sidebar_state=false')).html)).toBe('');
  });

  it("serves the shell's own page whole", async () => {
    expect(root((await get('/login')).html)).toBe('<main><h1>Sign in to Heirloom</h1></main>');
  });

  it('serves the plain page for a query, a page with a script, and a route not prerendered', async () => {
    expect(root((await get('/home?next=/x')).html)).toBe('');
    expect(root((await get('/about')).html)).toBe('');
    expect(root((await get('/services')).html)).toBe('');
  });

  it("serves a remote rebuilt alone at once, with the shell's files untouched", async () => {
    write(remoteDir, 'prerendered/home.json', remotePage('/home', '', '<h1>Rebuilt</h1>'));
    // A new build gets a new modification time (and so a new ETag) even within the same millisecond.
    const later = new Date(Date.now() + 5000);
    (await import('node:fs')).utimesSync(path.join(remoteDir, 'prerendered/home.json'), later, later);
    expect(root((await get('/home')).html)).toContain('<!--$--><h1>Rebuilt</h1><!--/$-->');
  });

  it('serves the plain page while the remote is down', async () => {
    const ownGateway = createGateway({
      shellDist: shellDir,
      apiUrl: new URL('http://127.0.0.1:9'),
      aiUrl: new URL('http://127.0.0.1:9'),
      remotes: [
        {
          key: 'marketing',
          name: 'mfe_marketing',
          upstream: new URL('http://127.0.0.1:9'),
          entry: '/remotes/marketing/mf-manifest.json',
        },
      ],
      limits: testLimits(),
      scheme: 'http',
      serveSourceMaps: false,
    });
    const ownPort = await listenLocal(ownGateway);
    const html = await (await fetch(`http://127.0.0.1:${ownPort}/home`)).text();
    await closeServer(ownGateway);
    expect(root(html)).toBe('');
  });
});

describe('the parts of it', () => {
  it('names pages and variants as the prerender does', () => {
    expect(pageSlug('/')).toBe('index');
    expect(pageSlug('/home')).toBe('home');
    expect(variantFor(undefined)).toBe('open');
    expect(variantFor('sidebar_state=false; hl_signed_in=1')).toBe('collapsed+signed-in');
    expect(variantFor('hl_signed_in=0; sidebar_state=falsey')).toBe('open');
    expect(variantFor('hl_signed_in=1; hl_factor_prompt=1')).toBe('open+signed-in+factor-prompt');
    // The prompt is drawn only for someone signed in.
    expect(variantFor('hl_factor_prompt=1')).toBe('open');
  });

  it("loads a remote's scripts from beside its entry", () => {
    expect(remoteScriptUrl('/remotes/wealth/mf-manifest.json', 'remoteEntry.js')).toBe(
      '/remotes/wealth/remoteEntry.js',
    );
    expect(remoteScriptUrl('https://cdn.example/wlt/v3/mf-manifest.json', 'a/1.js')).toBe(
      'https://cdn.example/wlt/v3/a/1.js',
    );
    expect(remoteScriptUrl('/remotes/wealth/mf-manifest.json', '../shell.js')).toBeNull();
    expect(remoteScriptUrl('/remotes/wealth/mf-manifest.json', '//evil.example/x.js')).toBeNull();
  });

  it("finds a remote's page beside its entry", () => {
    const upstream = new URL('http://127.0.0.1:3001');
    expect(
      remotePageUrl({ key: 'marketing', entry: '/remotes/marketing/mf-manifest.json', upstream }, 'home')
        ?.href,
    ).toBe('http://127.0.0.1:3001/prerendered/home.json');
    expect(
      remotePageUrl(
        { key: 'marketing', entry: 'https://cdn.example/mkt/v2/mf-manifest.json', upstream },
        'index',
      )?.href,
    ).toBe('https://cdn.example/mkt/v2/prerendered/index.json');
    expect(
      remotePageUrl(
        { key: 'marketing', entry: '/releases/mfe-marketing/0.1.0-0123456789ab/mf-manifest.json', upstream },
        'home',
        '/srv/releases',
      )?.href,
    ).toBe('file:///srv/releases/mfe-marketing/0.1.0-0123456789ab/prerendered/home.json');
    expect(
      remotePageUrl(
        { key: 'marketing', entry: '/releases/../etc/mf-manifest.json', upstream },
        'home',
        '/srv',
      ),
    ).toBeNull();
  });
});
