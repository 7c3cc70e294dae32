// CSRF defence: a state-changing request that a browser sent from another site carries that site's
// Origin, which it cannot forge. Such requests are refused before any handler runs. Requests without an
// Origin (curl, server-to-server, old same-origin GET-style forms) pass; the session cookie's
// SameSite=Lax already keeps it off cross-site sub-requests.
//
// With PUBLIC_ORIGINS set (every deployment: compose, Kubernetes) the Origin must be one of those
// origins, whatever Host the request names: a page on a foreign name that resolves to us (DNS
// rebinding) sends that name as both Origin and Host, so comparing the two would let it in. Unset (npm
// start, the suites), the Origin must name the host the browser addressed, as the gateway in front
// checks its own list first.
import type { IncomingHttpHeaders } from 'node:http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_REFUSED = { message: 'Cross-site request refused' } as const;

/** The host the browser addressed: the gateway's X-Forwarded-Host when proxied, else Host. */
export function requestHost(headers: IncomingHttpHeaders): string | undefined {
  const forwarded = headers['x-forwarded-host'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return (first || headers.host)?.toLowerCase();
}

// PUBLIC_ORIGINS is read by libs/contracts' parsePublicOrigins, the gateway's rule too.
export { parsePublicOrigins } from '@heirloom/contracts';

/**
 * Whether a request is a write from another site: an unsafe method whose Origin is not one of
 * `publicOrigins` (when any are configured), else whose Origin's host is not `host`.
 */
export function isCrossSite(
  method: string,
  origin: string | undefined,
  host: string | undefined,
  publicOrigins: readonly string[] = [],
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase()) || origin === undefined) return false;
  try {
    // "null" (sandboxed frames, file: pages) fails to parse and is refused like any foreign origin.
    const url = new URL(origin);
    return publicOrigins.length > 0 ? !publicOrigins.includes(url.origin) : url.host.toLowerCase() !== host;
  } catch {
    return true;
  }
}
