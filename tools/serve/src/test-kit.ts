// Helpers for the server specs: raw HTTP over net (fetch would normalize the malformed targets),
// a throwaway upstream, fixture builds on disk, and ports bound on 127.0.0.1 only.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defaultEdgeLimits, type EdgeLimits } from './edge-limits';

export const LOCALHOST = '127.0.0.1';

export async function listenLocal(server: http.Server | net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, LOCALHOST, resolve));
  return (server.address() as net.AddressInfo).port;
}

export async function closeServer(server: http.Server): Promise<void> {
  server.closeAllConnections?.();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

export interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/** Sends bytes as they are and reads the answer until the server closes or `timeoutMs` passes. */
export function rawRequest(
  port: number,
  request: string | Buffer,
  { timeoutMs = 3000, localAddress }: { timeoutMs?: number; localAddress?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: LOCALHOST, ...(localAddress ? { localAddress } : {}) });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        new Error(
          `no complete answer within ${timeoutMs} ms: ${Buffer.concat(chunks).toString().slice(0, 200)}`,
        ),
      );
    }, timeoutMs);
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', () => undefined); // the server may reset after answering
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0), head, body });
    });
    socket.write(request);
  });
}

/** A GET that asks the server to close afterwards, so rawRequest returns at once. */
export function rawGet(target: string, extraHeaders = ''): string {
  return `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${extraHeaders}\r\n`;
}

export function testLimits(overrides: Partial<EdgeLimits> = {}): EdgeLimits {
  return {
    ...defaultEdgeLimits,
    headersTimeoutMs: 800,
    requestTimeoutMs: 5000,
    bodyIdleTimeoutMs: 500,
    upstreamConnectTimeoutMs: 500,
    upstreamHeadersTimeoutMs: 500,
    upstreamIdleTimeoutMs: 1000,
    ...overrides,
  };
}

export const THEME_SCRIPT = 'document.documentElement.dataset.x="1"';

/** A build folder like the shell's or a remote's: HTML with an inline script, hashed chunk, map. */
export function fixtureBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'serve-spec-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><script>${THEME_SCRIPT}</script><script src="main.0123456789.js" type="module"></script></head><body></body></html>`,
  );
  writeFileSync(
    path.join(dir, 'main.0123456789.js'),
    'console.log(1);\n//# sourceMappingURL=main.0123456789.js.map',
  );
  writeFileSync(path.join(dir, 'main.0123456789.js.map'), '{"sourcesContent":["secret source"]}');
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var x = 1;');
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"mfe_fixture"}');
  return dir;
}

/** The upstream's record of what it was asked. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  bodyBytes: number;
}

/** A tiny API/AI stand-in: /api/health answers, /api/hang never does, /api/stream sends events,
 *  anything else echoes the request it got as JSON. */
export function echoUpstream(): { server: http.Server; seen: SeenRequest[] } {
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    let bodyBytes = 0;
    req.on('data', (c: Buffer) => (bodyBytes += c.length));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, bodyBytes };
      seen.push(entry);
      if (req.url === '/api/hang') return;
      if (req.url?.startsWith('/api/stream')) {
        const every = Number(new URL(req.url, 'http://x').searchParams.get('every') ?? 100);
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        let n = 0;
        const timer = setInterval(() => {
          res.write(`event: chunk\ndata: ${n}\n\n`);
          if (++n === 8) {
            clearInterval(timer);
            res.end('event: done\ndata: {}\n\n');
          }
        }, every);
        res.on('close', () => clearInterval(timer));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(req.url === '/api/health' ? { status: 'ok' } : entry));
    });
  });
  return { server, seen };
}
