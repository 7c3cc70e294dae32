import { returnPercent } from '@heirloom/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OwnedCrudService } from '../../common/owned-crud.service';
import { centsValue } from '../../database/money-sum';
import { select } from '../../database/prepared-select';
import { TABLES } from '../../database/schema-names';
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

  /**
   * Counted and summed by the database as the holdings are written (migration 1797000000000): the
   * dashboard of a family of 10,000 holdings reads one row, and sums none.
   */
  async totals(userId: string): Promise<HoldingTotals> {
    const q = (name: string) => this.dataSource.driver.escape(name);
    const [row] = await select<{
      total: number | string;
      costBasisCents: unknown;
      currentValueCents: unknown;
    }>(
      this.dataSource,
      `SELECT ${q('total')}, ${q('costBasisCents')}, ${q('currentValueCents')} FROM ${q(TABLES.holdingTotals)} ` +
        `WHERE ${q('userId')} = ?`,
      [userId],
    );
    return {
      count: Number(row?.total ?? 0),
      costBasis: centsValue(row?.costBasisCents as string | number | undefined),
      currentValue: centsValue(row?.currentValueCents as string | number | undefined),
    };
  }
}
