import { limits } from '@heirloom/contracts';
import { Column, Entity, Index } from 'typeorm';
import { OwnedEntity, textColumn } from '../../database/columns';
import { percentColumn } from '../../database/decimal.transformer';

@Entity({ name: 'beneficiaries' })
@Index('IDX_beneficiaries_user', ['userId'])
@Index('IDX_beneficiaries_user_estateDocumentId', ['userId', 'estateDocumentId'])
export class BeneficiaryEntity extends OwnedEntity {
  @Column(textColumn(limits.name)) name!: string;
  @Column(textColumn(limits.shortText)) relationship!: string;
  @Column(percentColumn({ nullable: true })) percentage!: string | null;
  @Column(textColumn(limits.address, true)) contactInfo!: string | null;
  /** The estate document this share is given under; null when not linked to one. */
  @Column({ type: 'varchar', length: limits.id, nullable: true }) estateDocumentId!: string | null;
}
