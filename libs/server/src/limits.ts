// Every counter the services keep to limit someone (failed sign-ins, sign-ups, contact requests, AI
// calls per user) is made here, on rate-limiter-flexible. A counter lives in the store it is given, so
// every replica that is given the same store counts the same attempts:
// - the API's own database (the `rate_limits` table its migrations create): SQLite through the
//   better-sqlite3 handle TypeORM holds, MySQL/MariaDB through TypeORM's mysql2 pool;
// - Redis, when REDIS_URL is set (an ioredis client);
// - this process's memory (one process, unit tests).
// The library does the counting (its atomic upserts); we only choose the store. Callers keep the same
// calls (consume, penalty, block, get, set, delete) whichever it is.
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterMySQL,
  RateLimiterRedis,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export type Counter = RateLimiterAbstract;

/** The table the API's migration creates, with the columns rate-limiter-flexible reads and writes. */
export const COUNTER_TABLE = 'rate_limits';

export type CounterStore =
  | { kind: 'memory' }
  /** A better-sqlite3 Database (TypeORM's `driver.databaseConnection`). */
  | { kind: 'sqlite'; client: unknown }
  /** A mysql2 callback pool (TypeORM's `driver.pool`) and the database holding COUNTER_TABLE. */
  | { kind: 'mysql'; pool: unknown; database: string }
  /** An ioredis client. */
  | { kind: 'redis'; client: unknown };

export const MEMORY_STORE: CounterStore = { kind: 'memory' };

/**
 * The store for REDIS_URL: one ioredis client, for all the counters of one app (close it with
 * closeCounterStore when the app stops). A command waits for the connection a few seconds at most,
 * then fails (the request answers 5xx rather than letting everyone through).
 */
export function redisCounterStore(url: string): CounterStore {
  return { kind: 'redis', client: new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000 }) };
}

/** Closes what the store opened (a Redis client); the database stores belong to their DataSource. */
export async function closeCounterStore(store: CounterStore): Promise<void> {
  if (store.kind !== 'redis') return;
  const client = store.client as Redis;
  await client.quit().catch(() => client.disconnect());
}

export interface CounterOptions {
  /** Names the counter's keys, so counters can share one store. */
  name: string;
  /** How many points `consume` allows per window before it rejects. */
  points: number;
  /** The window, from a key's first point. */
  windowSeconds: number;
  /** Where the counts are kept; this process's memory when not given. */
  store?: CounterStore;
}

export function createCounter({
  name,
  points,
  windowSeconds,
  store = MEMORY_STORE,
}: CounterOptions): Counter {
  const common = { keyPrefix: name, points, duration: windowSeconds };
  switch (store.kind) {
    case 'memory':
      return new RateLimiterMemory(common);
    case 'sqlite':
      // tableCreated: the migration made the table; the library must not try on its own.
      return new RateLimiterSQLite({
        ...common,
        storeClient: store.client,
        storeType: 'better-sqlite3',
        tableName: COUNTER_TABLE,
        tableCreated: true,
      });
    case 'mysql':
      return new RateLimiterMySQL({
        ...common,
        storeClient: store.pool,
        storeType: 'pool',
        dbName: store.database,
        tableName: COUNTER_TABLE,
        tableCreated: true,
      });
    case 'redis':
      return new RateLimiterRedis({ ...common, storeClient: store.client });
  }
}

/**
 * A key part as the caller sent it (a username, an address) when short, else its SHA-256: the SQL
 * stores keep keys in a VARCHAR(255), and a sign-in may send any length of username.
 */
export function counterKey(text: string): string {
  return text.length <= 64 ? text : `sha256:${createHash('sha256').update(text).digest('base64url')}`;
}

/** Whole seconds until a refused caller may try again (at least 1), for the Retry-After header. */
export function retryAfterSeconds(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}

/**
 * Takes one point; answers how long to wait when the window's points are spent. The store's own
 * errors (a lost connection) are thrown, not taken for a refusal.
 */
export async function takePoint(
  counter: Counter,
  key: string,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  try {
    await counter.consume(key);
    return { allowed: true, retryAfterSeconds: 0 };
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) {
      return { allowed: false, retryAfterSeconds: retryAfterSeconds(refusal.msBeforeNext) };
    }
    throw refusal;
  }
}
