// A hint, not a credential: the API sets it beside the httpOnly session cookie, with the same lifetime,
// and clears it at sign-out. Scripts can read it, so the shell asks GET /api/auth/me only when someone
// may be signed in: an anonymous visitor's browser never asks, and never logs that question's 401. It
// holds no secret (the session cookie alone proves anything), and a stale one costs one 401 that clears it.
export const SIGNED_IN_HINT_COOKIE = 'hl_signed_in';

/** Whether a Cookie header (or document.cookie) carries the signed-in hint. */
export function hasSignedInHint(cookies: string | undefined): boolean {
  if (!cookies) return false;
  return cookies.split(';').some((part) => part.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);
}
