import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OwnedCrudService } from '../../common/owned-crud.service';
import { BudgetEntity } from './budget.entity';

@Injectable()
export class BudgetsService extends OwnedCrudService<BudgetEntity> {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, {
      entity: BudgetEntity,
      noun: 'Budget',
      order: { year: 'DESC', month: 'DESC', category: 'ASC' },
    });
  }
}
