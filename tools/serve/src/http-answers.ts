// Small, fixed answers the servers give themselves (errors never carry details of the request).
import type { ServerResponse } from 'node:http';

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

/** The JSON body the site's API client shows for a missing or slow service (503, 504, 502). */
export function sendUnavailable(res: ServerResponse, status: number): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = Buffer.from(JSON.stringify({ message: 'Service unavailable, please try again shortly' }));
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}
