// Inside RequireSession: a signed-in route shows its page only when the person's access covers it
// (libs/contracts' pageScopes, the same map the API enforces). Otherwise, in place of the remote: the
// "not shared" page, "Choose a client" for a professional with none chosen, or "access ended" once an
// API answer said so (access-ended.ts), or a second factor to set up or confirm first (issue 32,
// second-factor-need.ts). A professional sees the client banner above whatever shows.
// After each navigation a non-owner's session is read again: a revoked or ended access must show on the
// next page, even one whose data is already cached and asks the API nothing.
import { routePath, type User } from '@heirloom/contracts';
import { sessionQuery, sessionQueryKey, useSession } from '@heirloom/platform';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useHeldPage } from '../prerender/held-page';
import { endAccess, useEndedAccess } from './access-ended';
import { decidePage, isFamilyPage, lostAccess, readAccess } from './access-state';
import { AccessEndedPage, ChooseClientPage, NotSharedPage, SecondFactorPage } from './AccessPages';
import { ClientBanner } from './ClientBanner';
import { useSecondFactorNeed, watchSecondFactorRefusal } from './second-factor-need';

export function RequireAccess() {
  const { data: user } = useSession();
  const { pathname } = useLocation();
  const ended = useEndedAccess();
  const client = useQueryClient();
  const access = user ? readAccess(user) : null;
  const need = useSecondFactorNeed();
  const held = useHeldPage(pathname) !== null;
  useEffect(() => watchSecondFactorRefusal(client), [client]);

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

  // RequireSession renders nothing else meanwhile, but a prerendered page held on screen (issue 35).
  if (!user || !access) return held && user === undefined ? <Outlet /> : null;
  const isEnded = ended !== null && ended.personId === user.id;
  const decided = decidePage(access, pathname, isEnded);
  // A family's page waits for the factor (the person's own /account, where it is set up, never does);
  // choosing a client asks for it on its own (ClientChoices).
  const waitsForFactor = need && isFamilyPage(pathname) && (decided === 'show' || decided === 'not-shared');
  const decision = waitsForFactor ? 'second-factor' : decided;
  return (
    <>
      {/* Whose data this is, above every family page (not the person's own account page). */}
      {decision !== 'ended' && isFamilyPage(pathname) ? <ClientBanner access={access} /> : null}
      {decision === 'show' ? (
        <Outlet />
      ) : decision === 'not-shared' ? (
        <NotSharedPage access={access} path={routePath(pathname)} />
      ) : decision === 'second-factor' && need ? (
        <SecondFactorPage need={need} />
      ) : decision === 'choose-client' ? (
        <ChooseClientPage />
      ) : (
        <AccessEndedPage familyName={ended?.familyName ?? null} />
      )}
    </>
  );
}
