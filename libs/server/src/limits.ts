// Every counter the services keep to limit someone (failed sign-ins, sign-ups, contact requests, AI
// calls per user) is made here, on rate-limiter-flexible. A counter lives in the store it is given, so
// every replica that is given the same store counts the same attempts:
// - the API's own database (the `rate_limits` table its migrations create): SQLite through the
//   better-sqlite3 handle TypeORM holds, MySQL/MariaDB through TypeORM's mysql2 pool;
// - Redis, when REDIS_URL is set (an ioredis client);
// - this process's memory (one process, unit tests).
// The library does the counting (its atomic upserts); we only choose the store. Callers keep the same
// calls (consume, penalty, block, get, set, delete) whichever it is.
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

const redisClients = new Map<string, Redis>();

/**
 * The store for REDIS_URL: one ioredis client per URL in this process, shared by all its counters. A
 * command waits for the connection at most a few seconds, then fails (the request answers 5xx rather
 * than letting everyone through).
 */
export function redisCounterStore(url: string): CounterStore {
  let client = redisClients.get(url);
  if (!client) {
    client = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000 });
    redisClients.set(url, client);
  }
  return { kind: 'redis', client };
}

/** Closes the Redis clients redisCounterStore opened (at shutdown, or after a test). */
export async function closeRedisCounterStores(): Promise<void> {
  const clients = [...redisClients.values()];
  redisClients.clear();
  await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())));
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
