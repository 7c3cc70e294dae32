// Many rows into one table with plain multi-row INSERT statements: the values are prepared exactly as
// TypeORM writes them (each column's transformer, then the driver's own conversion: a Date becomes the
// datetime text SQLite stores), without the query builder's per-parameter bookkeeping, which cost more
// than the database itself on a 50,000-row import (measured: scripts/bench.mjs, BENCH_ONLY=import).
import type { EntityManager, EntityTarget, ObjectLiteral, ValueTransformer } from 'typeorm';

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
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    const parameters: unknown[] = [];
    for (const row of chunk) {
      for (const column of columns) {
        const value = transformed(column.transformer, row[column.propertyName] ?? null);
        parameters.push(driver.preparePersistentValue(value, column));
      }
    }
    await manager.query(
      `INSERT INTO ${driver.escape(metadata.tableName)} (${names}) VALUES ${chunk.map(() => tuple).join(', ')}`,
      parameters,
    );
  }
}
