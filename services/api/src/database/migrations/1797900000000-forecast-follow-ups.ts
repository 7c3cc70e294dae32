// Issue 36 §2, follow-ups of the cash-flow forecast: recurring items can be twice a month (the
// semimonthly cadence, with the item's other day of the month), and each private placement may carry
// its own investment period (null: the family's forecast setting). The cadence enum is frozen here as
// it is after this migration; changeColumn alters the native ENUM on MySQL/MariaDB and rebuilds the
// table with the new CHECK on SQLite. On SQLite adding a column to private_placements rebuilds it,
// which drops its family-version triggers: they are made again here.
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { enumeration, integer, isSqlite, quoteFor } from './helpers';

const CADENCES_BEFORE = ['weekly', 'biweekly', 'monthly', 'quarterly', 'yearly'];
const CADENCES_AFTER = ['weekly', 'biweekly', 'semimonthly', 'monthly', 'quarterly', 'yearly'];

function cadenceColumn(queryRunner: QueryRunner, values: string[]): TableColumn {
  const column = enumeration('cadence', values);
  return new TableColumn(isSqlite(queryRunner) ? column : { ...column, type: 'enum' });
}

/** The family-version triggers of private_placements, as migration 1796700000000 made them. */
async function placementVersionTriggers(queryRunner: QueryRunner): Promise<void> {
  if (!isSqlite(queryRunner)) return;
  const q = quoteFor(queryRunner);
  for (const [event, row] of [
    ['INSERT', 'NEW'],
    ['UPDATE', 'NEW'],
    ['DELETE', 'OLD'],
  ] as const) {
    const name = `family_version_private_placements_${event.toLowerCase()}`;
    const statement =
      `UPDATE ${q('family_versions')} SET ${q('version')} = ${q('version')} + 1 ` +
      `WHERE ${q('userId')} = ${row}.${q('userId')}`;
    await queryRunner.query(
      `CREATE TRIGGER IF NOT EXISTS ${q(name)} AFTER ${event} ON ${q('private_placements')} BEGIN ${statement}; END`,
    );
  }
}

export class ForecastFollowUps1797900000000 implements MigrationInterface {
  name = 'ForecastFollowUps1797900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.changeColumn('recurring_items', 'cadence', cadenceColumn(queryRunner, CADENCES_AFTER));
    await queryRunner.addColumn('recurring_items', new TableColumn(integer('otherDay', true)));
    await queryRunner.addColumn(
      'private_placements',
      new TableColumn(integer('investmentPeriodYears', true)),
    );
    await placementVersionTriggers(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('private_placements', 'investmentPeriodYears');
    await placementVersionTriggers(queryRunner);
    await queryRunner.dropColumn('recurring_items', 'otherDay');
    // The narrower enum cannot hold twice-a-month items: they go with the revert.
    const q = quoteFor(queryRunner);
    await queryRunner.query(`DELETE FROM ${q('recurring_items')} WHERE ${q('cadence')} = ?`, ['semimonthly']);
    await queryRunner.changeColumn('recurring_items', 'cadence', cadenceColumn(queryRunner, CADENCES_BEFORE));
  }
}
