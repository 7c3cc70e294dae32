// Tallies of each user's transactions, so a search's total and a deep page's start are read from a few
// thousand tallies instead of every row's index entry (docs/benchmarks.md: on 100,000 rows a search's
// count took 9 ms on SQLite and 45 ms on MariaDB, page 500 skipped 25,000 entries):
// - transaction_pairs, _merchants, _categories: rows per (merchant, category), per merchant, per
//   category; a search matches whole merchants and categories (modules/transactions/transaction-tallies.ts);
// - transaction_days: rows per day; a deep page starts at the day its offset falls on.
//
// Kept by triggers on `transactions`, not by the services: a tally changes on insert, delete and an
// update of merchant, category or date, and triggers see every one of those, whichever path wrote it (a
// form, an import, an account deleted with its rows, the seeds). transaction-tallies.spec checks each
// table against the rows on both databases after each kind of write.
//
// On SQLite a migration that rebuilds `transactions` (TypeORM's way of altering a column there) drops its
// triggers: such a migration must create them again (createTransactionTallyTriggers below); the spec
// fails if it does not.
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isSqlite } from './helpers';

/** The tables: counts per (merchant, category) pair, per merchant, per category and per day, by user. */
const TABLES = [
  { table: 'transaction_pairs', keys: ['merchant', 'category'] },
  { table: 'transaction_merchants', keys: ['merchant'] },
  { table: 'transaction_categories', keys: ['category'] },
  { table: 'transaction_days', keys: ['date'] },
] as const;

const COLUMN_TYPES = { merchant: 'varchar(200)', category: 'varchar(100)', date: 'date' } as const;

type Dialect = { q: (name: string) => string; upsert: (table: (typeof TABLES)[number]) => string };

const SQLITE: Dialect = {
  q: (name) => `"${name}"`,
  upsert: ({ keys }) =>
    `ON CONFLICT ("userId", ${keys.map((k) => `"${k}"`).join(', ')}) DO UPDATE SET "total" = "total" + 1`,
};
// MySQL/MariaDB compare with the columns' _ci collation: keys that differ only in case share a row, and
// the search's LIKE (same collation) matches all of them or none, so the sums still agree.
const MYSQL: Dialect = {
  q: (name) => `\`${name}\``,
  upsert: () => 'ON DUPLICATE KEY UPDATE `total` = `total` + 1',
};

/** The statements that count the row `row` (NEW or OLD) in, or out of, every table. */
function countIn(d: Dialect, row: 'NEW'): string[] {
  return TABLES.map((t) => {
    const columns = ['userId', ...t.keys];
    return (
      `INSERT INTO ${d.q(t.table)} (${[...columns, 'total'].map(d.q).join(', ')}) ` +
      `VALUES (${columns.map((c) => `${row}.${d.q(c)}`).join(', ')}, 1) ${d.upsert(t)}`
    );
  });
}
function countOut(d: Dialect, row: 'OLD'): string[] {
  return TABLES.flatMap((t) => {
    const where = ['userId', ...t.keys].map((c) => `${d.q(c)} = ${row}.${d.q(c)}`).join(' AND ');
    return [
      `UPDATE ${d.q(t.table)} SET ${d.q('total')} = ${d.q('total')} - 1 WHERE ${where}`,
      `DELETE FROM ${d.q(t.table)} WHERE ${where} AND ${d.q('total')} <= 0`,
    ];
  });
}

function triggers(sqlite: boolean): string[] {
  const d = sqlite ? SQLITE : MYSQL;
  const body = (statements: string[]) => statements.map((s) => `${s};`).join(' ');
  const changed = ['userId', 'merchant', 'category', 'date'];
  if (sqlite) {
    return [
      `CREATE TRIGGER "transaction_tallies_insert" AFTER INSERT ON "transactions" BEGIN ${body(countIn(d, 'NEW'))} END`,
      `CREATE TRIGGER "transaction_tallies_delete" AFTER DELETE ON "transactions" BEGIN ${body(countOut(d, 'OLD'))} END`,
      `CREATE TRIGGER "transaction_tallies_update" AFTER UPDATE OF ${changed.map((c) => `"${c}"`).join(', ')} ON "transactions" ` +
        `WHEN ${changed.map((c) => `OLD."${c}" IS NOT NEW."${c}"`).join(' OR ')} ` +
        `BEGIN ${body([...countOut(d, 'OLD'), ...countIn(d, 'NEW')])} END`,
    ];
  }
  return [
    `CREATE TRIGGER \`transaction_tallies_insert\` AFTER INSERT ON \`transactions\` FOR EACH ROW BEGIN ${body(countIn(d, 'NEW'))} END`,
    `CREATE TRIGGER \`transaction_tallies_delete\` AFTER DELETE ON \`transactions\` FOR EACH ROW BEGIN ${body(countOut(d, 'OLD'))} END`,
    `CREATE TRIGGER \`transaction_tallies_update\` AFTER UPDATE ON \`transactions\` FOR EACH ROW BEGIN ` +
      `IF NOT (${changed.map((c) => `OLD.\`${c}\` <=> NEW.\`${c}\``).join(' AND ')}) THEN ` +
      `${body([...countOut(d, 'OLD'), ...countIn(d, 'NEW')])} END IF; END`,
  ];
}

const TRIGGER_NAMES = [
  'transaction_tallies_insert',
  'transaction_tallies_delete',
  'transaction_tallies_update',
];

/** The triggers that keep the tables; for any later migration that rebuilds `transactions`. */
export async function createTransactionTallyTriggers(queryRunner: QueryRunner): Promise<void> {
  for (const sql of triggers(isSqlite(queryRunner))) await queryRunner.query(sql);
}

export class TransactionTallies1796500000000 implements MigrationInterface {
  name = 'TransactionTallies1796500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = isSqlite(queryRunner);
    const { q } = sqlite ? SQLITE : MYSQL;
    for (const { table, keys } of TABLES) {
      const columns = ['userId', ...keys];
      await queryRunner.query(
        `CREATE TABLE ${q(table)} (${q('userId')} varchar(36) NOT NULL, ` +
          keys.map((k) => `${q(k)} ${COLUMN_TYPES[k]} NOT NULL, `).join('') +
          `${q('total')} integer NOT NULL, PRIMARY KEY (${columns.map(q).join(', ')}))` +
          (sqlite ? '' : ' ENGINE = InnoDB'),
      );
      await queryRunner.query(
        `INSERT INTO ${q(table)} (${[...columns, 'total'].map(q).join(', ')}) ` +
          `SELECT ${columns.map(q).join(', ')}, COUNT(*) FROM ${q('transactions')} GROUP BY ${columns.map(q).join(', ')}`,
      );
    }
    // The pairs of the categories a search matches, sought by category.
    await queryRunner.query(
      `CREATE INDEX ${q('IDX_transaction_pairs_category')} ON ${q('transaction_pairs')} ` +
        `(${q('userId')}, ${q('category')}, ${q('merchant')})`,
    );
    await createTransactionTallyTriggers(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const { q } = isSqlite(queryRunner) ? SQLITE : MYSQL;
    for (const name of TRIGGER_NAMES) await queryRunner.query(`DROP TRIGGER ${q(name)}`);
    for (const { table } of TABLES) await queryRunner.query(`DROP TABLE ${q(table)}`);
  }
}
