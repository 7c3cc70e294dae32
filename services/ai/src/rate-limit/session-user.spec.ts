import { UnauthorizedException } from '@nestjs/common';
import { ApiClient } from '../data/api-client';
import { cookieKey, SessionUserResolver } from './session-user';

describe('SessionUserResolver', () => {
  const realFetch = globalThis.fetch;
  let calls: string[];

  beforeEach(() => {
    calls = [];
    globalThis.fetch = (async (url: string | URL, init?: RequestInit) => {
      calls.push(`${String(url)} ${(init?.headers as Record<string, string>).cookie}`);
      const cookie = (init?.headers as Record<string, string>).cookie;
      return cookie === 'hl_session=good'
        ? new Response(JSON.stringify({ id: 'user-1', username: 'demo' }), { status: 200 })
        : new Response(JSON.stringify({ message: 'Sign in to continue' }), { status: 401 });
    }) as typeof fetch;
  });

  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  const resolver = () =>
    new SessionUserResolver(new ApiClient({ baseUrl: 'http://api.test', timeoutMs: 1000 }), 30_000);

  it('asks the API who the cookie belongs to once, then answers from a short cache', async () => {
    const users = resolver();
    expect(await users.resolve('hl_session=good', undefined, 0)).toEqual({ id: 'user-1', username: 'demo' });
    await users.resolve('hl_session=good', undefined, 10_000);
    expect(calls).toEqual(['http://api.test/api/auth/me hl_session=good']);
    await users.resolve('hl_session=good', undefined, 31_000);
    expect(calls).toHaveLength(2);
  });

  it('answers 401 without a cookie or for a bad one, and does not cache the failure', async () => {
    const users = resolver();
    await expect(users.resolve(undefined)).rejects.toBeInstanceOf(UnauthorizedException);
    await expect(users.resolve('hl_session=bad', undefined, 0)).rejects.toBeInstanceOf(UnauthorizedException);
    await expect(users.resolve('hl_session=bad', undefined, 1)).rejects.toBeInstanceOf(UnauthorizedException);
    expect(calls).toHaveLength(2);
  });

  it('keys the cache by a hash, never the cookie itself', () => {
    const key = cookieKey('hl_session=secret-token');
    expect(key).not.toContain('secret-token');
    expect(key).toMatch(/^[\w-]{43}$/);
  });
});
