// Who is calling: the API's GET /api/auth/me for the forwarded session cookie. Cached briefly so the
// rate limit does not double the calls to the API; the cache key is a hash of the cookie header, never
// the cookie itself, so no session token sits in this process's memory as a map key.
import { createHash } from 'node:crypto';
import type { AccessRoleAndAreas, User } from '@heirloom/contracts';
import type { ApiClient, UserApi } from '../data/api-client';

export const SESSION_USER_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

export function cookieKey(cookie: string): string {
  return createHash('sha256').update(cookie).digest('base64url');
}

/** GET /api/auth/me: the person, with what they act as (absent from an API before access, issue 31). */
export type SessionUser = User & { access?: AccessRoleAndAreas | null };

interface Entry {
  expiresAt: number;
  user: Promise<SessionUser>;
}

export class SessionUserResolver {
  private readonly cache = new Map<string, Entry>();

  constructor(
    private readonly api: ApiClient,
    private readonly ttlMs = SESSION_USER_TTL_MS,
  ) {}

  /** The signed-in user; 401 without a (valid) session, 503 when the API is down. */
  async resolve(cookie: string | undefined, requestId?: string, now = Date.now()): Promise<SessionUser> {
    return this.resolveAs(this.api.forUser(cookie, requestId), cookieKey(cookie!), now);
  }

  /**
   * The person an assistant token (`Authorization: Bearer hlm_…`, the MCP server) acts as, kept as
   * briefly and keyed by a hash of the header; 401 without one or for one the API refuses.
   */
  async resolveToken(
    authorization: string | undefined,
    requestId?: string,
    now = Date.now(),
  ): Promise<SessionUser> {
    const userApi = this.api.forToken(authorization, requestId);
    return this.resolveAs(userApi, cookieKey(authorization!), now);
  }

  private resolveAs(userApi: UserApi, key: string, now: number): Promise<SessionUser> {
    const cached = this.cache.get(key);
    if (cached && cached.expiresAt > now) return cached.user;
    if (cached) this.cache.delete(key);
    if (this.cache.size >= MAX_ENTRIES) {
      // Map keeps insertion order: the first entry is the oldest.
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    // Concurrent calls with one cookie share one request; a failure is not cached.
    const user = userApi.get<SessionUser>('/auth/me');
    this.cache.set(key, { expiresAt: now + this.ttlMs, user });
    user.catch(() => {
      if (this.cache.get(key)?.user === user) this.cache.delete(key);
    });
    return user;
  }
}
