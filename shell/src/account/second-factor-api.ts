// The data hooks of /account's second factor (issue 32), one endpoint each, through the typed client.
// Every change to the factors refreshes the factors and the session (Me.secondFactor: the prompt and
// the switcher read it).
import type {
  PasskeyAdded,
  PasskeyChallenge,
  RecoveryCodes,
  SecondFactors,
  SessionInfo,
  TotpConfirm,
  TotpConfirmed,
  TotpEnrolment,
} from '@heirloom/contracts';
import { api, dataOf, sessionQueryKey } from '@heirloom/platform';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';

export const secondFactorKeys = {
  factors: ['/api/auth/factors'] as const,
  sessions: ['/api/auth/sessions'] as const,
};

/** GET /api/auth/factors: the app, the passkeys, recovery codes left, and whether one is required. */
export function useSecondFactors() {
  return useQuery({
    queryKey: secondFactorKeys.factors,
    queryFn: ({ signal }): Promise<SecondFactors> => dataOf(api.GET('/api/auth/factors', { signal })),
  });
}

/** After any change to the factors: this page's status and the session's (Me.secondFactor). */
function useFactorsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: secondFactorKeys.factors }),
      queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    ]);
}

/** POST /api/auth/factors/totp: a new secret and its QR, sent this once (nothing is on until confirmed). */
export function useStartTotp() {
  return useMutation({
    mutationFn: (): Promise<TotpEnrolment> => dataOf(api.POST('/api/auth/factors/totp')),
  });
}

/** POST /api/auth/factors/totp/confirm: the first code turns the app on; recovery codes if it is the first factor. */
export function useConfirmTotp() {
  const changed = useFactorsChanged();
  return useMutation({
    mutationFn: (body: TotpConfirm): Promise<TotpConfirmed> =>
      dataOf(api.POST('/api/auth/factors/totp/confirm', { body })),
    onSuccess: changed,
  });
}

/** DELETE /api/auth/factors/totp. */
export function useRemoveTotp() {
  const changed = useFactorsChanged();
  return useMutation({
    mutationFn: (): Promise<void> => dataOf(api.DELETE('/api/auth/factors/totp')),
    onSuccess: changed,
  });
}

/** POST /api/auth/factors/recovery-codes: a new set; the old codes stop working. */
export function useRegenerateRecoveryCodes() {
  const changed = useFactorsChanged();
  return useMutation({
    mutationFn: (): Promise<RecoveryCodes> => dataOf(api.POST('/api/auth/factors/recovery-codes')),
    onSuccess: changed,
  });
}

/**
 * Adding a passkey: registration options from the API, the browser's own sheet (startRegistration), then
 * the answer with the name the person gave it. The browser's refusals reject with its WebAuthnError.
 */
export function useAddPasskey() {
  const changed = useFactorsChanged();
  return useMutation({
    mutationFn: async (name: string): Promise<PasskeyAdded> => {
      const challenge: PasskeyChallenge = await dataOf(api.POST('/api/auth/factors/passkeys/options'));
      const response = await startRegistration({
        optionsJSON: challenge.options as unknown as PublicKeyCredentialCreationOptionsJSON,
      });
      // Spread into plain objects: the library's interfaces lack the index signature the body's loose
      // schema asks for, though they are the very objects it describes.
      const body = {
        challengeId: challenge.challengeId,
        name,
        response: { ...response, response: { ...response.response } },
      };
      return dataOf(api.POST('/api/auth/factors/passkeys', { body }));
    },
    onSuccess: changed,
  });
}

/** DELETE /api/auth/factors/passkeys/{id}. */
export function useRemovePasskey() {
  const changed = useFactorsChanged();
  return useMutation({
    mutationFn: (id: string): Promise<void> =>
      dataOf(api.DELETE('/api/auth/factors/passkeys/{id}', { params: { path: { id } } })),
    onSuccess: changed,
  });
}

/** GET /api/auth/sessions: every browser signed in to the account, this one marked. */
export function useSessions() {
  return useQuery({
    queryKey: secondFactorKeys.sessions,
    queryFn: ({ signal }): Promise<SessionInfo[]> => dataOf(api.GET('/api/auth/sessions', { signal })),
  });
}

/** DELETE /api/auth/sessions/{id}: that browser must sign in again. */
export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<void> =>
      dataOf(api.DELETE('/api/auth/sessions/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: secondFactorKeys.sessions }),
  });
}
