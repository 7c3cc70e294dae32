import { holdingRowSchema, insertHoldingSchema, updateHoldingSchema } from '@heirloom/contracts';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { crudRoutes } from '../../common/crud-routes';
import type { HoldingEntity } from './holding.entity';
import { HoldingsService } from './holdings.service';

@ApiTags('holdings')
@Controller('holdings')
export class HoldingsController extends crudRoutes<HoldingEntity>({
  insert: insertHoldingSchema,
  update: updateHoldingSchema,
  row: holdingRowSchema,
  noun: ['holding', 'holdings'],
}) {
  constructor(protected readonly service: HoldingsService) {
    super();
  }
}
