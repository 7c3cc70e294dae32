import { accountKinds, limits, type AccountKind } from '@heirloom/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { enumColumn } from '../../database/columns';

@Entity({ name: 'users' })
// Usernames are lower-cased before they are stored, so this is case-insensitive in practice.
@Index('UQ_users_username', ['username'], { unique: true })
export class UserEntity {
  @PrimaryColumn({ type: 'varchar', length: limits.id })
  id!: string;

  @Column({ type: 'varchar', length: limits.username })
  username!: string;

  /** scrypt, in the self-describing format of password.ts; never leaves the API. */
  @Column({ type: 'varchar', length: 255 })
  passwordHash!: string;

  /** A family's account (starts and owns a family) or a professional's (owns no family data). */
  @Column({ ...enumColumn(accountKinds), default: 'family' })
  kind!: AccountKind;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
