// The one database configuration, used by the app, the `migrate` command and the tests.
// No DATABASE_URL: an embedded SQLite file in the data folder, so a fresh machine needs no server.
// DATABASE_URL=mysql://... or mariadb://...: that server through mysql2 (the scheme picks the dialect;
// TypeORM's "mysql" type against MariaDB reports spurious schema changes).
import path from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { ensureDataDir } from './data-dir';
import { entities } from './entities';
import { migrations } from './migrations';
import { NestTypeOrmLogger } from './typeorm-logger';

export const SQLITE_FILE_NAME = 'heirloom.sqlite';
export const DATABASE_CONNECT_TIMEOUT_MS = 5_000;
/** The longest one query may take on MySQL/MariaDB (DATABASE_QUERY_TIMEOUT_MS): a hung server is an outage. */
export const DATABASE_QUERY_TIMEOUT_MS = 15_000;

const common = {
  entities,
  migrations,
  // The schema only ever changes through migrations, which run when the app starts.
  synchronize: false,
  migrationsRun: true,
  migrationsTransactionMode: 'each',
  // Failed queries, warnings and what migrations did; never every query.
  logger: new NestTypeOrmLogger(['error', 'warn', 'migration', 'schema']),
} satisfies Partial<DataSourceOptions>;

export function sqliteOptions(file: string): DataSourceOptions {
  return {
    ...common,
    type: 'better-sqlite3',
    database: file,
    // WAL lets readers run while a write is in progress; it does not apply to ":memory:".
    enableWAL: file !== ':memory:',
    timeout: 5_000,
  };
}

export function mysqlOptionsFromUrl(
  databaseUrl: string,
  queryTimeoutMs = DATABASE_QUERY_TIMEOUT_MS,
): DataSourceOptions {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    // The URL holds a password: never echo it.
    throw new Error('DATABASE_URL is not a valid URL');
  }
  const scheme = url.protocol.replace(/:$/, '');
  if (scheme !== 'mysql' && scheme !== 'mariadb') {
    throw new Error(`DATABASE_URL must start with mysql:// or mariadb:// (got ${scheme}://)`);
  }
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!database)
    throw new Error('DATABASE_URL must name a database, e.g. mysql://user:password@host:3306/heirloom');
  const ssl = url.searchParams.get('ssl');
  return {
    ...common,
    type: scheme,
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : 3306,
    username: decodeURIComponent(url.username) || 'root',
    password: decodeURIComponent(url.password),
    database,
    // Timestamps are stored and read as UTC; DATE columns stay "YYYY-MM-DD" strings, never shifted
    // to a local midnight.
    timezone: 'Z',
    dateStrings: ['DATE'],
    charset: 'utf8mb4',
    // While the server is down or unreachable a request fails within this bound (answered 503 with
    // DATABASE_UNAVAILABLE_MESSAGE, database/errors.ts) instead of hanging.
    connectTimeout: DATABASE_CONNECT_TIMEOUT_MS,
    // A server that accepts connections but stops answering (frozen, its disk full) fails each query
    // after this long instead of holding the request forever; slower queries are logged as slow.
    maxQueryExecutionTime: queryTimeoutMs,
    enableQueryTimeout: queryTimeoutMs > 0,
    extra: {
      // mysql2's pool drops a connection once it errors (a restart, a failover) and opens a fresh one for
      // the next request, so the API recovers by itself when the server is back. Keep-alive probes find
      // connections a vanished host left open; idle ones are closed after a minute.
      enableKeepAlive: true,
      keepAliveInitialDelay: 10_000,
      idleTimeout: 60_000,
    },
    ...(ssl === 'true' || ssl === 'required' ? { ssl: { rejectUnauthorized: true } } : {}),
  };
}

export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DataSourceOptions {
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl) {
    const timeout = env.DATABASE_QUERY_TIMEOUT_MS?.trim();
    const queryTimeoutMs = timeout ? Number(timeout) : DATABASE_QUERY_TIMEOUT_MS;
    if (!Number.isInteger(queryTimeoutMs) || queryTimeoutMs < 0) {
      throw new Error(`DATABASE_QUERY_TIMEOUT_MS must be a whole number of ms (0: none), got "${timeout}"`);
    }
    return mysqlOptionsFromUrl(databaseUrl, queryTimeoutMs);
  }
  return sqliteOptions(path.join(ensureDataDir(env), SQLITE_FILE_NAME));
}

/** Human description for logs, without credentials. */
export function describeDatabase(options: DataSourceOptions): string {
  if (options.type === 'better-sqlite3') return `SQLite ${options.database}`;
  if (options.type === 'mysql' || options.type === 'mariadb') {
    return `${options.type} ${options.host}:${options.port}/${options.database}`;
  }
  return options.type;
}
