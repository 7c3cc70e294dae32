// What a family shares with one of its professionals: areas at a level, until a day (inclusive).
import { limits } from '@heirloom/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { longTextColumn, textColumn, timestampColumn } from '../../database/columns';

@Entity({ name: 'access_grants' })
@Index('IDX_access_grants_family', ['familyId'])
@Index('IDX_access_grants_grantee', ['granteeId'])
export class AccessGrantEntity {
  @PrimaryColumn({ type: 'varchar', length: limits.id })
  id!: string;

  @Column({ type: 'varchar', length: limits.id })
  familyId!: string;

  /** The row of the family's professionals this grant is for. */
  @Column({ type: 'varchar', length: limits.id })
  professionalId!: string;

  /** The professional's account, once they accepted the invitation. */
  @Column({ type: 'varchar', length: limits.id, nullable: true })
  granteeId!: string | null;

  /** JSON of AreaLevels: `{"tax":"notes","private_investments":"read"}`. */
  @Column(longTextColumn(false))
  areas!: string;

  /** The last day the grant covers, "YYYY-MM-DD" (a string, so no time zone moves it). */
  @Column(textColumn(10))
  endsAt!: string;

  @Column({ type: 'varchar', length: limits.id })
  createdBy!: string;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;

  @Column(timestampColumn(true))
  revokedAt!: Date | null;
}
