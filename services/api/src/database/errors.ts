import { QueryFailedError } from 'typeorm';

/** A unique index refused the row (SQLite or MySQL/MariaDB). */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const code = (error.driverError as { code?: unknown } | undefined)?.code;
  return (
    code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

const TRANSIENT_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_CONNECTION_KILLED',
]);

/** The server could not be reached (yet): worth trying again. */
export function isTransientConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && TRANSIENT_CODES.has(code);
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable, please try again shortly';

/**
 * The database cannot be reached or dropped the connection mid-query (a restart, a failover): the
 * request failed through no fault of its own. TypeORM wraps query failures (QueryFailedError with the
 * driver's error); failures to get a connection arrive as the driver's own error. mysql2 marks an
 * error that broke its connection `fatal`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const driverError = error instanceof QueryFailedError ? (error.driverError as unknown) : error;
  if (isTransientConnectionError(driverError)) return true;
  return (driverError as { fatal?: unknown } | null)?.fatal === true;
}

export const DATABASE_BUSY_MESSAGE = 'The database was busy with another change, please try again';

/**
 * Two writes wanted each other's locks and the database undid one (MySQL/MariaDB's deadlock or lock wait
 * timeout, SQLite's busy): e.g. two edits of the same family's transactions moving their tallies in
 * opposite directions (migration 1796500000000). Nothing of it was written; the same request again
 * succeeds.
 */
export function isWriteConflict(error: unknown): boolean {
  const driverError = error instanceof QueryFailedError ? (error.driverError as unknown) : error;
  const code = (driverError as { code?: unknown } | null)?.code;
  return (
    code === 'ER_LOCK_DEADLOCK' ||
    code === 'ER_LOCK_WAIT_TIMEOUT' ||
    code === 'SQLITE_BUSY' ||
    code === 'SQLITE_LOCKED'
  );
}

/**
 * The API's OutageClassifier (@heirloom/server): a database outage, or a write the database undid for
 * another's locks, is a 503 with a message that says to try again, never a 500.
 */
export function databaseOutageMessage(error: unknown): string | undefined {
  if (isDatabaseUnavailable(error)) return DATABASE_UNAVAILABLE_MESSAGE;
  return isWriteConflict(error) ? DATABASE_BUSY_MESSAGE : undefined;
}
