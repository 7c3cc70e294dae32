// One open recommendation per user, type and related entity, enforced by the database: a nullable
// openKey ("type:relatedEntityId" while new or reviewed, null once completed) under a unique index with
// userId. Rows stored before it get their key newest first; an older open duplicate (possible before,
// when two AI replicas generated at once) keeps null, so it stays listed but no longer blocks anything.
import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { text } from './helpers';

const INDEX = 'UQ_recommendations_user_openKey';
const OPEN = ['new', 'reviewed'];

interface Row {
  id: string;
  userId: string;
  type: string;
  relatedEntityId: string | null;
}

export class RecommendationOpenKey1795500000000 implements MigrationInterface {
  name = 'RecommendationOpenKey1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (name: string) => queryRunner.connection.driver.escape(name);
    await queryRunner.addColumn('recommendations', new TableColumn(text('openKey', 64, true)));
    const open: Row[] = await queryRunner.query(
      `SELECT ${['id', 'userId', 'type', 'relatedEntityId'].map(q).join(', ')} FROM ${q('recommendations')} ` +
        `WHERE ${q('status')} IN (?, ?) ORDER BY ${q('createdAt')} DESC, ${q('id')} DESC`,
      OPEN,
    );
    const taken = new Set<string>();
    for (const row of open) {
      const key = `${row.type}:${row.relatedEntityId ?? ''}`;
      if (taken.has(`${row.userId} ${key}`)) continue;
      taken.add(`${row.userId} ${key}`);
      await queryRunner.query(`UPDATE ${q('recommendations')} SET ${q('openKey')} = ? WHERE ${q('id')} = ?`, [
        key,
        row.id,
      ]);
    }
    await queryRunner.createIndex(
      'recommendations',
      new TableIndex({ name: INDEX, columnNames: ['userId', 'openKey'], isUnique: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('recommendations', INDEX);
    await queryRunner.dropColumn('recommendations', 'openKey');
  }
}
