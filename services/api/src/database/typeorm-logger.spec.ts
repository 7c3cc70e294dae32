import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { NestTypeOrmLogger } from './typeorm-logger';

describe('NestTypeOrmLogger', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logs a failed query without its parameters', () => {
    const lines: string[] = [];
    for (const level of ['error', 'warn', 'log'] as const) {
      jest.spyOn(Logger.prototype, level).mockImplementation((line: unknown) => {
        lines.push(String(line));
      });
    }
    new NestTypeOrmLogger(['error', 'warn']).logQueryError(
      'SQLITE_CONSTRAINT_UNIQUE',
      'INSERT INTO "users"("id", "passwordHash") VALUES (?, ?)',
      ['a-user-id', 'scrypt$32768$8$1$salt$secret-hash'],
    );
    expect(lines.join('\n')).toContain('INSERT INTO "users"');
    expect(lines.join('\n')).not.toContain('secret-hash');
  });
});
