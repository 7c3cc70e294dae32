import { createQueryClient } from './query-client';
import { ApiError } from './api';
import {
  resetForSession,
  sessionEndedByApi,
  sessionFromResponse,
  sessionQueryKey,
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
