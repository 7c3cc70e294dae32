import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError } from './api';
import { api, apiUrl, dataOf } from './client';
import { isAbortError } from './sse';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** fetch answering `response` once, recording what it was asked. */
function answer(response: Response) {
  const fn = jest.fn(async (_url: string, _init?: RequestInit) => response);
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api (the typed client)', () => {
  it('GETs the path on this origin with the cookie and no Content-Type, and answers its JSON', async () => {
    const fetchMock = answer(json([{ id: 'a1', name: 'Checking' }]));
    const rows = await dataOf(api.GET('/api/accounts'));
    expect(rows).toEqual([{ id: 'a1', name: 'Checking' }]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/accounts');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
    expect(new Headers(init!.headers).has('Content-Type')).toBe(false);
  });

  it('fills path parameters (encoded) and sends a JSON body', async () => {
    const fetchMock = answer(json({ id: 'a/1', name: 'Savings' }));
    await dataOf(
      api.PATCH('/api/accounts/{id}', { params: { path: { id: 'a/1' } }, body: { name: 'Savings' } }),
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/accounts/a%2F1');
    expect(init).toMatchObject({ method: 'PATCH', credentials: 'include' });
    expect(new Headers(init!.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init!.body))).toEqual({ name: 'Savings' });
  });

  it('sends query parameters', async () => {
    const fetchMock = answer(json([]));
    await dataOf(api.GET('/api/net-worth/history', { params: { query: { range: '1Y' } } }));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/net-worth/history?range=1Y');
  });

  it('throws a non-2xx answer as the ApiError apiRequest throws, field errors included', async () => {
    const body = '{"message":"Validation failed","errors":[{"path":"name","message":"Required"}]}';
    answer(new Response(body, { status: 400, statusText: 'Bad Request' }));
    const error = await dataOf(
      api.POST('/api/budgets', { body: { category: '', monthlyBudget: '1', month: 1, year: 2026 } }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe(`400: ${body}`);
    expect((error as ApiError).fieldErrors).toEqual([{ path: 'name', message: 'Required' }]);
  });

  it('answers a 204 with undefined', async () => {
    answer(new Response(null, { status: 204 }));
    await expect(
      dataOf(api.DELETE('/api/accounts/{id}', { params: { path: { id: 'a1' } } })),
    ).resolves.toBeUndefined();
  });

  it('passes the caller’s signal on, so a stopped request rejects with an AbortError', async () => {
    globalThis.fetch = jest.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        }),
    ) as unknown as typeof fetch;
    const controller = new AbortController();
    const pending = dataOf(api.GET('/api/summary', { signal: controller.signal }));
    controller.abort();
    expect(isAbortError(await pending.catch((e: unknown) => e))).toBe(true);
  });
});

describe('apiUrl', () => {
  it('is the URL the client sends: path parameters encoded, query appended', () => {
    expect(apiUrl('/api/conversations/{id}/messages', { path: { id: 'c 1' } })).toBe(
      '/api/conversations/c%201/messages',
    );
    expect(apiUrl('/api/summary')).toBe('/api/summary');
    expect(apiUrl('/api/net-worth/history', { query: { range: 'ALL' } })).toBe(
      '/api/net-worth/history?range=ALL',
    );
  });
});

// Checked by the typecheck (never run): a path or a field the documents do not have is an error.
export function _wrongCallsFailTheTypecheck() {
  // @ts-expect-error: no such route
  void api.GET('/api/acounts');
  // @ts-expect-error: a budget has a monthlyBudget, not a monthlyLimit
  void api.POST('/api/budgets', { body: { category: 'Food', monthlyLimit: '1', month: 1, year: 2026 } });
  // @ts-expect-error: the id is required
  void api.DELETE('/api/accounts/{id}');
}
