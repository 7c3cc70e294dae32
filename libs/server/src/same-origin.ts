// CSRF defence: a state-changing request that a browser sent from another site carries that site's
// Origin, which it cannot forge. Such requests are refused before any handler runs. Requests without an
// Origin (curl, server-to-server, old same-origin GET-style forms) pass; the session cookie's
// SameSite=Lax already keeps it off cross-site sub-requests.
import type { IncomingHttpHeaders } from 'node:http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_REFUSED = { message: 'Cross-site request refused' } as const;

/** The host the browser addressed: the gateway's X-Forwarded-Host when proxied, else Host. */
export function requestHost(headers: IncomingHttpHeaders): string | undefined {
  const forwarded = headers['x-forwarded-host'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return (first || headers.host)?.toLowerCase();
}

export function isCrossSite(method: string, origin: string | undefined, host: string | undefined): boolean {
  if (SAFE_METHODS.has(method.toUpperCase()) || origin === undefined) return false;
  try {
    // "null" (sandboxed frames, file: pages) fails to parse and is refused like any foreign origin.
    return new URL(origin).host.toLowerCase() !== host;
  } catch {
    return true;
  }
}
