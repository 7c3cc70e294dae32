import type { FieldError } from '@heirloom/server';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OwnedCrudService } from '../../common/owned-crud.service';
import { BeneficiaryEntity } from './beneficiary.entity';
import { EstateDocumentEntity } from './estate-document.entity';

@Injectable()
export class EstateDocumentsService extends OwnedCrudService<EstateDocumentEntity> {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, {
      entity: EstateDocumentEntity,
      noun: 'Estate document',
      order: { lastUpdated: 'DESC', title: 'ASC' },
      // Deleting a will does not delete the people named in it: they stay, linked to no document.
      referrers: [{ entity: BeneficiaryEntity, field: 'estateDocumentId' }],
    });
  }

  protected override crossFieldErrors(document: EstateDocumentEntity): FieldError[] {
    return document.lastUpdated < document.createdDate
      ? [{ path: 'lastUpdated', message: 'Last updated cannot be before the created date' }]
      : [];
  }
}
