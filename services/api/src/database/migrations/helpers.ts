// Small helpers so one migration, written with TypeORM's Table API, runs on SQLite and MySQL/MariaDB.
import type { QueryRunner, TableColumnOptions, TableIndexOptions } from 'typeorm';

export function isSqlite(queryRunner: QueryRunner): boolean {
  return queryRunner.connection.driver.options.type === 'better-sqlite3';
}

/** An identifier quoted as the database wants it ("name" on SQLite, `name` on MySQL/MariaDB). */
export type Quote = (name: string) => string;

export const quoteFor =
  (queryRunner: QueryRunner): Quote =>
  (name) =>
    queryRunner.connection.driver.escape(name);

/**
 * A "defaults to now" timestamp, declared exactly as TypeORM declares a @CreateDateColumn on each
 * database (datetime(6) with CURRENT_TIMESTAMP(6) on MySQL/MariaDB, datetime('now') on SQLite, no
 * outer parentheses), so the schema diff against the entities stays empty.
 */
export function createDateColumn(queryRunner: QueryRunner, name: string): TableColumnOptions {
  return isSqlite(queryRunner)
    ? { name, type: 'datetime', default: "datetime('now')" }
    : { name, type: 'datetime', precision: 6, default: 'CURRENT_TIMESTAMP(6)' };
}

/** As TypeORM declares an @UpdateDateColumn: also refreshed by MySQL/MariaDB on every update. */
export function updateDateColumn(queryRunner: QueryRunner, name: string): TableColumnOptions {
  return isSqlite(queryRunner)
    ? createDateColumn(queryRunner, name)
    : { ...createDateColumn(queryRunner, name), onUpdate: 'CURRENT_TIMESTAMP(6)' };
}

// Column shapes matching the entity decorators in src/database/columns.ts.
export const idColumn = (name = 'id'): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: '36',
  isPrimary: name === 'id',
});
export const text = (name: string, length: number, nullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: nullable,
});
export const longText = (name: string, nullable = true): TableColumnOptions => ({
  name,
  type: 'text',
  isNullable: nullable,
});
export const decimal = (
  name: string,
  precision: number,
  scale: number,
  nullable = false,
): TableColumnOptions => ({ name, type: 'decimal', precision, scale, isNullable: nullable });
export const money = (name: string, nullable = false) => decimal(name, 15, 2, nullable);
export const percent = (name: string, nullable = false) => decimal(name, 7, 2, nullable);
export const integer = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'integer',
  isNullable: nullable,
});
export const date = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'date',
  isNullable: nullable,
});
export const timestamp = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'datetime',
  precision: 3,
  isNullable: nullable,
});
export const enumeration = (
  name: string,
  values: readonly string[],
  nullable = false,
): TableColumnOptions => ({ name, type: 'simple-enum', enum: [...values], isNullable: nullable });

/** id, userId and the two timestamps every user-owned table has, around its own columns. */
export function ownedColumns(queryRunner: QueryRunner, columns: TableColumnOptions[]): TableColumnOptions[] {
  // The Table API does not translate "simple-enum" for MySQL/MariaDB as entities do: use native ENUM.
  const native = columns.map((column) =>
    column.type === 'simple-enum' && !isSqlite(queryRunner) ? { ...column, type: 'enum' } : column,
  );
  return [
    idColumn(),
    idColumn('userId'),
    ...native,
    createDateColumn(queryRunner, 'createdAt'),
    updateDateColumn(queryRunner, 'updatedAt'),
  ];
}

/** The non-unique index every user-owned table has on userId (and whatever else it is listed by). */
export const ownerIndex = (table: string, extra: string[] = []): TableIndexOptions => ({
  name: `IDX_${table}_user${extra.map((c) => `_${c}`).join('')}`,
  columnNames: ['userId', ...extra],
});
