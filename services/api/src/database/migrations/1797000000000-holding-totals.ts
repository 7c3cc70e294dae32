// Each user's holdings counted and summed (cost basis and value, in whole cents), one row per user: the
// family summary (GET /api/summary, the dashboard's call) reads that row instead of summing every
// holding. On the synthetic family's 10,000 holdings the sum was 2.2 ms of SQLite per call even from the
// covering index of 1796600000000 (more than half of the call's CPU, which blocks the API's one
// thread); that index is dropped here, as nothing else reads it.
//
// Kept by triggers on `holdings`, like the transaction tallies (1796500000000): every write path passes
// through them (a form, an import, an account deleted with its holdings, the seeds). holding-totals.spec
// checks the row against the holdings on both databases after each kind of write.
//
// Whole cents, as moneySumSql sums money on SQLite (a float there; an exact decimal(15,2) on MySQL).
//
// On SQLite a migration that rebuilds `holdings` drops its triggers: it must call
// createHoldingTotalTriggers again; the spec fails if it does not.
import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { wholeCentsSql } from '../money-sum';
import { isSqlite, quoteFor, type Quote } from './helpers';

export const HOLDING_TOTALS_TABLE = 'holding_totals';

/** The statement adding (sign 1) or taking away (-1) one holding, NEW or OLD. */
function count(q: Quote, sqlite: boolean, row: 'NEW' | 'OLD'): string {
  const sign = row === 'NEW' ? '+' : '-';
  const value = (column: string) => wholeCentsSql(`${row}.${q(column)}`, sqlite);
  const add =
    `${q('total')} = ${q('total')} ${sign} 1, ` +
    `${q('costBasisCents')} = ${q('costBasisCents')} ${sign} ${value('costBasis')}, ` +
    `${q('currentValueCents')} = ${q('currentValueCents')} ${sign} ${value('currentValue')}`;
  if (row === 'OLD')
    return `UPDATE ${q(HOLDING_TOTALS_TABLE)} SET ${add} WHERE ${q('userId')} = OLD.${q('userId')}`;
  return (
    `INSERT INTO ${q(HOLDING_TOTALS_TABLE)} (${q('userId')}, ${q('total')}, ${q('costBasisCents')}, ${q('currentValueCents')}) ` +
    `VALUES (NEW.${q('userId')}, 1, ${value('costBasis')}, ${value('currentValue')}) ` +
    (sqlite ? `ON CONFLICT (${q('userId')}) DO UPDATE SET ${add}` : `ON DUPLICATE KEY UPDATE ${add}`)
  );
}

const TRIGGERS = {
  insert: 'holding_totals_insert',
  delete: 'holding_totals_delete',
  update: 'holding_totals_update',
} as const;

function triggers(q: Quote, sqlite: boolean): string[] {
  const body = (statements: string[]) => statements.map((s) => `${s};`).join(' ');
  const changed = ['userId', 'costBasis', 'currentValue'];
  const out = count(q, sqlite, 'OLD');
  const into = count(q, sqlite, 'NEW');
  if (sqlite) {
    return [
      `CREATE TRIGGER ${q(TRIGGERS.insert)} AFTER INSERT ON ${q('holdings')} BEGIN ${body([into])} END`,
      `CREATE TRIGGER ${q(TRIGGERS.delete)} AFTER DELETE ON ${q('holdings')} BEGIN ${body([out])} END`,
      `CREATE TRIGGER ${q(TRIGGERS.update)} AFTER UPDATE OF ${changed.map(q).join(', ')} ON ${q('holdings')} ` +
        `WHEN ${changed.map((c) => `OLD.${q(c)} IS NOT NEW.${q(c)}`).join(' OR ')} ` +
        `BEGIN ${body([out, into])} END`,
    ];
  }
  return [
    `CREATE TRIGGER ${q(TRIGGERS.insert)} AFTER INSERT ON ${q('holdings')} FOR EACH ROW BEGIN ${body([into])} END`,
    `CREATE TRIGGER ${q(TRIGGERS.delete)} AFTER DELETE ON ${q('holdings')} FOR EACH ROW BEGIN ${body([out])} END`,
    `CREATE TRIGGER ${q(TRIGGERS.update)} AFTER UPDATE ON ${q('holdings')} FOR EACH ROW BEGIN ` +
      `IF NOT (${changed.map((c) => `OLD.${q(c)} <=> NEW.${q(c)}`).join(' AND ')}) THEN ` +
      `${body([out, into])} END IF; END`,
  ];
}

/** The triggers that keep the totals; for any later migration that rebuilds `holdings`. */
export async function createHoldingTotalTriggers(queryRunner: QueryRunner): Promise<void> {
  for (const sql of triggers(quoteFor(queryRunner), isSqlite(queryRunner))) await queryRunner.query(sql);
}

const COVERING_INDEX = 'IDX_holdings_user_totals';

export class HoldingTotals1797000000000 implements MigrationInterface {
  name = 'HoldingTotals1797000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = isSqlite(queryRunner);
    const q = quoteFor(queryRunner);
    await queryRunner.query(
      `CREATE TABLE ${q(HOLDING_TOTALS_TABLE)} (${q('userId')} varchar(36) NOT NULL, ` +
        `${q('total')} integer NOT NULL, ${q('costBasisCents')} bigint NOT NULL, ` +
        `${q('currentValueCents')} bigint NOT NULL, PRIMARY KEY (${q('userId')}))` +
        (sqlite ? '' : ' ENGINE = InnoDB'),
    );
    await queryRunner.query(
      `INSERT INTO ${q(HOLDING_TOTALS_TABLE)} (${q('userId')}, ${q('total')}, ${q('costBasisCents')}, ${q('currentValueCents')}) ` +
        `SELECT ${q('userId')}, COUNT(*), SUM(${wholeCentsSql(q('costBasis'), sqlite)}), SUM(${wholeCentsSql(q('currentValue'), sqlite)}) ` +
        `FROM ${q('holdings')} GROUP BY ${q('userId')}`,
    );
    await createHoldingTotalTriggers(queryRunner);
    await queryRunner.dropIndex('holdings', COVERING_INDEX);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const q = quoteFor(queryRunner);
    await queryRunner.createIndex(
      'holdings',
      new TableIndex({ name: COVERING_INDEX, columnNames: ['userId', 'costBasis', 'currentValue'] }),
    );
    for (const name of Object.values(TRIGGERS)) await queryRunner.query(`DROP TRIGGER ${q(name)}`);
    await queryRunner.query(`DROP TABLE ${q(HOLDING_TOTALS_TABLE)}`);
  }
}
