// The session cookie: httpOnly (scripts cannot read it), SameSite=Lax (not sent on cross-site
// sub-requests), Secure over HTTPS (or as COOKIE_SECURE says), for the whole site.
export const SESSION_COOKIE = 'hl_session';

/** The Set-Cookie header that holds a new session's token until `expires`. */
export function sessionCookie(token: string, secure: boolean, expires: Date): string {
  return cookieHeader(encodeURIComponent(token), secure, expires);
}

/** The Set-Cookie header that clears the session cookie (expired at the epoch). */
export function clearedSessionCookie(secure: boolean): string {
  return cookieHeader('', secure, new Date(0));
}

function cookieHeader(value: string, secure: boolean, expires: Date): string {
  return `${SESSION_COOKIE}=${value}; Path=/; Expires=${expires.toUTCString()}; HttpOnly;${secure ? ' Secure;' : ''} SameSite=Lax`;
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
