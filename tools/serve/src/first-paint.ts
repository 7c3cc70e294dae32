// The shell's page carries one SSI include, <!--# include virtual="/api/first-paint/:page" --> (shell/
// index.html), which the gateway fills, locally and in production alike: for a page load of a route the
// registry lists (libs/contracts first-paint-pages.ts), with that page's fragment from the API
// (GET /api/first-paint/<page>) asked with the visitor's own Cookie, within a short deadline. No cookie,
// a non-200 answer, a slow API, any error or any other route leaves the include empty, as is every
// other include. The CSP is computed before the include, so a fragment can never allow a script.
import type { IncomingMessage } from 'node:http';
import { FIRST_PAINT_API, firstPaintPageAt, firstPaintPath } from '@heirloom/contracts';

const INCLUDE = /<!--# include virtual="([^"]*)" -->/g;
/** The one include the gateway fills: the page being loaded names the fragment. */
const PAGE_INCLUDE = `${FIRST_PAINT_API}/:page`;
/**
 * Where the fragment goes once it is known. A remote's prerendered page may not hold this (prerendered.ts
 * refuses any `<!--heirloom:` comment), so only the shell's own include is ever filled.
 */
export const FIRST_PAINT_SLOT = '<!--heirloom:first-paint-->';

/** A fragment larger than this is not a first paint: it is left out. */
const MAX_FRAGMENT_BYTES = 64 * 1024;

export const DEFAULT_FIRST_PAINT_TIMEOUT_MS = 300;

export interface FirstPaint {
  /** The page's fragment for this visitor, or '' (nothing to show, or no such page). */
  fragment: string;
  /** A page that may hold the family's figures is never stored by any cache, shared or not. */
  headers: Record<string, string>;
}

/** The first paint of the page `req` loads, asked of the API at `apiUrl` with the visitor's cookie. */
export async function firstPaintFor(
  req: IncomingMessage,
  apiUrl: URL,
  timeoutMs: number = DEFAULT_FIRST_PAINT_TIMEOUT_MS,
): Promise<FirstPaint> {
  const page = firstPaintPageAt(new URL(req.url ?? '/', 'http://x').pathname);
  if (!page) return { fragment: '', headers: {} };
  const cookie = req.headers.cookie;
  return {
    fragment: cookie ? await fetchFragment(new URL(firstPaintPath(page), apiUrl), cookie, timeoutMs) : '',
    // Only ever this browser's, whether the include was filled or not (the same page then could be).
    headers: { 'Cache-Control': 'private, no-store', Vary: 'Accept-Encoding, Cookie' },
  };
}

/** The shell's page with its include marked as the first paint's slot, every other include dropped. */
export function markFirstPaintSlot(html: string): string {
  return html.replace(INCLUDE, (_, path: string) => (path === PAGE_INCLUDE ? FIRST_PAINT_SLOT : ''));
}

/** The page with the fragment in the slot (the last: the shell's own, after any prerendered part). */
export function putFirstPaint(html: string, fragment: string): string {
  const at = html.lastIndexOf(FIRST_PAINT_SLOT);
  return at < 0 ? html : html.slice(0, at) + fragment + html.slice(at + FIRST_PAINT_SLOT.length);
}

/** The shell's page with the first paint of the page `req` loads in it. */
export async function fillFirstPaint(
  html: string,
  req: IncomingMessage,
  apiUrl: URL,
  timeoutMs: number = DEFAULT_FIRST_PAINT_TIMEOUT_MS,
): Promise<{ html: string; headers: Record<string, string> }> {
  const { fragment, headers } = await firstPaintFor(req, apiUrl, timeoutMs);
  return { html: putFirstPaint(markFirstPaintSlot(html), fragment), headers };
}

async function fetchFragment(url: URL, cookie: string, timeoutMs: number): Promise<string> {
  try {
    const response = await fetch(url, {
      headers: { cookie, accept: 'text/html' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    const body = await response.text();
    const html = /^text\/html\b/i.test(response.headers.get('content-type') ?? '');
    return response.status === 200 && html && Buffer.byteLength(body) <= MAX_FRAGMENT_BYTES ? body : '';
  } catch {
    return '';
  }
}
