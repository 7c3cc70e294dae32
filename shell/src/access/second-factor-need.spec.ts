import { afterEach, describe, expect, it } from '@jest/globals';
import { secondFactorMessages } from '@heirloom/contracts';
import { ApiError, createQueryClient, sessionQueryKey } from '@heirloom/platform';
import {
  factorNeed,
  readSecondFactor,
  switchNeed,
  useSecondFactorRefused,
  watchSecondFactorRefusal,
} from './second-factor-need';

afterEach(() => useSecondFactorRefused.getState().clear());

const none = { enrolled: false, verified: false, requiredBecause: null };

describe('who must have a second factor', () => {
  it('an API before issue 32 (no secondFactor in Me) needs nothing', () => {
    expect(readSecondFactor({ id: 'u1' })).toEqual({
      enrolled: false,
      verified: true,
      requiredBecause: null,
    });
    expect(factorNeed(readSecondFactor({ id: 'u1' }), null)).toBeNull();
  });

  it('someone only encouraged needs nothing', () => {
    expect(factorNeed(none, null)).toBeNull();
  });

  it('required and not enrolled: set one up, saying why', () => {
    expect(factorNeed({ ...none, requiredBecause: secondFactorMessages.family }, null)).toEqual({
      action: 'set-up',
      message: secondFactorMessages.family,
    });
  });

  it('enrolled but this session did not pass it: confirm it', () => {
    expect(
      factorNeed({ ...none, enrolled: true, requiredBecause: secondFactorMessages.family }, null),
    ).toEqual({
      action: 'confirm',
      message: secondFactorMessages.unverified,
    });
  });

  it('the API’s refusal counts until the session is verified', () => {
    expect(factorNeed(none, secondFactorMessages.family)?.message).toBe(secondFactorMessages.family);
    expect(factorNeed({ ...none, verified: true }, secondFactorMessages.family)).toBeNull();
  });
});

describe('a professional choosing a client', () => {
  it('sets up a factor first when none is verified', () => {
    expect(switchNeed('professional', none)).toEqual({
      action: 'set-up',
      message: secondFactorMessages.professional,
    });
    expect(switchNeed('professional', { ...none, enrolled: true })?.action).toBe('confirm');
  });

  it('chooses at once with a verified factor; a family’s person is never asked here', () => {
    expect(switchNeed('professional', { ...none, enrolled: true, verified: true })).toBeNull();
    expect(switchNeed('family', none)).toBeNull();
  });
});

describe('watchSecondFactorRefusal', () => {
  const refusal = () =>
    new ApiError(
      403,
      JSON.stringify({ message: secondFactorMessages.family, reason: 'second-factor-required' }),
      'Forbidden',
    );

  it('remembers a query refused for want of a factor, for the signed-in person, and reads the session again', async () => {
    const client = createQueryClient();
    client.setQueryData(sessionQueryKey, { id: 'u1', username: 'ann' });
    const stop = watchSecondFactorRefusal(client);
    await client
      .fetchQuery({ queryKey: ['/api/accounts'], queryFn: () => Promise.reject(refusal()), retry: false })
      .catch(() => undefined);
    stop();
    expect(useSecondFactorRefused.getState().refused).toEqual({
      personId: 'u1',
      message: secondFactorMessages.family,
    });
    expect(client.getQueryState(sessionQueryKey)?.isInvalidated).toBe(true);
  });

  it('leaves any other 403 alone', async () => {
    const client = createQueryClient();
    client.setQueryData(sessionQueryKey, { id: 'u1', username: 'ann' });
    const stop = watchSecondFactorRefusal(client);
    const other = new ApiError(403, JSON.stringify({ message: 'Only the owners can do that' }), 'Forbidden');
    await client
      .fetchQuery({ queryKey: ['/api/access'], queryFn: () => Promise.reject(other), retry: false })
      .catch(() => undefined);
    stop();
    expect(useSecondFactorRefused.getState().refused).toBeNull();
  });
});
