// The pages' first paint through the gateway: the shell's one include filled, for each page the registry
// lists, with the API's fragment of that page for the visitor's own cookie, and the page served as it
// was (include dropped) whenever that cannot be had in time. The CSP is the page's own: nothing in a
// fragment can allow a script.
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { inlineScriptHashes } from './content-security-policy';
import { FIRST_PAINT_SLOT, markFirstPaintSlot, putFirstPaint } from './first-paint';
import { createGateway } from './create-gateway';
import type { GatewayConfig } from './gateway-config';
import { closeServer, listenLocal, testLimits, THEME_SCRIPT } from './test-kit';

const INCLUDE = '<!--# include virtual="/api/first-paint/:page" -->';
/** The API's fragment of a page for a session: which page and whose, so a mix-up shows. */
const fragmentOf = (page: string, session: string) =>
  `<div class="fp" data-first-paint="${page}"><p>${session}'s $1,234.56</p></div>`;
const FRAGMENT = fragmentOf('dashboard', 'owner');
const SCRIPTED = '<div class="fp" data-first-paint="dashboard"><script>steal()</script></div>';

function shellWithInclude(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'serve-first-paint-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><script>${THEME_SCRIPT}</script></head>` +
      // The frame first, then the include (after it, as in shell/index.html). Any other include is the
      // shell's mistake: it is dropped, never asked for.
      `<body><div id="root"></div><!--# include virtual="/api/first-paint/transactions" -->` +
      `<div id="first-paint">${INCLUDE}</div></body></html>`,
  );
  return dir;
}

/** The API's stand-in: the fragment per session cookie, and a record of what it was asked. */
function fragmentApi() {
  const asked: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((req, res) => {
    asked.push(req.headers);
    const session = /hl_session=(\w+)/.exec(req.headers.cookie ?? '')?.[1];
    const html = (body: string, status = 200) =>
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(body);
    const page = /^\/api\/first-paint\/(dashboard|transactions|investments)$/.exec(req.url ?? '')?.[1];
    if (!page) return void res.writeHead(404).end();
    switch (session) {
      case 'owner':
      case 'stranger':
        return html(fragmentOf(page, session));
      case 'scripted':
        return html(SCRIPTED);
      case 'slow':
        return void setTimeout(() => html(FRAGMENT), 1500).unref();
      case 'json':
        return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"message":"x"}');
      case 'down':
        return html('<p>Service unavailable</p>', 503);
      default:
        return void res.writeHead(204).end();
    }
  });
  return { server, asked };
}

let api: ReturnType<typeof fragmentApi>;
let gateway: http.Server;
let port: number;

beforeAll(async () => {
  api = fragmentApi();
  const apiUrl = new URL(`http://127.0.0.1:${await listenLocal(api.server)}`);
  const config: GatewayConfig = {
    shellDist: shellWithInclude(),
    apiUrl,
    aiUrl: apiUrl,
    remotes: [],
    limits: testLimits(),
    scheme: 'http',
    serveSourceMaps: false,
    firstPaintTimeoutMs: 300,
  };
  gateway = createGateway(config);
  port = await listenLocal(gateway);
});

afterAll(async () => {
  await Promise.all([closeServer(gateway), closeServer(api.server)]);
});

beforeEach(() => {
  api.asked.length = 0;
});

const page_ = async (pathname: string, cookie?: string) => {
  const response = await fetch(`http://127.0.0.1:${port}${pathname}`, {
    headers: cookie ? { cookie } : {},
  });
  return { response, html: await response.text() };
};
const holder = (html: string) => /<div id="first-paint">([\s\S]*?)<\/div><\/body>/.exec(html)?.[1];

describe('the slot', () => {
  it("is the shell's own, the last in the page: a prerendered part holding the marker never takes the fragment", () => {
    const shell = markFirstPaintSlot(
      `<body><div id="root"></div><div id="first-paint">${INCLUDE}</div></body>`,
    );
    const served = shell.replace('<div id="root"></div>', `<div id="root"><p>${FIRST_PAINT_SLOT}</p></div>`);
    expect(putFirstPaint(served, FRAGMENT)).toBe(
      `<body><div id="root"><p>${FIRST_PAINT_SLOT}</p></div><div id="first-paint">${FRAGMENT}</div></body>`,
    );
  });
});

describe('the dashboard page through the gateway', () => {
  it("holds the API's fragment for the visitor's own session, never stored by a cache", async () => {
    const { response, html } = await page_('/dashboard', 'theme=x; hl_session=owner');
    expect(response.status).toBe(200);
    expect(holder(html)).toBe(FRAGMENT);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toContain('Cookie');
    expect(api.asked).toHaveLength(1);
    expect(api.asked[0]!.cookie).toBe('theme=x; hl_session=owner');
    expect(api.asked[0]!.accept).toBe('text/html');
  });

  it('asks the API nothing without a cookie, and keeps no include', async () => {
    const { response, html } = await page_('/dashboard');
    expect(holder(html)).toBe('');
    expect(html).not.toContain('<!--#');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(api.asked).toHaveLength(0);
  });

  it.each([
    ['signed out (204)', 'hl_session=nobody'],
    ['an error status', 'hl_session=down'],
    ['an answer that is not HTML', 'hl_session=json'],
  ])('serves the plain page for %s', async (_, cookie) => {
    const { response, html } = await page_('/dashboard', cookie);
    expect(response.status).toBe(200);
    expect(holder(html)).toBe('');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(api.asked).toHaveLength(1);
  });

  it('does not wait for a slow API past the deadline', async () => {
    const started = Date.now();
    const { response, html } = await page_('/dashboard', 'hl_session=slow');
    expect(response.status).toBe(200);
    expect(holder(html)).toBe('');
    expect(Date.now() - started).toBeLessThan(1200);
  });

  it('keeps the CSP of the page itself: a script in a fragment is never allowed', async () => {
    const plain = await page_('/dashboard');
    const scripted = await page_('/dashboard', 'hl_session=scripted');
    expect(holder(scripted.html)).toBe(SCRIPTED);
    const csp = scripted.response.headers.get('content-security-policy')!;
    expect(csp).toBe(plain.response.headers.get('content-security-policy'));
    expect(csp).not.toContain(inlineScriptHashes(SCRIPTED)[0]!);
  });

  it.each(['/transactions', '/investments', '/investments/'])(
    "holds %s's own fragment, the visitor's own, through the same include",
    async (pathname) => {
      const page = pathname.replace(/\//g, '');
      const own = await page_(pathname, 'hl_session=owner');
      expect(holder(own.html)).toBe(fragmentOf(page, 'owner'));
      expect(own.response.headers.get('cache-control')).toBe('private, no-store');
      expect(own.response.headers.get('vary')).toContain('Cookie');
      const other = await page_(pathname, 'hl_session=stranger');
      expect(holder(other.html)).toBe(fragmentOf(page, 'stranger'));
      expect(other.html).not.toContain("owner's");
      expect(api.asked.map((h) => h.cookie)).toEqual(['hl_session=owner', 'hl_session=stranger']);
    },
  );

  it("never fills the include with another page's fragment, nor a query's", async () => {
    const { html } = await page_('/transactions?page=dashboard', 'hl_session=owner');
    expect(holder(html)).toBe(fragmentOf('transactions', 'owner'));
    expect(html.match(/data-first-paint=/g)).toHaveLength(1);
  });

  it('drops the include on every other page, asking the API nothing', async () => {
    const { response, html } = await page_('/accounts', 'hl_session=owner');
    expect(holder(html)).toBe('');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(api.asked).toHaveLength(0);
  });
});

describe('the signed-in hint (issue 35) for a session that predates it', () => {
  it('is set on a page asked with a session cookie and no hint, and only then', async () => {
    const set = async (cookie?: string) =>
      (await page_('/transactions', cookie)).response.headers.get('set-cookie');
    expect(await set('theme=x; hl_session=owner')).toBe('hl_signed_in=1; Path=/; SameSite=Lax');
    expect(await set('hl_session=owner; hl_signed_in=1')).toBeNull();
    expect(await set('theme=x')).toBeNull();
    expect(await set('not_hl_session=owner')).toBeNull();
    expect(await set()).toBeNull();
  });
});
