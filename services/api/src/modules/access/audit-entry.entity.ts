// One read or write by anyone but an owner (issue 31). Append-only: no route updates or deletes these;
// only the retention sweep removes entries older than AUDIT_RETENTION_DAYS.
import {
  accessAreas,
  accessRoles,
  auditActions,
  limits,
  type AccessArea,
  type AccessRole,
  type AuditAction,
} from '@heirloom/contracts';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { enumColumn, textColumn, timestampColumn } from '../../database/columns';

@Entity({ name: 'audit_log' })
@Index('IDX_audit_log_family_at', ['familyId', 'at', 'id'])
@Index('IDX_audit_log_family_actor_at', ['familyId', 'actorId', 'at', 'id'])
@Index('IDX_audit_log_at', ['at'])
export class AuditEntryEntity {
  @PrimaryColumn({ type: 'varchar', length: limits.id })
  id!: string;

  @Column({ type: 'varchar', length: limits.id })
  familyId!: string;

  @Column({ type: 'varchar', length: limits.id })
  actorId!: string;

  @Column({ type: 'varchar', length: limits.username })
  actorName!: string;

  @Column(enumColumn(accessRoles))
  role!: AccessRole;

  @Column(enumColumn(auditActions))
  action!: AuditAction;

  @Column(enumColumn(accessAreas, true))
  area!: AccessArea | null;

  @Column({ type: 'varchar', length: limits.id, nullable: true })
  entityId!: string | null;

  /** METHOD and path, without the query string. */
  @Column(textColumn(255))
  request!: string;

  /** The client address as the edge saw it (IPv6 at most 45 characters). */
  @Column(textColumn(64))
  address!: string;

  @Column(timestampColumn())
  at!: Date;
}
