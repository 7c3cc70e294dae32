// The family's access (issue 31): who is in the household, what each professional was granted until
// when, the pending invitation links, and the audit log. Every change refreshes the overview (and the
// audit, which records it); a new grant made from /professionals does the same.
//
// The calls go through apiRequest with the contract's types for now: the OpenAPI documents, and the
// typed client generated from them, get /api/access with the API's side of issue 31. Once they do, the
// calls below move to `api.GET('/api/access')` and friends; the hooks' names and types stay.
import type {
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
import { apiRequest, apiSend, throwIfResNotOk } from '@heirloom/platform';
import { queryString } from '@heirloom/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const accessKey = ['/api/access'] as const;
export const auditKeyRoot = ['/api/access/audit'] as const;

async function getJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: 'include', signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

async function sendJson<T>(method: 'POST' | 'PATCH', url: string, body?: unknown): Promise<T> {
  return (await (await apiRequest(method, url, body)).json()) as T;
}

/** GET /api/access: members, grants and pending invitations. */
export const useAccessOverview = () =>
  useQuery({ queryKey: accessKey, queryFn: ({ signal }) => getJson<AccessOverview>(accessKey[0], signal) });

/** The audit filters as the page holds them: empty strings are "any". */
export type AuditFilters = Required<Pick<AuditQuery, 'page'>> & {
  actorId: string;
  area: string;
  from: string;
  to: string;
};

/** The query string of the audit's filters, for the page and its CSV (page 1 is not sent). */
export function auditQueryString({ actorId, area, from, to, page }: AuditFilters, withPage = true): string {
  return queryString({ actorId, area, from, to, page: withPage && page > 1 ? page : undefined });
}

/** GET /api/access/audit with the filters; the previous page stays on screen while the next loads. */
export const useAuditLog = (filters: AuditFilters, options: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: [...auditKeyRoot, filters],
    queryFn: ({ signal }) => getJson<AuditPage>(`/api/access/audit${auditQueryString(filters)}`, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });

/** Where "Export CSV" downloads the audit with the same filters (every page of them). */
export const auditCsvUrl = (filters: AuditFilters) =>
  `/api/access/audit.csv${auditQueryString(filters, false)}`;

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

const id = (value: string) => encodeURIComponent(value);

/** POST /api/access/members/invitations: a link for a new member of the household. */
export const useInviteMember = () =>
  useAccessMutation((role: HouseholdRole) =>
    sendJson<CreatedInvitation>('POST', '/api/access/members/invitations', { role }),
  );

/** PATCH /api/access/members/{userId}. */
export const useChangeMemberRole = () =>
  useAccessMutation(({ userId, role }: { userId: string; role: HouseholdRole }) =>
    apiSend('PATCH', `/api/access/members/${id(userId)}`, { role }),
  );

/** DELETE /api/access/members/{userId} (400 for the family's last owner). */
export const useRemoveMember = () =>
  useAccessMutation((userId: string) => apiSend('DELETE', `/api/access/members/${id(userId)}`));

/** DELETE /api/access/invitations/{id}: the link stops working. */
export const useWithdrawInvitation = () =>
  useAccessMutation((invitationId: string) =>
    apiSend('DELETE', `/api/access/invitations/${id(invitationId)}`),
  );

/** POST /api/access/grants: the grant and its invitation link (shown once). */
export const useCreateGrant = () =>
  useAccessMutation((input: CreateGrantInput) => sendJson<CreatedGrant>('POST', '/api/access/grants', input));

/** PATCH /api/access/grants/{id}: new areas or end date (a renewal is a new end date). */
export const useUpdateGrant = () =>
  useAccessMutation(({ grantId, values }: { grantId: string; values: UpdateGrantInput }) =>
    sendJson<AccessGrant>('PATCH', `/api/access/grants/${id(grantId)}`, values),
  );

/** POST /api/access/grants/{id}/revoke: refused from the professional's next request on. */
export const useRevokeGrant = () =>
  useAccessMutation((grantId: string) =>
    sendJson<AccessGrant>('POST', `/api/access/grants/${id(grantId)}/revoke`),
  );
