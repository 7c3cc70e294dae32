import { limits } from '@heirloom/contracts';
import { Column, Entity, Index } from 'typeorm';
import { integerColumn, OwnedEntity, textColumn } from '../../database/columns';
import { moneyColumn } from '../../database/decimal.transformer';

@Entity({ name: 'budgets' })
@Index('IDX_budgets_user', ['userId'])
export class BudgetEntity extends OwnedEntity {
  @Column(textColumn(limits.shortText)) category!: string;
  @Column(moneyColumn()) monthlyBudget!: string;
  // No currentSpent column: spending is computed from the month's transactions (budget-spending.ts).
  @Column(integerColumn()) month!: number;
  @Column(integerColumn()) year!: number;
}
