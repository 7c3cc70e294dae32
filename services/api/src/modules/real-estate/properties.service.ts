import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FamilyEvents } from '../../common/family-events';
import { OwnedCrudService } from '../../common/owned-crud.service';
import { MortgageEntity } from './mortgage.entity';
import { PropertyEntity } from './property.entity';

@Injectable()
export class PropertiesService extends OwnedCrudService<PropertyEntity> {
  constructor(@InjectDataSource() dataSource: DataSource, events: FamilyEvents) {
    super(dataSource, {
      entity: PropertyEntity,
      noun: 'Property',
      order: { purchaseDate: 'ASC', address: 'ASC' },
      // Its rows are the figures': a change of them is "the figures changed" (the net-worth snapshot).
      afterWrite: (userId) => events.figuresChanged(userId),
      // A mortgage is secured on its property: it goes with it.
      dependents: [{ entity: MortgageEntity, where: (propertyId) => ({ propertyId }) }],
    });
  }
}
