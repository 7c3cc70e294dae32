// Recommendations gain the evidence behind their figures (JSON in a nullable text column) and the
// analyst's two investment types. The enum is frozen here as it is after this migration; changeColumn
// alters the native ENUM on MySQL/MariaDB and rebuilds the table with the new CHECK on SQLite.
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { enumeration, isSqlite, longText } from './helpers';

const TYPES_BEFORE = [
  'refinance',
  'tax_harvest',
  'estate_update',
  'insurance_review',
  'professional_referral',
];
const TYPES_AFTER = [...TYPES_BEFORE, 'investment_concentration', 'excess_cash'];

function typeColumn(queryRunner: QueryRunner, values: string[]): TableColumn {
  const column = enumeration('type', values);
  return new TableColumn(isSqlite(queryRunner) ? column : { ...column, type: 'enum' });
}

export class RecommendationEvidence1795400000000 implements MigrationInterface {
  name = 'RecommendationEvidence1795400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.changeColumn('recommendations', 'type', typeColumn(queryRunner, TYPES_AFTER));
    await queryRunner.addColumn('recommendations', new TableColumn(longText('evidence', true)));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('recommendations', 'evidence');
    // The narrower enum cannot hold the new types: those recommendations go with the revert.
    await queryRunner.query(
      `DELETE FROM ${queryRunner.connection.driver.escape('recommendations')} WHERE ${queryRunner.connection.driver.escape('type')} IN (?, ?)`,
      TYPES_AFTER.slice(TYPES_BEFORE.length),
    );
    await queryRunner.changeColumn('recommendations', 'type', typeColumn(queryRunner, TYPES_BEFORE));
  }
}
