import type { FieldError } from '@heirloom/server';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OwnedCrudService } from '../../common/owned-crud.service';
import { BusinessEntity } from './business.entity';
import { K1DocumentEntity } from './k1-document.entity';
import { PrivatePlacementEntity } from './private-placement.entity';

const ISSUERS = {
  private_placement: { entity: PrivatePlacementEntity, message: 'No such private placement' },
  business: { entity: BusinessEntity, message: 'No such business' },
} as const;

@Injectable()
export class K1DocumentsService extends OwnedCrudService<K1DocumentEntity> {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, { entity: K1DocumentEntity, noun: 'K-1 document', order: { taxYear: 'DESC' } });
  }

  protected override defaults(): Partial<K1DocumentEntity> {
    return { uploadDate: new Date() };
  }

  /** The issuer is one of the user's placements or businesses, whichever entityType names. */
  protected override async referenceErrors(
    userId: string,
    k1: K1DocumentEntity,
    changed: readonly string[],
  ): Promise<FieldError[]> {
    if (!changed.includes('entityId') && !changed.includes('entityType')) return [];
    const issuer = ISSUERS[k1.entityType];
    const found = await this.belongsTo(this.dataSource.manager, issuer.entity, userId, k1.entityId);
    return found ? [] : [{ path: 'entityId', message: issuer.message }];
  }
}
