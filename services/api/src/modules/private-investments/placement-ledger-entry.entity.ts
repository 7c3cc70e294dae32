import { limits, placementLedgerEntryTypes, type PlacementLedgerEntryType } from '@heirloom/contracts';
import { Column, Entity, Index } from 'typeorm';
import { dateColumn, enumColumn, longTextColumn, OwnedEntity } from '../../database/columns';
import { moneyColumn } from '../../database/decimal.transformer';

/**
 * One dated capital call or distribution of a private placement (issue 36 §1). The placement's
 * capitalCalls and distributionsMade are the sums of its entries, kept in the same database transaction.
 */
@Entity({ name: 'placement_ledger_entries' })
@Index('IDX_placement_ledger_entries_user_placementId_date', ['userId', 'placementId', 'date'])
export class PlacementLedgerEntryEntity extends OwnedEntity {
  @Column({ type: 'varchar', length: limits.id }) placementId!: string;
  @Column(dateColumn()) date!: string;
  @Column(enumColumn(placementLedgerEntryTypes)) type!: PlacementLedgerEntryType;
  /** Always positive: the type says which way the money went. */
  @Column(moneyColumn()) amount!: string;
  @Column(longTextColumn()) notes!: string | null;
}
