// Regression tests for the edge security findings: malformed requests, forged client addresses,
// slow and oversized bodies, stuck or missing upstreams, security headers and source maps.
import { jest } from '@jest/globals';
import type http from 'node:http';
import net from 'node:net';
import { createGateway } from './create-gateway';
import { createRemoteServer } from './create-remote-server';
import type { EdgeLimits } from './edge-limits';
import type { GatewayConfig } from './gateway-config';
import {
  closeServer,
  echoUpstream,
  fixtureBuild,
  listenLocal,
  rawGet,
  rawRequest,
  testLimits,
  type SeenRequest,
} from './test-kit';

jest.setTimeout(15_000);

let upstream: { server: http.Server; seen: SeenRequest[] };
let remote: http.Server;
let gateway: http.Server;
let gatewayPort: number;
let remotePort: number;
let apiUrl: URL;
let downUrl: URL;
const shellDist = fixtureBuild();

async function unusedPort(): Promise<number> {
  const probe = net.createServer();
  const port = await listenLocal(probe);
  await new Promise((r) => probe.close(r));
  return port;
}

function gatewayConfig(limits: EdgeLimits): GatewayConfig {
  return {
    shellDist,
    apiUrl,
    aiUrl: apiUrl,
    remotes: [
      {
        key: 'marketing',
        name: 'mfe_marketing',
        upstream: downUrl,
        entry: '/remotes/marketing/mf-manifest.json',
      },
      {
        key: 'wealth',
        name: 'mfe_wealth',
        upstream: new URL(`http://127.0.0.1:${remotePort}`),
        entry: '/remotes/wealth/mf-manifest.json',
      },
      {
        key: 'advisory',
        name: 'mfe_advisory',
        upstream: downUrl,
        entry: 'https://cdn.example.com/advisory/mf-manifest.json',
      },
    ],
    limits,
    scheme: 'http',
    serveSourceMaps: false,
  };
}

/** A gateway of its own for one test (other limits), closed afterwards. */
async function withGateway<T>(limits: Partial<EdgeLimits>, run: (port: number) => Promise<T>): Promise<T> {
  const own = createGateway(gatewayConfig(testLimits(limits)));
  const port = await listenLocal(own);
  try {
    return await run(port);
  } finally {
    await closeServer(own);
  }
}

beforeAll(async () => {
  upstream = echoUpstream();
  apiUrl = new URL(`http://127.0.0.1:${await listenLocal(upstream.server)}`);
  downUrl = new URL(`http://127.0.0.1:${await unusedPort()}`);
  remote = createRemoteServer({ root: fixtureBuild(), label: 'remote spec', limits: testLimits() });
  remotePort = await listenLocal(remote);
  gateway = createGateway(gatewayConfig(testLimits()));
  gatewayPort = await listenLocal(gateway);
});

afterAll(async () => {
  await Promise.all([closeServer(gateway), closeServer(remote), closeServer(upstream.server)]);
});

beforeEach(() => {
  upstream.seen.length = 0;
});

const get = (port: number, path: string, init?: RequestInit) =>
  fetch(`http://127.0.0.1:${port}${path}`, init);

describe('finding 1: malformed requests answer 4xx and never end a server', () => {
  const malformed: [string, string][] = [
    ['a double slash', rawGet('//')],
    ['a double slash in a remote path', rawGet('/remotes/wealth//')],
    ['a raw backslash', rawGet('/\\')],
    ['a backslash in a remote path', rawGet('/remotes/wealth/\\x')],
    ['invalid percent-encoding', rawGet('/%E0%A4%A')],
    ['an encoded NUL', rawGet('/%00')],
    ['an encoded backslash', rawGet('/remotes/wealth/%5C..%5Cx')],
    ['an absolute-form target', rawGet('http://evil.example/')],
    ['an asterisk target', 'OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['a 64 KB path', rawGet('/' + 'a'.repeat(64 * 1024))],
    ['a 10 KB path', rawGet('/' + 'a'.repeat(10 * 1024))],
    ['an unknown method', 'FOO / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['TRACE', 'TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['CONNECT', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'],
    ['a websocket upgrade', rawGet('/api/x', 'Upgrade: websocket\r\nConnection: Upgrade\r\n')],
    ['garbage', '\u0000\u0001 nonsense\r\n\r\n'],
  ];

  it.each(malformed)('the gateway answers %s with 4xx and keeps serving', async (_name, request) => {
    const answer = await rawRequest(gatewayPort, request);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect((await get(gatewayPort, '/')).status).toBe(200);
    expect((await get(gatewayPort, '/remotes/wealth/mf-manifest.json')).status).toBe(200);
  });

  it.each(malformed)('a remote server answers %s with 4xx and keeps serving', async (_name, request) => {
    const answer = await rawRequest(remotePort, request.replace('/remotes/wealth/', '/'));
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect((await get(remotePort, '/mf-manifest.json')).status).toBe(200);
  });

  it('a remote server refuses methods other than GET and HEAD', async () => {
    expect((await get(remotePort, '/mf-manifest.json', { method: 'POST', body: 'x' })).status).toBe(405);
    expect((await get(remotePort, '/mf-manifest.json', { method: 'HEAD' })).status).toBe(200);
  });

  it('path traversal stays inside the build folder', async () => {
    const answer = await rawRequest(remotePort, rawGet('/%2e%2e/%2e%2e/etc/passwd'));
    expect(answer.status).toBe(404);
    const dotted = await rawRequest(remotePort, rawGet('/a/../../../etc/passwd'));
    expect(dotted.status).toBe(404);
  });
});

describe('finding 2: the edge decides the client address', () => {
  it('overwrites X-Forwarded-For and drops Forwarded and X-Real-IP', async () => {
    const res = await get(gatewayPort, '/api/echo', {
      headers: {
        'X-Forwarded-For': '203.0.113.9',
        Forwarded: 'for=203.0.113.9',
        'X-Real-IP': '203.0.113.9',
        'X-Forwarded-Proto': 'https',
        'X-Forwarded-Host': 'evil.example',
      },
    });
    const seen = (await res.json()) as SeenRequest;
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers.forwarded).toBeUndefined();
    expect(seen.headers['x-real-ip']).toBeUndefined();
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.headers['x-forwarded-host']).toBe(`127.0.0.1:${gatewayPort}`);
  });

  it('uses the address of the connection, whatever the client claims', async () => {
    const answer = await rawRequest(
      gatewayPort,
      rawGet('/api/echo', 'X-Forwarded-For: 10.0.0.1, 10.0.0.2\r\nX-Forwarded-For: 10.0.0.3\r\n'),
      { localAddress: '127.0.0.9' },
    );
    const echoed = JSON.parse(/\{.*\}/s.exec(answer.body)?.[0] ?? '{}') as SeenRequest;
    expect(echoed.headers['x-forwarded-for']).toBe('127.0.0.9');
  });
});

describe('finding 3: slow or large request bodies cannot hold the upstream', () => {
  it('300 slow-body connections do not stop /api/health', async () => {
    await withGateway({ bodyIdleTimeoutMs: 10_000, requestTimeoutMs: 12_000 }, async (port) => {
      const sockets: net.Socket[] = [];
      try {
        await Promise.all(
          Array.from({ length: 300 }, (_, i) => {
            const localAddress = `127.0.0.${2 + Math.floor(i / 60)}`; // 60 per address, under the cap
            return new Promise<void>((resolve, reject) => {
              const s = net.connect({ port, host: '127.0.0.1', localAddress }, () => {
                s.write('POST /api/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n');
                s.write('Content-Length: 1000\r\n\r\n{"partial":');
                resolve();
              });
              s.on('error', reject);
              sockets.push(s);
            });
          }),
        );
        await new Promise((r) => setTimeout(r, 200));
        const started = Date.now();
        const res = await get(port, '/api/health', { signal: AbortSignal.timeout(1000) });
        expect(res.status).toBe(200);
        expect(Date.now() - started).toBeLessThan(1000);
        expect(upstream.seen.filter((s) => s.url === '/api/echo')).toHaveLength(0);
      } finally {
        for (const s of sockets) s.destroy();
      }
    });
  });

  it('a body that stops arriving answers 408 and frees the connection', async () => {
    const started = Date.now();
    const answer = await rawRequest(
      gatewayPort,
      'POST /api/echo HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"partial":',
    );
    expect(answer.status).toBe(408);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(upstream.seen).toHaveLength(0);
  });

  it('a body over the cap answers 413 before the upstream sees anything', async () => {
    await withGateway({ maxBodyBytes: 1024 }, async (port) => {
      const declared = await get(port, '/api/echo', { method: 'POST', body: 'x'.repeat(2048) });
      expect(declared.status).toBe(413);
      const chunked = await rawRequest(
        port,
        `POST /api/echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n800\r\n${'x'.repeat(2048)}\r\n0\r\n\r\n`,
      );
      expect(chunked.status).toBe(413);
      expect(upstream.seen).toHaveLength(0);
      expect((await get(port, '/api/health')).status).toBe(200);
    });
  });

  it('document uploads may be as large as GATEWAY_MAX_UPLOAD_BYTES', async () => {
    await withGateway({ maxBodyBytes: 1024, maxUploadBytes: 4096 }, async (port) => {
      const upload = await get(port, '/api/documents', { method: 'POST', body: 'x'.repeat(3000) });
      expect(((await upload.json()) as SeenRequest).bodyBytes).toBe(3000);
      expect((await get(port, '/api/echo', { method: 'POST', body: 'x'.repeat(3000) })).status).toBe(413);
      expect((await get(port, '/api/documents/x', { method: 'POST', body: 'x'.repeat(3000) })).status).toBe(
        413,
      );
      expect((await get(port, '/api/documents', { method: 'POST', body: 'x'.repeat(5000) })).status).toBe(
        413,
      );
      expect(upstream.seen.map((s) => s.url)).toEqual(['/api/documents']);
    });
  });

  it('CSV import uploads share that limit; the rest of the import routes do not', async () => {
    await withGateway({ maxBodyBytes: 1024, maxUploadBytes: 4096 }, async (port) => {
      const upload = await get(port, '/api/imports', { method: 'POST', body: 'x'.repeat(3000) });
      expect(((await upload.json()) as SeenRequest).bodyBytes).toBe(3000);
      expect(
        (await get(port, '/api/imports/x/commit', { method: 'POST', body: 'x'.repeat(3000) })).status,
      ).toBe(413);
      expect((await get(port, '/api/imports', { method: 'POST', body: 'x'.repeat(5000) })).status).toBe(413);
    });
  });

  it('a complete body is sent upstream with its Content-Length', async () => {
    const res = await get(gatewayPort, '/api/echo', { method: 'POST', body: '{"a":1}' });
    const seen = (await res.json()) as SeenRequest;
    expect(seen.bodyBytes).toBe(7);
    expect(seen.headers['content-length']).toBe('7');
    expect(seen.headers['transfer-encoding']).toBeUndefined();
  });

  it('request headers that do not arrive in time end the connection with 408', async () => {
    const started = Date.now();
    const answer = await rawRequest(gatewayPort, 'GET / HTTP/1.1\r\nHost: x\r\n', { timeoutMs: 4000 });
    expect(answer.status).toBe(408);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('one address cannot hold more than its share of connections', async () => {
    await withGateway({ maxConnectionsPerClient: 8 }, async (port) => {
      const sockets = Array.from({ length: 12 }, () =>
        net.connect({ port, host: '127.0.0.1', localAddress: '127.0.0.20' }),
      );
      try {
        const closed = await Promise.all(
          sockets.map(
            (s) =>
              new Promise<boolean>((resolve) => {
                s.on('error', () => undefined);
                s.on('close', () => resolve(true));
                setTimeout(() => resolve(false), 500);
              }),
          ),
        );
        expect(closed.filter(Boolean)).toHaveLength(4);
        // Another address is not affected.
        expect((await get(port, '/api/health')).status).toBe(200);
      } finally {
        for (const s of sockets) s.destroy();
      }
    });
  });
});

describe('finding 3: upstreams that are slow or gone', () => {
  it('an upstream that never answers gives a fast 504 with the JSON body', async () => {
    const started = Date.now();
    const res = await get(gatewayPort, '/api/hang');
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ message: 'Service unavailable, please try again shortly' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('an upstream that is down gives 503 with the JSON body and a Retry-After', async () => {
    const res = await get(gatewayPort, '/remotes/marketing/mf-manifest.json');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({ message: 'Service unavailable, please try again shortly' });
  });

  it('a page load to an upstream that is down gets a friendly page that retries by itself', async () => {
    // Raw: fetch always sends Sec-Fetch-Mode: cors.
    const navigate = 'Sec-Fetch-Mode: navigate\r\nAccept: text/html,application/xhtml+xml,*/*;q=0.8\r\n';
    const res = await rawRequest(gatewayPort, rawGet('/remotes/marketing/index.html', navigate));
    expect(res.status).toBe(503);
    expect(res.head).toMatch(/^content-type: text\/html; charset=utf-8$/im);
    expect(res.head).toMatch(/^content-security-policy: default-src 'none'/im);
    expect(res.head).toMatch(/^retry-after: 5$/im);
    expect(res.body).toContain('Heirloom will be right back');
    expect(res.body).toContain('<meta http-equiv="refresh" content="5">');
    // Without Sec-Fetch-Mode (older clients), Accept decides.
    const old = await rawRequest(gatewayPort, rawGet('/remotes/marketing/', 'Accept: text/html\r\n'));
    expect(old.body).toContain('Heirloom will be right back');
    // A script's call (fetch: mode cors) still gets JSON, whatever it accepts.
    const call = await get(gatewayPort, '/remotes/marketing/mf-manifest.json', {
      headers: { 'sec-fetch-mode': 'cors', accept: 'text/html, */*' },
    });
    expect(call.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('a streamed response outlives the response-headers and request timeouts while it keeps sending', async () => {
    await withGateway(
      { headersTimeoutMs: 300, requestTimeoutMs: 600, upstreamHeadersTimeoutMs: 300 },
      async (port) => {
        const res = await get(port, '/api/stream?every=150'); // 8 events over 1.2 s
        const text = await res.text();
        expect(text.match(/event: chunk/g)).toHaveLength(8);
        expect(text).toContain('event: done');
      },
    );
  });

  it('a stream that goes quiet for the idle timeout is cut', async () => {
    await withGateway({ upstreamIdleTimeoutMs: 200 }, async (port) => {
      const res = await get(port, '/api/stream?every=400');
      await expect(res.text()).rejects.toThrow();
    });
  });
});

describe('finding 5: security headers and source maps', () => {
  it("the shell's HTML has a CSP that allows the remotes and its own inline script only", async () => {
    const res = await get(gatewayPort, '/dashboard');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.com 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(csp).toContain("connect-src 'self' https://cdn.example.com");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("a remote's own index.html has no CORS and may not be framed, directly or through the gateway", async () => {
    for (const [port, path] of [
      [remotePort, '/'],
      [remotePort, '/index.html'],
      [gatewayPort, '/remotes/wealth/'],
    ] as const) {
      const res = await get(port, path);
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it("a remote's scripts and manifest keep CORS and their caching rules", async () => {
    const manifest = await get(gatewayPort, '/remotes/wealth/mf-manifest.json');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const chunk = await get(remotePort, '/main.0123456789.js');
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
    expect(chunk.headers.get('cache-control')).toContain('immutable');
  });

  it('source maps are not served by the gateway or a remote', async () => {
    expect((await get(gatewayPort, '/main.0123456789.js.map')).status).toBe(404);
    expect((await get(remotePort, '/main.0123456789.js.map')).status).toBe(404);
    expect((await get(gatewayPort, '/remotes/wealth/main.0123456789.js.map')).status).toBe(404);
    expect((await get(gatewayPort, '/main.0123456789.js')).status).toBe(200);
  });
});
