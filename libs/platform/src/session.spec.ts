import { createQueryClient } from './query-client';
import { ApiError } from './api';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { MutationObserver } from '@tanstack/react-query';
import {
  needsSecondFactor,
  resetForSession,
  sessionEndedByApi,
  sessionFromResponse,
  sessionQuery,
  sessionQueryKey,
  signInMutation,
  watchSessionEnd,
} from './session';

describe('resetForSession', () => {
  it("drops the previous user's cached answers and keeps only the new session", () => {
    const client = createQueryClient();
    client.setQueryData(sessionQueryKey, { id: 'u1', username: 'demo' });
    client.setQueryData(['/api/accounts'], [{ id: 7, name: 'Brokerage' }]);

    resetForSession(client, { id: 'u2', username: 'alice' });

    expect(client.getQueryData(['/api/accounts'])).toBeUndefined();
    expect(client.getQueryData(sessionQueryKey)).toEqual({ id: 'u2', username: 'alice' });
  });

  it('records a sign-out as a null session, not a missing one', () => {
    const client = createQueryClient();
    client.setQueryData(sessionQueryKey, { id: 'u1', username: 'demo' });
    client.setQueryData(['/api/transactions'], []);

    resetForSession(client, null);

    expect(client.getQueryData(['/api/transactions'])).toBeUndefined();
    expect(client.getQueryData(sessionQueryKey)).toBeNull();
  });
});

describe('sessionFromResponse', () => {
  const answer = (status: number, body = '') => new Response(body || null, { status });

  it('reads the user of a 200', async () => {
    await expect(sessionFromResponse(answer(200, '{"id":"u1","username":"demo"}'))).resolves.toEqual({
      id: 'u1',
      username: 'demo',
    });
  });

  it('treats a 401 as signed out, letting go of its unread body', async () => {
    const unauthorized = answer(401, '{"message":"Unauthorized"}');
    await expect(sessionFromResponse(unauthorized)).resolves.toBeNull();
    expect(unauthorized.bodyUsed).toBe(true);
  });

  it('fails on any other error, so the guard can offer a retry', async () => {
    await expect(sessionFromResponse(answer(503, 'down'))).rejects.toMatchObject({ status: 503 });
  });
});

describe('watchSessionEnd', () => {
  const unauthorized = () => new ApiError(401, '{"message":"Not signed in"}', 'Unauthorized');

  it('signs the user out when a query or a mutation answers 401', async () => {
    const client = createQueryClient();
    const stop = watchSessionEnd(client);
    try {
      client.setQueryData(sessionQueryKey, { id: 'u1', username: 'demo' });
      await client
        .fetchQuery({ queryKey: ['/api/accounts'], queryFn: () => Promise.reject(unauthorized()) })
        .catch(() => undefined);
      expect(client.getQueryData(sessionQueryKey)).toBeNull();
      expect(sessionEndedByApi()).toBe(true);

      resetForSession(client, { id: 'u1', username: 'demo' });
      expect(sessionEndedByApi()).toBe(false);
      await client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(unauthorized()) })
        .execute(undefined)
        .catch(() => undefined);
      expect(client.getQueryData(sessionQueryKey)).toBeNull();
    } finally {
      stop();
      resetForSession(client, { id: 'u1', username: 'demo' });
    }
  });

  it('leaves other errors, and signed-out visitors, alone', async () => {
    const client = createQueryClient();
    const stop = watchSessionEnd(client);
    try {
      client.setQueryData(sessionQueryKey, { id: 'u1', username: 'demo' });
      await client
        .fetchQuery({ queryKey: ['/api/x'], queryFn: () => Promise.reject(new ApiError(500, '', 'Oops')) })
        .catch(() => undefined);
      expect(client.getQueryData(sessionQueryKey)).toEqual({ id: 'u1', username: 'demo' });

      client.setQueryData(sessionQueryKey, null);
      await client
        .fetchQuery({ queryKey: ['/api/y'], queryFn: () => Promise.reject(unauthorized()) })
        .catch(() => undefined);
      expect(sessionEndedByApi()).toBe(false);
    } finally {
      stop();
    }
  });
});

describe('signing in (useSignIn)', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  const me = {
    id: 'u1',
    username: 'demo',
    access: { kind: 'family', familyId: 'f1', familyName: null, role: 'owner', areas: null, endsAt: null },
    families: 1,
    secondFactor: { enrolled: false, verified: false, requiredBecause: null },
  };
  const pending = { secondFactor: { methods: ['totp', 'recovery'], expiresAt: '2026-11-27T13:30:00.000Z' } };

  async function signIn(answer: unknown) {
    globalThis.fetch = (async () =>
      new Response(JSON.stringify(answer), { status: 200 })) as unknown as typeof fetch;
    const client = createQueryClient();
    client.setQueryData(sessionQueryKey, null);
    client.setQueryData(['/api/accounts'], ['left from before']);
    const result = await new MutationObserver(client, signInMutation(client)).mutate({
      username: 'demo',
      password: 'demo1234',
    });
    return { client, result };
  }

  it('a password alone: answers the person and starts the session', async () => {
    const { client, result } = await signIn(me);
    expect(needsSecondFactor(result)).toBe(false);
    expect(client.getQueryData(sessionQueryKey)).toEqual(me);
    expect(client.getQueryData(['/api/accounts'])).toBeUndefined();
  });

  it('a factor enrolled: answers the second step to the page, and is not a session yet', async () => {
    const { client, result } = await signIn(pending);
    expect(needsSecondFactor(result)).toBe(true);
    expect(result).toEqual(pending);
    expect(client.getQueryData(sessionQueryKey)).toBeNull();
    expect(client.getQueryData(['/api/accounts'])).toEqual(['left from before']);
  });
});

describe('the signed-in hint', () => {
  // A browser's cookie jar, as far as document.cookie goes: the hint is there or not.
  let jar = '';
  const browser = {
    get cookie() {
      return jar;
    },
    set cookie(line: string) {
      if (line.startsWith('hl_signed_in=;')) jar = '';
    },
  };
  const me = () => new Response('{"id":"u1","username":"demo"}', { status: 200 });

  afterEach(() => {
    jest.restoreAllMocks();
    delete (globalThis as { document?: unknown }).document;
  });

  it('asks nobody who is signed in without the hint: an anonymous visitor sees no 401', async () => {
    (globalThis as { document?: unknown }).document = browser;
    jar = 'hl_theme=dark';
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(me()));
    await expect(createQueryClient().fetchQuery(sessionQuery)).resolves.toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks with the hint, and drops the hint when the answer is 401', async () => {
    (globalThis as { document?: unknown }).document = browser;
    jar = 'hl_theme=dark; hl_signed_in=1';
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(me()));
    await expect(createQueryClient().fetchQuery(sessionQuery)).resolves.toEqual({
      id: 'u1',
      username: 'demo',
    });
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    fetchSpy.mockImplementation(() => Promise.resolve(new Response(null, { status: 401 })));
    await expect(createQueryClient().fetchQuery(sessionQuery)).resolves.toBeNull();
    expect(jar).toBe('');
  });
});
