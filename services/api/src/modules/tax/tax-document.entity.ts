import { Column, Entity, Index } from 'typeorm';
import { integerColumn, OwnedEntity, textColumn, timestampColumn } from '../../database/columns';
import { moneyColumn } from '../../database/decimal.transformer';

@Entity({ name: 'tax_documents' })
@Index('IDX_tax_documents_user', ['userId'])
export class TaxDocumentEntity extends OwnedEntity {
  @Column(integerColumn()) taxYear!: number;
  @Column(textColumn(100)) documentType!: string;
  @Column(textColumn(100, true)) filingStatus!: string | null;
  @Column(moneyColumn({ nullable: true })) totalIncome!: string | null;
  @Column(moneyColumn({ nullable: true })) totalTax!: string | null;
  @Column(timestampColumn()) uploadDate!: Date;
  @Column(textColumn(200, true)) preparer!: string | null;
}
