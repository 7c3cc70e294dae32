// A short-lived memory of sessions this replica has just looked up, so a burst of requests from one
// browser (a dashboard's calls, a list's pages) asks the database once, not once a request: the
// session read was a third of the SQL a list request ran (docs/benchmarks.md, What each measure bought).
//
// What ends a session still ends it: a sign-out or a password change on this replica forgets its
// sessions at once; on another replica (they share only the database) the session is refused at the
// latest SESSION_CACHE_MS later (1 s by default; 0 turns the cache off). A session is only kept while it
// stays valid for that whole time (its expiry and idle limit are checked by the lookup that fills it),
// and lastSeenAt is still written by the lookups, well within its minute.
import type { User } from '@heirloom/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { API_CONFIG } from '../../config/api-config.token';
import type { ApiConfig } from '../../config/api.config';

/** Past this many sessions the expired ones are dropped (and all of them, if none had expired). */
export const SESSION_CACHE_MAX = 10_000;

interface Remembered {
  user: Readonly<User>;
  /** Trusted until this time (ms since the epoch). */
  until: number;
}

@Injectable()
export class SessionCache {
  private readonly sessions = new Map<string, Remembered>();

  constructor(@Inject(API_CONFIG) private readonly config: Pick<ApiConfig, 'sessionCacheMs'>) {}

  /** How long a looked-up session is trusted from `now`; 0 when the cache is off. */
  get lifetimeMs(): number {
    return this.config.sessionCacheMs;
  }

  /** The user of session `id` (its token's hash) when it was looked up less than lifetimeMs ago. */
  get(id: string, now: number): Readonly<User> | undefined {
    const remembered = this.sessions.get(id);
    if (!remembered) return undefined;
    if (remembered.until > now) return remembered.user;
    this.sessions.delete(id);
    return undefined;
  }

  remember(id: string, user: User, now: number): void {
    if (this.lifetimeMs <= 0) return;
    if (this.sessions.size >= SESSION_CACHE_MAX) this.dropExpired(now);
    this.sessions.set(id, { user: Object.freeze({ ...user }), until: now + this.lifetimeMs });
  }

  /** This replica stops trusting session `id` (signed out). */
  forget(id: string): void {
    this.sessions.delete(id);
  }

  /** This replica stops trusting every session of `userId` but `except` (a password change). */
  forgetUser(userId: string, except?: string): void {
    for (const [id, { user }] of this.sessions)
      if (user.id === userId && id !== except) this.sessions.delete(id);
  }

  private dropExpired(now: number): void {
    for (const [id, { until }] of this.sessions) if (until <= now) this.sessions.delete(id);
    if (this.sessions.size >= SESSION_CACHE_MAX) this.sessions.clear();
  }
}
