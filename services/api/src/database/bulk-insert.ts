// Many rows into one table with plain multi-row INSERT statements: the values are prepared exactly as
// TypeORM writes them (each column's transformer, then the driver's own conversion: a Date becomes the
// datetime text SQLite stores), without the query builder's per-parameter bookkeeping, which cost more
// than the database itself on a 50,000-row import (measured: scripts/bench.mjs, BENCH_ONLY=import).
import {
  QueryFailedError,
  type EntityManager,
  type EntityTarget,
  type ObjectLiteral,
  type ValueTransformer,
} from 'typeorm';
import { preparedStatement, sqliteConnection } from './prepared-select';
import { gatedWrite } from './sqlite-write-gate';

/** Rows per statement: well under SQLite's and MySQL's limits on bound parameters. */
const ROWS_PER_STATEMENT = 200;

function transformed(
  transformer: ValueTransformer | ValueTransformer[] | undefined,
  value: unknown,
): unknown {
  if (!transformer) return value;
  const list = Array.isArray(transformer) ? transformer : [transformer];
  return list.reduce((current, t) => t.to(current), value);
}

export async function insertRows<E extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<E>,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (!rows.length) return;
  const metadata = manager.connection.getMetadata(target);
  const { driver } = manager.connection;
  const columns = metadata.columns.filter((column) =>
    rows.some((row) => row[column.propertyName] !== undefined),
  );
  const names = columns.map((column) => driver.escape(column.databaseName)).join(', ');
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const valuesOf = (row: Record<string, unknown>, into: unknown[]) => {
    for (const column of columns) {
      const value = transformed(column.transformer, row[column.propertyName] ?? null);
      into.push(driver.preparePersistentValue(value, column));
    }
    return into;
  };
  const sqlite = sqliteConnection(manager.connection);
  if (sqlite) {
    // On SQLite one prepared single-row statement, stepped once per row inside one transaction (a
    // savepoint within the caller's): no SQL text of thousands of placeholders to prepare for every
    // batch, and no escaping pass over every parameter (the audit log's batches, BENCH_ONLY=api).
    const sql = `INSERT INTO ${driver.escape(metadata.tableName)} (${names}) VALUES ${tuple}`;
    const statement = preparedStatement(sqlite, sql);
    manager.connection.logger.logQuery(`${sql} -- ${rows.length} rows`);
    // Straight on the connection, so through the write gate (sqlite-write-gate.ts): inside the caller's
    // transaction when it holds it, else after whichever transaction is open.
    await gatedWrite(manager.connection, () => {
      try {
        sqlite.transaction(() => {
          for (const row of rows) statement.run(valuesOf(row, []));
        })();
      } catch (error) {
        throw new QueryFailedError(sql, [], error as Error);
      }
    });
    return;
  }
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    const parameters: unknown[] = [];
    for (const row of chunk) valuesOf(row, parameters);
    await manager.query(
      `INSERT INTO ${driver.escape(metadata.tableName)} (${names}) VALUES ${chunk.map(() => tuple).join(', ')}`,
      parameters,
    );
  }
}
