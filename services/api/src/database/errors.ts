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

/** The API's OutageClassifier (@heirloom/server): a database outage is a 503 with this message. */
export function databaseOutageMessage(error: unknown): string | undefined {
  return isDatabaseUnavailable(error) ? DATABASE_UNAVAILABLE_MESSAGE : undefined;
}
