// Column shapes shared by the entities, mirrored by src/database/migrations/helpers.ts so the schema
// the migrations build is exactly the one the entities describe (migrations.spec.ts checks it).
import { limits } from '@heirloom/contracts';
import { Column, CreateDateColumn, PrimaryColumn, UpdateDateColumn, type ColumnOptions } from 'typeorm';

/** A varchar as long as the input may be: `length` is one of libs/contracts' `limits`. */
export const textColumn = (length: number, nullable = false): ColumnOptions => ({
  type: 'varchar',
  length,
  nullable,
});
/** Notes and descriptions: `text`, so long values never count against MySQL's row size limit. */
export const longTextColumn = (nullable = true): ColumnOptions => ({ type: 'text', nullable });
export const integerColumn = (nullable = false): ColumnOptions => ({ type: 'integer', nullable });
/** A calendar day, read back as "YYYY-MM-DD" on both databases. */
export const dateColumn = (nullable = false): ColumnOptions => ({ type: 'date', nullable });
/** A point in time with milliseconds (MySQL drops them without a precision). */
export const timestampColumn = (nullable = false): ColumnOptions => ({
  type: 'datetime',
  precision: 3,
  nullable,
});
/** One of the spec's values: a native ENUM on MySQL/MariaDB, a CHECK constraint on SQLite. */
export const enumColumn = (values: readonly string[], nullable = false): ColumnOptions => ({
  type: 'simple-enum',
  enum: [...values],
  nullable,
});

/** A CSV-imported row's fingerprint (a sha256 in hex); not read unless asked for, so it never reaches the wire. */
export const importKeyColumn: ColumnOptions = { type: 'varchar', length: 64, nullable: true, select: false };

/** What every user-owned row has: a uuid, its owner and when it was created and last changed. */
export abstract class OwnedEntity {
  /** A uuid generated in code, so both databases agree on ids. */
  @PrimaryColumn({ type: 'varchar', length: limits.id })
  id!: string;

  @Column({ type: 'varchar', length: limits.id })
  userId!: string;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
