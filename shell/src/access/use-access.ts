// The shell's reads and writes of who acts for which family (issue 31): the session's access, the
// families the person can act for (GET /api/access/clients) and switching between them.
import type { AccessContext, ClientFamily } from '@heirloom/contracts';
import { api, ApiError, dataOf, resetForSession, sessionQuery, useSession } from '@heirloom/platform';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAccessEnded } from './access-ended';
import { readAccess } from './access-state';

/** The access of the signed-in person; undefined while the session is unknown, null when signed out. */
export function useAccess(): AccessContext | null | undefined {
  const { data: user } = useSession();
  if (user === undefined) return undefined;
  return user === null ? null : readAccess(user);
}

/**
 * How many families the session says the person can act for (GET /api/auth/me's `families`); undefined
 * from an API that does not count them.
 */
export function useFamilyCount(): number | undefined {
  const { data: user } = useSession();
  const count = (user as { families?: unknown } | null | undefined)?.families;
  return typeof count === 'number' ? count : undefined;
}

export const clientsQueryKey = ['/api/access/clients'] as const;

/**
 * GET /api/access/clients. An API that does not have the route yet (404) has no clients to offer:
 * the person is their household's owner, and the switcher stays hidden.
 */
export const clientsQuery = queryOptions<ClientFamily[]>({
  queryKey: clientsQueryKey,
  queryFn: async ({ signal }) => {
    try {
      return await dataOf(api.GET('/api/access/clients', { signal }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return [];
      throw error;
    }
  },
});

/**
 * The families the person can act for. `defer` asks only once the browser is idle, so the header's
 * question never comes before the page's own first queries.
 */
export function useClients({ enabled = true, defer = false }: { enabled?: boolean; defer?: boolean } = {}) {
  const [idle, setIdle] = useState(!defer);
  useEffect(() => {
    if (idle || !enabled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 1000);
    return () => window.clearTimeout(id);
  }, [idle, enabled]);
  return useQuery({ ...clientsQuery, enabled: enabled && idle });
}

/**
 * POST /api/access/switch, then the session read again (it now acts for that family), every other
 * cached answer dropped (nothing of one family may show under another) and `onSwitched` (the dashboard).
 */
export function useSwitchClient({ onSwitched }: { onSwitched?: () => void } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (familyId: string) => {
      await api.POST('/api/access/switch', { body: { familyId } });
      return client.fetchQuery({ ...sessionQuery, staleTime: 0 });
    },
    onSuccess: (user) => {
      resetForSession(client, user);
      useAccessEnded.getState().clear();
      onSwitched?.();
    },
  });
}
