import { beneficiaryRowSchema, insertBeneficiarySchema, updateBeneficiarySchema } from '@heirloom/contracts';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { crudRoutes } from '../../common/crud-routes';
import type { BeneficiaryEntity } from './beneficiary.entity';
import { BeneficiariesService } from './beneficiaries.service';

@ApiTags('estate')
@Controller('beneficiaries')
export class BeneficiariesController extends crudRoutes<BeneficiaryEntity>({
  insert: insertBeneficiarySchema,
  update: updateBeneficiarySchema,
  row: beneficiaryRowSchema,
  noun: ['beneficiary', 'beneficiaries'],
}) {
  constructor(protected readonly service: BeneficiariesService) {
    super();
  }
}
