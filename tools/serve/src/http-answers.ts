// Small, fixed answers the servers give themselves (errors never carry details of the request).
import type { IncomingMessage, ServerResponse } from 'node:http';

/** An answer decided while handling a request: thrown by a handler, sent by the hardened server. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Close the connection afterwards (an unread or half-read request body is still on it). */
    readonly closeConnection = false,
  ) {
    super(message);
  }
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = Buffer.from(text);
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/** What the services answer a cross-site write, the same from the edge. */
export const CROSS_SITE_REFUSED = { message: 'Cross-site request refused' } as const;

/** A JSON answer in the services' error shape, for the site's API client. */
export function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  const body = Buffer.from(JSON.stringify(value));
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

export const UNAVAILABLE_MESSAGE = 'Service unavailable, please try again shortly';
/** What 502/503/504 answers tell clients to wait before trying again (a restart takes seconds). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** A browser loading a page (a link, the address bar, a download), not a script calling the API. */
export function isNavigation(req: IncomingMessage): boolean {
  const mode = req.headers['sec-fetch-mode'];
  if (typeof mode === 'string' && mode !== '') return mode === 'navigate';
  return /\btext\/html\b/i.test(req.headers.accept ?? '');
}

// A page for people: no details of the request, nothing loaded from elsewhere, and it tries again by
// itself (a meta refresh: no script, so the strictest policy applies).
const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${UNAVAILABLE_RETRY_AFTER_SECONDS}">
<title>Heirloom will be right back</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#f6f5f1;color:#1d2939}
main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem;font-weight:600}p{line-height:1.5}a{color:inherit}
@media (prefers-color-scheme:dark){body{background:#111827;color:#e5e7eb}}
</style>
</head>
<body>
<main>
<h1>Heirloom will be right back</h1>
<p>This part of the site is restarting or briefly unavailable. Nothing is lost, and you stay signed in.</p>
<p>This page tries again by itself in a few seconds, or <a href="">try again now</a>.</p>
</main>
</body>
</html>
`;

/**
 * A missing or slow service (503, 504, 502): for a page load, a friendly HTML page that retries by
 * itself; for an API call, the JSON body the site's API client shows. Both say when to try again.
 */
export function sendUnavailable(res: ServerResponse, status: number): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const page = isNavigation(res.req);
  const body = Buffer.from(page ? UNAVAILABLE_PAGE : JSON.stringify({ message: UNAVAILABLE_MESSAGE }));
  res.writeHead(status, {
    'Content-Type': page ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
    'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
    'X-Content-Type-Options': 'nosniff',
    ...(page
      ? {
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
          'X-Frame-Options': 'DENY',
        }
      : {}),
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}
