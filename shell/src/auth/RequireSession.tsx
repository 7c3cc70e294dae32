// Guards the wealth and advisory routes and the account page: a signed-out visitor goes to the sign-in
// screen, which brings them back here afterwards. The page's remote keeps loading meanwhile (index.ts preloads it).
import { css } from '@emotion/react';
import { sessionEndedByApi, useSession } from '@heirloom/platform';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Spinner,
  t,
} from '@heirloom/ui/base';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useHeldPage } from '../prerender/held-page';
import { loginUrl } from './safe-next';

export function RequireSession() {
  const { data: user, isPending, isError, refetch, isFetching } = useSession();
  const { pathname, search } = useLocation();
  // A prerendered page on screen stays there while the session is asked (issue 35): the page holds it
  // (prerender/held-page.tsx) and shows nothing of anyone's until the answer says who is signed in.
  const held = useHeldPage(pathname) !== null;

  if (user || (held && user === undefined && !isError)) return <Outlet />;
  if (user === null) {
    // The sign-in screen says why when the API ended the session (idle, or signed out elsewhere).
    const state = sessionEndedByApi() ? { sessionEnded: true } : undefined;
    return <Navigate to={loginUrl(pathname + search)} replace state={state} />;
  }
  if (isError && !isPending) {
    return (
      <Card role="alert" css={css({ maxWidth: '32rem', margin: `${t.space[10]} auto 0` })}>
        <CardHeader>
          <CardTitle>We could not check your sign-in</CardTitle>
          <CardDescription>The service did not answer. Please try again in a moment.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={() => void refetch()} disabled={isFetching}>
            {isFetching ? 'Retrying...' : 'Retry'}
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <div aria-busy="true" css={css({ display: 'grid', placeItems: 'center', minHeight: '40vh' })}>
      <Spinner label="Checking your sign-in" />
    </div>
  );
}
