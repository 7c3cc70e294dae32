import { QueryFailedError } from 'typeorm';
import { isTransientConnectionError, isUniqueViolation } from './errors';

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
});
