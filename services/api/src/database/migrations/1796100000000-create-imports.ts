// CSV imports: the imports table (one row per uploaded file), and on the tables a file can fill
// (accounts, transactions, holdings) the fingerprint of the CSV row each came from, unique per user, so
// the database itself refuses the same row imported twice. Rows entered by hand keep null.
import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import {
  enumeration,
  idColumn,
  integer,
  longText,
  ownedColumns,
  ownerIndex,
  text,
  timestamp,
} from './helpers';

const FILLED = ['accounts', 'transactions', 'holdings'];

export class CreateImports1796100000000 implements MigrationInterface {
  name = 'CreateImports1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'imports',
        columns: ownedColumns(queryRunner, [
          enumeration('kind', ['accounts', 'transactions', 'holdings']),
          text('fileName', 255),
          integer('size'),
          enumeration('status', ['pending', 'imported']),
          longText('mapping', false),
          { ...idColumn('accountId'), isNullable: true },
          integer('totalRows'),
          integer('validRows'),
          integer('invalidRows'),
          integer('duplicateRows'),
          integer('importedRows'),
          timestamp('importedAt', true),
        ]),
        indices: [ownerIndex('imports')],
      }),
    );
    for (const table of FILLED) {
      await queryRunner.addColumn(table, new TableColumn(text('importKey', 64, true)));
      await queryRunner.createIndex(
        table,
        new TableIndex({
          name: `UQ_${table}_importKey`,
          columnNames: ['userId', 'importKey'],
          isUnique: true,
        }),
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of FILLED) {
      await queryRunner.dropIndex(table, `UQ_${table}_importKey`);
      await queryRunner.dropColumn(table, 'importKey');
    }
    await queryRunner.dropTable('imports');
  }
}
