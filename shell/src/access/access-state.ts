// What the shell shows a person for the family they act for (issue 31), as pure functions: the access
// read from the session, which page a route renders (the page, "not shared", "choose a client",
// "access ended"), whether a re-read session means the access is gone, and the banner's and pages'
// sentences. Only the zod-free half of the contract is read here (the shell's first paint loads no zod).
import {
  accessAreaLabels,
  accessAreas,
  accessMessages,
  accessRoles,
  householdRoleLabels,
  pageScopes,
  sidebarGroups,
  visibleToAccess,
  type AccessContext,
  type AccessRole,
  type AreaLevels,
  type ClientFamily,
  type NavGroup,
} from '@heirloom/contracts';
import { calendar, routePath } from '@heirloom/contracts';
import { ApiError, apiMessage } from '@heirloom/platform';

/** What an API that predates access (or a session without it) means: the person's own household. */
export function householdOwner(user: { id: string }): AccessContext {
  return { kind: 'family', familyId: user.id, familyName: null, role: 'owner', areas: null, endsAt: null };
}

const isRole = (role: unknown): role is AccessRole | null =>
  role === null || (accessRoles as readonly unknown[]).includes(role);

/**
 * The `access` of a GET /api/auth/me answer; an answer without one (or with a shape this shell does not
 * know) is the household's owner, as every account was before issue 31.
 */
export function readAccess(user: { id: string; access?: unknown }): AccessContext {
  const access = user.access as Partial<AccessContext> | null | undefined;
  if (!access || typeof access !== 'object' || !isRole(access.role)) return householdOwner(user);
  return {
    kind: access.kind === 'professional' ? 'professional' : 'family',
    familyId: access.familyId ?? null,
    familyName: access.familyName ?? null,
    role: access.role,
    areas: access.areas && typeof access.areas === 'object' ? access.areas : null,
    endsAt: access.endsAt ?? null,
  };
}

/** Whether a path is one of the family's pages (pageScopes), not the person's own (the account page). */
export function isFamilyPage(path: string): boolean {
  return pageScopes[routePath(path)] !== undefined;
}

export type PageDecision = 'show' | 'not-shared' | 'choose-client' | 'ended';

/**
 * What a signed-in route renders. Pages outside `pageScopes` (the account page) are the person's own and
 * always show; the rest need a family (a professional chooses one first), an access that has not ended,
 * and the area granted.
 */
export function decidePage(access: AccessContext, path: string, ended: boolean): PageDecision {
  const bare = routePath(path);
  if (!isFamilyPage(bare)) return 'show';
  if (ended) return 'ended';
  if (access.role === null) return 'choose-client';
  return visibleToAccess(access, bare) ? 'show' : 'not-shared';
}

/**
 * Whether the session read again after a navigation says the access this page was shown under is gone:
 * the person was acting for a family as a non-owner and now acts for none, or for another one (what
 * /api/auth/me answers once a grant ended or was revoked, or a member was removed).
 */
export function lostAccess(before: AccessContext, after: AccessContext | null): boolean {
  if (before.role === null || before.role === 'owner' || before.familyId === null) return false;
  if (!after) return false; // signed out: the session guard takes over
  return after.role === null || after.familyId !== before.familyId;
}

/** An API answer saying this person's access to the family has ended (or was revoked). */
export function isAccessEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && apiMessage(error) === accessMessages.ended;
}

/** The granted areas in the contract's order, with their labels. */
export function grantedAreas(areas: AreaLevels | null): { area: string; label: string }[] {
  if (!areas) return [];
  return accessAreas.filter((area) => areas[area]).map((area) => ({ area, label: accessAreaLabels[area] }));
}

/** Days from `today` to `endsAt` (0 on the last day), or null without an end. */
export function daysLeft(endsAt: string | null, today: string = calendar.utcToday()): number | null {
  return endsAt ? calendar.daysBetween(today, endsAt) : null;
}

/** What the banner above a professional's client view says; null for anyone else. */
export function bannerFor(access: AccessContext): {
  familyName: string;
  areas: { area: string; label: string }[];
  endsAt: string | null;
} | null {
  if (access.role !== 'professional' || access.familyId === null) return null;
  return {
    familyName: access.familyName ?? 'This family',
    areas: grantedAreas(access.areas),
    endsAt: access.endsAt,
  };
}

/** The sidebar's label of a page ('Tax Planning'), for the "not shared" sentence. */
export function pageLabel(path: string): string | undefined {
  for (const group of sidebarGroups) {
    const entry = group.entries.find((e) => e.path === path);
    if (entry) return entry.label;
  }
  return undefined;
}

/** The sentence under "This area is not shared with you". */
export function notSharedSentence(access: AccessContext, path: string): string {
  const family = access.familyName ?? 'This family';
  const label = pageLabel(path);
  if (pageScopes[path] === 'owner') return `Only the owners of ${family} manage who has access to it.`;
  if (access.role === 'professional')
    // "did not", not "has not": a family's name is often plural ("The Whitmans").
    return `${family} did not share ${label ? `${label} ` : 'this area '}with you.`;
  return `${label ?? 'This page'} is for ${family}'s household only.`;
}

/** How a family of the switcher reads: the role for the household, the areas for a professional. */
export function clientDescription(client: Pick<ClientFamily, 'role' | 'areas'>): string {
  if (client.role !== 'professional') return householdRoleLabels[client.role];
  const areas = grantedAreas(client.areas).map((a) => a.label);
  return areas.length ? areas.join('; ') : 'No areas';
}

/** Whether the header offers the client switcher: to any professional, and to anyone with two families or more. */
export function showsSwitcher(access: AccessContext, clients: readonly ClientFamily[] | undefined): boolean {
  return access.kind === 'professional' || access.role === 'professional' || (clients?.length ?? 0) > 1;
}

/**
 * The sidebar's groups and entries this person is shown: those `visibleToAccess` allows (public pages
 * always), groups left empty dropped. `null` (signed out, or the session not known yet) shows them all:
 * a visitor sees what the product has, and a guarded page asks them to sign in.
 */
export function visibleGroups(access: AccessContext | null): NavGroup[] {
  if (!access) return [...sidebarGroups];
  return sidebarGroups
    .map((group) => ({ ...group, entries: group.entries.filter((e) => visibleToAccess(access, e.path)) }))
    .filter((group) => group.entries.length > 0);
}
