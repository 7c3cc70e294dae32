// An invitation link: single use, 7 days, stored only as the SHA-256 of its token.
import {
  accessRoles,
  invitationKinds,
  limits,
  type AccessRole,
  type InvitationKind,
} from '@heirloom/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import { enumColumn, timestampColumn } from '../../database/columns';

@Entity({ name: 'invitations' })
@Index('IDX_invitations_family', ['familyId'])
@Index('UQ_invitations_token', ['tokenHash'], { unique: true })
export class InvitationEntity {
  @PrimaryColumn({ type: 'varchar', length: limits.id })
  id!: string;

  @Column({ type: 'varchar', length: limits.id })
  familyId!: string;

  @Column(enumColumn(invitationKinds))
  kind!: InvitationKind;

  /** A household role for a member's invitation; 'professional' for a grant's. */
  @Column(enumColumn(accessRoles))
  role!: AccessRole;

  @Column({ type: 'varchar', length: limits.id, nullable: true })
  grantId!: string | null;

  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column(timestampColumn())
  expiresAt!: Date;

  @Column(timestampColumn(true))
  usedAt!: Date | null;

  @Column({ type: 'varchar', length: limits.id, nullable: true })
  usedBy!: string | null;

  @Column({ type: 'varchar', length: limits.id })
  createdBy!: string;

  @CreateDateColumn()
  createdAt!: Date;
}
