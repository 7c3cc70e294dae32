// transaction_counts: each user's number of transactions, kept by every write (modules/transactions/
// transaction-counts.ts), so a page's total is not a count of every row. Filled here from the rows.
// No entity maps it: only those helpers read and write it.
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isSqlite } from './helpers';

export class TransactionCounts1796400000000 implements MigrationInterface {
  name = 'TransactionCounts1796400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = isSqlite(queryRunner);
    await queryRunner.query(
      sqlite
        ? 'CREATE TABLE "transaction_counts" ("userId" varchar(36) PRIMARY KEY NOT NULL, "total" integer NOT NULL DEFAULT 0)'
        : 'CREATE TABLE `transaction_counts` (`userId` varchar(36) NOT NULL, `total` int NOT NULL DEFAULT 0, ' +
            'PRIMARY KEY (`userId`)) ENGINE = InnoDB',
    );
    await queryRunner.query(
      sqlite
        ? 'INSERT INTO "transaction_counts" ("userId", "total") SELECT "userId", COUNT(*) FROM "transactions" GROUP BY "userId"'
        : 'INSERT INTO `transaction_counts` (`userId`, `total`) SELECT `userId`, COUNT(*) FROM `transactions` GROUP BY `userId`',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      isSqlite(queryRunner) ? 'DROP TABLE "transaction_counts"' : 'DROP TABLE `transaction_counts`',
    );
  }
}
