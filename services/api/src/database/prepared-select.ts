// The reads every request makes (the session lookup, a user's list of rows) built once and then run
// with only their parameters changing. TypeORM's find() and query builder rebuild the SQL on every
// call (alias resolution, property-name replacement, column escaping) and hydrate full entities through
// a generic transformer; on the API's hottest reads that was a fifth of the CPU a request took. Here
// the query builder writes the SQL once, with its named parameters (":userId") left in, and each call
// only binds the values (the driver's own escaping, so dates become what the database stores) and
// converts each selected column as TypeORM would (the driver's conversion and the column's
// transformer: decimal strings, Date objects).
//
// On SQLite the statements also skip TypeORM's query runner: each SQL text is prepared once by
// better-sqlite3 and kept, and a call binds and steps it, as a plain node:http server would. The
// runner (a fresh runner per query, its broadcaster and logger, a prepare per call through its
// cache) was a quarter of the CPU of a list request once the HTTP stack was Fastify
// (docs/benchmarks.md, What each measure bought). MySQL goes through TypeORM's pool as before.
import {
  QueryFailedError,
  type DataSource,
  type EntityMetadata,
  type EntityTarget,
  type ObjectLiteral,
  type SelectQueryBuilder,
} from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import type { Wire } from '../common/wire';

interface Built {
  sql: string;
  /** The raw-result key of each selected column, and how to convert it. */
  columns: { key: string; column: ColumnMetadata }[];
  /** Each column's raw value straight to its wire value (what toWire makes of the hydrated value). */
  toWire: { key: string; property: string; convert: (raw: unknown) => unknown }[];
}

interface SqliteStatement {
  all(...values: unknown[]): unknown[];
  run(...values: unknown[]): unknown;
}
/** The part of better-sqlite3's Database used here (the driver's own connection). */
export interface SqliteConnection {
  open: boolean;
  inTransaction: boolean;
  prepare(sql: string): SqliteStatement;
  transaction<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void;
}

/** The open better-sqlite3 connection behind `dataSource`, or undefined on MySQL (or before it opened). */
export function sqliteConnection(dataSource: DataSource): SqliteConnection | undefined {
  const connection = (dataSource.driver as { databaseConnection?: SqliteConnection }).databaseConnection;
  return dataSource.options.type === 'better-sqlite3' && dataSource.isInitialized && connection?.open
    ? connection
    : undefined;
}

const statements = new WeakMap<SqliteConnection, Map<string, SqliteStatement>>();

/**
 * Statements kept per connection, the least recently used dropped first. The hot statements are a few
 * dozen, but SQL texts are open-ended: TypeORM writes numbers (a page's LIMIT/OFFSET) into the text and
 * an id list's length changes it, so an unbounded cache would grow with every page anyone reads.
 */
export const STATEMENT_CACHE_SIZE = 256;

/** How many statements `dataSource`'s SQLite connection keeps prepared (for tests). */
export function cachedStatementCount(dataSource: DataSource): number {
  const connection = (dataSource.driver as { databaseConnection?: SqliteConnection }).databaseConnection;
  return (connection && statements.get(connection)?.size) ?? 0;
}

export function preparedStatement(connection: SqliteConnection, query: string): SqliteStatement {
  let cache = statements.get(connection);
  if (!cache) statements.set(connection, (cache = new Map()));
  let statement = cache.get(query);
  if (statement) {
    // Most recently used last, so the oldest entry is the first one Map iterates.
    cache.delete(query);
  } else {
    statement = connection.prepare(query);
    if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  cache.set(query, statement);
  return statement;
}

/** Runs one SELECT: on SQLite with a statement prepared once per SQL text (kept in a bounded cache), else through TypeORM. */
export async function select<R>(dataSource: DataSource, query: string, values: unknown[]): Promise<R[]> {
  const connection = sqliteConnection(dataSource);
  if (!connection) return (await dataSource.query(query, values)) as R[];
  // better-sqlite3 binds no booleans (TypeORM's runner writes them as 0/1 too).
  const bound = values.map((value) => (typeof value === 'boolean' ? Number(value) : value));
  // TypeORM's logger sees every statement as before (its `logging` option, query-plans.spec).
  dataSource.logger.logQuery(query, bound);
  try {
    return preparedStatement(connection, query).all(...bound) as R[];
  } catch (error) {
    throw new QueryFailedError(query, bound, error as Error);
  }
}

/** A statement's parameters in bind order, for a set of parameter names that are all strings. */
interface Positional {
  keys: string;
  sql: string;
  names: string[];
}

/**
 * The driver's escapeQueryWithParameters, done once per statement when every parameter is a string (a
 * key read: a grant or a member by id, on every request of a professional or a member): TypeORM's pass
 * scans the SQL text with a regular expression on every run. The order is learnt by escaping once with
 * marker strings, so the placeholders and their order are exactly the driver's own; other values
 * (dates, numbers written into the text, lists) are escaped by the driver on every run, as before.
 */
function bindParameters(
  dataSource: DataSource,
  sql: string,
  parameters: Record<string, unknown>,
  cache: { positional?: Positional | null },
): [string, unknown[]] {
  const keys = Object.keys(parameters);
  if (keys.every((key) => typeof parameters[key] === 'string')) {
    const signature = keys.join();
    let known = cache.positional;
    if (known === undefined || (known !== null && known.keys !== signature)) {
      const markers = Object.fromEntries(keys.map((key) => [key, `\u0000${key}`]));
      const [query, values] = dataSource.driver.escapeQueryWithParameters(sql, markers);
      const names = values.map((value) =>
        typeof value === 'string' && value.startsWith('\u0000') ? value.slice(1) : undefined,
      );
      known = names.every((name) => name !== undefined)
        ? { keys: signature, sql: query, names: names as string[] }
        : null;
      cache.positional = known;
    }
    if (known && known.keys === signature) return [known.sql, known.names.map((name) => parameters[name])];
  }
  return dataSource.driver.escapeQueryWithParameters(sql, parameters);
}

/** SQLite's "2026-11-24 10:00:00.000" (UTC, as TypeORM writes it) is that instant's ISO string. */
const SQLITE_DATETIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$/;

function wireConverter(dataSource: DataSource, column: ColumnMetadata): (raw: unknown) => unknown {
  const driver = dataSource.driver;
  const hydrated = (raw: unknown) => {
    const value: unknown = driver.prepareHydratedValue(raw, column);
    return value instanceof Date ? value.toISOString() : value;
  };
  const datetime = column.type === 'datetime' || column.type === Date;
  if (dataSource.options.type !== 'better-sqlite3' || !datetime || column.transformer) return hydrated;
  return (raw) =>
    typeof raw === 'string' && SQLITE_DATETIME.test(raw) ? `${raw.replace(' ', 'T')}Z` : hydrated(raw);
}

export class PreparedSelect<E extends ObjectLiteral> {
  private built?: Built;
  /** bindParameters' learnt order (null: its parameters are not all strings). */
  positional?: Positional | null;

  /**
   * @param build adds everything but the select list (where, order, limits) to a query builder whose
   *   main alias is "e"; parameter values given there are placeholders, replaced on every run.
   * @param options.extra raw expressions selected besides the columns, by result key ("due": "CASE ...").
   * @param options.tail SQL written after the builder's, e.g. "LIMIT :limit OFFSET :offset" (the builder
   *   would write its own limit's number into the statement; here it stays a parameter).
   * @param options.columns the properties to select (every selectable column when absent): a read of
   *   many rows that needs a few of their columns converts only those.
   */
  constructor(
    private readonly dataSource: DataSource,
    private readonly entity: EntityTarget<E>,
    private readonly build: (builder: SelectQueryBuilder<E>) => SelectQueryBuilder<E>,
    private readonly options: {
      extra?: Record<string, string>;
      tail?: string;
      columns?: readonly (keyof E & string)[];
    } = {},
  ) {}

  /** The entity's rows (every column, converted) with the raw extras beside each. */
  async run(parameters: Record<string, unknown>): Promise<{ row: E; raw: Record<string, unknown> }[]> {
    const { built, results } = await this.select(parameters);
    const driver = this.dataSource.driver;
    return results.map((raw) => {
      const row: Record<string, unknown> = {};
      for (const { key, column } of built.columns) {
        row[column.propertyName] = driver.prepareHydratedValue(raw[key], column);
      }
      return { row: row as E, raw };
    });
  }

  /** Just the rows. */
  async rows(parameters: Record<string, unknown>): Promise<E[]> {
    return (await this.run(parameters)).map(({ row }) => row);
  }

  /**
   * The rows as they go over the wire: what toWire makes of `rows`, converted straight from the raw
   * values without building the entity first (a list answers them as they are).
   */
  async wire(parameters: Record<string, unknown>): Promise<Wire<E>[]> {
    const { built, results } = await this.select(parameters);
    return results.map((raw) => {
      const wire: Record<string, unknown> = {};
      for (const { key, property, convert } of built.toWire) wire[property] = convert(raw[key]);
      return wire as Wire<E>;
    });
  }

  /** The statement, written on first use, run with `parameters`: its raw result rows. */
  private async select(parameters: Record<string, unknown>) {
    const built = (this.built ??= this.prepare());
    const [query, values] = bindParameters(this.dataSource, built.sql, parameters, this);
    return { built, results: await select<Record<string, unknown>>(this.dataSource, query, values) };
  }

  private prepare(): Built {
    const metadata: EntityMetadata = this.dataSource.getMetadata(this.entity);
    // As find() does, columns marked `select: false` (an import fingerprint) are left out.
    const { extra = {}, tail = '', columns: only } = this.options;
    const columns = metadata.columns
      .filter((column) => column.isSelect && (!only || only.includes(column.propertyName as never)))
      .map((column, i) => ({ key: `c${i}`, column }));
    const builder = this.dataSource.getRepository(this.entity).createQueryBuilder('e');
    builder.select(columns.map(({ key, column }) => `e.${column.propertyPath} AS ${key}`));
    for (const [key, expression] of Object.entries(extra)) builder.addSelect(expression, key);
    const toWire = columns.map(({ key, column }) => ({
      key,
      property: column.propertyName,
      convert: wireConverter(this.dataSource, column),
    }));
    const sql = this.build(builder).getQuery();
    return { sql: tail ? `${sql} ${tail}` : sql, columns, toWire };
  }
}

/**
 * Any SELECT written once (by `write`, usually a query builder's getQuery() with named parameters
 * left in), then run with only its parameters bound; raw rows. `:limit`/`:offset` may be appended
 * to the SQL by hand: numbers are written into the statement by the drivers' escaping.
 */
export class PreparedRaw<R> {
  private sql?: string;
  /** bindParameters' learnt order (null: its parameters are not all strings). */
  positional?: Positional | null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly write: () => string,
  ) {}

  async run(parameters: Record<string, unknown>): Promise<R[]> {
    const sql = (this.sql ??= this.write());
    const [query, values] = bindParameters(this.dataSource, sql, parameters, this);
    return select<R>(this.dataSource, query, values);
  }
}
