import { businessRowSchema, insertBusinessSchema, updateBusinessSchema } from '@heirloom/contracts';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { crudRoutes } from '../../common/crud-routes';
import { RecordOnChangeInterceptor } from '../net-worth/record-on-change.interceptor';
import type { BusinessEntity } from './business.entity';
import { BusinessesService } from './businesses.service';

@ApiTags('private investments')
@Controller('businesses')
export class BusinessesController extends crudRoutes<BusinessEntity>({
  insert: insertBusinessSchema,
  update: updateBusinessSchema,
  row: businessRowSchema,
  noun: ['business', 'businesses'],
  // A change of these rows changes the figures: today's net-worth snapshot is rewritten.
  afterWrite: RecordOnChangeInterceptor,
}) {
  constructor(protected readonly service: BusinessesService) {
    super();
  }
}
