import {
  privatePlacementRowSchema,
  insertPrivatePlacementSchema,
  updatePrivatePlacementSchema,
} from '@heirloom/contracts';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { crudRoutes } from '../../common/crud-routes';
import { RecordOnChangeInterceptor } from '../net-worth/record-on-change.interceptor';
import type { PrivatePlacementEntity } from './private-placement.entity';
import { PrivatePlacementsService } from './private-placements.service';

@ApiTags('private investments')
@Controller('private-placements')
export class PrivatePlacementsController extends crudRoutes<PrivatePlacementEntity>({
  insert: insertPrivatePlacementSchema,
  update: updatePrivatePlacementSchema,
  row: privatePlacementRowSchema,
  noun: ['private placement', 'private placements'],
  // A change of these rows changes the figures: today's net-worth snapshot is rewritten.
  afterWrite: RecordOnChangeInterceptor,
}) {
  constructor(protected readonly service: PrivatePlacementsService) {
    super();
  }
}
