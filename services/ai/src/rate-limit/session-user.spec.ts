import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { UnauthorizedException } from '@nestjs/common';
import { ApiClient } from '../data/api-client';
import { cookieKey, SessionUserResolver } from './session-user';

describe('SessionUserResolver', () => {
  let calls: string[];
  let api: http.Server;
  let baseUrl: string;

  // Stands for the API's GET /api/auth/me: one good cookie, every other one refused.
  beforeAll(async () => {
    api = http.createServer((request, response) => {
      const cookie = request.headers.cookie;
      const authorization = request.headers.authorization;
      calls.push(authorization ? `${request.url} ${authorization} ${cookie}` : `${request.url} ${cookie}`);
      const good = cookie === 'hl_session=good' || authorization === 'Bearer hlm_good';
      response.writeHead(good ? 200 : 401, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(good ? { id: 'user-1', username: 'demo' } : { message: 'Sign in to continue' }),
      );
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });

  beforeEach(() => {
    calls = [];
  });

  afterAll(async () => {
    api.closeAllConnections();
    await new Promise((resolve) => api.close(resolve));
  });

  const resolver = () => new SessionUserResolver(new ApiClient({ baseUrl, timeoutMs: 1000 }), 30_000);

  it('asks the API who the cookie belongs to once, then answers from a short cache', async () => {
    const users = resolver();
    expect(await users.resolve('hl_session=good', undefined, 0)).toEqual({ id: 'user-1', username: 'demo' });
    await users.resolve('hl_session=good', undefined, 10_000);
    expect(calls).toEqual(['/api/auth/me hl_session=good']);
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

  it('asks who an assistant token is with the Authorization header alone, kept as briefly', async () => {
    const users = resolver();
    expect(await users.resolveToken('Bearer hlm_good', undefined, 0)).toEqual({
      id: 'user-1',
      username: 'demo',
    });
    await users.resolveToken('Bearer hlm_good', undefined, 10_000);
    expect(calls).toEqual(['/api/auth/me Bearer hlm_good undefined']);
    await expect(users.resolveToken('Bearer hlm_bad', undefined, 0)).rejects.toBeInstanceOf(
      UnauthorizedException,
    );
    // No Bearer token at all: refused without asking.
    await expect(users.resolveToken(undefined)).rejects.toBeInstanceOf(UnauthorizedException);
    await expect(users.resolveToken('Basic dXNlcjpwYXNz')).rejects.toBeInstanceOf(UnauthorizedException);
    expect(calls).toHaveLength(2);
  });

  it('keys the cache by a hash, never the cookie itself', () => {
    const key = cookieKey('hl_session=secret-token');
    expect(key).not.toContain('secret-token');
    expect(key).toMatch(/^[\w-]{43}$/);
  });
});
