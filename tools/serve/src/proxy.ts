// The gateway's reverse proxy on node:http. A request body is received in full first (request-body.ts)
// and sent upstream with a Content-Length, so slow clients never hold upstream sockets. Responses
// stream through (server-sent events included). An upstream that is down answers 503, one that does
// not send its response headers in time 504, both with the JSON body the site's API client shows.
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { EdgeLimits } from './edge-limits';
import { clientResponseHeaders, upstreamRequestHeaders } from './forwarded-headers';
import { sendUnavailable } from './http-answers';
import { readBody } from './request-body';

export type ProxyLimits = Pick<
  EdgeLimits,
  | 'maxBodyBytes'
  | 'bodyIdleTimeoutMs'
  | 'upstreamConnectTimeoutMs'
  | 'upstreamHeadersTimeoutMs'
  | 'upstreamIdleTimeoutMs'
>;

export interface ProxyOptions {
  limits: ProxyLimits;
  /** The scheme the client used to reach the gateway (X-Forwarded-Proto). */
  scheme: 'http' | 'https';
  /** Adjusts the response headers before they are sent (e.g. frame protection on HTML). */
  responseHeaders?: (headers: OutgoingHttpHeaders) => OutgoingHttpHeaders;
}

// The upstream is not there (or went away): 503. Anything else before the response headers: 502.
const DOWN = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

class UpstreamTimeout extends Error {}

const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 256 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 256 }),
};

/** What one route changes: its response headers, or a larger body limit (document uploads). */
export type PerRouteOptions = Pick<ProxyOptions, 'responseHeaders'> & { maxBodyBytes?: number };

export type Proxy = (
  req: IncomingMessage,
  res: ServerResponse,
  upstream: URL,
  pathAndQuery: string,
  opts?: PerRouteOptions,
) => Promise<void>;

export function createProxy(options: ProxyOptions): Proxy {
  const { limits } = options;
  return async (req, res, upstream, pathAndQuery, perRoute = {}) => {
    const body = await readBody(req, {
      ...limits,
      maxBodyBytes: perRoute.maxBodyBytes ?? limits.maxBodyBytes,
    });
    const headers = upstreamRequestHeaders(req, options.scheme);
    if (body.length > 0 || !['GET', 'HEAD', 'OPTIONS'].includes(req.method ?? '')) {
      headers['content-length'] = String(body.length);
    }
    const rewrite = perRoute.responseHeaders ?? options.responseHeaders;
    await new Promise<void>((resolve) => {
      const send = (retry: boolean) => {
        const isHttps = upstream.protocol === 'https:';
        const upstreamReq = (isHttps ? https : http).request({
          protocol: upstream.protocol,
          hostname: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: upstream.pathname.replace(/\/$/, '') + pathAndQuery,
          headers,
          agent: isHttps ? agents.https : agents.http,
        });
        let answered = false;
        // Connect and response headers share one deadline each; a stuck upstream answers 504.
        const headersTimer = setTimeout(
          () => upstreamReq.destroy(new UpstreamTimeout()),
          limits.upstreamHeadersTimeoutMs,
        );
        upstreamReq.on('socket', (socket) => {
          if (!socket.connecting) return;
          const connectTimer = setTimeout(
            () => upstreamReq.destroy(new UpstreamTimeout()),
            limits.upstreamConnectTimeoutMs,
          );
          socket.once('connect', () => clearTimeout(connectTimer));
          socket.once('close', () => clearTimeout(connectTimer));
        });
        upstreamReq.on('response', (upstreamRes) => {
          answered = true;
          clearTimeout(headersTimer);
          const outHeaders = clientResponseHeaders(upstreamRes);
          res.writeHead(
            upstreamRes.statusCode ?? 502,
            upstreamRes.statusMessage,
            rewrite ? rewrite(outHeaders) : outHeaders,
          );
          // A stream may run for minutes; it is cut only when nothing arrives for the idle timeout.
          let idleTimer = setTimeout(() => upstreamRes.destroy(), limits.upstreamIdleTimeoutMs);
          upstreamRes.on('data', () => {
            clearTimeout(idleTimer);
            idleTimer = setTimeout(() => upstreamRes.destroy(), limits.upstreamIdleTimeoutMs);
          });
          upstreamRes.on('close', () => {
            clearTimeout(idleTimer);
            if (!upstreamRes.complete) res.destroy();
            resolve();
          });
          upstreamRes.pipe(res);
        });
        upstreamReq.on('error', (err: NodeJS.ErrnoException) => {
          clearTimeout(headersTimer);
          if (answered) return;
          // A kept-alive socket the upstream had just closed: send once more on a fresh one.
          if (retry && upstreamReq.reusedSocket && err.code === 'ECONNRESET') return send(false);
          if (res.headersSent || res.destroyed) res.destroy();
          else
            sendUnavailable(res, err instanceof UpstreamTimeout ? 504 : DOWN.has(err.code ?? '') ? 503 : 502);
          resolve();
        });
        // The client left: stop the upstream work it asked for.
        res.once('close', () => {
          if (!res.writableFinished) upstreamReq.destroy();
        });
        upstreamReq.end(body.length > 0 ? body : undefined);
      };
      send(true);
    });
  };
}
