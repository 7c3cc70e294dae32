// The family summary's holdings totals (count, cost basis and value summed; HoldingsService.totals)
// read from an index alone: on MariaDB the 10,000 holdings of the synthetic family were a full table
// scan, 14 ms of every GET /api/summary (2 ms from the index). SQLite reads it the same way.
import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const INDEX = 'IDX_holdings_user_totals';

export class HoldingTotalsIndex1796600000000 implements MigrationInterface {
  name = 'HoldingTotalsIndex1796600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex(
      'holdings',
      new TableIndex({ name: INDEX, columnNames: ['userId', 'costBasis', 'currentValue'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('holdings', INDEX);
  }
}
