import { k1EntityTypes, type K1EntityType, limits } from '@heirloom/contracts';
import { Column, Entity, Index } from 'typeorm';
import {
  enumColumn,
  integerColumn,
  longTextColumn,
  OwnedEntity,
  textColumn,
  timestampColumn,
} from '../../database/columns';
import { moneyColumn } from '../../database/decimal.transformer';

@Entity({ name: 'k1_documents' })
@Index('IDX_k1_documents_user', ['userId'])
@Index('IDX_k1_documents_user_entityId', ['userId', 'entityId'])
export class K1DocumentEntity extends OwnedEntity {
  @Column(enumColumn(k1EntityTypes)) entityType!: K1EntityType;
  /** The private placement or business that issued it (which table: entityType). */
  @Column({ type: 'varchar', length: limits.id }) entityId!: string;
  @Column(integerColumn()) taxYear!: number;
  @Column(timestampColumn()) uploadDate!: Date;
  @Column(moneyColumn({ nullable: true })) ordinaryIncome!: string | null;
  @Column(moneyColumn({ nullable: true })) capitalGains!: string | null;
  @Column(moneyColumn({ nullable: true })) qualifiedDividends!: string | null;
  @Column(moneyColumn({ nullable: true })) section199aDividends!: string | null;
  @Column(moneyColumn({ nullable: true })) otherIncome!: string | null;
  @Column(textColumn(limits.url)) fileUrl!: string;
  @Column(longTextColumn()) notes!: string | null;
}
