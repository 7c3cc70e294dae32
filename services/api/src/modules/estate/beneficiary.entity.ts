import { Column, Entity, Index } from 'typeorm';
import { OwnedEntity, textColumn } from '../../database/columns';
import { percentColumn } from '../../database/decimal.transformer';

@Entity({ name: 'beneficiaries' })
@Index('IDX_beneficiaries_user', ['userId'])
export class BeneficiaryEntity extends OwnedEntity {
  @Column(textColumn(200)) name!: string;
  @Column(textColumn(100)) relationship!: string;
  @Column(percentColumn({ nullable: true })) percentage!: string | null;
  @Column(textColumn(500, true)) contactInfo!: string | null;
}
