// The audit log's action gains 'refused': a request a member, viewer or professional made that their
// role or grant did not allow (the session guard's 403). The enum is frozen here as it is after this
// migration; changeColumn alters the native ENUM on MySQL/MariaDB and rebuilds the table with the new
// CHECK on SQLite (audit_log has no trigger to lose).
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { enumeration, isSqlite } from './helpers';

const ACTIONS_BEFORE = ['read', 'create', 'update', 'delete', 'upload', 'download', 'export', 'note'];
const ACTIONS_AFTER = [...ACTIONS_BEFORE, 'refused'];

function actionColumn(queryRunner: QueryRunner, values: string[]): TableColumn {
  const column = enumeration('action', values);
  return new TableColumn(isSqlite(queryRunner) ? column : { ...column, type: 'enum' });
}

export class AuditRefusals1798000000000 implements MigrationInterface {
  name = 'AuditRefusals1798000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.changeColumn('audit_log', 'action', actionColumn(queryRunner, ACTIONS_AFTER));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The narrower enum cannot hold a refusal: those entries go with the revert.
    const escape = (name: string) => queryRunner.connection.driver.escape(name);
    await queryRunner.query(`DELETE FROM ${escape('audit_log')} WHERE ${escape('action')} = ?`, ['refused']);
    await queryRunner.changeColumn('audit_log', 'action', actionColumn(queryRunner, ACTIONS_BEFORE));
  }
}
