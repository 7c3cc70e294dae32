// "A professional sees the log of their own actions" (issue 31): which family's record the account page
// shows (anyone but an owner, acting for a family), how an audit entry reads there, and where a page
// of 50 stands. GET /api/access/audit answers a non-owner only their own entries.
import {
  accessAreaLabels,
  auditActionLabels,
  type AccessContext,
  type AuditEntry,
  type AuditPage,
} from '@heirloom/contracts';

/** The family whose record of one's own acts the account page shows; null for owners and for no family. */
export function ownActivityFamily(
  access: Pick<AccessContext, 'familyId' | 'familyName' | 'role'>,
): { familyId: string; familyName: string } | null {
  if (access.familyId === null || access.role === null || access.role === 'owner') return null;
  return { familyId: access.familyId, familyName: access.familyName ?? 'this family' };
}

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** One entry as its row reads: when (the reader's time zone), what, which area, which request. */
export function activityRow(entry: Pick<AuditEntry, 'at' | 'action' | 'area' | 'request'>): {
  time: string;
  action: string;
  area: string;
  request: string;
} {
  const date = new Date(entry.at);
  return {
    time: Number.isNaN(date.getTime()) ? entry.at : timeFormat.format(date),
    action: auditActionLabels[entry.action] ?? entry.action,
    area: entry.area ? accessAreaLabels[entry.area] : '—',
    request: entry.request,
  };
}

/** Where a page of the log stands: "51–100 of 120", and whether there is a page before or after. */
export function pageSpan(
  page: Pick<AuditPage, 'page' | 'pageSize' | 'total'> & { entries: readonly unknown[] },
): {
  first: number;
  last: number;
  total: number;
  hasPrevious: boolean;
  hasNext: boolean;
} {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const first = page.entries.length > 0 ? (page.page - 1) * page.pageSize + 1 : 0;
  const last = page.entries.length > 0 ? first + page.entries.length - 1 : 0;
  return { first, last, total: page.total, hasPrevious: page.page > 1, hasNext: page.page < pages };
}
