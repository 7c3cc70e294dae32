// The rows of an export, as CSV text a page at a time, in the import template's columns.
import { csvLine, importFields, type ImportKind } from '@heirloom/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, type DataSource } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';
import { HoldingEntity } from '../holdings/holding.entity';
import { TransactionEntity } from '../transactions/transaction.entity';

const PAGE = 1000;

/** The template's columns (debit and credit are mapping-only: one signed amount is written). */
const columnsOf = (kind: ImportKind) => importFields[kind].filter((f) => !f.mappingOnly).map((f) => f.key);

@Injectable()
export class ExportsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** `accountNames: false` leaves the account column empty (a professional not granted Accounts). */
  async *csv(
    userId: string,
    kind: ImportKind,
    { accountNames = true }: { accountNames?: boolean } = {},
  ): AsyncGenerator<string> {
    const columns = columnsOf(kind);
    yield csvLine(columns);
    const accounts = await this.dataSource
      .getRepository(AccountEntity)
      .find({ where: { userId }, order: { name: 'ASC', id: 'ASC' } });
    if (kind === 'accounts') {
      yield accounts
        .map((a) => csvLine(columns.map((c) => (a as unknown as Record<string, string | null>)[c])))
        .join('');
      return;
    }
    const nameOf = new Map(accountNames ? accounts.map((a) => [a.id, a.name]) : []);
    if (kind === 'holdings') {
      const holdings = await this.dataSource
        .getRepository(HoldingEntity)
        .find({ where: { userId }, order: { symbol: 'ASC', id: 'ASC' } });
      yield holdings
        .map((h) =>
          csvLine(
            columns.map((c) =>
              c === 'account' ? nameOf.get(h.accountId) : (h as unknown as Record<string, string>)[c],
            ),
          ),
        )
        .join('');
      return;
    }
    // Transactions, newest first, a page at a time after the last (date, id) written.
    let after: { date: string; id: string } | null = null;
    for (;;) {
      const query = this.dataSource
        .getRepository(TransactionEntity)
        .createQueryBuilder('t')
        .where('t.userId = :userId', { userId })
        .orderBy('t.date', 'DESC')
        .addOrderBy('t.id', 'ASC')
        .take(PAGE);
      if (after) {
        const { date, id } = after;
        query.andWhere(
          new Brackets((q) =>
            q.where('t.date < :date', { date }).orWhere('t.date = :date AND t.id > :id', { id }),
          ),
        );
      }
      const page = await query.getMany();
      if (!page.length) return;
      yield page
        .map((t) =>
          csvLine(
            columns.map((c) =>
              c === 'account' ? nameOf.get(t.accountId) : (t as unknown as Record<string, string | null>)[c],
            ),
          ),
        )
        .join('');
      const last = page[page.length - 1]!;
      after = { date: last.date, id: last.id };
    }
  }
}
