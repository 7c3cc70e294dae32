import {
  insurancePolicyRowSchema,
  insertInsurancePolicySchema,
  updateInsurancePolicySchema,
} from '@heirloom/contracts';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { crudRoutes } from '../../common/crud-routes';
import type { InsurancePolicyEntity } from './insurance-policy.entity';
import { InsuranceService } from './insurance.service';

@ApiTags('insurance')
@Controller('insurance')
export class InsuranceController extends crudRoutes<InsurancePolicyEntity>({
  insert: insertInsurancePolicySchema,
  update: updateInsurancePolicySchema,
  row: insurancePolicyRowSchema,
  noun: ['insurance policy', 'insurance policies'],
}) {
  constructor(protected readonly service: InsuranceService) {
    super();
  }
}
