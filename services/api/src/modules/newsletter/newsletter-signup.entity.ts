import { limits } from '@heirloom/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

@Entity({ name: 'newsletter_signups' })
// One row per address: the schema lower-cases e-mails, so this is case-insensitive in practice.
@Index('UQ_newsletter_signups_email', ['email'], { unique: true })
export class NewsletterSignupEntity {
  /** A uuid generated in code, so both databases agree on ids. */
  @PrimaryColumn({ type: 'varchar', length: limits.id })
  id!: string;

  @Column({ type: 'varchar', length: limits.name })
  name!: string;

  @Column({ type: 'varchar', length: limits.email })
  email!: string;

  // Both default to now in the database too, for rows written outside the API. The API sets them
  // itself so they keep milliseconds on SQLite, whose datetime('now') has whole seconds.
  @CreateDateColumn()
  signupDate!: Date;

  @CreateDateColumn()
  createdAt!: Date;
}
