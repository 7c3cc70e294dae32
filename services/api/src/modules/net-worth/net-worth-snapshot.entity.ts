import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { moneyColumn } from '../../database/decimal.transformer';

/**
 * A user's figures at the end of one UTC day. The key (userId, day) makes a day's snapshot one row
 * whoever writes it: each change and the daily run overwrite it, so the last write of a day wins.
 */
@Entity({ name: 'net_worth_snapshots' })
export class NetWorthSnapshotEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 }) userId!: string;
  /** "YYYY-MM-DD" (UTC). */
  @PrimaryColumn({ type: 'date' }) day!: string;
  @Column(moneyColumn()) netWorth!: string;
  @Column(moneyColumn()) liquidAssets!: string;
  @Column(moneyColumn()) nonLiquidAssets!: string;
  @Column(moneyColumn()) realEstateEquity!: string;
  @Column(moneyColumn()) totalLiabilities!: string;
  @CreateDateColumn() createdAt!: Date;
  @UpdateDateColumn() updatedAt!: Date;
}
