import type { AuditPage } from '@heirloom/contracts';
import { api, apiUrl, dataOf } from '@heirloom/platform';
import { useQuery } from '@tanstack/react-query';

const ownActivityKey = (familyId: string, page: number) => ['/api/access/audit', { familyId, page }] as const;

/**
 * GET /api/access/audit, one page of 50 (a non-owner gets only their own entries). The previous page
 * stays on screen while the next loads, but never one of another family.
 */
export function useOwnActivity(familyId: string, page: number) {
  return useQuery({
    queryKey: ownActivityKey(familyId, page),
    queryFn: ({ signal }): Promise<AuditPage> =>
      dataOf(api.GET('/api/access/audit', { params: { query: page > 1 ? { page } : {} }, signal })),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1].familyId === familyId ? previous : undefined,
  });
}

/** "Export CSV": every one of the person's own entries (the API applies the same rule). */
export const ownActivityCsvUrl = apiUrl('/api/access/audit.csv');
