import {
  importFormats,
  importKinds,
  importStatuses,
  limits,
  type ImportFormat,
  type ImportKind,
  type ImportStatus,
} from '@heirloom/contracts';
import { Column, Entity, Index } from 'typeorm';
import {
  enumColumn,
  integerColumn,
  longTextColumn,
  OwnedEntity,
  textColumn,
  timestampColumn,
} from '../../database/columns';

/** One uploaded CSV: pending while its file waits for the import, then what the import added. */
@Entity({ name: 'imports' })
@Index('IDX_imports_user', ['userId'])
export class ImportEntity extends OwnedEntity {
  @Column(enumColumn(importKinds)) kind!: ImportKind;
  @Column(textColumn(255)) fileName!: string;
  @Column(integerColumn()) size!: number;
  @Column(enumColumn(importStatuses)) status!: ImportStatus;
  /** What the file is, by its content. */
  @Column({ ...enumColumn(importFormats), default: 'csv' }) format!: ImportFormat;
  /** The column mapping as JSON (field key -> header or null). */
  @Column(longTextColumn(false)) mapping!: string;
  @Column({ type: 'varchar', length: limits.id, nullable: true }) accountId!: string | null;
  /**
   * How a transactions file is read, as JSON (reading.ts): the settings, the open questions, the card-sign
   * suggestion, whether the account's kept profile was applied. Null for accounts and holdings.
   */
  @Column(longTextColumn(true)) reading!: string | null;
  /** Lines above the header. */
  @Column({ ...integerColumn(), default: 0 }) skippedLines!: number;
  @Column(integerColumn()) totalRows!: number;
  @Column(integerColumn()) validRows!: number;
  @Column(integerColumn()) invalidRows!: number;
  @Column(integerColumn()) duplicateRows!: number;
  @Column(integerColumn()) importedRows!: number;
  /** Invalid rows left out by an import of the valid rows only. */
  @Column({ ...integerColumn(), default: 0 }) skippedRows!: number;
  @Column(timestampColumn(true)) importedAt!: Date | null;
}
