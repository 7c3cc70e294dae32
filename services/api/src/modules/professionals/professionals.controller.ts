import {
  professionalRowSchema,
  insertProfessionalSchema,
  updateProfessionalSchema,
} from '@heirloom/contracts';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { crudRoutes } from '../../common/crud-routes';
import type { ProfessionalEntity } from './professional.entity';
import { ProfessionalsService } from './professionals.service';

@ApiTags('professionals')
@Controller('professionals')
export class ProfessionalsController extends crudRoutes<ProfessionalEntity>({
  insert: insertProfessionalSchema,
  update: updateProfessionalSchema,
  row: professionalRowSchema,
  noun: ['professional', 'professionals'],
}) {
  constructor(protected readonly service: ProfessionalsService) {
    super();
  }
}
