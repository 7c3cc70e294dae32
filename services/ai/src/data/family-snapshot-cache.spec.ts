// FamilySnapshotCache against the real API bundle: the family kept while the API answers 304, read anew
// after a write, refused once the session ends, kept per session and within its size.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { UnauthorizedException } from '@nestjs/common';
import { ApiClient } from './api-client';
import { FamilySnapshotCache } from './family-snapshot-cache';
import { startApiProcess, type ApiProcess } from '../testing/api-process';

describe('FamilySnapshotCache', () => {
  let api: ApiProcess;
  let proxy: http.Server;
  let client: ApiClient;
  let requests: { path: string; ifNoneMatch: string | null; status: number }[];

  beforeAll(async () => {
    api = await startApiProcess();
    // Every call the client makes passes through here: the path, the tag sent and what came back.
    const target = new URL(api.url);
    proxy = http.createServer((incoming, outgoing) => {
      const forwarded = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
        },
        (answer) => {
          const header = incoming.headers['if-none-match'];
          requests.push({
            path: new URL(incoming.url ?? '/', api.url).pathname,
            ifNoneMatch: typeof header === 'string' ? header : null,
            status: answer.statusCode ?? 0,
          });
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      incoming.pipe(forwarded);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as AddressInfo;
    client = new ApiClient({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 10_000 });
  }, 90_000);

  beforeEach(() => {
    requests = [];
  });

  afterAll(async () => {
    proxy?.closeAllConnections();
    await new Promise((resolve) => proxy?.close(resolve));
    await api?.stop();
  });

  const familyReads = () => requests.filter((r) => r.path === '/api/family');
  const call = (cookie: string, method: string, path: string, body?: object) =>
    fetch(`${api.url}/api${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    });

  it('keeps a family while the API answers 304, with what was computed from it', async () => {
    const cache = new FamilySnapshotCache(50e6);
    const user = client.forUser(await api.signIn('demo', 'demo1234'));
    const first = await cache.load(user);
    first.derived.set('computed', 42);
    const second = await cache.load(user);
    expect(second.data).toBe(first.data);
    expect(second.derived.get('computed')).toBe(42);
    const reads = familyReads();
    expect(reads.map((r) => r.status)).toEqual([200, 304]);
    expect(reads[0]!.ifNoneMatch).toBeNull();
    expect(reads[1]!.ifNoneMatch).toMatch(/^".+"$/);
    expect(cache.size.families).toBe(1);
  });

  it('reads the family anew after any write, and on another day', async () => {
    const cache = new FamilySnapshotCache(50e6);
    const cookie = await api.signIn('demo', 'demo1234');
    const user = client.forUser(cookie);
    const before = await cache.load(user);
    const created = await call(cookie, 'POST', '/accounts', {
      name: 'Cached Checking',
      accountType: 'checking',
      institution: 'Chase',
      balance: '12.34',
    });
    expect(created.status).toBe(201);
    const after = await cache.load(user);
    expect(after.data).not.toBe(before.data);
    expect(after.derived.size).toBe(0);
    expect(after.data.accounts.map((a) => a.name)).toContain('Cached Checking');
    expect(before.data.accounts.map((a) => a.name)).not.toContain('Cached Checking');

    const tomorrow = new Date(Date.now() + 86_400_000);
    const nextDay = await cache.load(user, tomorrow);
    expect(nextDay.data).not.toBe(after.data);
    expect(nextDay.data.today).toBe(tomorrow.toISOString().slice(0, 10));
    expect(familyReads().map((r) => r.status)).toEqual([200, 200, 200]);
  });

  it('serves nothing once the session has ended, and nothing of one session to another', async () => {
    const cache = new FamilySnapshotCache(50e6);
    const cookie = await api.signIn('demo', 'demo1234');
    const demo = await cache.load(client.forUser(cookie));
    expect(demo.data.accounts.length).toBeGreaterThan(0);

    // Another user is read on their own, never given the demo's kept family.
    await fetch(`${api.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'cache-stranger', password: 'a long enough secret' }),
    });
    const stranger = await cache.load(
      client.forUser(await api.signIn('cache-stranger', 'a long enough secret')),
    );
    expect(stranger.data.accounts).toEqual([]);
    expect(cache.size.families).toBe(2);

    expect((await call(cookie, 'POST', '/auth/logout')).status).toBeLessThan(300);
    await expect(cache.load(client.forUser(cookie))).rejects.toBeInstanceOf(UnauthorizedException);
  });

  it('keeps no more than its size, the least recently used dropped first', async () => {
    const probe = new FamilySnapshotCache(50e6);
    const sessions = [
      await api.signIn('demo', 'demo1234'),
      await api.signIn('demo', 'demo1234'),
      await api.signIn('demo', 'demo1234'),
    ].map((cookie) => client.forUser(cookie));
    await probe.load(sessions[0]!);
    const one = probe.size.length;

    const cache = new FamilySnapshotCache(2 * one + 10);
    for (const session of sessions) await cache.load(session);
    expect(cache.size.families).toBe(2);
    expect(cache.size.length).toBeLessThanOrEqual(2 * one + 10);
    // The first one read was dropped: it is read whole again.
    requests = [];
    await cache.load(sessions[0]!);
    expect(familyReads().map((r) => r.status)).toEqual([200]);

    const tiny = new FamilySnapshotCache(one - 1);
    await tiny.load(sessions[1]!);
    expect(tiny.size).toEqual({ families: 0, length: 0 });
  });
});
