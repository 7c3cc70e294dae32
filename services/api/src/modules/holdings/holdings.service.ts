import { returnPercent } from '@heirloom/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OwnedCrudService } from '../../common/owned-crud.service';
import { moneySumSql, moneySumValue } from '../../database/money-sum';
import { AccountEntity } from '../accounts/account.entity';
import { HoldingEntity } from './holding.entity';

/** What the dashboard needs of the holdings: how many, and their cost basis and value summed. */
export interface HoldingTotals {
  count: number;
  costBasis: string;
  currentValue: string;
}

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

  /** Summed by the database: the dashboard of a family of 10,000 holdings reads one row, not 10,000. */
  async totals(userId: string): Promise<HoldingTotals> {
    const row = await this.repository
      .createQueryBuilder('h')
      .select('COUNT(*)', 'count')
      .addSelect(moneySumSql(this.dataSource, 'h.costBasis'), 'costBasis')
      .addSelect(moneySumSql(this.dataSource, 'h.currentValue'), 'currentValue')
      .where('h.userId = :userId', { userId })
      .getRawOne<{ count: number | string; costBasis: unknown; currentValue: unknown }>();
    return {
      count: Number(row?.count ?? 0),
      costBasis: moneySumValue(this.dataSource, row?.costBasis as string | null),
      currentValue: moneySumValue(this.dataSource, row?.currentValue as string | null),
    };
  }
}
