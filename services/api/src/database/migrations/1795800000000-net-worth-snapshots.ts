// A net-worth snapshot per user and UTC day, for the dashboard's history chart. The primary key
// (userId, day) is the "one row per day" rule and serves the history's range reads.
import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { createDateColumn, idColumn, money, updateDateColumn } from './helpers';

const TABLE = 'net_worth_snapshots';

export class NetWorthSnapshots1795800000000 implements MigrationInterface {
  name = 'NetWorthSnapshots1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: TABLE,
        columns: [
          { ...idColumn('userId'), isPrimary: true },
          { name: 'day', type: 'date', isPrimary: true },
          money('netWorth'),
          money('liquidAssets'),
          money('nonLiquidAssets'),
          money('realEstateEquity'),
          money('totalLiabilities'),
          createDateColumn(queryRunner, 'createdAt'),
          updateDateColumn(queryRunner, 'updatedAt'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(TABLE);
  }
}
