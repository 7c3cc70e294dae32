// The session cookie: httpOnly (scripts cannot read it), SameSite=Lax (not sent on cross-site
// sub-requests), Secure over HTTPS (or as COOKIE_SECURE says), for the whole site. A sign-in waiting for
// its second factor (issue 32) carries its own cookie with the same attributes, for a few minutes. The
// signed-in hint (issue 35) lives as long as the session's cookie but is readable by scripts: it holds
// no secret, only "ask who is signed in" (SIGNED_IN_HINT_COOKIE).
import {
  FACTOR_PROMPT_HINT_COOKIE,
  PENDING_SIGN_IN_COOKIE,
  PENDING_SIGN_IN_MINUTES,
  SESSION_COOKIE,
  SIGNED_IN_HINT_COOKIE,
} from '@heirloom/contracts';

export { FACTOR_PROMPT_HINT_COOKIE, PENDING_SIGN_IN_COOKIE, SESSION_COOKIE, SIGNED_IN_HINT_COOKIE };

/** The Set-Cookie header that holds a new session's token until `expires`. */
export function sessionCookie(token: string, secure: boolean, expires: Date): string {
  return cookieHeader(encodeURIComponent(token), secure, expires);
}

/** The Set-Cookie header that clears the session cookie (expired at the epoch). */
export function clearedSessionCookie(secure: boolean): string {
  return cookieHeader('', secure, new Date(0));
}

/** The Set-Cookie header of a pending sign-in: lapses with it (PENDING_SIGN_IN_MINUTES). */
export function pendingSignInCookie(token: string, secure: boolean, expires: Date): string {
  return cookieHeader(
    encodeURIComponent(token),
    secure,
    expires,
    PENDING_SIGN_IN_COOKIE,
    PENDING_SIGN_IN_MINUTES * 60,
  );
}

/** The Set-Cookie header that clears the pending sign-in cookie (its second step passed, or a new sign-in). */
export function clearedPendingSignInCookie(secure: boolean): string {
  return cookieHeader('', secure, new Date(0), PENDING_SIGN_IN_COOKIE, 0);
}

/** The Set-Cookie header of the signed-in hint, beside a new session's cookie and lapsing with it. */
export function signedInHintCookie(secure: boolean, expires: Date): string {
  return cookieHeader('1', secure, expires, SIGNED_IN_HINT_COOKIE, undefined, false);
}

/** The Set-Cookie header that clears the signed-in hint (signed out). */
export function clearedSignedInHintCookie(secure: boolean): string {
  return cookieHeader('', secure, new Date(0), SIGNED_IN_HINT_COOKIE, undefined, false);
}

/**
 * The second-factor prompt's hint beside a new session (readable by scripts, no secret): set when the
 * person has no factor and none is required of them, cleared otherwise, so a browser shared by two
 * people never keeps the other's.
 */
export function factorPromptHintCookie(show: boolean, secure: boolean, expires: Date): string {
  return show
    ? cookieHeader('1', secure, expires, FACTOR_PROMPT_HINT_COOKIE, undefined, false)
    : clearedFactorPromptHintCookie(secure);
}

/** The Set-Cookie header that clears the second-factor prompt's hint. */
export function clearedFactorPromptHintCookie(secure: boolean): string {
  return cookieHeader('', secure, new Date(0), FACTOR_PROMPT_HINT_COOKIE, undefined, false);
}

function cookieHeader(
  value: string,
  secure: boolean,
  expires: Date,
  name: string = SESSION_COOKIE,
  maxAgeSeconds?: number,
  httpOnly = true,
): string {
  const maxAge = maxAgeSeconds === undefined ? '' : ` Max-Age=${maxAgeSeconds};`;
  return `${name}=${value}; Path=/; Expires=${expires.toUTCString()};${maxAge}${httpOnly ? ' HttpOnly;' : ''}${secure ? ' Secure;' : ''} SameSite=Lax`;
}

/** One cookie's value from a Cookie header, without pulling in a parser middleware. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}
