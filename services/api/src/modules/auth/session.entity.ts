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

  /**
   * The family this browser acts for (issue 31): the person's own at sign-in, a client a professional
   * switched to, or null for a professional who chose none yet. Checked against the person's membership
   * or grant on every request.
   */
  @Column({ type: 'varchar', length: limits.id, nullable: true })
  familyId!: string | null;

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

  /**
   * When this session last passed a second factor (issue 32): at sign-in, at enrolment or by a step-up.
   * Null: signed in with the password alone.
   */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  verifiedAt!: Date | null;

  /** The browser's user agent at sign-in (the sessions list names the device from it). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  userAgent!: string | null;

  /** The client address as the edge saw it at sign-in. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  address!: string | null;
}
