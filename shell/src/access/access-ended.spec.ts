import { afterEach, describe, expect, it } from '@jest/globals';
import { accessMessages } from '@heirloom/contracts';
import { ApiError, createQueryClient, sessionQueryKey } from '@heirloom/platform';
import { useAccessEnded, watchAccessEnd } from './access-ended';

const refusal = (message: string) => new ApiError(403, JSON.stringify({ message }), 'Forbidden');
const cpa = {
  id: 'p1',
  username: 'cpa',
  access: {
    kind: 'professional',
    familyId: 'f1',
    familyName: 'Whitman',
    role: 'professional',
    areas: { tax: 'read' },
    endsAt: '2027-04-15',
  },
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

afterEach(() => useAccessEnded.getState().clear());

function signedIn() {
  const client = createQueryClient();
  client.setQueryData(sessionQueryKey, cpa);
  client.setQueryData(['/api/tax-documents'], [{ id: 'd1' }]);
  const stop = watchAccessEnd(client);
  return { client, stop };
}

describe('watchAccessEnd', () => {
  it("marks the access ended on the API's 403, names the family, and drops the family's cached answers", async () => {
    const { client, stop } = signedIn();
    await client
      .fetchQuery({
        queryKey: ['/api/k1-documents'],
        queryFn: () => Promise.reject(refusal(accessMessages.ended)),
      })
      .catch(() => undefined);
    expect(useAccessEnded.getState().ended).toEqual({ personId: 'p1', familyName: 'Whitman' });
    await tick();
    expect(client.getQueryData(['/api/tax-documents'])).toBeUndefined();
    expect(client.getQueryData(sessionQueryKey)).toEqual(cpa); // kept: the guard needs who is signed in
    stop();
  });

  it('sees a refused mutation too', async () => {
    const { client, stop } = signedIn();
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(refusal(accessMessages.ended)) })
      .execute(undefined)
      .catch(() => undefined);
    expect(useAccessEnded.getState().ended?.personId).toBe('p1');
    stop();
  });

  it('ignores an area that is not shared, and any refusal once signed out', async () => {
    const { client, stop } = signedIn();
    await client
      .fetchQuery({
        queryKey: ['/api/estate'],
        queryFn: () => Promise.reject(refusal(accessMessages.notShared)),
      })
      .catch(() => undefined);
    expect(useAccessEnded.getState().ended).toBeNull();
    client.setQueryData(sessionQueryKey, null);
    await client
      .fetchQuery({ queryKey: ['/api/tax'], queryFn: () => Promise.reject(refusal(accessMessages.ended)) })
      .catch(() => undefined);
    expect(useAccessEnded.getState().ended).toBeNull();
    await tick();
    expect(client.getQueryData(['/api/tax-documents'])).toEqual([{ id: 'd1' }]);
    stop();
  });
});
