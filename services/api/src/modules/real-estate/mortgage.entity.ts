import { Column, Entity, Index } from 'typeorm';
import { dateColumn, OwnedEntity, textColumn } from '../../database/columns';
import { decimalColumn, moneyColumn } from '../../database/decimal.transformer';

@Entity({ name: 'mortgages' })
@Index('IDX_mortgages_user', ['userId'])
@Index('IDX_mortgages_user_propertyId', ['userId', 'propertyId'])
export class MortgageEntity extends OwnedEntity {
  @Column({ type: 'varchar', length: 36 }) propertyId!: string;
  @Column(textColumn(200)) lender!: string;
  @Column(moneyColumn()) originalAmount!: string;
  @Column(moneyColumn()) currentBalance!: string;
  /** Annual percent with three decimals ("6.875"). */
  @Column(decimalColumn(6, 3)) interestRate!: string;
  @Column(moneyColumn()) monthlyPayment!: string;
  @Column(dateColumn()) startDate!: string;
  @Column(dateColumn()) maturityDate!: string;
  @Column(textColumn(100)) loanType!: string;
}
