// What the Access page and the grant form show, as pure functions (access-view.spec.ts): the areas a
// form has chosen, which grants to remind about, the people the audit can be filtered by, and the words
// for statuses, actions and end dates.
import {
  accessAreaLabels,
  accessAreas,
  accessLevelLabels,
  calendar,
  defaultGrantEnd,
  GRANT_REMINDER_DAYS,
  householdRoleLabels,
  type AccessArea,
  type AccessGrant,
  type AccessLevel,
  type AccessOverview,
  type AccessRole,
  type AreaLevels,
  type GrantStatus,
} from '@heirloom/contracts';

/**
 * The areas with `area` set to `level`, or taken out when `level` is null (its box unticked). A new
 * object in the contract's area order, so what is sent reads like the form.
 */
export function setAreaLevel(areas: AreaLevels, area: AccessArea, level: AccessLevel | null): AreaLevels {
  const next: AreaLevels = {};
  for (const each of accessAreas) {
    const value = each === area ? level : areas[each];
    if (value) next[each] = value;
  }
  return next;
}

/** A grant's areas and levels in the contract's order, in words. */
export function areaLevelList(areas: AreaLevels) {
  return accessAreas.flatMap((area) => {
    const level = areas[area];
    return level
      ? [{ area, level, areaLabel: accessAreaLabels[area], levelLabel: accessLevelLabels[level] }]
      : [];
  });
}

/** The grants still in force that end within GRANT_REMINDER_DAYS (today included), soonest first. */
export function grantsEndingSoon(grants: readonly AccessGrant[], today: string): AccessGrant[] {
  return grants
    .filter((grant) => {
      if (grant.status !== 'active') return false;
      const left = calendar.daysBetween(today, grant.endsAt);
      return left >= 0 && left <= GRANT_REMINDER_DAYS;
    })
    .sort((a, b) => a.endsAt.localeCompare(b.endsAt));
}

/** 'today', 'tomorrow', 'in 5 days': when a grant's last day is, for the reminder. */
export function endsIn(endsAt: string, today: string): string {
  const left = calendar.daysBetween(today, endsAt);
  if (left <= 0) return 'today';
  if (left === 1) return 'tomorrow';
  return `in ${left} days`;
}

/** The end date a one-click renewal sets: 90 days from today (never earlier than the grant's own). */
export function renewalEnd(grant: Pick<AccessGrant, 'endsAt'>, today: string): string {
  const renewed = defaultGrantEnd(today);
  return renewed > grant.endsAt ? renewed : grant.endsAt;
}

export interface AuditPerson {
  id: string;
  name: string;
  role: AccessRole;
}

/** Whom the audit can be filtered by: the household's members and every professional who accepted. */
export function auditPeople(overview: Pick<AccessOverview, 'members' | 'grants'> | undefined): AuditPerson[] {
  if (!overview) return [];
  const people = new Map<string, AuditPerson>();
  for (const m of overview.members) people.set(m.userId, { id: m.userId, name: m.username, role: m.role });
  for (const g of overview.grants) {
    if (g.granteeId && !people.has(g.granteeId))
      people.set(g.granteeId, {
        id: g.granteeId,
        name: g.granteeName ?? g.professionalName,
        role: 'professional',
      });
  }
  return [...people.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export const roleLabels: Record<AccessRole, string> = {
  ...householdRoleLabels,
  professional: 'Professional',
};

export const grantStatusLabels: Record<GrantStatus, string> = {
  pending: 'Not accepted yet',
  active: 'Active',
  ended: 'Ended',
  revoked: 'Revoked',
};
export const grantStatusVariant = {
  pending: 'warning',
  active: 'success',
  ended: 'secondary',
  revoked: 'destructive',
} as const satisfies Record<GrantStatus, string>;

/** Whether a grant can still be changed or revoked (one that ended or was revoked stays as it was). */
export const grantIsOpen = (grant: Pick<AccessGrant, 'status'>) =>
  grant.status === 'pending' || grant.status === 'active';

/** The audit's actions in words: the contract's, shared with the account page's own activity. */
export { auditActionLabels } from '@heirloom/contracts';
