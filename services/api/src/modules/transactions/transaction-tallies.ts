// Reads of the tallies (migration 1796500000000, kept by triggers on every write): each user's
// transactions counted per merchant, per category, per (merchant, category) pair and per day.
// - A search finds the rows whose merchant or category contains its substring, so the tallies say how
//   many rows it finds, and at which merchants, without touching the rows: a LIKE over a family's few
//   thousand merchants and few dozen categories instead of over every row's index entry.
// - A deep page of all the rows starts on the day its offset falls on: the days' running totals find it,
//   and the page skips only that day's earlier rows instead of every newer row.
import type { DataSource } from 'typeorm';
import { TABLES } from '../../database/schema-names';

/**
 * A search finding at most this many rows reads them through the (userId, merchant, category) index
 * from the merchants it matched; more than this, and walking the rows newest first meets a page of
 * matches sooner (on 100,000 rows: a term found nowhere took 123 ms walking them all, a term in 5% of
 * them 0.5 ms).
 */
export const FEW_MATCHES = 2_000;

function sql(connection: DataSource) {
  const q = (name: string) => connection.driver.escape(name);
  const like = (column: string) => `${q(column)} LIKE :pattern ESCAPE '!'`;
  const ofUser = (table: string) => `FROM ${q(table)} WHERE ${q('userId')} = :userId`;
  const categories = `SELECT ${q('category')} ${ofUser(TABLES.transactionCategories)} AND ${like('category')}`;
  const sum = (table: string, condition: string) =>
    `(SELECT COALESCE(SUM(${q('total')}), 0) ${ofUser(table)} AND ${condition})`;
  return {
    // Rows at a matching merchant, plus rows in a matching category, less the rows counted twice (a
    // matching merchant in a matching category): the last two only when a category matches at all.
    total:
      `SELECT ${sum(TABLES.transactionMerchants, like('merchant'))} + ` +
      `CASE WHEN EXISTS (${categories}) THEN ` +
      `${sum(TABLES.transactionCategories, like('category'))} - ` +
      `${sum(TABLES.transactionPairs, `${q('category')} IN (${categories}) AND ${like('merchant')}`)} ` +
      'ELSE 0 END AS total',
    // The merchants a matching row can be at: those matching, and those with a row in a matching category.
    merchants:
      `SELECT ${q('merchant')} ${ofUser(TABLES.transactionMerchants)} AND ${like('merchant')} UNION ` +
      `SELECT ${q('merchant')} ${ofUser(TABLES.transactionPairs)} AND ${q('category')} IN (${categories})`,
  };
}

/**
 * The day a page of all the user's rows, newest first, starts on (`:offset` rows before it), and how
 * many rows come before that day. No row when the offset is past the last row.
 */
export function pageDaySql(connection: DataSource): string {
  const q = (name: string) => connection.driver.escape(name);
  return (
    `SELECT ${q('date')}, upto - ${q('total')} AS ${q('before')} FROM (` +
    `SELECT ${q('date')}, ${q('total')}, SUM(${q('total')}) OVER (ORDER BY ${q('date')} DESC ROWS UNBOUNDED PRECEDING) AS upto ` +
    `FROM ${q(TABLES.transactionDays)} WHERE ${q('userId')} = :userId) days ` +
    `WHERE upto > :offset ORDER BY ${q('date')} DESC LIMIT 1`
  );
}

/**
 * The merchants containing :pattern with their row counts, and the rows dated :from to :to: whether a
 * merchant summary reads the merchants' rows or the range's (TransactionReportsService.summary).
 */
export function merchantTalliesSql(connection: DataSource): { merchants: string; days: string } {
  const q = (name: string) => connection.driver.escape(name);
  return {
    merchants:
      `SELECT ${q('merchant')}, ${q('total')} FROM ${q(TABLES.transactionMerchants)} ` +
      `WHERE ${q('userId')} = :userId AND ${q('merchant')} LIKE :pattern ESCAPE '!'`,
    days:
      `SELECT COALESCE(SUM(${q('total')}), 0) AS ${q('total')} FROM ${q(TABLES.transactionDays)} ` +
      `WHERE ${q('userId')} = :userId AND ${q('date')} >= :from AND ${q('date')} <= :to`,
  };
}

/**
 * A range's sums per month, category and type from the day sums (migration 1796800000000): the
 * summary's groups, the amount in whole cents of the rows' absolute amounts, the count of rows.
 */
export function daySumsSql(connection: DataSource): string {
  const q = (name: string) => connection.driver.escape(name);
  const month = `SUBSTR(${q('date')}, 1, 7)`;
  return (
    `SELECT ${month} AS ${q('date')}, ${q('category')}, ${q('transactionType')}, ` +
    `SUM(${q('cents')}) AS ${q('amount')}, SUM(${q('total')}) AS ${q('count')} ` +
    `FROM ${q(TABLES.transactionDaySums)} WHERE ${q('userId')} = :userId AND ${q('date')} >= :from AND ${q('date')} <= :to ` +
    `GROUP BY ${month}, ${q('category')}, ${q('transactionType')}`
  );
}

/** How many of the user's transactions a search (and no other filter) finds. */
export function searchTotalSql(connection: DataSource): string {
  return sql(connection).total;
}

/** The merchants of the rows a search finds: a list the merchant index can seek. */
export function searchMerchantsSql(connection: DataSource): string {
  return sql(connection).merchants;
}

/**
 * `sql` (a query builder's, reading `transactions` as "t") told to read the table through `index`:
 * INDEXED BY on SQLite, FORCE INDEX on MySQL/MariaDB.
 */
export function withIndex(connection: DataSource, sql: string, index: string): string {
  const q = (name: string) => connection.driver.escape(name);
  const from = `FROM ${q(TABLES.transactions)} ${q('t')}`;
  if (!sql.includes(from)) throw new Error(`No ${from} in ${sql}`);
  const hint =
    connection.options.type === 'better-sqlite3' ? `INDEXED BY ${q(index)}` : `FORCE INDEX (${q(index)})`;
  return sql.replace(from, `${from} ${hint}`);
}
