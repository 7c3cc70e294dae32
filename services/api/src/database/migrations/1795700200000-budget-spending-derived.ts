// What a budget has spent is computed from its month's transactions (budgets/budget-spending.ts), so
// the typed-in figure goes. Reverting brings the column back as 0.00: the code before read it as typed.
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { money } from './helpers';

export class BudgetSpendingDerived1795700200000 implements MigrationInterface {
  name = 'BudgetSpendingDerived1795700200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('budgets', 'currentSpent');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const q = (name: string) => queryRunner.connection.driver.escape(name);
    await queryRunner.addColumn('budgets', new TableColumn(money('currentSpent', true)));
    await queryRunner.query(`UPDATE ${q('budgets')} SET ${q('currentSpent')} = ?`, ['0.00']);
    await queryRunner.changeColumn('budgets', 'currentSpent', new TableColumn(money('currentSpent')));
  }
}
