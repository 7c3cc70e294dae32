import { useSession } from '@heirloom/platform';
import { useSearchParams } from 'react-router-dom';
import { safeNext } from './safe-next';

/**
 * What the sign-in and sign-up screens share: where to go once signed in (the `next` parameter, only
 * if it is a path on this site) and whether that is already the case. The session query is what
 * moves the user on: signing in sets it, and the screen then redirects.
 */
export function useAuthScreen() {
  const [params] = useSearchParams();
  const rawNext = params.get('next');
  const { data: user } = useSession();
  return {
    next: safeNext(rawNext),
    /** The query string to carry between the two screens. */
    nextQuery: rawNext ? `?next=${encodeURIComponent(rawNext)}` : '',
    signedIn: !!user,
  };
}
