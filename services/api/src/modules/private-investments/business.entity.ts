import { businessTypes, type BusinessType } from '@heirloom/contracts';
import { Column, Entity, Index } from 'typeorm';
import { dateColumn, enumColumn, longTextColumn, OwnedEntity, textColumn } from '../../database/columns';
import { moneyColumn, percentColumn } from '../../database/decimal.transformer';

@Entity({ name: 'businesses' })
@Index('IDX_businesses_user', ['userId'])
export class BusinessEntity extends OwnedEntity {
  @Column(textColumn(200)) name!: string;
  @Column(enumColumn(businessTypes)) businessType!: BusinessType;
  @Column(textColumn(10, true)) ein!: string | null;
  @Column(dateColumn()) foundedDate!: string;
  @Column(percentColumn()) ownershipPercentage!: string;
  @Column(moneyColumn()) currentValuation!: string;
  @Column(moneyColumn()) annualRevenue!: string;
  @Column(textColumn(100)) industry!: string;
  @Column(textColumn(100)) status!: string;
  @Column(longTextColumn()) notes!: string | null;
}
