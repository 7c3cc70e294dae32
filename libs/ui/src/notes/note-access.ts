// Who may leave a note, and how an author's role reads, for the notes panels. Only types come from
// libs/contracts' access module: its values sit beside zod schemas, and this file is part of libs/ui's
// main entry, which every page (the landing page too) loads. note-access.spec.ts holds these to the
// contract's own `levelAllows` and labels, so the two cannot drift apart.
import type { AccessArea, AccessContext, AccessLevel, AccessRole } from '@heirloom/contracts';

/** The contract's `accessLevels`, cumulative: notes includes upload, upload includes read. */
const levelOrder: readonly AccessLevel[] = ['read', 'upload', 'notes'];

/**
 * Whether this person may write a note on a thing of `area` (POST /api/notes): owners and members yes,
 * viewers no, a professional only with the notes level on the area. Unknown (`undefined`: an answer of
 * /api/auth/me without `access`) is the family's own sign-in, which has always had every right; the API
 * decides in the end either way.
 */
export function canWriteNotes(
  access: Pick<AccessContext, 'role' | 'areas'> | null | undefined,
  area: AccessArea,
): boolean {
  if (access === undefined) return true;
  if (access === null || access.role === null) return false;
  if (access.role === 'owner' || access.role === 'member') return true;
  if (access.role === 'viewer') return false;
  if (access.areas === null) return true;
  const granted = access.areas[area];
  return granted !== undefined && levelOrder.indexOf(granted) >= levelOrder.indexOf('notes');
}

/** A note author's role in words (the contract's householdRoleLabels, and 'Professional'). */
export const noteRoleLabels: Readonly<Record<AccessRole, string>> = {
  owner: 'Owner',
  member: 'Member',
  viewer: 'Viewer',
  professional: 'Professional',
};
