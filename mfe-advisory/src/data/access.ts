// The family's access (issue 31): who is in the household, what each professional was granted until
// when, the pending invitation links, and the audit log. Every change refreshes the overview (and the
// audit, which records it); a new grant made from /professionals does the same.
//
// Every call goes through the typed client (`api`, from the OpenAPI documents): a path, a parameter or
// a body the documents do not have fails the typecheck. The CSV stays a link, its URL built by apiUrl.
import type {
  AccessArea,
  AccessGrant,
  AccessOverview,
  AuditPage,
  AuditQuery,
  CreatedGrant,
  CreatedInvitation,
  CreateGrantInput,
  HouseholdRole,
  UpdateGrantInput,
} from '@heirloom/contracts';
import { api, apiUrl, dataOf } from '@heirloom/platform';
import { filledIn } from '@heirloom/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const accessKey = ['/api/access'] as const;
export const auditKeyRoot = ['/api/access/audit'] as const;

/** GET /api/access: members, grants and pending invitations. */
export const useAccessOverview = () =>
  useQuery({
    queryKey: accessKey,
    queryFn: ({ signal }): Promise<AccessOverview> => dataOf(api.GET('/api/access', { signal })),
  });

/** The audit filters as the page holds them: empty strings are "any". */
export type AuditFilters = Required<Pick<AuditQuery, 'page'>> & {
  actorId: string;
  area: AccessArea | '';
  from: string;
  to: string;
};

/** The audit's query parameters of the filters: empty ones left out, and page 1 (or any, for the CSV) too. */
export function auditQuery({ actorId, area, from, to, page }: AuditFilters, withPage = true): AuditQuery {
  return filledIn({ actorId, area, from, to, page: withPage && page > 1 ? page : undefined }) as AuditQuery;
}

/** GET /api/access/audit with the filters; the previous page stays on screen while the next loads. */
export const useAuditLog = (filters: AuditFilters, options: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: [...auditKeyRoot, filters],
    queryFn: ({ signal }): Promise<AuditPage> =>
      dataOf(api.GET('/api/access/audit', { params: { query: auditQuery(filters) }, signal })),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });

/** Where "Export CSV" downloads the audit with the same filters (every page of them). */
export const auditCsvUrl = (filters: AuditFilters) =>
  apiUrl('/api/access/audit.csv', { query: auditQuery(filters, false) });

function useAccessMutation<Variables, Result>(run: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accessKey }),
        queryClient.invalidateQueries({ queryKey: auditKeyRoot }),
      ]).then(() => undefined),
  });
}

/** POST /api/access/members/invitations: a link for a new member of the household. */
export const useInviteMember = () =>
  useAccessMutation((role: HouseholdRole): Promise<CreatedInvitation> =>
    dataOf(api.POST('/api/access/members/invitations', { body: { role } })),
  );

/** PATCH /api/access/members/{userId}. */
export const useChangeMemberRole = () =>
  useAccessMutation(async ({ userId, role }: { userId: string; role: HouseholdRole }): Promise<void> => {
    await api.PATCH('/api/access/members/{userId}', { params: { path: { userId } }, body: { role } });
  });

/** DELETE /api/access/members/{userId} (400 for the family's last owner). */
export const useRemoveMember = () =>
  useAccessMutation(async (userId: string): Promise<void> => {
    await api.DELETE('/api/access/members/{userId}', { params: { path: { userId } } });
  });

/** DELETE /api/access/invitations/{id}: the link stops working. */
export const useWithdrawInvitation = () =>
  useAccessMutation(async (invitationId: string): Promise<void> => {
    await api.DELETE('/api/access/invitations/{id}', { params: { path: { id: invitationId } } });
  });

/** POST /api/access/grants: the grant and its invitation link (shown once). */
export const useCreateGrant = () =>
  useAccessMutation((input: CreateGrantInput): Promise<CreatedGrant> =>
    dataOf(api.POST('/api/access/grants', { body: input })),
  );

/** PATCH /api/access/grants/{id}: new areas or end date (a renewal is a new end date). */
export const useUpdateGrant = () =>
  useAccessMutation(
    ({ grantId, values }: { grantId: string; values: UpdateGrantInput }): Promise<AccessGrant> =>
      dataOf(api.PATCH('/api/access/grants/{id}', { params: { path: { id: grantId } }, body: values })),
  );

/** POST /api/access/grants/{id}/revoke: refused from the professional's next request on. */
export const useRevokeGrant = () =>
  useAccessMutation((grantId: string): Promise<AccessGrant> =>
    dataOf(api.POST('/api/access/grants/{id}/revoke', { params: { path: { id: grantId } } })),
  );
