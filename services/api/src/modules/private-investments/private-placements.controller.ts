import {
  privatePlacementRowSchema,
  insertPrivatePlacementSchema,
  updatePrivatePlacementSchema,
} from '@heirloom/contracts';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { crudRoutes } from '../../common/crud-routes';
import type { PrivatePlacementEntity } from './private-placement.entity';
import { PrivatePlacementsService } from './private-placements.service';

@ApiTags('private investments')
@Controller('private-placements')
export class PrivatePlacementsController extends crudRoutes<PrivatePlacementEntity>({
  insert: insertPrivatePlacementSchema,
  update: updatePrivatePlacementSchema,
  row: privatePlacementRowSchema,
  noun: ['private placement', 'private placements'],
}) {
  constructor(protected readonly service: PrivatePlacementsService) {
    super();
  }
}
