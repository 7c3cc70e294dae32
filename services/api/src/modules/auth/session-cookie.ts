// The session cookie: httpOnly (scripts cannot read it), SameSite=Lax (not sent on cross-site
// sub-requests), Secure over HTTPS (or as COOKIE_SECURE says), for the whole site.
import type { CookieOptions } from 'express';

export const SESSION_COOKIE = 'hl_session';

export function sessionCookieOptions(secure: boolean, expires?: Date): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', ...(expires ? { expires } : {}) };
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
