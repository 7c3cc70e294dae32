// The session cookie's name: httpOnly, set and read by the API; the gateway only looks for its presence.
// Named once here so the two cannot drift apart.
export const SESSION_COOKIE = 'hl_session';

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

// The second-factor prompt's hint (issue 35), of the same kind: set at sign-in when the person has no
// second factor and is not required to have one, so the prompt is in the page's first HTML (the gateway
// picks the frame's variant by it) instead of arriving with the session's answer and pushing the page
// down. It says only "show the encouragement"; the shell clears it once the prompt no longer applies
// (a factor set up, the prompt dismissed), and the session's answer decides either way.
export const FACTOR_PROMPT_HINT_COOKIE = 'hl_factor_prompt';

/** Whether a Cookie header (or document.cookie) carries the second-factor prompt's hint. */
export function hasFactorPromptHint(cookies: string | undefined): boolean {
  if (!cookies) return false;
  return cookies.split(';').some((part) => part.trim() === `${FACTOR_PROMPT_HINT_COOKIE}=1`);
}
