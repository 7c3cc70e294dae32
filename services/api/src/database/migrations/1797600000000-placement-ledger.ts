// Private investments measured like an LP (issue 36 §1): each placement gets a commitment and a ledger
// of dated capital calls and distributions, whose sums its capitalCalls and distributionsMade become.
//
// Today's totals are kept exactly: each non-zero total becomes one ledger entry dated at the
// investment date (the amount read as the database stores it and written back to the cent), and an
// empty total (null) becomes 0.00, the sum of no entries. The commitment starts as the initial
// investment (what the form has always called the amount put in). On SQLite adding or altering a column
// rebuilds the table, which drops its family-version triggers: they are made again here.
import { randomUUID } from 'node:crypto';
import { toMoneyString } from '@heirloom/contracts';
import { Table, TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import {
  date,
  enumeration,
  idColumn,
  isSqlite,
  longText,
  money,
  ownedColumns,
  ownerIndex,
  quoteFor,
} from './helpers';

const TABLE = 'placement_ledger_entries';

/** The family-version triggers of private_placements, as migration 1796700000000 made them. */
async function placementVersionTriggers(queryRunner: QueryRunner): Promise<void> {
  if (!isSqlite(queryRunner)) return;
  const q = quoteFor(queryRunner);
  for (const [event, row] of [
    ['INSERT', 'NEW'],
    ['UPDATE', 'NEW'],
    ['DELETE', 'OLD'],
  ] as const) {
    const name = `family_version_private_placements_${event.toLowerCase()}`;
    const statement =
      `UPDATE ${q('family_versions')} SET ${q('version')} = ${q('version')} + 1 ` +
      `WHERE ${q('userId')} = ${row}.${q('userId')}`;
    await queryRunner.query(
      `CREATE TRIGGER IF NOT EXISTS ${q(name)} AFTER ${event} ON ${q('private_placements')} BEGIN ${statement}; END`,
    );
  }
}

export class PlacementLedger1797600000000 implements MigrationInterface {
  name = 'PlacementLedger1797600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = quoteFor(queryRunner);
    await queryRunner.addColumn('private_placements', new TableColumn(money('commitment', true)));
    await queryRunner.query(
      `UPDATE ${q('private_placements')} SET ${q('commitment')} = ${q('initialInvestment')}`,
    );
    await queryRunner.changeColumn('private_placements', 'commitment', new TableColumn(money('commitment')));
    await placementVersionTriggers(queryRunner);

    await queryRunner.createTable(
      new Table({
        name: TABLE,
        columns: ownedColumns(queryRunner, [
          idColumn('placementId'),
          date('date'),
          enumeration('type', ['capital_call', 'distribution']),
          money('amount'),
          longText('notes'),
        ]),
        indices: [ownerIndex(TABLE, ['placementId', 'date'])],
      }),
    );

    const placements: {
      id: string;
      userId: string;
      investmentDate: string | Date;
      capitalCalls: string | number | null;
      distributionsMade: string | number | null;
    }[] = await queryRunner.query(
      `SELECT ${['id', 'userId', 'investmentDate', 'capitalCalls', 'distributionsMade'].map(q).join(', ')} ` +
        `FROM ${q('private_placements')}`,
    );
    const columns = ['id', 'userId', 'placementId', 'date', 'type', 'amount', 'notes'].map(q).join(', ');
    for (const placement of placements) {
      const day =
        placement.investmentDate instanceof Date
          ? placement.investmentDate.toISOString().slice(0, 10)
          : String(placement.investmentDate).slice(0, 10);
      for (const [type, total] of [
        ['capital_call', placement.capitalCalls],
        ['distribution', placement.distributionsMade],
      ] as const) {
        if (total === null || total === undefined) continue;
        const amount = toMoneyString(typeof total === 'number' ? total : String(total));
        if (Number(amount) === 0) continue;
        await queryRunner.query(`INSERT INTO ${q(TABLE)} (${columns}) VALUES (?, ?, ?, ?, ?, ?, ?)`, [
          randomUUID(),
          placement.userId,
          placement.id,
          day,
          type,
          amount,
          'Total before the ledger',
        ]);
      }
    }
    for (const column of ['capitalCalls', 'distributionsMade'])
      await queryRunner.query(
        `UPDATE ${q('private_placements')} SET ${q(column)} = ? WHERE ${q(column)} IS NULL`,
        ['0.00'],
      );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The totals stay on the placements (they were kept as the sums); the entries and commitment go.
    await queryRunner.dropTable(TABLE);
    await queryRunner.dropColumn('private_placements', 'commitment');
    await placementVersionTriggers(queryRunner);
  }
}
