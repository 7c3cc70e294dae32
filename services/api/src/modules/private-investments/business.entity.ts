import { businessTypes, type BusinessType, limits } from '@heirloom/contracts';
import { Column, Entity, Index } from 'typeorm';
import { dateColumn, enumColumn, longTextColumn, OwnedEntity, textColumn } from '../../database/columns';
import { moneyColumn, percentColumn } from '../../database/decimal.transformer';

@Entity({ name: 'businesses' })
@Index('IDX_businesses_user', ['userId'])
export class BusinessEntity extends OwnedEntity {
  @Column(textColumn(limits.name)) name!: string;
  @Column(enumColumn(businessTypes)) businessType!: BusinessType;
  @Column(textColumn(limits.ein, true)) ein!: string | null;
  @Column(dateColumn()) foundedDate!: string;
  @Column(percentColumn()) ownershipPercentage!: string;
  @Column(moneyColumn()) currentValuation!: string;
  @Column(moneyColumn()) annualRevenue!: string;
  @Column(textColumn(limits.shortText)) industry!: string;
  @Column(textColumn(limits.shortText)) status!: string;
  @Column(longTextColumn()) notes!: string | null;
}
