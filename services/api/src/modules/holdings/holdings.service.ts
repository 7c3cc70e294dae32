import { returnPercent } from '@heirloom/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OwnedCrudService } from '../../common/owned-crud.service';
import { AccountEntity } from '../accounts/account.entity';
import { HoldingEntity } from './holding.entity';

@Injectable()
export class HoldingsService extends OwnedCrudService<HoldingEntity> {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, {
      entity: HoldingEntity,
      noun: 'Holding',
      order: { symbol: 'ASC' },
      references: [{ field: 'accountId', entity: AccountEntity, message: 'No such account' }],
    });
  }

  /** Unless the client sends one, the return follows from cost basis and current value. */
  protected override derive(row: HoldingEntity, changed: readonly string[]): void {
    if (!changed.includes('returnPercent') || row.returnPercent === null) {
      row.returnPercent = returnPercent(row.costBasis, row.currentValue);
    }
  }
}
