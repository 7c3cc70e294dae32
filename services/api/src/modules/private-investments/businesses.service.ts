import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OwnedCrudService } from '../../common/owned-crud.service';
import { BusinessEntity } from './business.entity';
import { K1DocumentEntity } from './k1-document.entity';

@Injectable()
export class BusinessesService extends OwnedCrudService<BusinessEntity> {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, {
      entity: BusinessEntity,
      noun: 'Business',
      order: { name: 'ASC' },
      dependents: [{ entity: K1DocumentEntity, where: (entityId) => ({ entityType: 'business', entityId }) }],
    });
  }
}
