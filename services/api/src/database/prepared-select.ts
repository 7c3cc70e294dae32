// The reads every request makes (the session lookup, a user's list of rows) built once and then run
// with only their parameters changing. TypeORM's find() and query builder rebuild the SQL on every
// call (alias resolution, property-name replacement, column escaping) and hydrate full entities through
// a generic transformer; on the API's hottest reads that was a fifth of the CPU a request took. Here
// the query builder writes the SQL once, with its named parameters (":userId") left in, and each call
// only binds the values (the driver's own escaping, so dates become what the database stores) and
// converts each selected column as TypeORM would (the driver's conversion and the column's
// transformer: decimal strings, Date objects).
import type { DataSource, EntityMetadata, EntityTarget, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';

interface Built {
  sql: string;
  /** The raw-result key of each selected column, and how to convert it. */
  columns: { key: string; column: ColumnMetadata }[];
}

export class PreparedSelect<E extends ObjectLiteral> {
  private built?: Built;

  /**
   * @param build adds everything but the select list (where, order, limits) to a query builder whose
   *   main alias is "e"; parameter values given there are placeholders, replaced on every run.
   * @param extra raw expressions selected besides the columns, by result key ("due": "CASE ...").
   */
  constructor(
    private readonly dataSource: DataSource,
    private readonly entity: EntityTarget<E>,
    private readonly build: (builder: SelectQueryBuilder<E>) => SelectQueryBuilder<E>,
    private readonly extra: Record<string, string> = {},
  ) {}

  /** The entity's rows (every column, converted) with the raw extras beside each. */
  async run(parameters: Record<string, unknown>): Promise<{ row: E; raw: Record<string, unknown> }[]> {
    const built = (this.built ??= this.prepare());
    const driver = this.dataSource.driver;
    const [query, values] = driver.escapeQueryWithParameters(built.sql, parameters);
    const results = (await this.dataSource.query(query, values)) as Record<string, unknown>[];
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

  private prepare(): Built {
    const metadata: EntityMetadata = this.dataSource.getMetadata(this.entity);
    // As find() does, columns marked `select: false` (an import fingerprint) are left out.
    const columns = metadata.columns
      .filter((column) => column.isSelect)
      .map((column, i) => ({ key: `c${i}`, column }));
    const builder = this.dataSource.getRepository(this.entity).createQueryBuilder('e');
    builder.select(columns.map(({ key, column }) => `e.${column.propertyPath} AS ${key}`));
    for (const [key, expression] of Object.entries(this.extra)) builder.addSelect(expression, key);
    return { sql: this.build(builder).getQuery(), columns };
  }
}

/**
 * Any SELECT written once (by `write`, usually a query builder's getQuery() with named parameters
 * left in), then run with only its parameters bound; raw rows. `:limit`/`:offset` may be appended
 * to the SQL by hand: numbers are written into the statement by the drivers' escaping.
 */
export class PreparedRaw<R> {
  private sql?: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly write: () => string,
  ) {}

  async run(parameters: Record<string, unknown>): Promise<R[]> {
    const sql = (this.sql ??= this.write());
    const [query, values] = this.dataSource.driver.escapeQueryWithParameters(sql, parameters);
    return (await this.dataSource.query(query, values)) as R[];
  }
}
