import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError, apiMessage } from '@heirloom/platform';
import { registerAndSignIn } from './use-register';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** fetch answering `responses` in turn, recording what it was asked. */
function answers(...responses: Response[]) {
  const fn = jest.fn(async (_url: string, _init?: RequestInit) => responses.shift()!);
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}
const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const input = { username: 'ada', password: 'correct horse battery' };
const user = { id: 'u1', username: 'ada' };

describe('registerAndSignIn', () => {
  it('registers, then signs in with the same credentials and answers the signed-in user', async () => {
    const fetchMock = answers(json(user, 201), json(user, 200));
    await expect(registerAndSignIn(input)).resolves.toEqual(user);
    const asked = fetchMock.mock.calls.map(([url, init]) => [
      url,
      init?.method,
      JSON.parse(String(init?.body)),
    ]);
    expect(asked).toEqual([
      ['/api/auth/register', 'POST', input],
      ['/api/auth/login', 'POST', input],
    ]);
    expect(fetchMock.mock.calls[1]![1]).toMatchObject({ credentials: 'include' });
  });

  it('stops at a refused registration with its ApiError, and never signs in', async () => {
    const fetchMock = answers(json({ message: 'That username is already taken' }, 409));
    const error = await registerAndSignIn(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect(apiMessage(error)).toBe('That username is already taken');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('registers a professional with an invitation, and signs in with the credentials alone', async () => {
    const fetchMock = answers(json(user, 201), json(user, 200));
    const professional = { ...input, kind: 'professional' as const, invitation: 'tok_123' };
    await expect(registerAndSignIn(professional)).resolves.toEqual(user);
    const bodies = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    // The sign-in schema is strict: a kind or an invitation there would be refused with a 400.
    expect(bodies).toEqual([professional, input]);
  });
});
