import { professionalTypes, type ProfessionalType, limits } from '@heirloom/contracts';
import { Column, Entity, Index } from 'typeorm';
import { enumColumn, longTextColumn, OwnedEntity, textColumn } from '../../database/columns';
import { decimalColumn } from '../../database/decimal.transformer';

@Entity({ name: 'professionals' })
@Index('IDX_professionals_user', ['userId'])
export class ProfessionalEntity extends OwnedEntity {
  @Column(textColumn(limits.name)) name!: string;
  @Column(enumColumn(professionalTypes)) type!: ProfessionalType;
  @Column(textColumn(limits.name, true)) firm!: string | null;
  @Column(textColumn(limits.email, true)) email!: string | null;
  @Column(textColumn(limits.phone, true)) phone!: string | null;
  @Column(textColumn(limits.name, true)) specialty!: string | null;
  /** 1.0 to 5.0. */
  @Column(decimalColumn(3, 1, { nullable: true })) rating!: string | null;
  @Column(longTextColumn()) notes!: string | null;
}
