import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OwnedCrudService } from '../../common/owned-crud.service';
import { BeneficiaryEntity } from './beneficiary.entity';
import { EstateDocumentEntity } from './estate-document.entity';

@Injectable()
export class BeneficiariesService extends OwnedCrudService<BeneficiaryEntity> {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, {
      entity: BeneficiaryEntity,
      noun: 'Beneficiary',
      order: { name: 'ASC' },
      references: [
        {
          field: 'estateDocumentId',
          entity: EstateDocumentEntity,
          message: 'No such estate document',
          optional: true,
        },
      ],
    });
  }
}
