// One rule for what is owed: a credit account's balance is stored negative (normalizeBalance). Cards
// entered as a positive amount before the rule are flipped, so every sum reads them as owed. Not
// reversible: after the flip nobody can tell which cards were typed positive, and negative is right.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreditBalancesOwed1795700000000 implements MigrationInterface {
  name = 'CreditBalancesOwed1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (name: string) => queryRunner.connection.driver.escape(name);
    await queryRunner.query(
      `UPDATE ${q('accounts')} SET ${q('balance')} = -${q('balance')} ` +
        `WHERE ${q('accountType')} = ? AND ${q('balance')} > 0`,
      ['credit'],
    );
  }

  async down(): Promise<void> {
    // Negative is what the code before this rule read as owed too: nothing to undo.
  }
}
