// Issue 36 §3: the family's retirement planning profile (one row per family): its adults, spending,
// savings and invested wealth overrides, the mix and the assumption overrides. Null is "the default".
import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { longText, money, ownedColumns } from './helpers';

export class RetirementPlans1797700000000 implements MigrationInterface {
  name = 'RetirementPlans1797700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'retirement_plans',
        columns: ownedColumns(queryRunner, [
          longText('adults', false),
          money('annualSpending', true),
          money('annualSavings', true),
          money('startingWealth', true),
          longText('mix', true),
          longText('assumptions', true),
        ]),
        indices: [
          new TableIndex({ name: 'UQ_retirement_plans_user', columnNames: ['userId'], isUnique: true }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('retirement_plans');
  }
}
