// Issue 36 §3: a family's planning profile, one row per family. Adults, the mix and the assumption
// overrides are JSON in text columns (portable across SQLite and MariaDB); a null amount, mix or
// assumption means the family's default, worked out on every read.
import type { RetirementAssumptions } from '@heirloom/contracts';
import { Column, Entity, Index } from 'typeorm';
import { longTextColumn, OwnedEntity } from '../../database/columns';
import { moneyColumn } from '../../database/decimal.transformer';
import { evidenceTransformer as jsonTransformer } from '../recommendations/recommendation.entity';

export interface StoredAdult {
  name: string;
  birthYear: number;
  retirementAge: number;
  lifeExpectancy: number;
  benefitAnnual: string;
  benefitStartAge: number;
}

@Entity({ name: 'retirement_plans' })
@Index('UQ_retirement_plans_user', ['userId'], { unique: true })
export class RetirementPlanEntity extends OwnedEntity {
  @Column({ ...longTextColumn(false), transformer: jsonTransformer }) adults!: StoredAdult[];
  @Column(moneyColumn({ nullable: true })) annualSpending!: string | null;
  @Column(moneyColumn({ nullable: true })) annualSavings!: string | null;
  @Column(moneyColumn({ nullable: true })) startingWealth!: string | null;
  @Column({ ...longTextColumn(true), transformer: jsonTransformer })
  mix!: { stocks: number; bonds: number; cash: number } | null;
  @Column({ ...longTextColumn(true), transformer: jsonTransformer })
  assumptions!: Partial<RetirementAssumptions> | null;
}
