import { limits } from '@heirloom/contracts';
import { Column, Entity, Index } from 'typeorm';
import { longTextColumn, OwnedEntity, textColumn } from '../../database/columns';

/**
 * How an account's bank files are read, kept when one is imported so the next statement from that bank
 * imports in one step: keyed by the account and the file's header (a CSV's columns, or an OFX's ACCTID,
 * which is also how an OFX file finds its account when none is chosen: accounts have no field for it).
 */
@Entity({ name: 'import_profiles' })
@Index('IDX_import_profiles_user', ['userId'])
@Index('UQ_import_profiles_account_header', ['userId', 'accountId', 'headerKey'], { unique: true })
export class ImportProfileEntity extends OwnedEntity {
  @Column({ type: 'varchar', length: limits.id }) accountId!: string;
  /** profileKey(): "csv:" and a hash of the header, "qif", or "ofx:" and the ACCTID. */
  @Column(textColumn(255)) headerKey!: string;
  /** The column mapping as JSON (CSV only). */
  @Column(longTextColumn(true)) mapping!: string | null;
  /** The confirmed ImportSettings as JSON. */
  @Column(longTextColumn(false)) settings!: string;
}
