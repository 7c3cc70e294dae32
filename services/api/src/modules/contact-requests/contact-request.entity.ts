import type { AssetRange, InquiryType } from '@heirloom/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A "Request Information or Demo" submission from /contact, kept for the founder to answer. */
@Entity({ name: 'contact_requests' })
export class ContactRequestEntity {
  /** A uuid generated in code, so both databases agree on ids. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  firstName!: string;

  @Column({ type: 'varchar', length: 100 })
  lastName!: string;

  @Column({ type: 'varchar', length: 320 })
  email!: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  company!: string | null;

  @Column({ type: 'varchar', length: 20 })
  inquiryType!: InquiryType;

  @Column({ type: 'varchar', length: 20, nullable: true })
  assetsUnderManagement!: AssetRange | null;

  @Column({ type: 'text' })
  message!: string;

  // Set by the API so it keeps milliseconds on SQLite; defaults to now for rows written elsewhere.
  @CreateDateColumn()
  createdAt!: Date;
}
