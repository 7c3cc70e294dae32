import {
  investmentTypes,
  placementStatuses,
  type InvestmentType,
  type PlacementStatus,
  limits,
} from '@heirloom/contracts';
import { Column, Entity, Index } from 'typeorm';
import {
  dateColumn,
  enumColumn,
  integerColumn,
  longTextColumn,
  OwnedEntity,
  textColumn,
} from '../../database/columns';
import { moneyColumn, percentColumn } from '../../database/decimal.transformer';

@Entity({ name: 'private_placements' })
@Index('IDX_private_placements_user', ['userId'])
export class PrivatePlacementEntity extends OwnedEntity {
  @Column(textColumn(limits.name)) name!: string;
  @Column(enumColumn(investmentTypes)) investmentType!: InvestmentType;
  @Column(textColumn(limits.name)) sponsor!: string;
  @Column(dateColumn()) investmentDate!: string;
  @Column(moneyColumn()) initialInvestment!: string;
  /** What the family agreed to pay in over the fund's life. */
  @Column(moneyColumn()) commitment!: string;
  @Column(moneyColumn()) currentValue!: string;
  @Column(percentColumn({ nullable: true })) ownershipPercentage!: string | null;
  @Column(integerColumn(true)) vintage!: number | null;
  @Column(percentColumn({ nullable: true })) managementFee!: string | null;
  @Column(percentColumn({ nullable: true })) carriedInterest!: string | null;
  @Column(moneyColumn({ nullable: true })) distributionsMade!: string | null;
  @Column(moneyColumn({ nullable: true })) capitalCalls!: string | null;
  @Column(enumColumn(placementStatuses)) status!: PlacementStatus;
  /** Years the forecast spreads the unfunded commitment over; null: the family's forecast setting. */
  @Column(integerColumn(true)) investmentPeriodYears!: number | null;
  @Column(longTextColumn()) notes!: string | null;
}
