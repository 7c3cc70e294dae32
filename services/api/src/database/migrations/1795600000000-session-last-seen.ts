// Sessions end after 30 minutes unused (SESSION_IDLE_MINUTES): each remembers when it was last used.
// Sessions stored before get "now", not their sign-in time: nobody is signed out by the deploy itself,
// and an unused one still ends one idle period later.
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestamp } from './helpers';

export class SessionLastSeen1795600000000 implements MigrationInterface {
  name = 'SessionLastSeen1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (name: string) => queryRunner.connection.driver.escape(name);
    await queryRunner.addColumn('sessions', new TableColumn(timestamp('lastSeenAt', true)));
    // UTC, as the app stores dates on both databases ("2026-01-31 09:30:00.000").
    const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
    await queryRunner.query(`UPDATE ${q('sessions')} SET ${q('lastSeenAt')} = ?`, [now]);
    await queryRunner.changeColumn('sessions', 'lastSeenAt', new TableColumn(timestamp('lastSeenAt')));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('sessions', 'lastSeenAt');
  }
}
