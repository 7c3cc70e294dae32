import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { secondFactorMessages, type AccessOverview } from '@heirloom/contracts';
import { ApiError, createQueryClient } from '@heirloom/platform';
import { MutationObserver, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { accessKey } from '../../data/access';
import { SecondFactorRuleCard } from './SecondFactorRuleCard';
import { secondFactorRuleMutation } from './use-second-factor-rule';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const overview: AccessOverview = { members: [], grants: [], invitations: [], secondFactorRequired: false };

function answer(status: number, body: unknown) {
  const fn = jest.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

describe('the family’s second-factor rule', () => {
  it('PUTs the new value and shows it in the overview at once', async () => {
    const fetchMock = answer(200, { required: true });
    const client = createQueryClient();
    client.setQueryData(accessKey, overview);
    await new MutationObserver(client, secondFactorRuleMutation(client)).mutate(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/access/second-factor');
    expect(init).toMatchObject({ method: 'PUT' });
    expect(JSON.parse(String(init!.body))).toEqual({ required: true });
    expect(client.getQueryData<AccessOverview>(accessKey)?.secondFactorRequired).toBe(true);
  });

  it('an owner with no factor of their own: the API’s reason reaches the caller, nothing changes', async () => {
    answer(400, { message: secondFactorMessages.requireSelfFirst });
    const client = createQueryClient();
    client.setQueryData(accessKey, overview);
    const error = await new MutationObserver(client, secondFactorRuleMutation(client))
      .mutate(true)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toContain(secondFactorMessages.requireSelfFirst);
    expect(client.getQueryData<AccessOverview>(accessKey)?.secondFactorRequired).toBe(false);
  });

  const render = (props: Parameters<typeof SecondFactorRuleCard>[0]) =>
    renderToStaticMarkup(
      <QueryClientProvider client={createQueryClient()}>
        <SecondFactorRuleCard {...props} />
      </QueryClientProvider>,
    );

  it('shows the switch on or off as the overview says', () => {
    const on = render({ required: true, loading: false, error: null });
    expect(on).toContain('role="switch"');
    expect(on).toMatch(/checked=""/);
    expect(on).toContain('On: every member needs a second factor.');
    const off = render({ required: false, loading: false, error: null });
    expect(off).not.toMatch(/checked=""/);
    expect(off).toContain('Off: members are encouraged to add one.');
  });

  it('holds the switch while the overview loads or failed', () => {
    expect(render({ required: undefined, loading: true, error: null })).not.toContain('role="switch"');
    const failed = render({ required: undefined, loading: false, error: new Error('down') });
    expect(failed).toMatch(/disabled=""/);
    expect(failed).toContain('could not be loaded');
  });
});
