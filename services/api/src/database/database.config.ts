// The one database configuration, used by the app, the `migrate` command and the tests.
// No DATABASE_URL: an embedded SQLite file in the data folder, so a fresh machine needs no server.
// DATABASE_URL=mysql://... or mariadb://...: that server through mysql2 (the scheme picks the dialect;
// TypeORM's "mysql" type against MariaDB reports spurious schema changes).
import { envVar, readConfig } from '@heirloom/contracts';
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

/**
 * Every variable the database configuration reads, its kind and default: read by the `migrate` and
 * `seed-synthetic` commands alone, and part of the API's table (config/api.config.ts), so a bad one is
 * named at start with the rest. A DATABASE_URL that cannot be used is refused without echoing it.
 */
export const databaseEnv = {
  DATABASE_URL: envVar.custom((raw) => {
    const databaseUrl = raw?.trim() || undefined;
    if (databaseUrl) mysqlOptionsFromUrl(databaseUrl);
    return databaseUrl;
  }),
  DATABASE_QUERY_TIMEOUT_MS: envVar.wholeNumber(DATABASE_QUERY_TIMEOUT_MS, {
    min: 0,
    max: Number.MAX_SAFE_INTEGER,
    must: 'must be a whole number of ms (0: none)',
  }),
  /** The data folder (data-dir.ts): the SQLite file, and by default documents and imports. */
  DATA_DIR: envVar.text(),
};

export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DataSourceOptions {
  const values = readConfig(databaseEnv, env);
  if (values.DATABASE_URL) return mysqlOptionsFromUrl(values.DATABASE_URL, values.DATABASE_QUERY_TIMEOUT_MS);
  return sqliteOptions(path.join(ensureDataDir({ DATA_DIR: values.DATA_DIR }), SQLITE_FILE_NAME));
}

/** Human description for logs, without credentials. */
export function describeDatabase(options: DataSourceOptions): string {
  if (options.type === 'better-sqlite3') return `SQLite ${options.database}`;
  if (options.type === 'mysql' || options.type === 'mariadb') {
    return `${options.type} ${options.host}:${options.port}/${options.database}`;
  }
  return options.type;
}
