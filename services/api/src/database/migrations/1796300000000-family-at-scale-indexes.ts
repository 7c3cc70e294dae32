// The indexes a family of 100,000 transactions needs (scripts/bench.mjs, BENCH_ONLY=big; the plans are
// checked by src/database/query-plans.spec.ts):
// - pages in the list's order (date newest first, then id), so page 1 reads 50 entries and page 500
//   walks one index instead of sorting every row of the user;
// - one category over a date range, matched whole and case-insensitively: NOCASE on SQLite (its LIKE
//   and LOWER fold ASCII only too), the column's case-insensitive collation on MySQL/MariaDB;
// - the spending summary's columns, so its totals are summed from the index without reading rows;
// - the searched columns: a substring cannot be sought, but it is checked on the index's entries
//   instead of on whole rows (the search's count: 18 ms instead of 48 ms on 100,000 rows, SQLite).
// - holdings in their list's order (symbol, then id), which GET /api/family reads whole for the AI.
// The (userId, date) index they replace is a prefix of the first and the last.
import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { isSqlite } from './helpers';

const TABLE = 'transactions';

export class FamilyAtScaleIndexes1796300000000 implements MigrationInterface {
  name = 'FamilyAtScaleIndexes1796300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (name: string) => queryRunner.connection.driver.escape(name);
    const nocase = isSqlite(queryRunner) ? ' COLLATE NOCASE' : '';
    // Raw SQL: the Table API cannot say DESC or a collation.
    await queryRunner.query(
      `CREATE INDEX ${q('IDX_transactions_user_date_id')} ON ${q(TABLE)} (${q('userId')}, ${q('date')} DESC, ${q('id')})`,
    );
    await queryRunner.query(
      `CREATE INDEX ${q('IDX_transactions_user_category_date')} ON ${q(TABLE)} (${q('userId')}, ${q('category')}${nocase}, ${q('date')})`,
    );
    await queryRunner.createIndex(
      TABLE,
      new TableIndex({
        name: 'IDX_transactions_user_date_totals',
        columnNames: ['userId', 'date', 'transactionType', 'category', 'amount'],
      }),
    );
    await queryRunner.createIndex(
      TABLE,
      new TableIndex({
        name: 'IDX_transactions_user_search',
        columnNames: ['userId', 'merchant', 'category'],
      }),
    );
    await queryRunner.dropIndex(TABLE, 'IDX_transactions_user_date');
    await queryRunner.createIndex(
      'holdings',
      new TableIndex({ name: 'IDX_holdings_user_symbol_id', columnNames: ['userId', 'symbol', 'id'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('holdings', 'IDX_holdings_user_symbol_id');
    await queryRunner.createIndex(
      TABLE,
      new TableIndex({ name: 'IDX_transactions_user_date', columnNames: ['userId', 'date'] }),
    );
    for (const name of [
      'IDX_transactions_user_search',
      'IDX_transactions_user_date_totals',
      'IDX_transactions_user_category_date',
      'IDX_transactions_user_date_id',
    ]) {
      await queryRunner.dropIndex(TABLE, name);
    }
  }
}
