import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OwnedCrudService } from '../../common/owned-crud.service';
import { MortgageEntity } from './mortgage.entity';
import { PropertyEntity } from './property.entity';

@Injectable()
export class PropertiesService extends OwnedCrudService<PropertyEntity> {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, {
      entity: PropertyEntity,
      noun: 'Property',
      order: { purchaseDate: 'ASC', address: 'ASC' },
      // A mortgage is secured on its property: it goes with it.
      dependents: [{ entity: MortgageEntity, where: (propertyId) => ({ propertyId }) }],
    });
  }
}
