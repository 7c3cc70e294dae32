import { limits } from '@heirloom/contracts';
import { Column, Entity, Index } from 'typeorm';
import { OwnedEntity, textColumn, importKeyColumn } from '../../database/columns';
import { decimalColumn, moneyColumn } from '../../database/decimal.transformer';

@Entity({ name: 'holdings' })
@Index('IDX_holdings_user', ['userId'])
// A row brought in by a CSV import carries its fingerprint: the same row imported again is refused.
@Index('UQ_holdings_importKey', ['userId', 'importKey'], { unique: true })
@Index('IDX_holdings_user_accountId', ['userId', 'accountId'])
// Listed by symbol: a family's 10,000 holdings come in order without a sort.
@Index('IDX_holdings_user_symbol_id', ['userId', 'symbol', 'id'])
export class HoldingEntity extends OwnedEntity {
  @Column({ type: 'varchar', length: limits.id }) accountId!: string;
  @Column(textColumn(limits.symbol)) symbol!: string;
  @Column(textColumn(limits.name)) name!: string;
  @Column(decimalColumn(18, 6)) shares!: string;
  @Column(moneyColumn()) costBasis!: string;
  @Column(moneyColumn()) currentValue!: string;
  @Column(decimalColumn(12, 2)) returnPercent!: string;
  /** The CSV row it came from (imports/fingerprint.ts); null when entered by hand. Never sent. */
  @Column(importKeyColumn) importKey?: string | null;
}
