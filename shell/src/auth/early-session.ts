// The session question is asked from index.ts, before the shell's own code and React have loaded: on
// a guarded page the answer then arrives alongside the page's remote instead of after the shell
// boots. Plain fetch only: shared singletons are not negotiated yet at that point, so the typed client
// cannot be loaded here; its documents still check the path (a type-only import, nothing loaded).
// Without the API's signed-in hint nobody is signed in, and nothing is asked: an anonymous visitor's
// browser never sees the 401 (contracts is plain code, bundled into the shell like this file).
import { hasSignedInHint } from '@heirloom/contracts';
import type { ApiPaths } from '@heirloom/platform';

const sessionPath = '/api/auth/me' satisfies keyof ApiPaths;

let early: Promise<Response> | null = null;
let signedIn: Promise<boolean> = Promise.resolve(false);

export function askSessionEarly(): void {
  if (!hasSignedInHint(document.cookie)) return;
  early = fetch(sessionPath, { credentials: 'include' });
  early.catch(() => undefined); // the session query reports failures when it reads the answer
  signedIn = early.then(
    (res) => res.ok, // the status only: the body stays for the session query
    () => false,
  );
}

/** Whether the early answer found a session (false when there was none, or it failed). */
export function earlySignedIn(): Promise<boolean> {
  return signedIn;
}

/** The early answer, once: later questions go through the session query as usual. */
export function takeEarlySession(): Promise<Response> | null {
  const answer = early;
  early = null;
  return answer;
}
