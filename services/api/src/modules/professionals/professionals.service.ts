import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OwnedCrudService } from '../../common/owned-crud.service';
import { ProfessionalEntity } from './professional.entity';

@Injectable()
export class ProfessionalsService extends OwnedCrudService<ProfessionalEntity> {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, { entity: ProfessionalEntity, noun: 'Professional', order: { name: 'ASC' } });
  }
}
