import { limits } from '@heirloom/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A signed-in browser. Kept in the database (not in memory) so any API replica can serve the user.
 * The id is the SHA-256 of the cookie's token: a leaked table cannot be replayed as cookies.
 */
@Entity({ name: 'sessions' })
@Index('IDX_sessions_user', ['userId'])
export class SessionEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  @Column({ type: 'varchar', length: limits.id })
  userId!: string;

  @Column({ type: 'datetime', precision: 3 })
  expiresAt!: Date;

  @CreateDateColumn()
  createdAt!: Date;

  /**
   * When a request last used the session, refreshed at most once a minute: a session unused for the
   * idle timeout (SESSION_IDLE_MINUTES) is over even before expiresAt.
   */
  @Column({ type: 'datetime', precision: 3 })
  lastSeenAt!: Date;
}
