import { policyTypes, type PolicyType, limits } from '@heirloom/contracts';
import { Column, Entity, Index } from 'typeorm';
import { dateColumn, enumColumn, longTextColumn, OwnedEntity, textColumn } from '../../database/columns';
import { moneyColumn } from '../../database/decimal.transformer';

@Entity({ name: 'insurance_policies' })
@Index('IDX_insurance_policies_user', ['userId'])
export class InsurancePolicyEntity extends OwnedEntity {
  @Column(enumColumn(policyTypes)) policyType!: PolicyType;
  @Column(textColumn(limits.name)) provider!: string;
  @Column(textColumn(limits.shortText)) policyNumber!: string;
  @Column(moneyColumn()) coverageAmount!: string;
  @Column(moneyColumn()) annualPremium!: string;
  @Column(dateColumn()) startDate!: string;
  @Column(dateColumn(true)) expirationDate!: string | null;
  @Column(longTextColumn()) beneficiaries!: string | null;
}
