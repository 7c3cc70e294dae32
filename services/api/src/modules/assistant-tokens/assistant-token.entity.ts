// A person's token for their own AI assistant (issue 33, migration 1797500000000).
import { limits } from '@heirloom/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

@Entity({ name: 'assistant_tokens' })
@Index('UQ_assistant_tokens_hash', ['tokenHash'], { unique: true })
@Index('IDX_assistant_tokens_user', ['userId'])
export class AssistantTokenEntity {
  @PrimaryColumn({ type: 'varchar', length: limits.id })
  id!: string;

  /** The person who made it: the token acts as them, with their role or grant in the family today. */
  @Column({ type: 'varchar', length: limits.id })
  userId!: string;

  /** The family the person acted for when making it: the only one the token reads. */
  @Column({ type: 'varchar', length: limits.id })
  familyId!: string;

  @Column({ type: 'varchar', length: 60 })
  name!: string;

  /** SHA-256 (hex) of the token: a leaked table cannot be replayed as tokens. */
  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  /** The token's last four characters, for the list. */
  @Column({ type: 'varchar', length: 4 })
  hint!: string;

  @CreateDateColumn()
  createdAt!: Date;

  /** When a request last used it, written at most once a minute. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  lastUsedAt!: Date | null;

  /** Set when the person revoked it: refused from then on. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  revokedAt!: Date | null;
}
