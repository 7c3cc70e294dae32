// A beneficiary's share is given under one estate document (a will, a trust), so the shares can be
// checked per document: a nullable link, null for the beneficiaries entered before it (not linked).
import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { idColumn, ownerIndex } from './helpers';

const INDEX = ownerIndex('beneficiaries', ['estateDocumentId']);

export class BeneficiaryEstateDocument1796250000000 implements MigrationInterface {
  name = 'BeneficiaryEstateDocument1796250000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'beneficiaries',
      new TableColumn({ ...idColumn('estateDocumentId'), isNullable: true }),
    );
    await queryRunner.createIndex('beneficiaries', new TableIndex(INDEX));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('beneficiaries', INDEX.name!);
    await queryRunner.dropColumn('beneficiaries', 'estateDocumentId');
  }
}
