// The families this process has read, kept between questions. A family of 10,000 holdings is 3.7 MB of
// GET /api/family; reading, sending and parsing it for every reply was most of a reply's time
// (docs/benchmarks.md, The AI service: Chat at scale). Each use still asks the API, with the ETag it gave
// (If-None-Match): a 304 (one row read there) while nothing changed, the new snapshot after any write, a
// 401 once the session ended. So nothing is served that the API would not serve now, and never to another
// session: entries are kept per session.
import type { FamilySnapshot } from '@heirloom/contracts';
import type { UserApi } from './api-client';
import { familyDataOf, isoDay, type FamilyData } from './family-data';

/** What is computed from one snapshot (FamilyFacts' memo), kept with it. */
export type Derived = Map<string, unknown>;

export interface CachedFamily {
  data: FamilyData;
  derived: Derived;
}

interface Entry extends CachedFamily {
  etag: string;
  length: number;
}

export class FamilySnapshotCache {
  /** By session, least recently used first (Map keeps insertion order; a use moves an entry last). */
  private readonly entries = new Map<string, Entry>();
  private length = 0;

  /** `maxLength`: the sum of the snapshots' text lengths kept (a rough share of the heap they take). */
  constructor(private readonly maxLength: number) {}

  /** The caller's family as of `now`: the kept one when the API says it is unchanged, else read anew. */
  async load(api: UserApi, now: Date = new Date()): Promise<CachedFamily> {
    const key = api.sessionKey;
    const today = isoDay(now);
    const kept = this.entries.get(key);
    // A day later the year of spending ends elsewhere: ask for the whole snapshot again.
    const usable = kept && kept.data.today === today ? kept : undefined;
    const answer = await api.revalidate<FamilySnapshot>('/family', usable?.etag);
    if (!answer.changed) {
      if (usable && this.entries.get(key) === usable) {
        this.entries.delete(key);
        this.entries.set(key, usable);
      }
      // A 304 is only ever an answer to the tag sent, so `usable` is defined here.
      return usable!;
    }
    const fresh: CachedFamily = { data: familyDataOf(answer.value, now), derived: new Map() };
    this.forget(key);
    if (answer.etag && answer.length <= this.maxLength) {
      this.entries.set(key, { ...fresh, etag: answer.etag, length: answer.length });
      this.length += answer.length;
      for (const [oldest, entry] of this.entries) {
        if (this.length <= this.maxLength) break;
        this.forget(oldest, entry);
      }
    }
    return fresh;
  }

  /** How many families and how much text are kept (for tests). */
  get size(): { families: number; length: number } {
    return { families: this.entries.size, length: this.length };
  }

  private forget(key: string, entry = this.entries.get(key)): void {
    if (!entry) return;
    this.entries.delete(key);
    this.length -= entry.length;
  }
}
