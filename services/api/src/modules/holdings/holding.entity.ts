import { Column, Entity, Index } from 'typeorm';
import { OwnedEntity, textColumn } from '../../database/columns';
import { decimalColumn, moneyColumn } from '../../database/decimal.transformer';

@Entity({ name: 'holdings' })
@Index('IDX_holdings_user', ['userId'])
@Index('IDX_holdings_user_accountId', ['userId', 'accountId'])
export class HoldingEntity extends OwnedEntity {
  @Column({ type: 'varchar', length: 36 }) accountId!: string;
  @Column(textColumn(20)) symbol!: string;
  @Column(textColumn(200)) name!: string;
  @Column(decimalColumn(18, 6)) shares!: string;
  @Column(moneyColumn()) costBasis!: string;
  @Column(moneyColumn()) currentValue!: string;
  @Column(decimalColumn(12, 2)) returnPercent!: string;
}
