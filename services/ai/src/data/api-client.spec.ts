import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpException, UnauthorizedException } from '@nestjs/common';
import { API_UNAVAILABLE_MESSAGE, ApiClient, ApiUnavailableException } from './api-client';

/** A stand-in API that records how many requests it holds at once; `respond` decides each answer. */
async function fakeApi(respond: (req: IncomingMessage, res: ServerResponse) => void) {
  let inFlight = 0;
  let maxInFlight = 0;
  const seen: string[] = [];
  const server: Server = createServer((req, res) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    seen.push(`${req.method} ${req.url} ${req.headers.cookie}`);
    res.on('close', () => inFlight--);
    respond(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    get maxInFlight() {
      return maxInFlight;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const json = (res: ServerResponse, status: number, body: unknown, delayMs = 0) =>
  setTimeout(() => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }, delayMs);

describe('ApiClient', () => {
  let api: Awaited<ReturnType<typeof fakeApi>> | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it('keeps at most maxConcurrent calls in flight across all users, and answers every one', async () => {
    api = await fakeApi((req, res) => json(res, 200, { path: req.url }, 15));
    const client = new ApiClient({ baseUrl: api.url, timeoutMs: 10_000, maxConcurrent: 3 });
    const alice = client.forUser('hl_session=alice');
    const bob = client.forUser('hl_session=bob');
    const calls = Array.from({ length: 24 }, (_, i) =>
      (i % 2 ? alice : bob).get<{ path: string }>(`/n/${i}`),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.path)).toEqual(Array.from({ length: 24 }, (_, i) => `/api/n/${i}`));
    expect(api.maxInFlight).toBe(3);
    // Each call carried its own user's cookie. (The order they start in is the limiter's, tested in
    // fifo-limiter.spec.ts; calls released together may reach the server in any order.)
    expect([...api.seen].sort()).toEqual(
      Array.from({ length: 24 }, (_, i) => `GET /api/n/${i} hl_session=${i % 2 ? 'alice' : 'bob'}`).sort(),
    );
  });

  it('counts the wait for a slot in the deadline: a call stuck behind a hung API answers 503', async () => {
    api = await fakeApi((req, res) => {
      if (req.url === '/api/hang') return; // never answers
      json(res, 200, { ok: true });
    });
    const user = new ApiClient({ baseUrl: api.url, timeoutMs: 300, maxConcurrent: 1 }).forUser('c=1');
    const hung = user.get('/hang');
    const queued = user.get('/fine');
    await expect(hung).rejects.toBeInstanceOf(ApiUnavailableException);
    await expect(queued).rejects.toMatchObject({ response: { message: API_UNAVAILABLE_MESSAGE } });
    // Only the hung call reached the API; the queued one gave up in line.
    expect(api.seen).toEqual(['GET /api/hang c=1']);
    // The slot is free again once the deadline has passed.
    expect(await user.get('/fine')).toEqual({ ok: true });
  });

  it("passes the API's 4xx answers on, and turns 5xx and bad bodies into 503", async () => {
    api = await fakeApi((req, res) => {
      if (req.url === '/api/missing') return json(res, 404, { message: 'Not found' });
      if (req.url === '/api/signed-out') return json(res, 401, { message: 'Sign in to continue' });
      if (req.url === '/api/broken') return json(res, 500, { message: 'boom' });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{not json');
    });
    const user = new ApiClient({ baseUrl: api.url, timeoutMs: 2_000 }).forUser('c=1');
    await expect(user.get('/missing')).rejects.toMatchObject({
      status: 404,
      response: { message: 'Not found' },
    });
    await expect(user.get('/signed-out')).rejects.toBeInstanceOf(UnauthorizedException);
    await expect(user.get('/broken')).rejects.toBeInstanceOf(ApiUnavailableException);
    await expect(user.get('/garbled')).rejects.toBeInstanceOf(ApiUnavailableException);
    await expect(user.get('/missing')).rejects.toBeInstanceOf(HttpException);
  });

  it('refuses to call without a cookie', () => {
    expect(() => new ApiClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 100 }).forUser(undefined)).toThrow(
      UnauthorizedException,
    );
  });
});
