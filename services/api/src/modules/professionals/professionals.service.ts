import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { OwnedCrudService } from '../../common/owned-crud.service';
import { AccessGrantEntity } from '../access/access-grant.entity';
import { ProfessionalEntity } from './professional.entity';

@Injectable()
export class ProfessionalsService extends OwnedCrudService<ProfessionalEntity> {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, { entity: ProfessionalEntity, noun: 'Professional', order: { name: 'ASC' } });
  }

  /**
   * A professional taken off the family's network keeps no access (issue 31): their grants are revoked
   * first, so a delete that fails afterwards leaves them revoked rather than the other way round. Their
   * open invitation links then answer that the invitation has expired.
   */
  override async remove(userId: string, id: string): Promise<void> {
    await this.get(userId, id);
    await this.dataSource
      .getRepository(AccessGrantEntity)
      .update({ familyId: userId, professionalId: id, revokedAt: IsNull() }, { revokedAt: new Date() });
    await super.remove(userId, id);
  }
}
