import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError } from '@heirloom/platform';
import type { AccountRow, InsertAccount, UpdateAccount } from '@heirloom/contracts';
import { apiKey, apiQuery, filledIn, removeRow, saveRow, type ApiInput, type ApiRow } from './resource';

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

describe('apiQuery', () => {
  it('is keyed by the API path, as the invalidation lists name it, and GETs that path', async () => {
    const fetchMock = answer(json([{ id: 'b1' }]));
    const query = apiQuery('/api/budgets');
    expect(query.queryKey).toEqual(['/api/budgets']);
    expect(apiKey('/api/budgets')).toEqual(query.queryKey);
    const signal = new AbortController().signal;
    const rows = await (query.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({ signal });
    expect(rows).toEqual([{ id: 'b1' }]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/budgets');
  });
});

describe('saveRow', () => {
  it('POSTs a new row to the collection and answers the saved row', async () => {
    const fetchMock = answer(json({ id: 'a1', name: 'Checking' }, 201));
    const saved = await saveRow('/api/accounts', {
      values: { name: 'Checking', institution: 'Chase', balance: '1' },
    });
    expect(saved).toEqual({ id: 'a1', name: 'Checking' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init!.method]).toEqual(['/api/accounts', 'POST']);
    expect(JSON.parse(String(init!.body))).toEqual({ name: 'Checking', institution: 'Chase', balance: '1' });
  });

  it('PATCHes path/id (encoded) when editing, sending a Date as its date-time string', async () => {
    const fetchMock = answer(json({ id: 'a/1' }));
    await saveRow('/api/accounts', { id: 'a/1', values: { lastSync: new Date('2026-01-14T23:40:00.000Z') } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init!.method]).toEqual(['/api/accounts/a%2F1', 'PATCH']);
    expect(JSON.parse(String(init!.body))).toEqual({ lastSync: '2026-01-14T23:40:00.000Z' });
  });

  it('rejects with the ApiError the forms map onto their fields', async () => {
    answer(
      new Response('{"message":"Validation failed","errors":[{"path":"name","message":"Required"}]}', {
        status: 400,
      }),
    );
    const error = await saveRow('/api/budgets', { values: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual([{ path: 'name', message: 'Required' }]);
  });
});

describe('removeRow', () => {
  it('DELETEs path/id', async () => {
    const fetchMock = answer(new Response(null, { status: 204 }));
    await removeRow('/api/conversations', 'c 1');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init!.method]).toEqual(['/api/conversations/c%201', 'DELETE']);
  });
});

describe('filledIn', () => {
  it('leaves out what is not filled in', () => {
    expect(filledIn({ search: '', from: undefined, to: null, page: 1, category: 'Food' })).toEqual({
      page: 1,
      category: 'Food',
    });
  });
});

// Checked by the typecheck (never run): the contracts' parsed inputs are what the documents take, the
// documents' rows are the contracts' rows, and a path the documents do not have is refused.
export function _contractsMatchTheDocuments(
  insert: InsertAccount,
  update: UpdateAccount,
  row: ApiRow<'/api/accounts'>,
) {
  const created: ApiInput<'/api/accounts'> = insert;
  const changed: Partial<ApiInput<'/api/accounts'>> = update;
  const read: AccountRow = row;
  // @ts-expect-error: no such collection
  void saveRow('/api/acounts', { values: {} });
  // @ts-expect-error: the summary is not a collection one deletes from
  void removeRow('/api/summary', 'x');
  // @ts-expect-error: an account has no `balanceCents`
  void saveRow('/api/accounts', { values: { balanceCents: 1 } });
  return [created, changed, read];
}
