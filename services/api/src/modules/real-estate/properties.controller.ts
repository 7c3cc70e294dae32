import { propertyRowSchema, insertPropertySchema, updatePropertySchema } from '@heirloom/contracts';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { crudRoutes } from '../../common/crud-routes';
import { PropertiesService } from './properties.service';
import type { PropertyEntity } from './property.entity';

@ApiTags('real estate')
@Controller('properties')
export class PropertiesController extends crudRoutes<PropertyEntity>({
  insert: insertPropertySchema,
  update: updatePropertySchema,
  row: propertyRowSchema,
  noun: ['property', 'properties'],
}) {
  constructor(protected readonly service: PropertiesService) {
    super();
  }
}
