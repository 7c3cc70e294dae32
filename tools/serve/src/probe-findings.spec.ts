// Regression tests for issue 34's black-box probe of the edge, through a gateway in front of the API's
// production bundle (services/api/dist/main.cjs, built by Nx before these tests): what one user sends
// must not hang another user's calls, and what the probe found about uploads, origins and headers.
import http from 'node:http';
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
let gateway: http.Server;
let port: number;
let base: string;
let alice: string;
let bob: string;

beforeAll(async () => {
  api = await startApiBundle();
  const config: GatewayConfig = {
    shellDist: fixtureBuild(),
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
