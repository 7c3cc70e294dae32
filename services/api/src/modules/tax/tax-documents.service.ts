import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OwnedCrudService } from '../../common/owned-crud.service';
import { TaxDocumentEntity } from './tax-document.entity';

@Injectable()
export class TaxDocumentsService extends OwnedCrudService<TaxDocumentEntity> {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, {
      entity: TaxDocumentEntity,
      noun: 'Tax document',
      order: { taxYear: 'DESC', documentType: 'ASC' },
    });
  }

  /** A document uploaded without a date was uploaded now. */
  protected override defaults(): Partial<TaxDocumentEntity> {
    return { uploadDate: new Date() };
  }
}
