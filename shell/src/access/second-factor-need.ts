// Who must have a second factor before any family data (issue 32): a professional, and every member of a
// family whose owner requires it. The session (Me.secondFactor) says so up front; an API answer 403 with
// reason 'second-factor-required' says so too (a family that turned the rule on while the person
// browses), and is remembered here until the session is verified. The shell then shows what to do
// instead of the family's page: set a factor up, or confirm the one enrolled.
import { secondFactorMessages } from '@heirloom/contracts';
import { ApiError, apiMessage, sessionQueryKey, useSession } from '@heirloom/platform';
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';

/** Me.secondFactor, or what an API that predates it means: nothing enrolled, nothing required. */
export interface SessionSecondFactor {
  enrolled: boolean;
  verified: boolean;
  requiredBecause: string | null;
}

export function readSecondFactor(user: object | null | undefined): SessionSecondFactor {
  const factor = (user as { secondFactor?: unknown } | null | undefined)?.secondFactor as
    Partial<SessionSecondFactor> | undefined;
  if (!factor || typeof factor !== 'object')
    return { enrolled: false, verified: true, requiredBecause: null };
  return {
    enrolled: factor.enrolled === true,
    verified: factor.verified === true,
    requiredBecause: typeof factor.requiredBecause === 'string' ? factor.requiredBecause : null,
  };
}

/** What the person must do before the family's pages, and why; null when nothing. */
export interface SecondFactorNeed {
  /** 'set-up': no factor yet (to /account); 'confirm': one is enrolled but this session did not pass it. */
  action: 'set-up' | 'confirm';
  message: string;
}

/**
 * The need, from the session and from an API refusal seen since (its message). A session already
 * verified needs nothing, whatever an older refusal said.
 */
export function factorNeed(factor: SessionSecondFactor, refused: string | null): SecondFactorNeed | null {
  if (factor.verified) return null;
  const why = factor.requiredBecause ?? refused;
  if (!why) return null;
  return factor.enrolled
    ? { action: 'confirm', message: secondFactorMessages.unverified }
    : { action: 'set-up', message: why };
}

/**
 * A professional choosing a client first sets up (or confirms) a factor: switching would only land on
 * pages the API refuses. Null when they may choose.
 */
export function switchNeed(
  kind: 'family' | 'professional',
  factor: SessionSecondFactor,
): SecondFactorNeed | null {
  if (kind !== 'professional' || factor.verified) return null;
  return factorNeed(
    { ...factor, requiredBecause: factor.requiredBecause ?? secondFactorMessages.professional },
    null,
  );
}

/** Where /account's second-factor section is (the account page's own anchor). */
export const SET_UP_SECOND_FACTOR = '/account#second-factor';

/** An API answer saying this session must first enrol or prove a second factor. */
export function isSecondFactorRequired(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403 && error.reason === 'second-factor-required';
}

interface RefusedState {
  /** The person the API refused and its message: another sign-in in this tab is not concerned. */
  refused: { personId: string; message: string } | null;
  mark: (refused: { personId: string; message: string }) => void;
  clear: () => void;
}

export const useSecondFactorRefused = create<RefusedState>((set) => ({
  refused: null,
  mark: (refused) => set({ refused }),
  clear: () => set({ refused: null }),
}));

const refusedNow = () => useSecondFactorRefused.getState().refused;

/** The signed-in person's need (undefined session: none yet). */
export function useSecondFactorNeed(): SecondFactorNeed | null {
  const { data: user } = useSession();
  const refused = useSyncExternalStore(useSecondFactorRefused.subscribe, refusedNow, refusedNow);
  if (!user) return null;
  return factorNeed(readSecondFactor(user), refused?.personId === user.id ? refused.message : null);
}

/**
 * Watches every query and mutation for the API's 'second-factor-required': remembers it and reads the
 * session again (which then says why). Returns the unsubscribe.
 */
export function watchSecondFactorRefusal(client: QueryClient): () => void {
  const onError = (error: unknown) => {
    if (!isSecondFactorRequired(error)) return;
    const user = client.getQueryData<{ id: string } | null>(sessionQueryKey);
    if (!user) return;
    useSecondFactorRefused
      .getState()
      .mark({ personId: user.id, message: apiMessage(error) ?? secondFactorMessages.unverified });
    void client.invalidateQueries({ queryKey: sessionQueryKey });
  };
  const stopQueries = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  const stopMutations = client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
