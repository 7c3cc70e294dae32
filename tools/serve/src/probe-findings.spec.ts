// Regression tests for issue 34's black-box probe of the edge, through a gateway in front of the API's
// production bundle (services/api/dist/main.cjs, built by Nx before these tests): what one user sends
// must not hang another user's calls, and what the probe found about uploads, origins and headers.
import http from 'node:http';
import { writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createGateway } from './create-gateway';
import type { GatewayConfig } from './gateway-config';
import {
  closeServer,
  fixtureBuild,
  listenLocal,
  poisonUpload,
  rawRequest,
  signedInCookie,
  startApiBundle,
  testLimits,
  type ApiProcess,
} from './test-kit';

/** Short, so a request stuck on a poisoned upstream socket shows as a 504 within the test. */
const UPSTREAM_TIMEOUT_MS = 5000;

let api: ApiProcess;
let shellDist: string;
let gateway: http.Server;
let port: number;
let base: string;
let config: GatewayConfig;
let alice: string;
let bob: string;

beforeAll(async () => {
  api = await startApiBundle();
  shellDist = fixtureBuild();
  writeFileSync(
    path.join(shellDist, 'mf-manifest-stats.json'),
    '{"shared":[{"name":"react","version":"19"}]}',
  );
  config = {
    shellDist,
    apiUrl: api.url,
    aiUrl: api.url,
    remotes: [],
    limits: testLimits({
      upstreamConnectTimeoutMs: UPSTREAM_TIMEOUT_MS,
      upstreamHeadersTimeoutMs: UPSTREAM_TIMEOUT_MS,
      upstreamIdleTimeoutMs: UPSTREAM_TIMEOUT_MS,
      bodyIdleTimeoutMs: 2000,
    }),
    scheme: 'http',
    serveSourceMaps: false,
  };
  gateway = createGateway(config);
  port = await listenLocal(gateway);
  base = `http://127.0.0.1:${port}`;
  config.publicOrigins = [base, `http://localhost:${port}`];
  // Straight to the API: password hashing on a loaded machine may take longer than the short timeout.
  [alice, bob] = await Promise.all([
    signedInCookie(api.url.origin, 'alice'),
    signedInCookie(api.url.origin, 'bob'),
  ]);
}, 90_000);

afterAll(async () => {
  await closeServer(gateway);
  await api?.stop();
});

describe('finding 1: an upload the API answers before reading it cannot hang anyone else', () => {
  it.each(['/api/documents', '/api/imports'])(
    "malformed part headers to %s, then another user's 30 concurrent calls all answer promptly",
    async (target) => {
      const poisons = await Promise.all(
        Array.from({ length: 20 }, () =>
          rawRequest(port, poisonUpload(target, alice), { timeoutMs: UPSTREAM_TIMEOUT_MS * 3 }),
        ),
      );
      for (const poison of poisons) expect(poison.status).toBe(400);

      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 30 }, async () => {
          const response = await fetch(`${base}/api/auth/me`, { headers: { cookie: bob } });
          await response.arrayBuffer();
          return response.status;
        }),
      );
      expect(answers.filter((status) => status !== 200)).toEqual([]);
      expect(Date.now() - started).toBeLessThan(UPSTREAM_TIMEOUT_MS);
    },
    30_000,
  );

  it('a well-formed upload still streams through to the API and is stored, one after another', async () => {
    for (let i = 0; i < 2; i++) {
      const form = new FormData();
      form.append('category', 'tax');
      form.append(
        'file',
        new Blob(['%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n']),
        `return-${i}.pdf`,
      );
      const stored = await fetch(`${base}/api/documents`, {
        method: 'POST',
        headers: { cookie: alice },
        body: form,
      });
      expect(stored.status).toBe(201);
      expect(((await stored.json()) as { fileName: string }).fileName).toBe(`return-${i}.pdf`);
    }
  }, 20_000);

  it('the gateway never pools a connection an upstream answered before reading the body', async () => {
    // An upstream like the API before the fix: it answers an upload at its first bytes and reads no more,
    // keeping the connection, so a request sent after it on that connection waits forever.
    const careless = http.createServer((req, res) => {
      if (req.method === 'POST') {
        req.once('data', () => {
          req.pause();
          res.writeHead(400, { 'content-type': 'application/json' }).end('{"message":"Bad part header"}');
        });
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    });
    const upstream = new URL(`http://127.0.0.1:${await listenLocal(careless)}`);
    const own = createGateway({
      shellDist: fixtureBuild(),
      apiUrl: upstream,
      aiUrl: upstream,
      remotes: [],
      limits: testLimits({ upstreamHeadersTimeoutMs: 2000, bodyIdleTimeoutMs: 2000 }),
      scheme: 'http',
      serveSourceMaps: false,
    });
    const ownPort = await listenLocal(own);
    try {
      for (const target of ['/api/documents', '/api/imports', '/api/accounts']) {
        const poison =
          target === '/api/accounts'
            ? rawRequest(
                ownPort,
                `POST ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n` +
                  `Content-Type: application/json\r\nContent-Length: ${512 * 1024}\r\n\r\n${'a'.repeat(512 * 1024)}`,
              )
            : rawRequest(ownPort, poisonUpload(target, 'hl_session=x'));
        expect((await poison).status).toBe(400);
      }
      const answers = await Promise.all(
        Array.from(
          { length: 10 },
          async () => (await fetch(`http://127.0.0.1:${ownPort}/api/health`)).status,
        ),
      );
      expect(answers).toEqual(Array(10).fill(200));
    } finally {
      await closeServer(own);
      await closeServer(careless);
    }
  }, 20_000);
});

/** Sends an upload of `bytes` without a cookie, with backpressure, until it is answered or fully sent. */
function anonymousUpload(target: string, bytes: number): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    let answer = '';
    socket.on('data', (data: Buffer) => (answer += data.toString('latin1')));
    socket.on('error', () => undefined); // the gateway may close while we are still sending
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.write(
      `POST ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n` +
        `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${bytes}\r\n\r\n`,
    );
    const pump = () => {
      while (sent < bytes && !socket.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += piece.length;
        if (!socket.write(piece)) return void socket.once('drain', pump);
      }
    };
    pump();
  });
}

describe('finding 2: uploads stream through the gateway; its memory stays bounded', () => {
  it('30 concurrent unauthenticated 25 MB uploads grow the gateway by less than 150 MB', async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = Date.now();
    let statuses: number[];
    try {
      statuses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          anonymousUpload(i % 2 ? '/api/imports' : '/api/documents', 25 * 1024 * 1024),
        ),
      );
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    expect((peak - before) / 1024 / 1024).toBeLessThan(150);
    expect(Date.now() - started).toBeLessThan(30_000);
    // The API refuses them at their first bytes (no session), and the gateway passes that on.
    expect(statuses).toEqual(Array(30).fill(401));
  }, 40_000);
});

describe('finding 5: origins, HSTS and build files at the edge', () => {
  const credentials = JSON.stringify({ username: 'alice', password: 'correct horse battery' });
  const login = (headers: Record<string, string>) =>
    rawRequest(
      port,
      `POST /api/auth/login HTTP/1.1\r\nConnection: close\r\nContent-Type: application/json\r\n` +
        Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('') +
        `Content-Length: ${credentials.length}\r\n\r\n${credentials}`,
      { timeoutMs: 15_000 },
    );

  it('refuses a login whose Host and Origin both name a foreign site (DNS rebinding), and takes the real one', async () => {
    const forged = await login({ Host: 'evil.example', Origin: 'http://evil.example' });
    expect(forged.status).toBe(403);
    expect(JSON.parse(forged.body)).toEqual({ message: 'Cross-site request refused' });
    const real = await login({ Host: `localhost:${port}`, Origin: `http://localhost:${port}` });
    expect(real.status).toBe(200);
  }, 30_000);

  it('sends HSTS over https only, on the shell and on proxied answers alike', async () => {
    const plain = await fetch(`${base}/`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const https = createGateway({ ...config, scheme: 'https' });
    const httpsPort = await listenLocal(https);
    try {
      for (const target of ['/', '/api/health', '/remotes.json']) {
        const answer = await fetch(`http://127.0.0.1:${httpsPort}${target}`);
        expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      }
      // The API itself never sends it: it answers plain http behind the gateway.
      const direct = await fetch(new URL('/api/health', api.url));
      expect(direct.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await closeServer(https);
    }
  });

  it('does not serve the federation build stats (library versions)', async () => {
    expect((await fetch(`${base}/mf-manifest-stats.json`)).status).toBe(404);
  });
});
