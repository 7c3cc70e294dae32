import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OwnedCrudService, type OwnedWire } from '../../common/owned-crud.service';
import { BudgetEntity } from './budget.entity';
import { spendingByCategoryMonth, spentOn } from './budget-spending';

/** A budget as the API answers it: the stored row plus what its month has spent so far. */
export type BudgetWire = OwnedWire<BudgetEntity> & { currentSpent: string };

@Injectable()
export class BudgetsService extends OwnedCrudService<BudgetEntity> {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, {
      entity: BudgetEntity,
      noun: 'Budget',
      order: { year: 'DESC', month: 'DESC', category: 'ASC' },
    });
  }

  /** Every budget with its spending; create and update answer through `get`, so they compute it too. */
  override async list(userId: string): Promise<BudgetWire[]> {
    return this.withSpending(userId, await super.list(userId));
  }

  override async get(userId: string, id: string): Promise<BudgetWire> {
    const [budget] = await this.withSpending(userId, [await super.get(userId, id)]);
    return budget!;
  }

  private async withSpending(userId: string, budgets: OwnedWire<BudgetEntity>[]): Promise<BudgetWire[]> {
    const spending = await spendingByCategoryMonth(this.dataSource, userId, budgets);
    return budgets.map((budget) => ({ ...budget, currentSpent: spentOn(spending, budget) }));
  }
}
