import { normalizeBalance } from '@heirloom/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FamilyEvents } from '../../common/family-events';
import { OwnedCrudService } from '../../common/owned-crud.service';
import { HoldingEntity } from '../holdings/holding.entity';
import { ImportProfileEntity } from '../imports/import-profile.entity';
import { addToTransactionCount } from '../transactions/transaction-counts';
import { TransactionEntity } from '../transactions/transaction.entity';
import { AccountEntity } from './account.entity';

@Injectable()
export class AccountsService extends OwnedCrudService<AccountEntity> {
  constructor(@InjectDataSource() dataSource: DataSource, events: FamilyEvents) {
    super(dataSource, {
      entity: AccountEntity,
      noun: 'Account',
      order: { name: 'ASC' },
      // Its rows are the figures': a change of them is "the figures changed" (the net-worth snapshot).
      afterWrite: (userId) => events.figuresChanged(userId),
      // An account's positions and history go with it, and how its bank files were read.
      dependents: [
        { entity: ImportProfileEntity, where: (accountId) => ({ accountId }) },
        { entity: HoldingEntity, where: (accountId) => ({ accountId }) },
        { entity: TransactionEntity, where: (accountId) => ({ accountId }), count: addToTransactionCount },
      ],
    });
  }

  /**
   * The one rule for what is owed: a credit balance is stored negative whichever sign was sent. Applied
   * on every write, so changing only the type (checking to credit) flips a positive balance too.
   */
  protected override derive(row: AccountEntity): void {
    row.balance = normalizeBalance(row.accountType, row.balance);
  }
}
