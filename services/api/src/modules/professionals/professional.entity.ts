import { professionalTypes, type ProfessionalType } from '@heirloom/contracts';
import { Column, Entity, Index } from 'typeorm';
import { enumColumn, longTextColumn, OwnedEntity, textColumn } from '../../database/columns';
import { decimalColumn } from '../../database/decimal.transformer';

@Entity({ name: 'professionals' })
@Index('IDX_professionals_user', ['userId'])
export class ProfessionalEntity extends OwnedEntity {
  @Column(textColumn(200)) name!: string;
  @Column(enumColumn(professionalTypes)) type!: ProfessionalType;
  @Column(textColumn(200, true)) firm!: string | null;
  @Column(textColumn(320, true)) email!: string | null;
  @Column(textColumn(50, true)) phone!: string | null;
  @Column(textColumn(200, true)) specialty!: string | null;
  /** 1.0 to 5.0. */
  @Column(decimalColumn(3, 1, { nullable: true })) rating!: string | null;
  @Column(longTextColumn()) notes!: string | null;
}
