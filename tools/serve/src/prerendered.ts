// Pages prerendered at build time (issue 35), put together per request. The shell's build writes its
// frame of each page (shell/dist/prerendered/<slug>.json, one variant per sidebar cookie, signed-in
// hint and second-factor prompt hint), with a slot where a remote's page goes; each remote's build writes its own pages' HTML beside
// its manifest (<entry dir>/prerendered/<slug>.json). The gateway reads the frame, asks the route's
// remote for its page (revalidated with its ETag on every load, like the manifest: a remote redeployed
// alone is served at once, and the shell's files never change), and puts both in index.html: the
// styles before </head>, the HTML in <div id="root">. Anything missing, slow or odd serves the page as
// before (an empty root the shell renders itself). None of it holds a script or any user's data.
import { promises as fs } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hasFactorPromptHint, hasSignedInHint, routeOwners } from '@heirloom/contracts';

interface Rendered {
  head: string;
  body: string;
}
interface PrerenderedFile {
  route: string;
  remote: string | null;
  variants: Record<string, Rendered>;
  /** A remote's first scripts, relative to its entry (scripts/prerender.mjs reads its manifest). */
  preload?: string[];
}
interface RemotePage extends Rendered {
  preload: string[];
}

/** A script the remote's build named: a plain relative path, nothing that could leave its folder. */
const isScriptPath = (file: unknown): file is string =>
  typeof file === 'string' && /^[\w./-]+\.js$/.test(file) && !file.includes('..') && !file.startsWith('/');

export const REMOTE_PAGE_SLOT = '<!--heirloom:remote-page-->';
const ROOT = '<div id="root"></div>';
/** How long a page waits for its remote's prerendered HTML before it is served without. */
export const PRERENDERED_TIMEOUT_MS = 1000;
/** A remote's page larger than this is not served (the largest is ~60 KB). */
const MAX_PAGE_BYTES = 512 * 1024;

/** The file name of a route's page, as scripts/prerender.mjs writes it. */
export function pageSlug(route: string): string {
  return route === '/' ? 'index' : route.replace(/^\/+/, '').replace(/\//g, '_');
}

/**
 * The frame's variant for a request: the same cookies the browser's first render reads (the sidebar's,
 * the signed-in hint and, signed in, the second-factor prompt's hint).
 */
export function variantFor(cookies: string | undefined): string {
  const collapsed = /(?:^|;\s*)sidebar_state=false(?:;|$)/.test(cookies ?? '');
  const signedIn = hasSignedInHint(cookies);
  const prompt = signedIn && hasFactorPromptHint(cookies) ? '+factor-prompt' : '';
  return `${collapsed ? 'collapsed' : 'open'}${signedIn ? '+signed-in' : ''}${prompt}`;
}

function isRendered(value: unknown): value is Rendered {
  const v = value as Rendered | null;
  return typeof v?.head === 'string' && typeof v.body === 'string';
}

function parse(text: string): PrerenderedFile | null {
  try {
    const file = JSON.parse(text) as PrerenderedFile;
    if (typeof file?.variants !== 'object' || file.variants === null) return null;
    return Object.values(file.variants).every(isRendered) ? file : null;
  } catch {
    return null;
  }
}

/** Neither part may carry a script or end the element it is put in: such a page is not served. */
function safe({ head, body }: Rendered): boolean {
  return !/<\/?script\b|<\/head\b|<\/?body\b|<\/?html\b|<!--heirloom:/i.test(
    head + body.replace(REMOTE_PAGE_SLOT, ''),
  );
}

export interface PrerenderedOptions {
  shellDist: string;
  /** Where a remote's prerendered page is asked for: its URL from its entry, or null when it has none. */
  remotePageUrl: (remote: string, slug: string) => URL | null;
  /** The URL the browser loads one of a remote's scripts from (beside its entry), or null. */
  remoteScriptUrl?: (remote: string, file: string) => string | null;
  timeoutMs: number;
}

/** What a prerendered page is served with. */
export interface FilledPrerendered {
  html: string;
  headers: Record<string, string>;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function createPrerenderedPages({
  shellDist,
  remotePageUrl,
  remoteScriptUrl,
  timeoutMs,
}: PrerenderedOptions) {
  const frames = new Map<string, { mtimeMs: number; file: PrerenderedFile | null }>();
  const remotePages = new Map<string, { etag: string; file: PrerenderedFile | null }>();

  async function frame(slug: string): Promise<PrerenderedFile | null> {
    const file = path.join(shellDist, 'prerendered', `${slug}.json`);
    try {
      const stat = await fs.stat(file);
      const hit = frames.get(slug);
      if (hit?.mtimeMs === stat.mtimeMs) return hit.file;
      const parsed = parse(await fs.readFile(file, 'utf8'));
      frames.set(slug, { mtimeMs: stat.mtimeMs, file: parsed });
      return parsed;
    } catch {
      return null;
    }
  }

  async function remotePage(remote: string, slug: string): Promise<RemotePage | null> {
    const url = remotePageUrl(remote, slug);
    if (!url) return null;
    const key = url.href;
    const cached = remotePages.get(key);
    if (url.protocol === 'file:') return pageOnDisk(url);
    try {
      const response = await fetch(url, {
        headers: cached ? { 'if-none-match': cached.etag } : {},
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      let file: PrerenderedFile | null;
      if (response.status === 304 && cached) file = cached.file;
      else if (response.status === 200) {
        const text = await response.text();
        file = Buffer.byteLength(text) <= MAX_PAGE_BYTES ? parse(text) : null;
        const etag = response.headers.get('etag');
        if (etag) remotePages.set(key, { etag, file });
        else remotePages.delete(key);
      } else {
        await response.body?.cancel();
        return null;
      }
      return pageOf(file);
    } catch {
      return null;
    }
  }

  function pageOf(file: PrerenderedFile | null): RemotePage | null {
    const page = file ? Object.values(file.variants)[0] : undefined;
    if (!page || !safe(page)) return null;
    const preload = Array.isArray(file?.preload) ? file.preload.filter(isScriptPath).slice(0, 16) : [];
    return { ...page, preload };
  }

  /** A released remote's page (a release folder never changes: read once). */
  async function pageOnDisk(url: URL): Promise<RemotePage | null> {
    let hit = remotePages.get(url.href);
    if (!hit) {
      const text = await fs.readFile(url, 'utf8').catch(() => null);
      hit = { etag: '', file: text === null ? null : parse(text) };
      if (text !== null) remotePages.set(url.href, hit);
    }
    return pageOf(hit.file);
  }

  /**
   * index.html with the route's prerendered page in it, or null to serve it as it is (no prerendered
   * page for this request). A request with a query is not served prerendered: its page may read it.
   * The remote's first scripts are preloaded with it. A signed-in page (the wealth and advisory
   * remotes') holds no one's data, yet it is only ever served to one browser: no cache may store it.
   */
  async function fill(html: string, req: IncomingMessage): Promise<FilledPrerendered | null> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.search || !html.includes(ROOT)) return null;
    const route = url.pathname.replace(/\/+$/, '') || '/';
    const shell = await frame(pageSlug(route));
    const rendered = shell?.variants[variantFor(req.headers.cookie)] ?? shell?.variants.open;
    if (!shell || !rendered || shell.route !== route || !safe(rendered)) return null;
    let { head, body } = rendered;
    const owner = routeOwners[route];
    if (body.includes(REMOTE_PAGE_SLOT)) {
      const page = owner ? await remotePage(owner, pageSlug(route)) : null;
      if (!page) return null;
      const scripts = page.preload
        .map((file) => remoteScriptUrl?.(owner!, file))
        .filter((href): href is string => typeof href === 'string')
        .map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`);
      head = scripts.join('') + head + page.head;
      body = body.replace(REMOTE_PAGE_SLOT, () => page.body);
    }
    const signedIn = owner !== undefined && owner !== 'marketing';
    return {
      html: html
        .replace('</head>', () => `${head}</head>`)
        .replace(ROOT, () => `<div id="root">${body}</div>`),
      // The HTML depends on the sidebar and signed-in cookies; it never holds a user's data.
      headers: {
        Vary: 'Accept-Encoding, Cookie',
        ...(signedIn ? { 'Cache-Control': 'private, no-store' } : {}),
      },
    };
  }

  return { fill };
}

/**
 * Where a remote's prerendered page is, beside its manifest: on its own server for the default
 * same-origin entry (/remotes/<key>/...), at the entry's URL for a CDN, in the release folder for a
 * released remote (/releases/...).
 */
export function remotePageUrl(
  remote: { key: string; entry: string; upstream: URL },
  slug: string,
  releasesDir?: string,
): URL | null {
  const file = `prerendered/${slug}.json`;
  const own = `/remotes/${remote.key}/`;
  try {
    if (remote.entry.startsWith(own))
      return new URL(file, new URL(remote.entry.slice(own.length - 1), remote.upstream));
    if (remote.entry.startsWith('/releases/')) {
      if (!releasesDir || !/^\/releases\/mfe-[a-z]+\/[0-9A-Za-z.+-]+-[0-9a-f]{12}\//.test(remote.entry))
        return null;
      const dir = path.posix.dirname(remote.entry.slice('/releases/'.length));
      return pathToFileURL(path.join(releasesDir, dir, file));
    }
    if (/^https?:\/\//i.test(remote.entry)) return new URL(file, remote.entry);
  } catch {
    return null;
  }
  return null;
}

/**
 * Where the browser loads a remote's script: beside its entry, as the federation runtime resolves it
 * (the manifest's publicPath is 'auto'). A same-origin entry gives a path, a CDN entry a full URL.
 */
export function remoteScriptUrl(entry: string, file: string): string | null {
  if (!isScriptPath(file)) return null;
  try {
    const url = new URL(file, new URL(entry, 'http://same-origin.invalid'));
    return url.origin === 'http://same-origin.invalid' ? url.pathname : url.href;
  } catch {
    return null;
  }
}
