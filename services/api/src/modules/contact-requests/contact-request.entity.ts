import { limits, type AssetRange, type InquiryType } from '@heirloom/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A "Request Information or Demo" submission from /contact, kept for the founder to answer. */
@Entity({ name: 'contact_requests' })
export class ContactRequestEntity {
  /** A uuid generated in code, so both databases agree on ids. */
  @PrimaryColumn({ type: 'varchar', length: limits.id })
  id!: string;

  @Column({ type: 'varchar', length: limits.shortText })
  firstName!: string;

  @Column({ type: 'varchar', length: limits.shortText })
  lastName!: string;

  @Column({ type: 'varchar', length: limits.email })
  email!: string;

  @Column({ type: 'varchar', length: limits.phone, nullable: true })
  phone!: string | null;

  @Column({ type: 'varchar', length: limits.name, nullable: true })
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
