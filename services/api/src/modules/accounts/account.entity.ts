import { accountTypes, type AccountType, limits } from '@heirloom/contracts';
import { Column, Entity, Index } from 'typeorm';
import {
  enumColumn,
  OwnedEntity,
  textColumn,
  timestampColumn,
  importKeyColumn,
} from '../../database/columns';
import { moneyColumn } from '../../database/decimal.transformer';

@Entity({ name: 'accounts' })
@Index('IDX_accounts_user', ['userId'])
// A row brought in by a CSV import carries its fingerprint: the same row imported again is refused.
@Index('UQ_accounts_importKey', ['userId', 'importKey'], { unique: true })
export class AccountEntity extends OwnedEntity {
  @Column(textColumn(limits.name)) name!: string;
  @Column(enumColumn(accountTypes)) accountType!: AccountType;
  @Column(textColumn(limits.name)) institution!: string;
  /** What is owed on a credit account is negative (normalizeBalance, applied on every write). */
  @Column(moneyColumn()) balance!: string;
  @Column(timestampColumn(true)) lastSync!: Date | null;
  @Column(moneyColumn({ nullable: true })) creditLimit!: string | null;
  /** The CSV row it came from (imports/fingerprint.ts); null when entered by hand. Never sent. */
  @Column(importKeyColumn) importKey?: string | null;
}
