// Credit accounts may carry their limit, so credit utilization (owed / limits) has a figure.
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { money } from './helpers';

export class AccountCreditLimit1795700100000 implements MigrationInterface {
  name = 'AccountCreditLimit1795700100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('accounts', new TableColumn(money('creditLimit', true)));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('accounts', 'creditLimit');
  }
}
