import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FamilyEvents } from '../../common/family-events';
import { OwnedCrudService } from '../../common/owned-crud.service';
import { K1DocumentEntity } from './k1-document.entity';
import { PrivatePlacementEntity } from './private-placement.entity';

@Injectable()
export class PrivatePlacementsService extends OwnedCrudService<PrivatePlacementEntity> {
  constructor(@InjectDataSource() dataSource: DataSource, events: FamilyEvents) {
    super(dataSource, {
      entity: PrivatePlacementEntity,
      noun: 'Private placement',
      order: { investmentDate: 'DESC', name: 'ASC' },
      // Its rows are the figures': a change of them is "the figures changed" (the net-worth snapshot).
      afterWrite: (userId) => events.figuresChanged(userId),
      dependents: [
        { entity: K1DocumentEntity, where: (entityId) => ({ entityType: 'private_placement', entityId }) },
      ],
    });
  }
}
