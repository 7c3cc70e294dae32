// A short-lived memory of sessions this replica has just looked up, so a burst of requests from one
// browser (a dashboard's calls, a list's pages) asks the database once, not once a request: the
// session read was a third of the SQL a list request ran (docs/benchmarks.md, What each measure bought).
//
// What ends a session still ends it: a sign-out or a password change on this replica forgets its
// sessions at once; on another replica (they share only the database) the session is refused at the
// latest SESSION_CACHE_MS later (1 s by default; 0 turns the cache off). A session is only kept while it
// stays valid for that whole time (its expiry and idle limit are checked by the lookup that fills it),
// and lastSeenAt is still written by the lookups, well within its minute.
//
// A member's, a viewer's and a professional's kept resolution is only trusted after its role or grant
// is read again by primary key on every request (AuthService.stillActing), so a removal, a revoke or a
// changed grant is refused at the next request on any replica (issue 31).
import { Inject, Injectable } from '@nestjs/common';
import { API_CONFIG } from '../../config/api-config.token';
import type { ApiConfig } from '../../config/api.config';
import type { ResolvedSession } from './resolved-session';

/** Past this many sessions the expired ones are dropped (and all of them, if none had expired). */
export const SESSION_CACHE_MAX = 10_000;

interface Remembered {
  session: Readonly<ResolvedSession>;
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

  /** What session `id` (its token's hash) resolved to when it was looked up less than lifetimeMs ago. */
  get(id: string, now: number): Readonly<ResolvedSession> | undefined {
    const remembered = this.sessions.get(id);
    if (!remembered) return undefined;
    if (remembered.until > now) return remembered.session;
    this.sessions.delete(id);
    return undefined;
  }

  remember(id: string, session: ResolvedSession, now: number): void {
    if (this.lifetimeMs <= 0) return;
    if (this.sessions.size >= SESSION_CACHE_MAX) this.dropExpired(now);
    this.sessions.set(id, { session: Object.freeze(session), until: now + this.lifetimeMs });
  }

  /** This replica stops trusting session `id` (signed out, or it switched family). */
  forget(id: string): void {
    this.sessions.delete(id);
  }

  /** This replica stops trusting every session of person `userId` but `except` (a password change). */
  forgetUser(userId: string, except?: string): void {
    for (const [id, { session }] of this.sessions)
      if (session.person.id === userId && id !== except) this.sessions.delete(id);
  }

  private dropExpired(now: number): void {
    for (const [id, { until }] of this.sessions) if (until <= now) this.sessions.delete(id);
    if (this.sessions.size >= SESSION_CACHE_MAX) this.sessions.clear();
  }
}
