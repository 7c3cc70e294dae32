// Inside RequireSession: a signed-in route shows its page only when the person's access covers it
// (libs/contracts' pageScopes, the same map the API enforces). Otherwise, in place of the remote: the
// "not shared" page, "Choose a client" for a professional with none chosen, or "access ended" once an
// API answer said so (access-ended.ts). A professional sees the client banner above whatever shows.
// After each navigation a non-owner's session is read again: a revoked or ended access must show on the
// next page, even one whose data is already cached and asks the API nothing.
import type { User } from '@heirloom/contracts';
import { sessionQuery, sessionQueryKey, useSession } from '@heirloom/platform';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { endAccess, useEndedAccess } from './access-ended';
import { decidePage, isFamilyPage, lostAccess, readAccess } from './access-state';
import { AccessEndedPage, ChooseClientPage, NotSharedPage } from './AccessPages';
import { ClientBanner } from './ClientBanner';

export function RequireAccess() {
  const { data: user } = useSession();
  const { pathname } = useLocation();
  const ended = useEndedAccess();
  const client = useQueryClient();
  const access = user ? readAccess(user) : null;

  // Read the session again on every navigation after the first, for anyone but an owner.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const shown = client.getQueryData<User | null>(sessionQueryKey);
    const before = shown ? readAccess(shown) : null;
    if (!before || before.role === 'owner' || before.role === null) return;
    let cancelled = false;
    client
      .fetchQuery({ ...sessionQuery, staleTime: 0 })
      .then((after) => {
        if (!cancelled && lostAccess(before, after ? readAccess(after) : null))
          endAccess(client, before.familyName);
      })
      .catch(() => undefined); // the session guard shows a failed session read
    return () => {
      cancelled = true;
    };
  }, [pathname, client]);

  if (!user || !access) return null; // RequireSession renders nothing else meanwhile
  const isEnded = ended !== null && ended.personId === user.id;
  const decision = decidePage(access, pathname, isEnded);
  return (
    <>
      {/* Whose data this is, above every family page (not the person's own account page). */}
      {decision !== 'ended' && isFamilyPage(pathname) ? <ClientBanner access={access} /> : null}
      {decision === 'show' ? (
        <Outlet />
      ) : decision === 'not-shared' ? (
        <NotSharedPage access={access} path={pathname.replace(/\/+$/, '') || '/'} />
      ) : decision === 'choose-client' ? (
        <ChooseClientPage />
      ) : (
        <AccessEndedPage familyName={ended?.familyName ?? null} />
      )}
    </>
  );
}
