import { QueryFailedError } from 'typeorm';
import {
  DATABASE_BUSY_MESSAGE,
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseOutageMessage,
  isWriteConflict,
  isDatabaseUnavailable,
  isTransientConnectionError,
  isUniqueViolation,
} from './errors';

const driverError = (code: string) => Object.assign(new Error(code), { code });

describe('database errors', () => {
  it('recognises unique violations on both databases', () => {
    expect(isUniqueViolation(new QueryFailedError('INSERT', [], driverError('ER_DUP_ENTRY')))).toBe(true);
    expect(
      isUniqueViolation(new QueryFailedError('INSERT', [], driverError('SQLITE_CONSTRAINT_UNIQUE'))),
    ).toBe(true);
    expect(isUniqueViolation(new QueryFailedError('INSERT', [], driverError('ER_NO_SUCH_TABLE')))).toBe(
      false,
    );
    expect(isUniqueViolation(driverError('ER_DUP_ENTRY'))).toBe(false);
  });

  it('retries only while the server cannot be reached', () => {
    expect(isTransientConnectionError(driverError('ECONNREFUSED'))).toBe(true);
    expect(isTransientConnectionError(driverError('ER_ACCESS_DENIED_ERROR'))).toBe(false);
    expect(isTransientConnectionError(driverError('ER_BAD_DB_ERROR'))).toBe(false);
    expect(isTransientConnectionError(new Error('migration failed'))).toBe(false);
  });

  it('calls a lost or unreachable server an outage (503), not a bug (500)', () => {
    // Getting a connection: the driver's own error.
    expect(isDatabaseUnavailable(driverError('ECONNREFUSED'))).toBe(true);
    // A query cut by a restart: wrapped by TypeORM.
    const lost = new QueryFailedError('INSERT', [], driverError('PROTOCOL_CONNECTION_LOST'));
    expect(isDatabaseUnavailable(lost)).toBe(true);
    const shutdown = new QueryFailedError('SELECT', [], driverError('ER_SERVER_SHUTDOWN'));
    expect(databaseOutageMessage(shutdown)).toBe(DATABASE_UNAVAILABLE_MESSAGE);
    // mysql2 marks whatever broke its connection fatal ("Can't add new command when connection is in
    // closed state" has no code).
    const closed = Object.assign(new Error("Can't add new command when connection is in closed state"), {
      fatal: true,
    });
    expect(isDatabaseUnavailable(closed)).toBe(true);
    // Failures a retry will not fix stay 500 (or their own status).
    expect(databaseOutageMessage(new QueryFailedError('INSERT', [], driverError('ER_DUP_ENTRY')))).toBe(
      undefined,
    );
    expect(databaseOutageMessage(new QueryFailedError('SELECT', [], driverError('ER_PARSE_ERROR')))).toBe(
      undefined,
    );
    expect(databaseOutageMessage(new Error('boom'))).toBe(undefined);
  });

  it("calls a write undone for another write's locks a 503 to try again, on both databases", () => {
    for (const code of ['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT', 'SQLITE_BUSY']) {
      expect(databaseOutageMessage(new QueryFailedError('UPDATE', [], driverError(code)))).toBe(
        DATABASE_BUSY_MESSAGE,
      );
    }
    expect(isWriteConflict(new QueryFailedError('INSERT', [], driverError('ER_DUP_ENTRY')))).toBe(false);
  });
});
