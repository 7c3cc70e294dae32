// How many transactions each user has, kept beside the rows: a page's `total` without filters is one
// primary-key read instead of counting every index entry of the user (1.9 ms of a first page's 2.3 ms of
// CPU on SQLite for 100,000 rows, and most of MariaDB's time for the paging calls; docs/benchmarks.md, A
// family of 100,000 transactions). Every write of transactions adds to it in the same database transaction
// as the rows (an increment, so concurrent writes on MariaDB still add up): OwnedCrudService (create,
// delete, the transactions deleted with an account), the CSV import, the demo and synthetic seeds.
// transaction-counts.spec checks each path against COUNT(*) on both databases. A user without a row has
// none.
import type { DataSource, EntityManager } from 'typeorm';
import { TABLES } from '../../database/schema-names';

/** The table and its columns, quoted as the connection's driver quotes names. */
function names(connection: DataSource) {
  const q = (name: string) => connection.driver.escape(name);
  return { table: q(TABLES.transactionCounts), userId: q('userId'), total: q('total') };
}

/** Adds `delta` (negative for deletions) to `userId`'s count, in `manager`'s database transaction. */
export async function addToTransactionCount(
  manager: EntityManager,
  userId: string,
  delta: number,
): Promise<void> {
  if (delta === 0) return;
  const { table, userId: user, total } = names(manager.connection);
  const add =
    manager.connection.options.type === 'better-sqlite3'
      ? `ON CONFLICT (${user}) DO UPDATE SET ${total} = ${total} + excluded.${total}`
      : `ON DUPLICATE KEY UPDATE ${total} = ${total} + VALUES(${total})`;
  await manager.query(`INSERT INTO ${table} (${user}, ${total}) VALUES (?, ?) ${add}`, [userId, delta]);
}

/** The statement that reads one user's count (no row: none). */
export function transactionCountSql(connection: DataSource): string {
  const { table, userId, total } = names(connection);
  return `SELECT ${total} FROM ${table} WHERE ${userId} = :userId`;
}
