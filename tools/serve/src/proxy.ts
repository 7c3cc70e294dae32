// A small reverse proxy on node:http: the gateway forwards /api and remote assets to their servers.
// An unreachable upstream answers 502 with a JSON body instead of hanging or crashing the gateway.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export function proxy(req: IncomingMessage, res: ServerResponse, upstream: URL, pathAndQuery: string): void {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
  }
  const remoteAddress = req.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = req.headers['x-forwarded-for']
    ? `${req.headers['x-forwarded-for']}, ${remoteAddress}`
    : remoteAddress;
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = 'http';

  const upstreamReq = http.request(
    {
      protocol: upstream.protocol,
      hostname: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: upstream.pathname.replace(/\/$/, '') + pathAndQuery,
      headers,
      agent,
    },
    (upstreamRes) => {
      const outHeaders: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(upstreamRes.headers)) {
        if (!HOP_BY_HOP.has(name) && value !== undefined) outHeaders[name] = value;
      }
      res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.statusMessage, outHeaders);
      upstreamRes.pipe(res);
    },
  );
  upstreamReq.on('error', () => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify({ message: 'Service unavailable, please try again shortly' }));
  });
  req.on('aborted', () => upstreamReq.destroy());
  req.pipe(upstreamReq);
}
