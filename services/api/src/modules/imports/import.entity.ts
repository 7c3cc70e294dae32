import { importKinds, importStatuses, limits, type ImportKind, type ImportStatus } from '@heirloom/contracts';
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
  /** The column mapping as JSON (field key -> header or null). */
  @Column(longTextColumn(false)) mapping!: string;
  @Column({ type: 'varchar', length: limits.id, nullable: true }) accountId!: string | null;
  @Column(integerColumn()) totalRows!: number;
  @Column(integerColumn()) validRows!: number;
  @Column(integerColumn()) invalidRows!: number;
  @Column(integerColumn()) duplicateRows!: number;
  @Column(integerColumn()) importedRows!: number;
  @Column(timestampColumn(true)) importedAt!: Date | null;
}
