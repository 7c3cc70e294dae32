import type { FieldError } from '@heirloom/server';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FamilyEvents } from '../../common/family-events';
import { OwnedCrudService } from '../../common/owned-crud.service';
import { MortgageEntity } from './mortgage.entity';
import { PropertyEntity } from './property.entity';

@Injectable()
export class MortgagesService extends OwnedCrudService<MortgageEntity> {
  constructor(@InjectDataSource() dataSource: DataSource, events: FamilyEvents) {
    super(dataSource, {
      entity: MortgageEntity,
      noun: 'Mortgage',
      order: { startDate: 'ASC', lender: 'ASC' },
      // Its rows are the figures': a change of them is "the figures changed" (the net-worth snapshot).
      afterWrite: (userId) => events.figuresChanged(userId),
      references: [{ field: 'propertyId', entity: PropertyEntity, message: 'No such property' }],
    });
  }

  protected override crossFieldErrors(mortgage: MortgageEntity): FieldError[] {
    return mortgage.maturityDate <= mortgage.startDate
      ? [{ path: 'maturityDate', message: 'Maturity date must be after the start date' }]
      : [];
  }
}
