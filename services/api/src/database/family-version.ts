// A user's family version (migration 1796700000000): one number per user, moved by triggers on every
// table the family's figures and lists come from, whichever replica, route or script wrote. What is
// computed from the family can be kept under it (FamilyCache) and sent as an ETag.
import type { DataSource } from 'typeorm';
import { VersionedCache } from '../common/versioned-cache';
import { select } from './prepared-select';
import { TABLES } from './schema-names';

/** The version as text; null when the user has none (every user gets one with their row). */
export async function familyVersion(dataSource: DataSource, userId: string): Promise<string | null> {
  const q = (name: string) => dataSource.driver.escape(name);
  const [row] = await select<{ version: number | string }>(
    dataSource,
    `SELECT ${q('version')} FROM ${q(TABLES.familyVersions)} WHERE ${q('userId')} = ?`,
    [userId],
  );
  return row ? String(row.version) : null;
}

/**
 * What is computed from a user's family, kept per user under their family version and a day (the
 * figures are dated) while the family is unchanged. `maxFamilies` 0 keeps nothing.
 */
export class FamilyCache<T> {
  private readonly kept?: VersionedCache<T>;

  constructor(
    private readonly dataSource: DataSource,
    maxFamilies: number,
  ) {
    this.kept = maxFamilies > 0 ? new VersionedCache(maxFamilies) : undefined;
  }

  /** compute()'s answer for `userId` on `day`, or the one kept since the family last changed. */
  async get(userId: string, day: string, compute: () => Promise<T>): Promise<T> {
    if (!this.kept) return compute();
    const version = await familyVersion(this.dataSource, userId);
    // Without a version nothing would tell a change: computed, not kept.
    return version === null ? compute() : this.kept.get(userId, `${version}.${day}`, compute);
  }
}
