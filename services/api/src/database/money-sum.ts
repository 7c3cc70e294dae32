// Sums of money done by the database, exactly on both: SQLite stores a decimal column as a float, so it
// sums whole cents (integers, exact up to 2^63 cents); MySQL/MariaDB sum their exact decimals.
import Decimal from 'decimal.js';
import type { DataSource } from 'typeorm';

const isSqlite = (dataSource: DataSource) => dataSource.options.type === 'better-sqlite3';

/**
 * SQL for a money expression's whole cents, an integer on both databases (on SQLite the float is
 * rounded to the cent it stands for): what moneySumSql sums there, and what the sums kept by triggers
 * store (migrations 1796800000000, 1797000000000).
 */
export function wholeCentsSql(expression: string, sqlite: boolean): string {
  return `CAST(ROUND((${expression}) * 100) AS ${sqlite ? 'INTEGER' : 'SIGNED'})`;
}

/** SQL for the sum of a money expression (e.g. `ABS(t.amount)`), to be read with moneySumValue. */
export function moneySumSql(dataSource: DataSource, expression: string): string {
  return isSqlite(dataSource) ? `SUM(${wholeCentsSql(expression, true)})` : `SUM(${expression})`;
}

/** The sum moneySumSql selected, as a decimal string with two places ("0.00" for no rows). */
export function moneySumValue(dataSource: DataSource, raw: string | number | null | undefined): string {
  if (raw === null || raw === undefined) return '0.00';
  const value = new Decimal(raw);
  return (isSqlite(dataSource) ? value.dividedBy(100) : value).toFixed(2);
}

/** Whole cents kept by the database (a count of cents, exact on both) as a decimal string with two places. */
export function centsValue(raw: string | number | null | undefined): string {
  return raw === null || raw === undefined ? '0.00' : new Decimal(raw).dividedBy(100).toFixed(2);
}
