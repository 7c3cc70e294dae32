// A note a professional (or anyone of the household) left on a document, K-1, tax document or recommendation.
import {
  accessRoles,
  limits,
  noteEntityTypes,
  type AccessRole,
  type NoteEntityType,
} from '@heirloom/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import { enumColumn, longTextColumn } from '../../database/columns';

@Entity({ name: 'notes' })
@Index('IDX_notes_family_entity', ['familyId', 'entityType', 'entityId'])
export class NoteEntity {
  @PrimaryColumn({ type: 'varchar', length: limits.id })
  id!: string;

  @Column({ type: 'varchar', length: limits.id })
  familyId!: string;

  @Column(enumColumn(noteEntityTypes))
  entityType!: NoteEntityType;

  @Column({ type: 'varchar', length: limits.id })
  entityId!: string;

  @Column({ type: 'varchar', length: limits.id })
  authorId!: string;

  /** The author's username when they wrote it: the note keeps its author if the account goes. */
  @Column({ type: 'varchar', length: limits.username })
  authorName!: string;

  @Column(enumColumn(accessRoles))
  authorRole!: AccessRole;

  @Column(longTextColumn(false))
  body!: string;

  @CreateDateColumn()
  createdAt!: Date;
}
