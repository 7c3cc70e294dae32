// One http.Server setup for every server here (the gateway and the static servers): the request
// target is validated before the handler runs, a handler that throws or rejects answers 4xx/5xx
// instead of ending the process, malformed requests answer 4xx from the parser, slow clients are cut
// by timeouts, and one address cannot hold more than its share of connections. Behind a trusted proxy
// (GATEWAY_TRUSTED_PROXIES), whose connections carry many clients one request at a time, that share is
// counted in requests in flight per forwarded client instead, each standing for one of its connections.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { BlockList, Socket } from 'node:net';
import type { EdgeLimits } from './edge-limits';
import { identifyClient, isTrusted, peerAddress } from './forwarded-headers';
import { HttpError, sendText } from './http-answers';
import { hasBody } from './request-body';
import { parseRequestTarget, type RequestTarget } from './request-target';

export type Handler = (
  req: IncomingMessage,
  res: ServerResponse,
  target: RequestTarget,
) => void | Promise<void>;

export interface HardenedServerOptions {
  label: string;
  limits: EdgeLimits;
  /** Methods the handler accepts; others answer 405 (the parser already refuses unknown ones). */
  methods: readonly string[];
  /** The forwarding hops whose X-Forwarded-For names the client (none by default: the peer is the client). */
  trustedProxies?: BlockList;
}

const STATUS_FOR_PARSER_ERROR: Record<string, string> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  HPE_HEADERS_TIMEOUT: '408 Request Timeout',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

function rawAnswer(socket: Socket, statusLine: string): void {
  if (socket.writable) {
    socket.end(`HTTP/1.1 ${statusLine}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  }
  socket.destroySoon?.();
}

export function createHardenedServer(handler: Handler, opts: HardenedServerOptions): http.Server {
  const { limits } = opts;
  // Open connections (or, behind a trusted proxy, requests in flight) per client address.
  const perClient = new Map<string, number>();
  const hold = (address: string): boolean => {
    const open = (perClient.get(address) ?? 0) + 1;
    if (open > limits.maxConnectionsPerClient) return false;
    perClient.set(address, open);
    return true;
  };
  const release = (address: string): void => {
    const left = (perClient.get(address) ?? 1) - 1;
    if (left <= 0) perClient.delete(address);
    else perClient.set(address, left);
  };
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // Node checks the two timeouts above on this interval (30 s by default, too coarse for 10 s).
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
      maxHeaderSize: 16 * 1024,
    },
    (req, res) => {
      const fail = (err: unknown) => {
        const known = err instanceof HttpError;
        if (!known) console.error(`[${opts.label}] ${req.method} failed: ${(err as Error)?.stack ?? err}`);
        if (res.headersSent) {
          res.destroy();
          return;
        }
        const status = known ? err.status : 500;
        const close = known ? err.closeConnection : false;
        sendText(res, status, known ? err.message : 'Internal error', close ? { Connection: 'close' } : {});
      };
      try {
        const client = identifyClient(req, opts.trustedProxies);
        if (client.viaTrustedProxy) {
          // Refused with an answer, not a reset: the proxy's connection carries other clients too.
          if (!hold(client.address)) throw new HttpError(429, 'Too many connections', hasBody(req));
          res.once('close', () => release(client.address));
        }
        if (!opts.methods.includes(req.method ?? '')) {
          throw new HttpError(405, 'Method not allowed');
        }
        const target = parseRequestTarget(req.url, limits.maxUrlLength);
        const done = handler(req, res, target);
        if (done) done.catch(fail);
      } catch (err) {
        fail(err);
      }
    },
  );
  server.keepAliveTimeout = 65_000;

  // The parser refused the request (unknown method, bad header, oversized head, timeout).
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    rawAnswer(socket, STATUS_FOR_PARSER_ERROR[err.code ?? ''] ?? '400 Bad Request');
  });
  // Without these listeners Node drops CONNECT/upgrade sockets silently; answer like any other refusal.
  server.on('connect', (_req: IncomingMessage, socket: Socket) =>
    rawAnswer(socket, '405 Method Not Allowed'),
  );
  server.on('upgrade', (_req: IncomingMessage, socket: Socket) => rawAnswer(socket, '400 Bad Request'));

  server.on('connection', (socket: Socket) => {
    const address = peerAddress(socket);
    // A trusted proxy's connections are counted by the clients of their requests (above).
    if (isTrusted(address, opts.trustedProxies)) return;
    if (!hold(address)) {
      socket.destroy();
      return;
    }
    socket.once('close', () => release(address));
  });
  return server;
}
