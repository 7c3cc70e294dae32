import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OwnedCrudService } from '../../common/owned-crud.service';
import { PlannedEventEntity, RecurringItemEntity } from './forecast.entities';

/** The family's recurring items: confirmed (the forecast counts them) and stopped (kept, not counted). */
@Injectable()
export class RecurringItemsService extends OwnedCrudService<RecurringItemEntity> {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, {
      entity: RecurringItemEntity,
      noun: 'Recurring item',
      order: { status: 'ASC', name: 'ASC' },
    });
  }
}

/** Planned one-off events (tuition, a car, a bonus), by date. */
@Injectable()
export class PlannedEventsService extends OwnedCrudService<PlannedEventEntity> {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, {
      entity: PlannedEventEntity,
      noun: 'Planned event',
      order: { date: 'ASC', name: 'ASC' },
    });
  }
}
