import type { FieldError } from '@heirloom/server';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OwnedCrudService } from '../../common/owned-crud.service';
import { InsurancePolicyEntity } from './insurance-policy.entity';

@Injectable()
export class InsuranceService extends OwnedCrudService<InsurancePolicyEntity> {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, {
      entity: InsurancePolicyEntity,
      noun: 'Policy',
      order: { policyType: 'ASC', provider: 'ASC' },
    });
  }

  /** The schema checks this for a new policy; a partial update is checked against the stored row. */
  protected override crossFieldErrors(policy: InsurancePolicyEntity): FieldError[] {
    return policy.expirationDate !== null && policy.expirationDate <= policy.startDate
      ? [{ path: 'expirationDate', message: 'Expiration date must be after the start date' }]
      : [];
  }
}
