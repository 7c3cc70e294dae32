// What this replica last computed for each key, under the tag it was computed at. For a family
// (FamilyCache, database/family-version.ts) the tag is its version (moved by triggers on every table
// its figures come from, whichever replica or path wrote) and the day: a read whose tag still matches
// answers without reading the family again; any write anywhere moves the version, so the next read
// computes anew.
//
// The tag is read before the value is computed, so a write landing in between gives a newer value
// under the older tag (the next read, seeing the newer version, computes again), never the reverse.
// Requests that miss at once share one computation. Bounded: the least recently read family goes first.

export class VersionedCache<T> {
  private readonly kept = new Map<string, { tag: string; value: Promise<T> }>();

  constructor(private readonly maxEntries: number) {}

  /** The value kept for `key` under `tag`, or `compute()`'s, then kept under it. */
  get(key: string, tag: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.kept.get(key);
    // Deleted and set again: a Map iterates in insertion order, so its first key is the least recent.
    this.kept.delete(key);
    if (hit?.tag === tag) {
      this.kept.set(key, hit);
      return hit.value;
    }
    const entry = { tag, value: compute() };
    this.kept.set(key, entry);
    if (this.kept.size > this.maxEntries) this.kept.delete(this.kept.keys().next().value as string);
    // A failed computation is not kept: the next read tries again.
    entry.value.catch(() => {
      if (this.kept.get(key) === entry) this.kept.delete(key);
    });
    return entry.value;
  }

  get size(): number {
    return this.kept.size;
  }
}
