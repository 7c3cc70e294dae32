import { businessRowSchema, insertBusinessSchema, updateBusinessSchema } from '@heirloom/contracts';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { crudRoutes } from '../../common/crud-routes';
import type { BusinessEntity } from './business.entity';
import { BusinessesService } from './businesses.service';

@ApiTags('private investments')
@Controller('businesses')
export class BusinessesController extends crudRoutes<BusinessEntity>({
  insert: insertBusinessSchema,
  update: updateBusinessSchema,
  row: businessRowSchema,
  noun: ['business', 'businesses'],
}) {
  constructor(protected readonly service: BusinessesService) {
    super();
  }
}
