import type { TransactionPage, TransactionQuery } from '@heirloom/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource } from 'typeorm';
import { OwnedCrudService } from '../../common/owned-crud.service';
import { toWire } from '../../common/wire';
import { AccountEntity } from '../accounts/account.entity';
import { TransactionEntity } from './transaction.entity';

/**
 * LIKE pattern for a literal substring: %, _ and the escape character match only themselves. The escape
 * is "!" because a backslash means different things in SQLite's and MySQL's string literals.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

@Injectable()
export class TransactionsService extends OwnedCrudService<TransactionEntity> {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, {
      entity: TransactionEntity,
      noun: 'Transaction',
      order: { date: 'DESC' },
      references: [{ field: 'accountId', entity: AccountEntity, message: 'No such account' }],
    });
  }

  /** Newest first; search and date range are applied before paging, so `total` counts all matches. */
  async page(userId: string, query: TransactionQuery): Promise<TransactionPage> {
    const builder = this.repository
      .createQueryBuilder('t')
      .where('t.userId = :userId', { userId })
      .orderBy('t.date', 'DESC')
      .addOrderBy('t.id', 'ASC')
      .skip((query.page - 1) * query.pageSize)
      .take(query.pageSize);
    if (query.accountId) builder.andWhere('t.accountId = :accountId', { accountId: query.accountId });
    if (query.from) builder.andWhere('t.date >= :from', { from: query.from });
    if (query.to) builder.andWhere('t.date <= :to', { to: query.to });
    if (query.search) {
      const pattern = containsPattern(query.search);
      builder.andWhere(
        new Brackets((either) =>
          either
            .where("LOWER(t.merchant) LIKE :pattern ESCAPE '!'", { pattern })
            .orWhere("LOWER(t.category) LIKE :pattern ESCAPE '!'", { pattern }),
        ),
      );
    }
    const [rows, total] = await builder.getManyAndCount();
    return { items: rows.map((row) => toWire(row)), page: query.page, pageSize: query.pageSize, total };
  }
}
