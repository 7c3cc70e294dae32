import { limits } from '@heirloom/contracts';
import { Column, Entity, Index } from 'typeorm';
import { dateColumn, OwnedEntity, textColumn } from '../../database/columns';
import { decimalColumn, moneyColumn } from '../../database/decimal.transformer';

@Entity({ name: 'mortgages' })
@Index('IDX_mortgages_user', ['userId'])
@Index('IDX_mortgages_user_propertyId', ['userId', 'propertyId'])
export class MortgageEntity extends OwnedEntity {
  @Column({ type: 'varchar', length: limits.id }) propertyId!: string;
  @Column(textColumn(limits.name)) lender!: string;
  @Column(moneyColumn()) originalAmount!: string;
  @Column(moneyColumn()) currentBalance!: string;
  /** Annual percent with three decimals ("6.875"). */
  @Column(decimalColumn(6, 3)) interestRate!: string;
  @Column(moneyColumn()) monthlyPayment!: string;
  @Column(dateColumn()) startDate!: string;
  @Column(dateColumn()) maturityDate!: string;
  @Column(textColumn(limits.shortText)) loanType!: string;
}
