import { transactionTypes, type TransactionType, limits } from '@heirloom/contracts';
import { Column, Entity, Index } from 'typeorm';
import {
  dateColumn,
  enumColumn,
  longTextColumn,
  OwnedEntity,
  textColumn,
  importKeyColumn,
} from '../../database/columns';
import { moneyColumn } from '../../database/decimal.transformer';
import { TABLES, TRANSACTION_INDEXES } from '../../database/schema-names';

@Entity({ name: TABLES.transactions })
@Index('IDX_transactions_user', ['userId'])
// A row brought in by a CSV import carries its fingerprint: the same row imported again is refused.
@Index('UQ_transactions_importKey', ['userId', 'importKey'], { unique: true })
// Listed newest first (date DESC, id: migration 1797100000000 declares the order), filtered by date
// range, a search's terms checked on the entries; one category over a range (NOCASE on SQLite); the
// spending summary read from the index alone.
@Index(TRANSACTION_INDEXES.listOrder, ['userId', 'date', 'id', 'merchant', 'category'])
@Index('IDX_transactions_user_category_date', ['userId', 'category', 'date'])
@Index(TRANSACTION_INDEXES.totals, ['userId', 'date', 'transactionType', 'category', 'amount'])
// The search's substring is checked on these entries, not on whole rows.
@Index(TRANSACTION_INDEXES.search, ['userId', 'merchant', 'category'])
// One merchant's summary over a range, summed from the entries (migration 1796900000000).
@Index(TRANSACTION_INDEXES.merchantSummary, [
  'userId',
  'merchant',
  'date',
  'transactionType',
  'category',
  'amount',
])
@Index('IDX_transactions_user_accountId', ['userId', 'accountId'])
export class TransactionEntity extends OwnedEntity {
  @Column({ type: 'varchar', length: limits.id }) accountId!: string;
  @Column(textColumn(limits.name)) merchant!: string;
  @Column(moneyColumn()) amount!: string;
  @Column(textColumn(limits.shortText)) category!: string;
  @Column(dateColumn()) date!: string;
  @Column(enumColumn(transactionTypes)) transactionType!: TransactionType;
  @Column(longTextColumn()) notes!: string | null;
  /** The CSV row it came from (imports/fingerprint.ts); null when entered by hand. Never sent. */
  @Column(importKeyColumn) importKey?: string | null;
}
