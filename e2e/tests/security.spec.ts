import net from 'node:net';
import { expect, test, type APIResponse } from '@playwright/test';
import { E2E_PORTS } from '../support/ports.ts';
import { signedOut } from '../support/session.ts';

// The running site as an attacker meets it (the processes `npm start` runs, on loopback only): a
// forged client address changes no limit, malformed requests end no process, every HTML document
// refuses framing and the family's data is never cached. Each server's own cases are in
// tools/serve's and the API's jest suites; this suite checks they hold together.

test.use({ storageState: signedOut });

/** Sends `head` as the whole request on a raw socket (fetch would normalise the path) and answers the
 *  status code of the reply, or 0 when the connection closed without one. */
function rawStatus(port: number, head: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let reply = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer from port ${port} within 5 s to ${JSON.stringify(head.slice(0, 60))}`));
    }, 5000);
    socket.on('data', (chunk) => {
      reply += chunk.toString('latin1');
      if (reply.includes('\r\n')) socket.end();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(reply)?.[1] ?? 0));
    });
    socket.write(head);
  });
}

const get = (path: string, method = 'GET') =>
  `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`;

const MALFORMED = [
  get('//'),
  get('/\\'),
  get('/\\\\evil.example/'),
  get('/%E0%A4%A'),
  get('/%00'),
  get('/remotes/wealth//'),
  get('/remotes/wealth/%E0%A4%A'),
  get(`/${'a'.repeat(70_000)}`),
  get('/', 'FOO'),
  get('/', 'CONNECT'),
];

test('malformed requests get a 4xx and end no process: the site keeps serving', async ({ request }) => {
  const servers = {
    gateway: E2E_PORTS.gateway,
    marketing: E2E_PORTS.marketing,
    wealth: E2E_PORTS.wealth,
    advisory: E2E_PORTS.advisory,
  };
  for (const [name, port] of Object.entries(servers)) {
    for (const head of MALFORMED) {
      const status = await rawStatus(port, head);
      // 0: the server closed a request it would not parse (Node answers 400/414/431 or closes).
      expect
        .soft(status === 0 || (status >= 400 && status < 500), `${name}: ${head.slice(0, 40)} → ${status}`)
        .toBe(true);
    }
  }
  // Every process is still there and serving.
  for (const [name, port] of Object.entries(servers)) {
    const path = name === 'gateway' ? '/remotes.json' : '/mf-manifest.json';
    expect((await request.get(`http://127.0.0.1:${port}${path}`)).status(), name).toBe(200);
  }
  expect((await request.get('/remotes/wealth/mf-manifest.json')).status()).toBe(200);
  expect((await request.get('/api/health')).status()).toBe(200);
});

test('a forged X-Forwarded-For changes no sign-in limit', async ({ request }) => {
  const username = `forge-${Date.now().toString(36)}`;
  const password = 'a sound passphrase, 2026';
  expect((await request.post('/api/auth/register', { data: { username, password } })).status()).toBe(201);

  // Each guess claims another address; the gateway overwrites the header with the real peer, so the
  // guesses add up on one address and the limit answers.
  const statuses: number[] = [];
  let limited: APIResponse | undefined;
  for (let i = 0; i < 10 && !limited; i++) {
    const response = await request.post('/api/auth/login', {
      data: { username, password: `wrong guess ${i}` },
      headers: {
        'X-Forwarded-For': `203.0.113.${i + 1}`,
        Forwarded: `for=198.51.100.${i + 1}`,
        'X-Real-IP': `192.0.2.${i + 1}`,
      },
    });
    statuses.push(response.status());
    if (response.status() === 429) limited = response;
  }
  expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
  expect(limited, `statuses: ${statuses.join(', ')}`).toBeDefined();
  expect(Number(limited!.headers()['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(((await limited!.json()) as { message: string }).message).toMatch(
    /^Too many sign-in attempts\. Please wait \d+ seconds? and try again\.$/,
  );

  // The wait is short and then the owner's right password works.
  await new Promise((resolve) => setTimeout(resolve, Number(limited!.headers()['retry-after']) * 1000 + 100));
  expect((await request.post('/api/auth/login', { data: { username, password } })).status()).toBe(200);
});

test('HTML documents refuse framing and the shell has a Content-Security-Policy', async ({ request }) => {
  const shell = await request.get('/dashboard');
  expect(shell.status()).toBe(200);
  const csp = shell.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src [^;]*'self'/);
  expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
  expect(shell.headers()['x-frame-options']).toBe('DENY');

  for (const remote of ['marketing', 'wealth', 'advisory']) {
    const page = await request.get(`/remotes/${remote}/`);
    const headers = page.headers();
    expect(headers['content-type'], remote).toContain('text/html');
    expect(headers['x-frame-options'], remote).toBe('DENY');
    expect(headers['access-control-allow-origin'], remote).toBeUndefined();
    // What another origin loads keeps CORS.
    const manifest = await request.get(`/remotes/${remote}/mf-manifest.json`);
    expect(manifest.headers()['access-control-allow-origin'], remote).toBe('*');
  }
});

test('no source map is served', async ({ request }) => {
  const manifest = await (await request.get('/remotes/wealth/mf-manifest.json')).json();
  const entry = manifest.metaData.remoteEntry.name as string;
  expect((await request.get(`/remotes/wealth/${entry}`)).status()).toBe(200);
  expect((await request.get(`/remotes/wealth/${entry}.map`)).status()).toBe(404);
});

test("the family's data is never cached", async ({ request }) => {
  expect(
    (await request.post('/api/auth/login', { data: { username: 'demo', password: 'demo1234' } })).status(),
  ).toBe(200);
  for (const path of ['/api/auth/me', '/api/accounts', '/api/transactions?page=1']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-store');
  }
});
