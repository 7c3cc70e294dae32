// Issue 36 §2, the cash-flow forecast: the family's recurring items, planned one-off events and its
// forecast settings (one row per family: the floor, the funds' investment period, the share of the
// estimated tax paid by the family).
import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import {
  date,
  enumeration,
  integer,
  longText,
  money,
  ownedColumns,
  ownerIndex,
  percent,
  text,
} from './helpers';

const directions = ['income', 'expense'];

export class CashFlowForecast1797800000000 implements MigrationInterface {
  name = 'CashFlowForecast1797800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'recurring_items',
        columns: ownedColumns(queryRunner, [
          text('name', 200),
          text('detectionKey', 200, true),
          enumeration('direction', directions),
          money('amount'),
          enumeration('cadence', ['weekly', 'biweekly', 'monthly', 'quarterly', 'yearly']),
          date('nextDate'),
          enumeration('status', ['confirmed', 'stopped']),
          enumeration('source', ['detected', 'manual']),
          longText('notes'),
        ]),
        indices: [new TableIndex(ownerIndex('recurring_items'))],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'planned_events',
        columns: ownedColumns(queryRunner, [
          text('name', 200),
          date('date'),
          enumeration('direction', directions),
          money('amount'),
          longText('notes'),
        ]),
        indices: [new TableIndex(ownerIndex('planned_events'))],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'forecast_settings',
        columns: ownedColumns(queryRunner, [
          money('floor', true),
          integer('investmentPeriodYears'),
          percent('taxEstimateShare'),
        ]),
        indices: [
          new TableIndex({ name: 'UQ_forecast_settings_user', columnNames: ['userId'], isUnique: true }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('forecast_settings');
    await queryRunner.dropTable('planned_events');
    await queryRunner.dropTable('recurring_items');
  }
}
