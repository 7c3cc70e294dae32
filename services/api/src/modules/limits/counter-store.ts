// The store every limit of the API keeps its counters in: Redis when REDIS_URL is set, or else this
// API's own database (its `rate_limits` table), so that every replica on that database counts the
// same attempts with no new server to run.
import { redisCounterStore, type CounterStore } from '@heirloom/server';
import type { DataSource } from 'typeorm';

export const COUNTER_STORE = Symbol('COUNTER_STORE');

export function counterStoreFor(dataSource: DataSource, redisUrl: string | undefined): CounterStore {
  if (redisUrl) return redisCounterStore(redisUrl);
  const { options, driver } = dataSource;
  if (options.type === 'better-sqlite3') {
    return {
      kind: 'sqlite',
      client: (driver as unknown as { databaseConnection: unknown }).databaseConnection,
    };
  }
  if (options.type === 'mysql' || options.type === 'mariadb') {
    return {
      kind: 'mysql',
      pool: (driver as unknown as { pool: unknown }).pool,
      database: String(options.database),
    };
  }
  throw new Error(`No limit store for a ${options.type} database`);
}
