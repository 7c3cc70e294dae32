import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError, apiRequest } from './api';
import { api, dataOf } from './client';
import { askStepUp, setStepUpPrompt } from './step-up';

const realFetch = globalThis.fetch;
let unregister: (() => void) | undefined;
afterEach(() => {
  globalThis.fetch = realFetch;
  unregister?.();
  unregister = undefined;
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const stepUpRequired = () =>
  json({ message: 'Confirm it’s you with your second factor to continue.', reason: 'step-up-required' }, 403);

/** fetch answering each call with the next of `answers`, recording what it was asked. */
function answers(...responses: (() => Response)[]) {
  const fn = jest.fn(async (_url: string, _init?: RequestInit) => {
    const next = responses.shift();
    if (!next) throw new Error('no more answers');
    return next();
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

/** A prompt that answers `confirmed`, counting how often it was opened. */
function prompt(confirmed: boolean) {
  const fn = jest.fn(async () => confirmed);
  unregister = setStepUpPrompt(fn);
  return fn;
}

describe('step-up on the typed client', () => {
  it('asks once, then sends the same request again and answers its data', async () => {
    const fetchMock = answers(stepUpRequired, () => new Response(null, { status: 204 }));
    const opened = prompt(true);
    await expect(
      dataOf(api.POST('/api/auth/password', { body: { currentPassword: 'a', newPassword: 'b' } })),
    ).resolves.toBeUndefined();
    expect(opened).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [first, second] = fetchMock.mock.calls;
    expect(second![0]).toBe(first![0]);
    expect(second![1]!.method).toBe('POST');
    expect(JSON.parse(String(second![1]!.body))).toEqual({ currentPassword: 'a', newPassword: 'b' });
  });

  it('retries only once: a second refusal is thrown, without a second dialog', async () => {
    const fetchMock = answers(stepUpRequired, stepUpRequired);
    const opened = prompt(true);
    const error = await dataOf(api.GET('/api/access')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).reason).toBe('step-up-required');
    expect(opened).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('cancelled, rejects with the original 403 and sends nothing more', async () => {
    const fetchMock = answers(stepUpRequired);
    prompt(false);
    const error = await dataOf(api.GET('/api/access')).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, reason: 'step-up-required' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves any other 403 alone (no dialog)', async () => {
    answers(() => json({ message: 'Only the owners can do that' }, 403));
    const opened = prompt(true);
    await expect(dataOf(api.GET('/api/access'))).rejects.toMatchObject({ status: 403, reason: undefined });
    expect(opened).not.toHaveBeenCalled();
  });

  it('never opens the dialog for its own calls', async () => {
    answers(stepUpRequired);
    const opened = prompt(true);
    await expect(
      apiRequest('POST', '/api/auth/step-up', { method: 'totp', code: '123456' }),
    ).rejects.toMatchObject({ status: 403 });
    expect(opened).not.toHaveBeenCalled();
  });

  it('works the same for apiRequest (the body sent again)', async () => {
    const fetchMock = answers(stepUpRequired, () => json({ required: true }));
    prompt(true);
    const res = await apiRequest('PUT', '/api/access/second-factor', { required: true });
    await expect(res.json()).resolves.toEqual({ required: true });
    expect(fetchMock.mock.calls[1]![1]!.body).toBe('{"required":true}');
  });

  it('throws the 403 at once when no dialog is mounted', async () => {
    const fetchMock = answers(stepUpRequired);
    await expect(dataOf(api.GET('/api/access'))).rejects.toMatchObject({ status: 403 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('askStepUp', () => {
  it('shares one dialog between calls refused at the same time', async () => {
    let confirm!: (value: boolean) => void;
    const opened = jest.fn(() => new Promise<boolean>((resolve) => (confirm = resolve)));
    unregister = setStepUpPrompt(opened);
    const both = Promise.all([askStepUp(), askStepUp()]);
    confirm(true);
    await expect(both).resolves.toEqual([true, true]);
    expect(opened).toHaveBeenCalledTimes(1);
    // The next refusal opens a new one.
    const again = askStepUp();
    confirm(false);
    await expect(again).resolves.toBe(false);
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('a prompt that fails counts as cancelled', async () => {
    unregister = setStepUpPrompt(() => Promise.reject(new Error('unmounted')));
    await expect(askStepUp()).resolves.toBe(false);
  });
});
