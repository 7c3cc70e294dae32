// Helpers for the server specs: raw HTTP over net (fetch would normalize the malformed targets),
// a throwaway upstream, fixture builds on disk, and ports bound on 127.0.0.1 only.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
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

/** The API's production bundle (services/api/dist/main.cjs, built by Nx before these tests). */
export const API_BUNDLE = path.resolve(import.meta.dirname, '../../../services/api/dist/main.cjs');

export interface ApiProcess {
  url: URL;
  stop(): Promise<void>;
}

/** Starts the built API on a fresh data folder and a free port, and waits until it is ready. */
export async function startApiBundle(env: Record<string, string> = {}): Promise<ApiProcess> {
  if (!existsSync(API_BUNDLE))
    throw new Error(`${API_BUNDLE} is missing: build the API first (nx build api)`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-gateway-api-'));
  const probe = net.createServer();
  const port = await listenLocal(probe);
  await new Promise((resolve) => probe.close(resolve));
  const child = spawn(process.execPath, [API_BUNDLE], {
    env: {
      PATH: process.env.PATH,
      API_PORT: String(port),
      API_HOST: LOCALHOST,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      REGISTER_LIMIT_PER_HOUR: '10000',
      ...env,
    },
    stdio: 'ignore',
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = new URL(`http://${LOCALHOST}:${port}`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode})`);
    try {
      if ((await fetch(new URL('/api/health/ready', url))).ok) return { url, stop };
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the API was not ready within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Registers a user through `base` (the gateway or the API) and answers their session's Cookie header. */
export async function signedInCookie(base: string, username: string): Promise<string> {
  const post = async (route: string) => {
    const response = await fetch(`${base}/api/auth/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'correct horse battery' }),
    });
    if (!response.ok) throw new Error(`${route} ${username}: ${response.status} ${await response.text()}`);
    return response;
  };
  await post('register');
  const cookie = (await post('login')).headers.getSetCookie().find((c) => c.startsWith('hl_session='));
  if (!cookie) throw new Error('login set no session cookie');
  return cookie.split(';')[0]!;
}

/**
 * A multipart upload whose first part header is malformed (`headerBytes` without a colon), followed by
 * `restBytes` more of body: a multipart parser gives up on the header and the rest stays unread.
 */
export function poisonUpload(
  target: string,
  cookie: string,
  { headerBytes = 20 * 1024, restBytes = 1024 * 1024 } = {},
): Buffer {
  const boundary = 'poison';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\n${'X'.repeat(headerBytes)}\r\n\r\n`),
    Buffer.alloc(restBytes, 'a'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const head =
    `POST ${target} HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\nConnection: close\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), body]);
}
