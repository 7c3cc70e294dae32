// The signed-in user, shared by the shell and the remotes (this lib is a federation singleton, so
// there is one session query site-wide). Signing in or out empties the whole query cache first:
// nothing fetched for one user may ever be shown to the next.
import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  hasSignedInHint,
  SIGNED_IN_HINT_COOKIE,
  type LoginInput,
  type Me,
  type SignInAnswer,
  type SignInNeedsSecondFactor,
  type User,
} from '@heirloom/contracts';
import { ApiError, discardBody, throwIfResNotOk } from './api';
import { api, dataOf } from './client';

export const sessionQueryKey = ['/api/auth/me'] as const;

/**
 * Whether this browser may hold a session: the API's signed-in hint (SIGNED_IN_HINT_COOKIE) is there.
 * Without it nobody is signed in, and /api/auth/me is not asked (its 401 would be a console error on
 * every page an anonymous visitor opens). Outside a browser the question is always asked.
 */
export function mayBeSignedIn(): boolean {
  return typeof document === 'undefined' || hasSignedInHint(document.cookie);
}

/** Drops the hint once an answer says the session is over (expired, or ended elsewhere). */
function forgetSignedInHint(): void {
  if (typeof document !== 'undefined')
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}

/** Reads an answer of GET /api/auth/me: the user, or null when signed out (401). */
export async function sessionFromResponse(res: Response): Promise<User | null> {
  if (res.status === 401) {
    forgetSignedInHint();
    await discardBody(res);
    return null;
  }
  await throwIfResNotOk(res);
  return (await res.json()) as User;
}

export const sessionQuery = queryOptions<User | null>({
  queryKey: sessionQueryKey,
  queryFn: async ({ signal }) =>
    mayBeSignedIn()
      ? sessionFromResponse(await fetch(sessionQueryKey[0], { credentials: 'include', signal }))
      : null,
});

/** The signed-in user: `data` is undefined while asking, null when signed out. */
export function useSession() {
  return useQuery(sessionQuery);
}

const isSession = (key: readonly unknown[]) => key[0] === sessionQueryKey[0];

/**
 * Drops every cached answer except the session, which takes the new user. The session query itself is
 * kept (not removed) so the components already watching it see the change at once.
 */
export function resetForSession(client: QueryClient, user: User | null): void {
  const others = { predicate: (q: { queryKey: readonly unknown[] }) => !isSession(q.queryKey) };
  void client.cancelQueries(others);
  client.removeQueries(others);
  client.setQueryData(sessionQueryKey, user);
  if (user) endedByApi = false;
}

let endedByApi = false;

/** True once watchSessionEnd saw the API end the session, until someone signs in again. */
export const sessionEndedByApi = (): boolean => endedByApi;

/**
 * A 401 to any query or mutation of a signed-in user means the session is over (idle for too long,
 * signed out from another device, password changed elsewhere): the session query learns it at once, so
 * a guarded page sends the user to sign in rather than showing an error. Returns the unsubscribe.
 */
export function watchSessionEnd(client: QueryClient): () => void {
  const onError = (error: unknown) => {
    if (!(error instanceof ApiError) || error.status !== 401 || !client.getQueryData(sessionQueryKey)) return;
    forgetSignedInHint();
    endedByApi = true;
    resetForSession(client, null);
  };
  const stopQueries = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  const stopMutations = client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}

/** Whether sign-in waits for its second step (the API set the httpOnly hl_pending cookie, not a session). */
export function needsSecondFactor(answer: SignInAnswer): answer is SignInNeedsSecondFactor {
  return 'secondFactor' in answer && !('id' in answer);
}

/**
 * POST /api/auth/login; the API sets the httpOnly session cookie, or (a factor enrolled) the pending
 * sign-in's: the page then asks for the factor, and only that step's answer is a session.
 */
export function useSignIn() {
  return useMutation(signInMutation(useQueryClient()));
}

/** useSignIn's mutation (its own function so a test runs the very same one). */
export const signInMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (credentials: LoginInput): Promise<SignInAnswer> =>
      dataOf(api.POST('/api/auth/login', { body: credentials })),
    onSuccess: (answer) => {
      if (!needsSecondFactor(answer)) resetForSession(queryClient, answer);
    },
  });

/**
 * Any other way in that answers the person (the second step, a passkey alone, the demo entries): `signIn`
 * makes the calls, and its Me starts the session as a password sign-in's does.
 */
export function useSignInWith<Input>(signIn: (input: Input) => Promise<Me>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => resetForSession(queryClient, user),
  });
}

/**
 * POST /api/auth/logout. `onSignedOut` (say, going to the sign-in screen) runs right after the reset,
 * in the same task: a caller's own mutate callbacks would come too late, since a page that needs a
 * session redirects, and unmounts the caller, as soon as it sees the user gone.
 */
export function useSignOut({ onSignedOut }: { onSignedOut?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.POST('/api/auth/logout');
    },
    onSuccess: () => {
      resetForSession(queryClient, null);
      onSignedOut?.();
    },
  });
}
