import { createQueryClient } from './query-client';
import { resetForSession, sessionFromResponse, sessionQueryKey } from './session';

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

  it('treats a 401 as signed out', async () => {
    await expect(sessionFromResponse(answer(401, '{"message":"Unauthorized"}'))).resolves.toBeNull();
  });

  it('fails on any other error, so the guard can offer a retry', async () => {
    await expect(sessionFromResponse(answer(503, 'down'))).rejects.toMatchObject({ status: 503 });
  });
});
