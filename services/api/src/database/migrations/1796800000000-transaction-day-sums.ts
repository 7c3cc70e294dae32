// Each user's transactions summed per day, type and category, in whole cents of their absolute amounts:
// the spending summary (GET /api/transactions/summary without an account or merchant) reads a range's
// few thousand day sums instead of every row. On 100,000 rows a year's summary read 90,000 index entries
// (17-26 ms of SQLite, which blocks the API's one thread); the AI advisor asks for one on most questions
// about spending (docs/benchmarks.md, The AI service: Chat at scale).
//
// Kept by triggers on `transactions`, like the tallies of 1796500000000: every write path passes through
// them (a form, an import, an account deleted with its rows, the seeds). transaction-tallies.spec checks
// the sums against the rows on both databases after each kind of write.
//
// Categories are keys as typed: on MySQL/MariaDB the column is binary-collated, so "Travel" and "travel"
// stay two sums, as the row-by-row summary groups them (CAST(category AS BINARY)).
//
// On SQLite a migration that rebuilds `transactions` drops its triggers: it must call
// createTransactionDaySumTriggers again; the spec fails if it does not.
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { wholeCentsSql } from '../money-sum';
import { isSqlite, quoteFor, type Quote } from './helpers';

export const DAY_SUMS_TABLE = 'transaction_day_sums';

const KEYS = ['userId', 'date', 'transactionType', 'category'] as const;

/** An amount's whole cents, as the row-by-row summary sums them (moneySumSql on SQLite: floats there). */
const cents = (amount: string, sqlite: boolean) => wholeCentsSql(`ABS(${amount})`, sqlite);

function sumIn(q: Quote, sqlite: boolean): string {
  const add = `${q('cents')} = ${q('cents')} + ${cents(`NEW.${q('amount')}`, sqlite)}, ${q('total')} = ${q('total')} + 1`;
  return (
    `INSERT INTO ${q(DAY_SUMS_TABLE)} (${[...KEYS, 'cents', 'total'].map(q).join(', ')}) ` +
    `VALUES (${KEYS.map((k) => `NEW.${q(k)}`).join(', ')}, ${cents(`NEW.${q('amount')}`, sqlite)}, 1) ` +
    (sqlite
      ? `ON CONFLICT (${KEYS.map(q).join(', ')}) DO UPDATE SET ${add}`
      : `ON DUPLICATE KEY UPDATE ${add}`)
  );
}

function sumOut(q: Quote, sqlite: boolean): string[] {
  // MySQL compares the binary category exactly; OLD's value is as it was stored.
  const where = KEYS.map((k) => `${q(k)} = OLD.${q(k)}`).join(' AND ');
  return [
    `UPDATE ${q(DAY_SUMS_TABLE)} SET ${q('cents')} = ${q('cents')} - ${cents(`OLD.${q('amount')}`, sqlite)}, ` +
      `${q('total')} = ${q('total')} - 1 WHERE ${where}`,
    `DELETE FROM ${q(DAY_SUMS_TABLE)} WHERE ${where} AND ${q('total')} <= 0`,
  ];
}

const TRIGGERS = {
  insert: 'transaction_day_sums_insert',
  delete: 'transaction_day_sums_delete',
  update: 'transaction_day_sums_update',
} as const;

function triggers(q: Quote, sqlite: boolean): string[] {
  const body = (statements: string[]) => statements.map((s) => `${s};`).join(' ');
  const changed = [...KEYS, 'amount'];
  if (sqlite) {
    return [
      `CREATE TRIGGER ${q(TRIGGERS.insert)} AFTER INSERT ON ${q('transactions')} BEGIN ${body([sumIn(q, true)])} END`,
      `CREATE TRIGGER ${q(TRIGGERS.delete)} AFTER DELETE ON ${q('transactions')} BEGIN ${body(sumOut(q, true))} END`,
      `CREATE TRIGGER ${q(TRIGGERS.update)} AFTER UPDATE OF ${changed.map(q).join(', ')} ON ${q('transactions')} ` +
        `WHEN ${changed.map((c) => `OLD.${q(c)} IS NOT NEW.${q(c)}`).join(' OR ')} ` +
        `BEGIN ${body([...sumOut(q, true), sumIn(q, true)])} END`,
    ];
  }
  return [
    `CREATE TRIGGER ${q(TRIGGERS.insert)} AFTER INSERT ON ${q('transactions')} FOR EACH ROW BEGIN ${body([sumIn(q, false)])} END`,
    `CREATE TRIGGER ${q(TRIGGERS.delete)} AFTER DELETE ON ${q('transactions')} FOR EACH ROW BEGIN ${body(sumOut(q, false))} END`,
    `CREATE TRIGGER ${q(TRIGGERS.update)} AFTER UPDATE ON ${q('transactions')} FOR EACH ROW BEGIN ` +
      // BINARY: a category retyped in another case moves the row to the other sum.
      `IF NOT (${changed.map((c) => (c === 'category' ? `BINARY OLD.${q(c)} <=> BINARY NEW.${q(c)}` : `OLD.${q(c)} <=> NEW.${q(c)}`)).join(' AND ')}) THEN ` +
      `${body([...sumOut(q, false), sumIn(q, false)])} END IF; END`,
  ];
}

/** The triggers that keep the sums; for any later migration that rebuilds `transactions`. */
export async function createTransactionDaySumTriggers(queryRunner: QueryRunner): Promise<void> {
  for (const sql of triggers(quoteFor(queryRunner), isSqlite(queryRunner))) await queryRunner.query(sql);
}

export class TransactionDaySums1796800000000 implements MigrationInterface {
  name = 'TransactionDaySums1796800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = isSqlite(queryRunner);
    const q = quoteFor(queryRunner);
    const category = sqlite
      ? 'varchar(100) NOT NULL'
      : 'varchar(100) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL';
    await queryRunner.query(
      `CREATE TABLE ${q(DAY_SUMS_TABLE)} (${q('userId')} varchar(36) NOT NULL, ${q('date')} date NOT NULL, ` +
        `${q('transactionType')} varchar(10) NOT NULL, ${q('category')} ${category}, ` +
        `${q('cents')} bigint NOT NULL, ${q('total')} integer NOT NULL, ` +
        `PRIMARY KEY (${KEYS.map(q).join(', ')}))` +
        (sqlite ? '' : ' ENGINE = InnoDB'),
    );
    // The _ci collation of transactions.category would fold "Travel" and "travel" into one group.
    const groups = KEYS.map(q).join(', ') + (sqlite ? '' : `, CAST(${q('category')} AS BINARY)`);
    await queryRunner.query(
      `INSERT INTO ${q(DAY_SUMS_TABLE)} (${[...KEYS, 'cents', 'total'].map(q).join(', ')}) ` +
        `SELECT ${KEYS.map(q).join(', ')}, SUM(${cents(q('amount'), sqlite)}), COUNT(*) FROM ${q('transactions')} GROUP BY ${groups}`,
    );
    await createTransactionDaySumTriggers(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const q = quoteFor(queryRunner);
    for (const name of Object.values(TRIGGERS)) await queryRunner.query(`DROP TRIGGER ${q(name)}`);
    await queryRunner.query(`DROP TABLE ${q(DAY_SUMS_TABLE)}`);
  }
}
