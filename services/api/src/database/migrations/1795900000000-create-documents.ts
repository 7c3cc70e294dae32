// Uploaded documents: one row per file, its content in the document storage under the row's id.
import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { enumeration, integer, longText, ownedColumns, ownerIndex, text } from './helpers';

export class CreateDocuments1795900000000 implements MigrationInterface {
  name = 'CreateDocuments1795900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'documents',
        columns: ownedColumns(queryRunner, [
          // The areas as they were when the table was made; a new one is its own migration.
          enumeration('category', [
            'accounts',
            'investments',
            'private_investments',
            'real_estate',
            'tax',
            'estate',
            'insurance',
            'professionals',
            'recommendations',
            'general',
          ]),
          text('fileName', 200),
          text('contentType', 100),
          integer('size'),
          longText('notes'),
        ]),
        indices: [ownerIndex('documents'), ownerIndex('documents', ['category'])],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('documents');
  }
}
