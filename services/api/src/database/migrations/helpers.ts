// Small helpers so one migration, written with TypeORM's Table API, runs on SQLite and MySQL/MariaDB.
import type { QueryRunner, TableColumnOptions } from 'typeorm';

export function isSqlite(queryRunner: QueryRunner): boolean {
  return queryRunner.connection.driver.options.type === 'better-sqlite3';
}

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
