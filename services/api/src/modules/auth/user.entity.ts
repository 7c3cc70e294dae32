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

  /**
   * The authenticator app's base32 secret, encrypted (second-factor/secret-box.ts); never logged, never
   * sent after enrolment. Null: no app enrolled.
   */
  @Column({ type: 'varchar', length: 255, nullable: true })
  totpSecret!: string | null;

  /** A secret being enrolled, until its first code confirms it (encrypted the same way). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  totpPendingSecret!: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  totpEnabledAt!: Date | null;

  /** The last 30-second step a code was accepted for: that step's code, or an older one, is refused. */
  @Column({ type: 'integer', nullable: true })
  totpLastStep!: number | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
