// Seeded randomness for the demo family: the same seed always yields the same numbers and ids,
// so the demo data is identical on every machine and in every test run.

/** The one seed every stream of the demo family derives from. */
export const DEMO_SEED = 'whitman-family-v1';

export type Random = () => number;

/** FNV-1a: turns a stream name into a 32-bit seed. */
function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast PRNG with a 32-bit state, the same on every machine for one seed; floats in [0, 1). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A named, independent stream. Each collection (and each day of transactions) draws from its own
 * stream, so adding a row to one never shifts the ids or amounts of another.
 */
export function randomStream(name: string): Random {
  return mulberry32(hashSeed(`${DEMO_SEED}:${name}`));
}

/** An integer in [min, max], both inclusive. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new RangeError('pick() needs a non-empty list');
  return item;
}

/** A version-4-format uuid whose 122 random bits come from `random`. */
export function uuidFrom(random: Random): string {
  const bytes = Array.from({ length: 16 }, () => Math.floor(random() * 256));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Ids for one collection, e.g. `idsFor('accounts')`. */
export function idsFor(collection: string): () => string {
  const random = randomStream(`ids:${collection}`);
  return () => uuidFrom(random);
}
