// Bank files (issue 37): an import remembers what its file is (CSV, OFX, QFX, QIF), how it is read (its
// reading: the detected or answered settings and open questions), the summary lines above its header
// and the invalid rows an import of the valid rows only left out. import_profiles keeps, per account
// and file header, the mapping and settings last confirmed, so the next statement imports in one step.
import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import {
  enumeration,
  idColumn,
  integer,
  isSqlite,
  longText,
  ownedColumns,
  ownerIndex,
  text,
} from './helpers';

export class ImportBankFiles1797200000000 implements MigrationInterface {
  name = 'ImportBankFiles1797200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const format = enumeration('format', ['csv', 'ofx', 'qfx', 'qif']);
    await queryRunner.addColumns('imports', [
      // Files uploaded before were all CSV.
      new TableColumn({
        ...format,
        type: isSqlite(queryRunner) ? 'simple-enum' : 'enum',
        default: "'csv'",
      }),
      new TableColumn(longText('reading', true)),
      new TableColumn({ ...integer('skippedLines'), default: 0 }),
      new TableColumn({ ...integer('skippedRows'), default: 0 }),
    ]);
    await queryRunner.createTable(
      new Table({
        name: 'import_profiles',
        columns: ownedColumns(queryRunner, [
          idColumn('accountId'),
          text('headerKey', 255),
          longText('mapping', true),
          longText('settings', false),
        ]),
        indices: [
          ownerIndex('import_profiles'),
          new TableIndex({
            name: 'UQ_import_profiles_account_header',
            columnNames: ['userId', 'accountId', 'headerKey'],
            isUnique: true,
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('import_profiles');
    for (const column of ['skippedRows', 'skippedLines', 'reading', 'format'])
      await queryRunner.dropColumn('imports', column);
  }
}
