// The gateway's reverse proxy on node:http. A request body is received in full first (request-body.ts)
// and sent upstream with a Content-Length, so slow clients never hold upstream sockets; uploads alone
// (up to 25 MB) stream through instead, with backpressure, on a connection of their own, so the
// gateway's memory stays bounded whatever arrives. Responses stream through (server-sent events
// included). An upstream that is down answers 503, one that does not send its response headers in time
// 504, both with the JSON body the site's API client shows. An upstream connection that answered before
// it had the whole request body, or refused a request that had one, is never reused: the rest of that
// body may still be on it, and the next request on it, anyone's, would wait behind it (issue 34).
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { EdgeLimits } from './edge-limits';
import { clientResponseHeaders, upstreamRequestHeaders } from './forwarded-headers';
import { HttpError, sendUnavailable } from './http-answers';
import { checkDeclaredSize, hasBody, readBody, type BodyLimits } from './request-body';

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
// Streamed uploads: a fresh connection each, closed by the gateway after the answer, never pooled. It is
// not announced as `Connection: close`: an upstream told so closes right after an early answer, with
// the rest of the body unread, which resets the connection under its own answer.
const uploadAgents = {
  http: new http.Agent({ keepAlive: true }),
  https: new https.Agent({ keepAlive: true }),
};

/** What one route changes: its response headers, or a larger body limit (document uploads). */
export type PerRouteOptions = Pick<ProxyOptions, 'responseHeaders'> & {
  maxBodyBytes?: number;
  /** Stream the body through instead of receiving it first (uploads: too large to hold in memory). */
  streamBody?: boolean;
};

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
    const maxBodyBytes = perRoute.maxBodyBytes ?? limits.maxBodyBytes;
    const streaming = perRoute.streamBody === true && hasBody(req);
    const body = streaming ? null : await readBody(req, { ...limits, maxBodyBytes });
    const headers = upstreamRequestHeaders(req, options.scheme);
    if (streaming) {
      checkDeclaredSize(req, maxBodyBytes); // an announced oversize body is refused before any upstream
      if (req.headers['content-length'] !== undefined)
        headers['content-length'] = req.headers['content-length'];
    } else if (body!.length > 0 || !['GET', 'HEAD', 'OPTIONS'].includes(req.method ?? '')) {
      headers['content-length'] = String(body!.length);
    }
    const sendsBody = streaming || body!.length > 0;
    const rewrite = perRoute.responseHeaders ?? options.responseHeaders;
    let stopBody: (() => void) | undefined;
    await new Promise<void>((resolve, reject) => {
      const send = (retry: boolean) => {
        const isHttps = upstream.protocol === 'https:';
        const upstreamReq = (isHttps ? https : http).request({
          protocol: upstream.protocol,
          hostname: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: upstream.pathname.replace(/\/$/, '') + pathAndQuery,
          headers,
          agent: (streaming ? uploadAgents : agents)[isHttps ? 'https' : 'http'],
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
          const early = !upstreamReq.writableFinished;
          // Answered before the whole body was sent, or refused a request that had one: the upstream may
          // not have read the rest, so this connection is closed after the answer instead of pooled.
          if (streaming || (sendsBody && (early || (upstreamRes.statusCode ?? 500) >= 400))) {
            upstreamReq.shouldKeepAlive = false;
          }
          const outHeaders = clientResponseHeaders(upstreamRes);
          // The client's own body is not read to its end either: its connection ends with this answer.
          if (streaming && !req.complete) outHeaders.connection = 'close';
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
            else if (streaming && !req.complete) {
              // Answered early: the upstream connection goes, and the client's answer ends once the rest
              // of its body is read and dropped (closing at once would reset the connection under it).
              stopBody?.();
              req.unpipe(upstreamReq);
              upstreamReq.destroy();
              endAfterBody(req, res, limits.bodyIdleTimeoutMs);
            } else if (streaming) res.end();
            resolve();
          });
          upstreamRes.pipe(res, { end: !streaming });
        });
        upstreamReq.on('error', (err: NodeJS.ErrnoException) => {
          clearTimeout(headersTimer);
          if (answered) return;
          // A kept-alive socket the upstream had just closed: send once more on a fresh one.
          if (retry && !streaming && upstreamReq.reusedSocket && err.code === 'ECONNRESET')
            return send(false);
          // The client's streamed body broke off (too large, too slow, aborted): its own answer.
          if (err instanceof HttpError) return reject(err);
          if (res.headersSent || res.destroyed) res.destroy();
          else
            sendUnavailable(res, err instanceof UpstreamTimeout ? 504 : DOWN.has(err.code ?? '') ? 503 : 502);
          resolve();
        });
        // The client left: stop the upstream work it asked for.
        res.once('close', () => {
          if (!res.writableFinished) upstreamReq.destroy();
        });
        if (streaming) stopBody = pipeBody(req, upstreamReq, { ...limits, maxBodyBytes });
        else upstreamReq.end(body!.length > 0 ? body! : undefined);
      };
      send(true);
    });
  };
}

/**
 * Streams the client's body into the upstream request with backpressure, counting it: past the limit,
 * or when it stops arriving for the idle timeout, the upstream request is destroyed with the answer the
 * client gets (413, 408), unless the upstream has answered already.
 */
function pipeBody(req: IncomingMessage, upstreamReq: http.ClientRequest, bodyLimits: BodyLimits): () => void {
  let size = 0;
  let timer: NodeJS.Timeout | undefined;
  const fail = (err: HttpError) => {
    clearTimeout(timer);
    req.unpipe(upstreamReq);
    req.pause();
    upstreamReq.destroy(err);
  };
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () => fail(new HttpError(408, 'Request body timed out', true)),
      bodyLimits.bodyIdleTimeoutMs,
    );
  };
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size > bodyLimits.maxBodyBytes) fail(new HttpError(413, 'Request body too large', true));
    else arm();
  };
  const onAborted = () => fail(new HttpError(400, 'Request aborted', true));
  const stop = () => {
    clearTimeout(timer);
    req.off('data', onData);
    req.off('aborted', onAborted);
  };
  req.on('data', onData);
  req.once('end', stop);
  req.once('aborted', onAborted);
  req.once('close', stop);
  arm();
  req.pipe(upstreamReq);
  return stop;
}

/** Ends the answer once the rest of the client's body has arrived (dropped), or after it stops arriving. */
function endAfterBody(req: IncomingMessage, res: ServerResponse, idleTimeoutMs: number): void {
  let timer = setTimeout(() => res.end(), idleTimeoutMs);
  req.on('data', () => {
    clearTimeout(timer);
    timer = setTimeout(() => res.end(), idleTimeoutMs);
  });
  const done = () => {
    clearTimeout(timer);
    res.end();
  };
  req.once('end', done);
  req.once('close', done);
  req.resume();
}
