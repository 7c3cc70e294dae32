// The edge decides who the client is: whatever a client says about itself in X-Forwarded-For,
// Forwarded or X-Real-IP is dropped and replaced by the address of the connection (the API's login
// limiter trusts X-Forwarded-For because only this gateway can reach it). The one exception is a
// forwarding hop the operator trusts (GATEWAY_TRUSTED_PROXIES, the Ingress controller's pods): behind
// it, the client is the right-most address of its X-Forwarded-For that is not itself trusted, and
// the scheme is its X-Forwarded-Proto. Whatever is left of that entry was written by the client.
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { BlockList, isIP, type Socket } from 'node:net';

export type Scheme = 'http' | 'https';

/** `::ffff:127.0.0.1` and `127.0.0.1` are one client. */
function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** The address of the peer that connected (a client, or a proxy in front of the gateway). */
export function peerAddress(socket: Socket): string {
  return plainAddress(socket.remoteAddress ?? 'unknown');
}

/**
 * GATEWAY_TRUSTED_PROXIES: comma-separated CIDRs, IPv4 or IPv6 (`10.0.0.0/8, fd00::/8`). Empty: trust
 * nobody. A prefix of 0 is refused: trusting every address would let any client name itself.
 */
export function parseTrustedProxies(raw: string | undefined): BlockList | undefined {
  const listed = (raw ?? '')
    .split(',')
    .map((cidr) => cidr.trim())
    .filter(Boolean);
  if (listed.length === 0) return undefined;
  const trusted = new BlockList();
  for (const cidr of listed) {
    const match = /^([^/]+)\/(\d{1,3})$/.exec(cidr);
    const family = match ? isIP(match[1]!) : 0;
    const prefix = Number(match?.[2]);
    if (family === 0 || prefix < 1 || prefix > (family === 4 ? 32 : 128)) {
      throw new Error(
        `GATEWAY_TRUSTED_PROXIES must be comma-separated CIDRs (e.g. 10.0.0.0/8, fd00::/8) with a prefix from 1, got "${cidr}"`,
      );
    }
    trusted.addSubnet(match![1]!, prefix, family === 4 ? 'ipv4' : 'ipv6');
  }
  return trusted;
}

/** Whether an address is one of the trusted proxies' (false for anything not an address). */
export function isTrusted(address: string, trusted: BlockList | undefined): boolean {
  const family = isIP(address);
  return trusted !== undefined && family !== 0 && trusted.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Who a request is from, decided once when it arrives. */
export interface RequestClient {
  /** The client's address: the peer's, or the one a trusted peer forwarded for. */
  address: string;
  /** The peer is a trusted proxy: it multiplexes clients, and its X-Forwarded-Proto counts. */
  viaTrustedProxy: boolean;
}

const clients = new WeakMap<IncomingMessage, RequestClient>();

/**
 * Walks a trusted peer's X-Forwarded-For from the right past every trusted hop: the first untrusted
 * entry is the client. A chain that ends in something not an address, or holds trusted hops only,
 * names no client, and the peer stays the client as without the header: a forged chain can never make
 * a trusted address (another pod, the gateway's own) the client.
 */
function forwardedFor(peer: string, header: string | string[] | undefined, trusted: BlockList): string {
  const hops = [header ?? '']
    .flat()
    .join(',')
    .split(',')
    .map((hop) => plainAddress(hop.trim()));
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (isIP(hop) === 0) break;
    if (!isTrusted(hop, trusted)) return hop;
  }
  return peer;
}

/** Decides (and remembers for the proxy) who the request is from; the hardened server calls it first. */
export function identifyClient(req: IncomingMessage, trusted: BlockList | undefined): RequestClient {
  const peer = peerAddress(req.socket);
  const client: RequestClient =
    trusted && isTrusted(peer, trusted)
      ? { address: forwardedFor(peer, req.headers['x-forwarded-for'], trusted), viaTrustedProxy: true }
      : { address: peer, viaTrustedProxy: false };
  clients.set(req, client);
  return client;
}

export function requestClient(req: IncomingMessage): RequestClient {
  return clients.get(req) ?? { address: peerAddress(req.socket), viaTrustedProxy: false };
}

/** The scheme the client used: a trusted peer's X-Forwarded-Proto (http or https), else the configured one. */
export function requestScheme(req: IncomingMessage, configured: Scheme): Scheme {
  if (!requestClient(req).viaTrustedProxy) return configured;
  const said = String(req.headers['x-forwarded-proto'] ?? '')
    .trim()
    .toLowerCase();
  return said === 'http' || said === 'https' ? said : configured;
}

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

/**
 * The headers an upstream gets: the client's end-to-end headers plus the edge's own X-Forwarded-*
 * (`scheme` is the configured one, GATEWAY_SCHEME, which a trusted peer's X-Forwarded-Proto overrides).
 */
export function upstreamRequestHeaders(req: IncomingMessage, scheme: Scheme): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !isHopByHop(name, req.headers.connection)) headers[name] = value;
  }
  headers['x-forwarded-for'] = requestClient(req).address;
  headers['x-forwarded-proto'] = requestScheme(req, scheme);
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
