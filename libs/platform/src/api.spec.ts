import { jest } from '@jest/globals';
import { ApiError, apiMessage, apiRequest, apiSend, getQueryFn } from './api';

function mockFetch(status: number, body: string, statusText = '') {
  const fn = jest.fn(
    async (_url: string, _init?: RequestInit) => new Response(body || null, { status, statusText }),
  );
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

describe('apiSend', () => {
  it('lets go of the body nobody reads, so the browser frees the connection', async () => {
    const response = new Response('{"name":"A"}', { status: 202 });
    globalThis.fetch = jest.fn(async () => response) as unknown as typeof fetch;
    await apiSend('POST', '/api/newsletter/signup', { name: 'A', email: 'a@b.co' });
    expect(response.bodyUsed).toBe(true);
  });
});

describe('apiRequest', () => {
  it('sends JSON with credentials and returns the response when ok', async () => {
    const fetchMock = mockFetch(201, '{"id":"1"}');
    const res = await apiRequest('POST', '/api/newsletter/signup', { name: 'A', email: 'a@b.co' });
    expect(res.ok).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/newsletter/signup');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(JSON.parse(String(init!.body))).toEqual({ name: 'A', email: 'a@b.co' });
  });

  it('raises "status: body" on a non-ok answer', async () => {
    mockFetch(400, '{"message":"Validation failed","errors":[{"path":"email","message":"Invalid email"}]}');
    const err = (await apiRequest('POST', '/x', {}).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe(
      '400: {"message":"Validation failed","errors":[{"path":"email","message":"Invalid email"}]}',
    );
    expect(err.fieldErrors).toEqual([{ path: 'email', message: 'Invalid email' }]);
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch(503, '', 'Service Unavailable');
    await expect(apiRequest('GET', '/x')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('getQueryFn', () => {
  const ctx = (queryKey: string[]) => ({ queryKey, signal: new AbortController().signal }) as never;

  it('GETs the path formed from the key parts and parses JSON', async () => {
    const fetchMock = mockFetch(200, '[{"id":"a"}]');
    await expect(getQueryFn({ on401: 'throw' })(ctx(['/api', 'accounts']))).resolves.toEqual([{ id: 'a' }]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/accounts');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
  });

  it('treats 401 as an error by default and as null when asked', async () => {
    mockFetch(401, 'Unauthorized');
    await expect(getQueryFn({ on401: 'throw' })(ctx(['/api/auth/me']))).rejects.toThrow('401: Unauthorized');
    mockFetch(401, 'Unauthorized');
    await expect(getQueryFn({ on401: 'returnNull' })(ctx(['/api/auth/me']))).resolves.toBeNull();
  });
});

describe('apiMessage', () => {
  it("reads the message of the API's JSON error body", () => {
    expect(apiMessage(new ApiError(409, '{"message":"That username is already taken"}', 'Conflict'))).toBe(
      'That username is already taken',
    );
    expect(
      apiMessage(
        new ApiError(400, '{"message":"Validation failed","errors":[{"path":"a","message":"b"}]}', ''),
      ),
    ).toBe('Validation failed');
  });

  it('trims it and reads a list of strings as one sentence', () => {
    expect(apiMessage(new ApiError(429, '{"message":"  Please wait.  "}', ''))).toBe('Please wait.');
    expect(apiMessage(new ApiError(400, '{"message":["Too long.",3,"Too short."]}', ''))).toBe(
      'Too long. Too short.',
    );
  });

  it('has nothing to say for a body without a message or an error that is not an ApiError', () => {
    expect(apiMessage(new ApiError(401, '', 'Unauthorized'))).toBeUndefined();
    expect(apiMessage(new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway'))).toBeUndefined();
    expect(apiMessage(new ApiError(413, 'Request Entity Too Large', ''))).toBeUndefined();
    expect(apiMessage(new ApiError(400, '{"message":"  "}', ''))).toBeUndefined();
    expect(apiMessage(new ApiError(400, '{"message":{"text":"no"}}', ''))).toBeUndefined();
    expect(apiMessage(new ApiError(500, 'null', ''))).toBeUndefined();
    expect(apiMessage(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(apiMessage('400: {"message":"a string is not an ApiError"}')).toBeUndefined();
  });
});
