import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { createDateColumn } from './helpers';

export class CreateContactRequests1795322821000 implements MigrationInterface {
  name = 'CreateContactRequests1795322821000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'contact_requests',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'firstName', type: 'varchar', length: '100' },
          { name: 'lastName', type: 'varchar', length: '100' },
          { name: 'email', type: 'varchar', length: '320' },
          { name: 'phone', type: 'varchar', length: '50', isNullable: true },
          { name: 'company', type: 'varchar', length: '200', isNullable: true },
          { name: 'inquiryType', type: 'varchar', length: '20' },
          { name: 'assetsUnderManagement', type: 'varchar', length: '20', isNullable: true },
          { name: 'message', type: 'text' },
          createDateColumn(queryRunner, 'createdAt'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('contact_requests');
  }
}
