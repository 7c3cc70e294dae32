import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { createDateColumn } from './helpers';

export class CreateNewsletterSignups1763784000000 implements MigrationInterface {
  name = 'CreateNewsletterSignups1763784000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'newsletter_signups',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'name', type: 'varchar', length: '200' },
          { name: 'email', type: 'varchar', length: '320' },
          createDateColumn(queryRunner, 'signupDate'),
          createDateColumn(queryRunner, 'createdAt'),
        ],
        indices: [{ name: 'UQ_newsletter_signups_email', columnNames: ['email'], isUnique: true }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('newsletter_signups');
  }
}
