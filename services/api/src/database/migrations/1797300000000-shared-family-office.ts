// The shared family office (issue 31). Each existing account becomes a family with the same id (so
// every owned row's `userId` already names its family: no data moves) and its only owner; every open
// session acts for that family. New: household members, professionals' grants, invitation links (stored
// as hashes), notes, and the append-only audit log.
import {
  Table,
  TableColumn,
  TableIndex,
  type MigrationInterface,
  type QueryRunner,
  type TableColumnOptions,
} from 'typeorm';
import {
  accessAreas,
  accessRoles,
  auditActions,
  householdRoles,
  invitationKinds,
  noteEntityTypes,
} from '@heirloom/contracts';
import {
  createDateColumn,
  enumeration,
  idColumn,
  isSqlite,
  longText,
  quoteFor,
  text,
  timestamp,
  updateDateColumn,
} from './helpers';

export class SharedFamilyOffice1797300000000 implements MigrationInterface {
  name = 'SharedFamilyOffice1797300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = isSqlite(queryRunner);
    const q = quoteFor(queryRunner);
    // The Table API does not translate "simple-enum" for MySQL/MariaDB as entities do: use native ENUM.
    const oneOf = (name: string, values: readonly string[], nullable = false): TableColumnOptions => {
      const column = enumeration(name, values, nullable);
      return sqlite ? column : { ...column, type: 'enum' };
    };
    const id = (name: string, nullable = false): TableColumnOptions => ({
      ...idColumn(name),
      isNullable: nullable,
    });

    if (sqlite) {
      // TypeORM rebuilds a SQLite table to add a column, which would drop the family-version trigger on
      // users (migration 1796700000000): SQLite adds this one in place.
      await queryRunner.query(
        `ALTER TABLE ${q('users')} ADD COLUMN ${q('kind')} varchar CHECK( ${q('kind')} IN ('family','professional') ) NOT NULL DEFAULT ('family')`,
      );
    } else {
      await queryRunner.addColumn(
        'users',
        new TableColumn({ ...oneOf('kind', ['family', 'professional']), default: "'family'" }),
      );
    }
    await queryRunner.addColumn('sessions', new TableColumn(id('familyId', true)));

    await queryRunner.createTable(
      new Table({
        name: 'families',
        columns: [idColumn(), text('name', 200), createDateColumn(queryRunner, 'createdAt')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'family_members',
        columns: [
          { ...idColumn('familyId'), isPrimary: true },
          { ...idColumn('userId'), isPrimary: true },
          oneOf('role', householdRoles),
          createDateColumn(queryRunner, 'createdAt'),
        ],
        indices: [new TableIndex({ name: 'IDX_family_members_user', columnNames: ['userId'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'access_grants',
        columns: [
          idColumn(),
          id('familyId'),
          id('professionalId'),
          id('granteeId', true),
          longText('areas', false),
          text('endsAt', 10),
          id('createdBy'),
          createDateColumn(queryRunner, 'createdAt'),
          updateDateColumn(queryRunner, 'updatedAt'),
          timestamp('revokedAt', true),
        ],
        indices: [
          new TableIndex({ name: 'IDX_access_grants_family', columnNames: ['familyId'] }),
          new TableIndex({ name: 'IDX_access_grants_grantee', columnNames: ['granteeId'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'invitations',
        columns: [
          idColumn(),
          id('familyId'),
          oneOf('kind', invitationKinds),
          oneOf('role', accessRoles),
          id('grantId', true),
          text('tokenHash', 64),
          timestamp('expiresAt'),
          timestamp('usedAt', true),
          id('usedBy', true),
          id('createdBy'),
          createDateColumn(queryRunner, 'createdAt'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_invitations_family', columnNames: ['familyId'] }),
          new TableIndex({ name: 'UQ_invitations_token', columnNames: ['tokenHash'], isUnique: true }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'notes',
        columns: [
          idColumn(),
          id('familyId'),
          oneOf('entityType', noteEntityTypes),
          id('entityId'),
          id('authorId'),
          text('authorName', 32),
          oneOf('authorRole', accessRoles),
          longText('body', false),
          createDateColumn(queryRunner, 'createdAt'),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_notes_family_entity',
            columnNames: ['familyId', 'entityType', 'entityId'],
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'audit_log',
        columns: [
          idColumn(),
          id('familyId'),
          id('actorId'),
          text('actorName', 32),
          oneOf('role', accessRoles),
          oneOf('action', auditActions),
          oneOf('area', accessAreas, true),
          id('entityId', true),
          text('request', 255),
          text('address', 64),
          timestamp('at'),
        ],
        indices: [
          // Newest first, ties by id: a page of the log reads its 50 entries off the index, no sort.
          new TableIndex({ name: 'IDX_audit_log_family_at', columnNames: ['familyId', 'at', 'id'] }),
          new TableIndex({
            name: 'IDX_audit_log_family_actor_at',
            columnNames: ['familyId', 'actorId', 'at', 'id'],
          }),
          new TableIndex({ name: 'IDX_audit_log_at', columnNames: ['at'] }),
        ],
      }),
    );

    // Every account so far is a family of one: same id, its owner, its sessions acting for it.
    await queryRunner.query(
      `INSERT INTO ${q('families')} (${q('id')}, ${q('name')}, ${q('createdAt')}) SELECT ${q('id')}, ${q('username')}, ${q('createdAt')} FROM ${q('users')}`,
    );
    await queryRunner.query(
      `INSERT INTO ${q('family_members')} (${q('familyId')}, ${q('userId')}, ${q('role')}, ${q('createdAt')}) SELECT ${q('id')}, ${q('id')}, 'owner', ${q('createdAt')} FROM ${q('users')}`,
    );
    await queryRunner.query(`UPDATE ${q('sessions')} SET ${q('familyId')} = ${q('userId')}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['audit_log', 'notes', 'invitations', 'access_grants', 'family_members', 'families'])
      await queryRunner.dropTable(table);
    await queryRunner.dropColumn('sessions', 'familyId');
    if (isSqlite(queryRunner))
      await queryRunner.query(`ALTER TABLE ${quoteFor(queryRunner)('users')} DROP COLUMN "kind"`);
    else await queryRunner.dropColumn('users', 'kind');
  }
}
