// The second factor's calls of the browser (issue 32; routes in libs/contracts' second-factor.ts): sign-in's
// second step, a passkey alone, the demo entries and the step-up, through the typed client.
import type { Me, PasskeyChallenge, SecondFactorAnswer, SecondFactors } from '@heirloom/contracts';
import { api, dataOf } from '@heirloom/platform';
import { answerPasskey } from './passkey';

/** Sign-in's second step (the hl_pending cookie names the account). */
export const secondStep = {
  passkeyChallenge: (): Promise<PasskeyChallenge> =>
    dataOf(api.POST('/api/auth/second-factor/passkey-options')),
  answer: (body: SecondFactorAnswer): Promise<Me> => dataOf(api.POST('/api/auth/second-factor', { body })),
};

/** A passkey alone signs in (both factors): the API's challenge, the browser's answer, the session. */
export async function signInWithPasskey(): Promise<Me> {
  const answer = await answerPasskey(await dataOf(api.POST('/api/auth/passkey/options')));
  return dataOf(api.POST('/api/auth/passkey', { body: answer }));
}

/** The demo entries on /login, one click each (DEMO_SIGN_IN; the API answers 404 where it is off). */
export const demoSignIn = (account: 'family' | 'professional'): Promise<Me> =>
  dataOf(api.POST('/api/auth/demo', { body: { account } }));

/** The step-up: the session's check is now, for the sensitive action that asked for it. */
export const stepUp = {
  passkeyChallenge: (): Promise<PasskeyChallenge> => dataOf(api.POST('/api/auth/step-up/passkey-options')),
  answer: async (body: SecondFactorAnswer): Promise<void> => {
    await api.POST('/api/auth/step-up', { body });
  },
};

export const factorsQueryKey = ['/api/auth/factors'] as const;

/** GET /api/auth/factors: which of the person's factors the step-up may offer. */
export const readFactors = ({ signal }: { signal?: AbortSignal } = {}): Promise<SecondFactors> =>
  dataOf(api.GET('/api/auth/factors', { signal }));
