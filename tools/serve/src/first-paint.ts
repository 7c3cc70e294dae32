// The shell's page carries SSI includes (<!--# include virtual="/api/first-paint/dashboard" -->), which
// the gateway fills, locally and in production alike: for the page that owns the include, the API's
// fragment asked with the visitor's own Cookie, within a short deadline. No cookie, a non-200 answer, a
// slow API or any error leaves the page as it was; every other include is dropped. The CSP is computed
// before the include, so a fragment can never allow a script.
import type { IncomingMessage } from 'node:http';

const INCLUDE = /<!--# include virtual="([^"]*)" -->/g;

/** The page each include belongs to. */
export const FIRST_PAINT_INCLUDES: Readonly<Record<string, string>> = {
  '/dashboard': '/api/first-paint/dashboard',
};

/** A fragment larger than this is not a first paint: it is left out. */
const MAX_FRAGMENT_BYTES = 64 * 1024;

export const DEFAULT_FIRST_PAINT_TIMEOUT_MS = 300;

export interface FilledPage {
  html: string;
  /** A page that may hold the family's figures is never stored by any cache, shared or not. */
  headers: Record<string, string>;
}

export async function fillFirstPaint(
  html: string,
  req: IncomingMessage,
  apiUrl: URL,
  timeoutMs: number = DEFAULT_FIRST_PAINT_TIMEOUT_MS,
): Promise<FilledPage> {
  const pathname = new URL(req.url ?? '/', 'http://x').pathname.replace(/\/+$/, '') || '/';
  const virtual = FIRST_PAINT_INCLUDES[pathname];
  const cookie = req.headers.cookie;
  const fragment = virtual && cookie ? await fetchFragment(new URL(virtual, apiUrl), cookie, timeoutMs) : '';
  return {
    html: html.replace(INCLUDE, (_, path: string) => (path === virtual ? fragment : '')),
    // Only ever this browser's, whether the include was filled or not (the same page then could be).
    headers: virtual ? { 'Cache-Control': 'private, no-store', Vary: 'Accept-Encoding, Cookie' } : {},
  };
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
