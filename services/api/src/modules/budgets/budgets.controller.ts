import { budgetRowSchema, insertBudgetSchema, updateBudgetSchema } from '@heirloom/contracts';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { crudRoutes } from '../../common/crud-routes';
import type { BudgetEntity } from './budget.entity';
import { BudgetsService } from './budgets.service';

@ApiTags('budgets')
@Controller('budgets')
export class BudgetsController extends crudRoutes<BudgetEntity>({
  insert: insertBudgetSchema,
  update: updateBudgetSchema,
  row: budgetRowSchema,
  noun: ['budget', 'budgets'],
}) {
  constructor(protected readonly service: BudgetsService) {
    super();
  }
}
