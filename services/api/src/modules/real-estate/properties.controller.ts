import { propertyRowSchema, insertPropertySchema, updatePropertySchema } from '@heirloom/contracts';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { crudRoutes } from '../../common/crud-routes';
import { RecordOnChangeInterceptor } from '../net-worth/record-on-change.interceptor';
import { PropertiesService } from './properties.service';
import type { PropertyEntity } from './property.entity';

@ApiTags('real estate')
@Controller('properties')
export class PropertiesController extends crudRoutes<PropertyEntity>({
  insert: insertPropertySchema,
  update: updatePropertySchema,
  row: propertyRowSchema,
  noun: ['property', 'properties'],
  // A change of these rows changes the figures: today's net-worth snapshot is rewritten.
  afterWrite: RecordOnChangeInterceptor,
}) {
  constructor(protected readonly service: PropertiesService) {
    super();
  }
}
