// One number per user that changes whenever anything GET /api/family answers could change, so the AI
// service keeps a family's snapshot between questions and asks "still version N?" (If-None-Match, 304)
// instead of reading 10,000 holdings for every reply (docs/benchmarks.md, The AI service: Chat at scale).
//
// Kept by triggers on every table the snapshot reads, not by the services: an import, an account deleted
// with its rows, a seed or any later route all pass through them. A user's row is made with the user.
// family-versions.spec writes to each table on both databases and checks the number moved.
//
// On SQLite a migration that rebuilds one of these tables (TypeORM's way of altering a column there)
// drops its triggers: such a migration must call createFamilyVersionTriggers again; the spec fails if not.
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isSqlite, quoteFor, type Quote } from './helpers';

/** Every table GET /api/family reads (transactions for the year's spending and the budgets' figures). */
export const FAMILY_VERSION_TABLES = [
  'accounts',
  'holdings',
  'budgets',
  'properties',
  'mortgages',
  'insurance_policies',
  'estate_documents',
  'beneficiaries',
  'tax_documents',
  'professionals',
  'private_placements',
  'businesses',
  'k1_documents',
  'recommendations',
  'transactions',
] as const;

const EVENTS = [
  { event: 'INSERT', row: 'NEW' },
  { event: 'UPDATE', row: 'NEW' },
  { event: 'DELETE', row: 'OLD' },
] as const;

/** Each trigger: its name, the table and event it follows, and the one statement it runs. */
function triggerSpecs(q: Quote) {
  const bumps = FAMILY_VERSION_TABLES.flatMap((table) =>
    EVENTS.map(({ event, row }) => ({
      name: `family_version_${table}_${event.toLowerCase()}`,
      table,
      event,
      statement:
        `UPDATE ${q('family_versions')} SET ${q('version')} = ${q('version')} + 1 ` +
        `WHERE ${q('userId')} = ${row}.${q('userId')}`,
    })),
  );
  const userRow = {
    name: 'family_version_users_insert',
    table: 'users',
    event: 'INSERT',
    statement: `INSERT INTO ${q('family_versions')} (${q('userId')}, ${q('version')}) VALUES (NEW.${q('id')}, 0)`,
  };
  return [...bumps, userRow];
}

/** The triggers that keep the versions; for any later migration that rebuilds one of the tables. */
export async function createFamilyVersionTriggers(queryRunner: QueryRunner): Promise<void> {
  const q = quoteFor(queryRunner);
  const body = (statement: string) =>
    isSqlite(queryRunner) ? `BEGIN ${statement}; END` : `FOR EACH ROW ${statement}`;
  for (const { name, table, event, statement } of triggerSpecs(q))
    await queryRunner.query(`CREATE TRIGGER ${q(name)} AFTER ${event} ON ${q(table)} ${body(statement)}`);
}

export class FamilyVersions1796700000000 implements MigrationInterface {
  name = 'FamilyVersions1796700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = isSqlite(queryRunner);
    const q = quoteFor(queryRunner);
    // A plain UPDATE of an existing row in the triggers (no upsert): concurrent first writes of one
    // user cannot deadlock on InnoDB's insert-intention locks, and the row goes with its user.
    await queryRunner.query(
      `CREATE TABLE ${q('family_versions')} (${q('userId')} varchar(36) NOT NULL PRIMARY KEY, ` +
        `${q('version')} bigint NOT NULL, ` +
        `CONSTRAINT ${q('FK_family_versions_user')} FOREIGN KEY (${q('userId')}) ` +
        `REFERENCES ${q('users')} (${q('id')}) ON DELETE CASCADE)` +
        (sqlite ? '' : ' ENGINE = InnoDB'),
    );
    await queryRunner.query(
      `INSERT INTO ${q('family_versions')} (${q('userId')}, ${q('version')}) SELECT ${q('id')}, 0 FROM ${q('users')}`,
    );
    await createFamilyVersionTriggers(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const q = quoteFor(queryRunner);
    for (const { name } of triggerSpecs(q)) await queryRunner.query(`DROP TRIGGER ${q(name)}`);
    await queryRunner.query(`DROP TABLE ${q('family_versions')}`);
  }
}
