// The edge decides who the client is: whatever a client says about itself in X-Forwarded-For,
// Forwarded or X-Real-IP is dropped and replaced by the address of the connection (the API's login
// limiter trusts X-Forwarded-For because only this gateway can reach it).
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { clientAddress } from './hardened-server';

// Per connection, not end to end (RFC 9110 §7.6.1), plus what the gateway sets itself.
const DROPPED = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
  'content-length',
  'forwarded',
  'x-real-ip',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
]);

export function isHopByHop(name: string, connectionHeader: string | string[] | undefined): boolean {
  if (DROPPED.has(name)) return true;
  const listed = String(connectionHeader ?? '')
    .toLowerCase()
    .split(',')
    .map((s) => s.trim());
  return listed.includes(name);
}

/** The headers an upstream gets: the client's end-to-end headers plus the edge's own X-Forwarded-*. */
export function upstreamRequestHeaders(req: IncomingMessage, scheme: 'http' | 'https'): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !isHopByHop(name, req.headers.connection)) headers[name] = value;
  }
  headers['x-forwarded-for'] = clientAddress(req.socket);
  headers['x-forwarded-proto'] = scheme;
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  return headers;
}

/** The response headers passed back to the client (hop-by-hop ones belong to the upstream connection). */
export function clientResponseHeaders(upstream: IncomingMessage): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(upstream.headers)) {
    if (value === undefined) continue;
    if (name === 'content-length' || !isHopByHop(name, upstream.headers.connection)) headers[name] = value;
  }
  return headers;
}
