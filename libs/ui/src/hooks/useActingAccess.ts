// What the signed-in person acts as (issue 31): the `access` of GET /api/auth/me (role, granted areas,
// end date), from the site's one session query. `undefined` while the session is unknown or when the
// API's answer has no `access` (a family's own sign-in before issue 31: every right); null when signed out.
import type { AccessContext } from '@heirloom/contracts';
import { useSession } from '@heirloom/platform';

export function useActingAccess(): AccessContext | null | undefined {
  const { data } = useSession();
  if (data === null) return null;
  return (data as { access?: AccessContext } | undefined)?.access;
}
