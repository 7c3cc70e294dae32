// The access a professional (or a household member) had to a family can end while they browse: the grant
// ran out, the family revoked it or removed them. As watchSessionEnd does for a 401, any query or
// mutation answered 403 "Your access to this family has ended" marks it here; the route guard then shows
// the "access ended" page instead of the family's pages, and nothing of that family stays in the cache.
import { sessionQueryKey } from '@heirloom/platform';
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { isAccessEnded } from './access-state';

export interface EndedAccess {
  /** The person whose access ended: another sign-in in this tab is not concerned. */
  personId: string;
  /** The family they were acting for, when known. */
  familyName: string | null;
}

interface AccessEndedState {
  ended: EndedAccess | null;
  markEnded: (ended: EndedAccess) => void;
  clear: () => void;
}

export const useAccessEnded = create<AccessEndedState>((set) => ({
  ended: null,
  markEnded: (ended) => set({ ended }),
  clear: () => set({ ended: null }),
}));

const endedNow = () => useAccessEnded.getState().ended;

/** The ended access, if any (the current state on every render, a static render's included). */
export function useEndedAccess(): EndedAccess | null {
  return useSyncExternalStore(useAccessEnded.subscribe, endedNow, endedNow);
}

const isSession = (key: readonly unknown[]) => key[0] === sessionQueryKey[0];

/** Drops every cached answer but the session (the family's data must not outlive the access). */
export function dropFamilyData(client: QueryClient): void {
  const others = { predicate: (q: { queryKey: readonly unknown[] }) => !isSession(q.queryKey) };
  void client.cancelQueries(others);
  client.removeQueries(others);
}

/**
 * Marks the access ended for the signed-in person; the guard swaps the page out first, then (next task)
 * the family's answers are dropped and the session read again, so the header and the sidebar show what
 * the person may act for now.
 */
export function endAccess(client: QueryClient, familyName: string | null): void {
  const user = client.getQueryData<{ id: string; access?: { familyName?: string | null } } | null>(
    sessionQueryKey,
  );
  if (!user) return;
  const { ended, markEnded } = useAccessEnded.getState();
  if (ended?.personId === user.id) return;
  markEnded({ personId: user.id, familyName: familyName ?? user.access?.familyName ?? null });
  setTimeout(() => {
    dropFamilyData(client);
    void client.invalidateQueries({ queryKey: sessionQueryKey });
  }, 0);
}

/** Watches every query and mutation for the API's "access ended" answer. Returns the unsubscribe. */
export function watchAccessEnd(client: QueryClient): () => void {
  const onError = (error: unknown) => {
    if (isAccessEnded(error)) endAccess(client, null);
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
