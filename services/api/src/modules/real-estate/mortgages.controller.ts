import { mortgageRowSchema, insertMortgageSchema, updateMortgageSchema } from '@heirloom/contracts';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { crudRoutes } from '../../common/crud-routes';
import type { MortgageEntity } from './mortgage.entity';
import { MortgagesService } from './mortgages.service';

@ApiTags('real estate')
@Controller('mortgages')
export class MortgagesController extends crudRoutes<MortgageEntity>({
  insert: insertMortgageSchema,
  update: updateMortgageSchema,
  row: mortgageRowSchema,
  noun: ['mortgage', 'mortgages'],
}) {
  constructor(protected readonly service: MortgagesService) {
    super();
  }
}
