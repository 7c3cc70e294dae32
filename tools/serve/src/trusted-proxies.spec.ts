// GATEWAY_TRUSTED_PROXIES: behind the Ingress, the client is the right-most address of the trusted
// peer's X-Forwarded-For that is not itself trusted; anyone else's X-Forwarded-For is ignored, and the
// per-address cap counts the forwarded client, not the controller pod that connected.
import { jest } from '@jest/globals';
import type http from 'node:http';
import net from 'node:net';
import { createGateway } from './create-gateway';
import { identifyClient, parseTrustedProxies } from './forwarded-headers';
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

const PROXY = '127.0.0.1'; // the Ingress controller pod of these tests
const TRUSTED = `${PROXY}/32, 10.0.0.0/8, fd00::/8`;

let upstream: { server: http.Server; seen: SeenRequest[] };
let apiUrl: URL;
const shellDist = fixtureBuild();

function gatewayConfig(limits: Partial<EdgeLimits> = {}): GatewayConfig {
  const down = new URL('http://127.0.0.1:9');
  return {
    shellDist,
    apiUrl,
    aiUrl: apiUrl,
    remotes: (['marketing', 'wealth', 'advisory'] as const).map((key) => ({
      key,
      name: `mfe_${key}`,
      upstream: down,
      entry: `/remotes/${key}/mf-manifest.json`,
    })),
    limits: testLimits(limits),
    scheme: 'http',
    serveSourceMaps: false,
    trustedProxies: parseTrustedProxies(TRUSTED),
  };
}

async function withGateway<T>(limits: Partial<EdgeLimits>, run: (port: number) => Promise<T>): Promise<T> {
  const gateway = createGateway(gatewayConfig(limits));
  const port = await listenLocal(gateway);
  try {
    return await run(port);
  } finally {
    await closeServer(gateway);
  }
}

/** What the API was told about the client when `from` sent these headers. */
async function forwardedAs(port: number, from: string, headers: string): Promise<SeenRequest['headers']> {
  const answer = await rawRequest(port, rawGet('/api/echo', headers), { localAddress: from });
  expect(answer.status).toBe(200);
  return (JSON.parse(/\{.*\}/s.exec(answer.body)?.[0] ?? '{}') as SeenRequest).headers;
}

beforeAll(async () => {
  upstream = echoUpstream();
  apiUrl = new URL(`http://127.0.0.1:${await listenLocal(upstream.server)}`);
});

afterAll(() => closeServer(upstream.server));

describe('the client address behind a trusted proxy', () => {
  it("ignores an untrusted peer's X-Forwarded-For and X-Forwarded-Proto (forgery refused, as before)", async () => {
    await withGateway({}, async (port) => {
      const told = await forwardedAs(
        port,
        '127.0.0.9',
        'X-Forwarded-For: 203.0.113.5\r\nX-Forwarded-Proto: https\r\n',
      );
      expect(told['x-forwarded-for']).toBe('127.0.0.9');
      expect(told['x-forwarded-proto']).toBe('http');
    });
  });

  it("takes a trusted peer's X-Forwarded-For: the right-most address that is not trusted", async () => {
    await withGateway({}, async (port) => {
      // The client, then two trusted hops (a load balancer and another proxy pod).
      const told = await forwardedAs(
        port,
        PROXY,
        'X-Forwarded-For: 198.51.100.1, 203.0.113.5, 10.1.2.3\r\nX-Forwarded-For: 10.4.5.6\r\n',
      );
      expect(told['x-forwarded-for']).toBe('203.0.113.5');
      expect(told.forwarded).toBeUndefined();
    });
  });

  it("takes a trusted peer's X-Forwarded-Proto, http or https only", async () => {
    await withGateway({}, async (port) => {
      const https = await forwardedAs(
        port,
        PROXY,
        'X-Forwarded-For: 203.0.113.5\r\nX-Forwarded-Proto: HTTPS\r\n',
      );
      expect(https['x-forwarded-proto']).toBe('https');
      const odd = await forwardedAs(port, PROXY, 'X-Forwarded-Proto: javascript\r\n');
      expect(odd['x-forwarded-proto']).toBe('http');
      const answer = await rawRequest(port, rawGet('/remotes.json', 'X-Forwarded-Proto: https\r\n'), {
        localAddress: PROXY,
      });
      expect(answer.head).toMatch(/strict-transport-security: max-age=31536000/i);
    });
  });

  it('a forged chain through the trusted peer cannot make a trusted address the client', async () => {
    await withGateway({}, async (port) => {
      // The client wrote "10.9.9.9" itself; the Ingress appended the address it really came from.
      const appended = await forwardedAs(port, PROXY, 'X-Forwarded-For: 10.9.9.9, 203.0.113.5\r\n');
      expect(appended['x-forwarded-for']).toBe('203.0.113.5');
      // Trusted addresses only, or garbage before them: no client named, the peer stays the client.
      const onlyTrusted = await forwardedAs(port, PROXY, 'X-Forwarded-For: 10.9.9.9, 10.1.1.1\r\n');
      expect(onlyTrusted['x-forwarded-for']).toBe(PROXY);
      const garbage = await forwardedAs(port, PROXY, 'X-Forwarded-For: 203.0.113.5, nobody, 10.1.1.1\r\n');
      expect(garbage['x-forwarded-for']).toBe(PROXY);
      const none = await forwardedAs(port, PROXY, '');
      expect(none['x-forwarded-for']).toBe(PROXY);
    });
  });

  it('reads IPv6 chains and IPv4-mapped peers', () => {
    const trusted = parseTrustedProxies(TRUSTED);
    const from = (remoteAddress: string, xff?: string) =>
      identifyClient(
        {
          socket: { remoteAddress },
          headers: xff ? { 'x-forwarded-for': xff } : {},
        } as unknown as http.IncomingMessage,
        trusted,
      );
    expect(from('fd00::12', '2001:db8::7, fd00::99')).toEqual({
      address: '2001:db8::7',
      viaTrustedProxy: true,
    });
    expect(from('::ffff:10.0.0.7', '203.0.113.5')).toEqual({ address: '203.0.113.5', viaTrustedProxy: true });
    expect(from('2001:db8::1', '203.0.113.5')).toEqual({ address: '2001:db8::1', viaTrustedProxy: false });
    expect(parseTrustedProxies(' , ')).toBeUndefined(); // empty: trust nobody
  });
});

describe('the per-address cap behind a trusted proxy', () => {
  /** Sends a request on a connection of its own from the proxy and resolves with the status line. */
  function viaProxy(
    port: number,
    target: string,
    client: string,
  ): { socket: net.Socket; status: Promise<number> } {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: PROXY });
    socket.on('error', () => undefined);
    const status = new Promise<number>((resolve) => {
      socket.once('data', (chunk: Buffer) =>
        resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString())?.[1])),
      );
      socket.once('close', () => resolve(0));
    });
    socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: ${client}\r\n\r\n`);
    return { socket, status };
  }

  it('counts the forwarded client, not the proxy that connected', async () => {
    await withGateway({ maxConnectionsPerClient: 2, upstreamHeadersTimeoutMs: 5000 }, async (port) => {
      // Two calls in flight for one client: its share. The proxy holds more connections than that.
      const hanging = [
        viaProxy(port, '/api/hang', '203.0.113.5'),
        viaProxy(port, '/api/hang', '203.0.113.5'),
      ];
      try {
        await new Promise((r) => setTimeout(r, 200));
        const third = viaProxy(port, '/api/health', '203.0.113.5');
        const other = viaProxy(port, '/api/health', '203.0.113.6');
        expect(await third.status).toBe(429);
        expect(await other.status).toBe(200);
        third.socket.destroy();
        other.socket.destroy();
        // The first two end: the client has its share back.
        for (const { socket } of hanging) socket.destroy();
        await new Promise((r) => setTimeout(r, 200));
        const again = viaProxy(port, '/api/health', '203.0.113.5');
        expect(await again.status).toBe(200);
        again.socket.destroy();
      } finally {
        for (const { socket } of hanging) socket.destroy();
      }
    });
  });
});
