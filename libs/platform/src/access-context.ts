// What the signed-in person acts as (issue 31), read from the one session query: GET /api/auth/me
// answers `Me` `{id, username, access}`. Remotes decide what to show with the contract's
// decideAccess/grants over this; the API decides what to answer with the same functions.
import type { AccessContext } from '@heirloom/contracts';
import { useSession } from './session';

/** An answer of /api/auth/me without `access` (an API from before issue 31): the family's owner. */
export const householdOwnerAccess: AccessContext = {
  kind: 'family',
  familyId: null,
  familyName: null,
  role: 'owner',
  areas: null,
  endsAt: null,
};

/** Nobody signed in (or not known yet): acts for no family, so every family route is refused. */
export const noAccess: AccessContext = {
  kind: 'family',
  familyId: null,
  familyName: null,
  role: null,
  areas: null,
  endsAt: null,
};

const isAccessContext = (value: unknown): value is AccessContext =>
  typeof value === 'object' && value !== null && 'role' in value && 'areas' in value;

/** The access of a session answer: its `access`, the owner's when it has none, nobody's when signed out. */
export function accessOfSession(session: unknown): AccessContext {
  if (typeof session !== 'object' || session === null) return noAccess;
  const access = (session as { access?: unknown }).access;
  return isAccessContext(access) ? access : householdOwnerAccess;
}

/** The signed-in person's access context (nobody's while the session is unknown or signed out). */
export function useAccessContext(): AccessContext {
  return accessOfSession(useSession().data);
}
