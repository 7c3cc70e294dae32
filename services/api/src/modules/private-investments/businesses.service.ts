import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FamilyEvents } from '../../common/family-events';
import { OwnedCrudService } from '../../common/owned-crud.service';
import { BusinessEntity } from './business.entity';
import { K1DocumentEntity } from './k1-document.entity';

@Injectable()
export class BusinessesService extends OwnedCrudService<BusinessEntity> {
  constructor(@InjectDataSource() dataSource: DataSource, events: FamilyEvents) {
    super(dataSource, {
      entity: BusinessEntity,
      noun: 'Business',
      order: { name: 'ASC' },
      // Its rows are the figures': a change of them is "the figures changed" (the net-worth snapshot).
      afterWrite: (userId) => events.figuresChanged(userId),
      dependents: [{ entity: K1DocumentEntity, where: (entityId) => ({ entityType: 'business', entityId }) }],
    });
  }
}
