import { limits } from '@heirloom/contracts';
import { Column, Entity, Index } from 'typeorm';
import { integerColumn, OwnedEntity, textColumn, timestampColumn } from '../../database/columns';
import { moneyColumn } from '../../database/decimal.transformer';

@Entity({ name: 'tax_documents' })
@Index('IDX_tax_documents_user', ['userId'])
export class TaxDocumentEntity extends OwnedEntity {
  @Column(integerColumn()) taxYear!: number;
  @Column(textColumn(limits.shortText)) documentType!: string;
  @Column(textColumn(limits.shortText, true)) filingStatus!: string | null;
  @Column(moneyColumn({ nullable: true })) totalIncome!: string | null;
  @Column(moneyColumn({ nullable: true })) totalTax!: string | null;
  @Column(timestampColumn()) uploadDate!: Date;
  @Column(textColumn(limits.name, true)) preparer!: string | null;
}
