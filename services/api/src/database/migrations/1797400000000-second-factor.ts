// A second factor (issue 32): an authenticator app's secret (encrypted) and its last used step on the
// account, one-time recovery codes (hashed), passkeys (public keys and counters), WebAuthn challenges
// and pending sign-ins, when each session last passed a factor and from which device, and a family's
// rule that every member must have one.
import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import {
  createDateColumn,
  idColumn,
  integer,
  isSqlite,
  longText,
  quoteFor,
  text,
  timestamp,
} from './helpers';

/** A challenge's or a pending sign-in's id: the SHA-256 (hex) of what the browser holds, or a random id. */
const hashId = (name = 'id') => ({ ...text(name, 64), isPrimary: name === 'id' });

export class SecondFactor1797400000000 implements MigrationInterface {
  name = 'SecondFactor1797400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = quoteFor(queryRunner);
    const userColumns = [
      // AES-256-GCM of the base32 secret under SECOND_FACTOR_KEY ("v1.<iv>.<tag>.<ciphertext>").
      text('totpSecret', 255, true),
      // The secret being enrolled, until its first code confirms it (same encryption).
      text('totpPendingSecret', 255, true),
      timestamp('totpEnabledAt', true),
      // The last 30-second step a code was accepted for: a code of that step or before is refused.
      integer('totpLastStep', true),
    ];
    if (isSqlite(queryRunner)) {
      // TypeORM rebuilds a SQLite table to add a column, which would drop the family-version trigger on
      // users (migration 1796700000000): SQLite adds these in place, declared as the entity declares them.
      const declare = {
        totpSecret: 'varchar(255)',
        totpPendingSecret: 'varchar(255)',
        totpEnabledAt: 'datetime(3)',
        totpLastStep: 'integer',
      };
      for (const [name, type] of Object.entries(declare))
        await queryRunner.query(`ALTER TABLE ${q('users')} ADD COLUMN ${q(name)} ${type}`);
    } else {
      await queryRunner.addColumns(
        'users',
        userColumns.map((column) => new TableColumn(column)),
      );
    }
    await queryRunner.addColumns('sessions', [
      // When this session last passed a second factor (sign-in, enrolment, step-up); null: never.
      new TableColumn(timestamp('verifiedAt', true)),
      new TableColumn(text('userAgent', 255, true)),
      new TableColumn(text('address', 64, true)),
    ]);
    // Set by an owner: every member of the family must have a second factor (null: encouraged only).
    await queryRunner.addColumn('families', new TableColumn(timestamp('secondFactorRequiredAt', true)));

    await queryRunner.createTable(
      new Table({
        name: 'recovery_codes',
        columns: [
          idColumn(),
          idColumn('userId'),
          // SHA-256 (hex) of the code: the codes are 50 random bits, shown once.
          text('codeHash', 64),
          timestamp('usedAt', true),
          createDateColumn(queryRunner, 'createdAt'),
        ],
        indices: [new TableIndex({ name: 'IDX_recovery_codes_user', columnNames: ['userId'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'passkeys',
        columns: [
          idColumn(),
          idColumn('userId'),
          // The credential's id (base64url) as the authenticator gave it.
          text('credentialId', 512),
          // The COSE public key (base64url).
          longText('publicKey', false),
          // The signature counter last seen: an assertion must move it forward (when the key counts).
          integer('counter'),
          text('transports', 255, true),
          text('name', 64),
          createDateColumn(queryRunner, 'createdAt'),
          timestamp('lastUsedAt', true),
        ],
        indices: [
          new TableIndex({ name: 'IDX_passkeys_user', columnNames: ['userId'] }),
          new TableIndex({ name: 'UQ_passkeys_credential', columnNames: ['credentialId'], isUnique: true }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'auth_challenges',
        columns: [
          hashId(),
          // 'pending-sign-in' (a password that was right, waiting for its second step), or a WebAuthn
          // challenge: 'passkey-register', 'passkey-sign-in', 'passkey-second-factor', 'passkey-step-up'.
          text('purpose', 32),
          { ...idColumn('userId'), isNullable: true },
          // The session it belongs to (a registration, a step-up), by its id (the token's hash).
          { ...hashId('sessionId'), isNullable: true },
          // The WebAuthn challenge (base64url), or null for a pending sign-in.
          text('challenge', 128, true),
          timestamp('expiresAt'),
          createDateColumn(queryRunner, 'createdAt'),
        ],
        indices: [new TableIndex({ name: 'IDX_auth_challenges_expires', columnNames: ['expiresAt'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['auth_challenges', 'passkeys', 'recovery_codes']) await queryRunner.dropTable(table);
    await queryRunner.dropColumn('families', 'secondFactorRequiredAt');
    for (const column of ['address', 'userAgent', 'verifiedAt'])
      await queryRunner.dropColumn('sessions', column);
    const q = quoteFor(queryRunner);
    for (const column of ['totpLastStep', 'totpEnabledAt', 'totpPendingSecret', 'totpSecret']) {
      if (isSqlite(queryRunner))
        await queryRunner.query(`ALTER TABLE ${q('users')} DROP COLUMN ${q(column)}`);
      else await queryRunner.dropColumn('users', column);
    }
  }
}
