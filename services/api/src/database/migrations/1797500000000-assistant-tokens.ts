// A person's tokens for their own AI assistant (issue 33): the MCP server sends one as a Bearer header,
// and it reads the family its person acted for when making it. Only the SHA-256 (hex) of the token is
// stored; revokedAt set means refused at once (kept, so the audit's entity id still names a row).
import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { createDateColumn, idColumn, text, timestamp } from './helpers';

export class AssistantTokens1797500000000 implements MigrationInterface {
  name = 'AssistantTokens1797500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'assistant_tokens',
        columns: [
          idColumn(),
          // The person (never the family's id as a user): their role or grant is read on every request.
          idColumn('userId'),
          idColumn('familyId'),
          text('name', 60),
          text('tokenHash', 64),
          // The token's last four characters, for the list (not enough to guess the rest).
          text('hint', 4),
          createDateColumn(queryRunner, 'createdAt'),
          timestamp('lastUsedAt', true),
          timestamp('revokedAt', true),
        ],
        indices: [
          new TableIndex({ name: 'UQ_assistant_tokens_hash', columnNames: ['tokenHash'], isUnique: true }),
          new TableIndex({ name: 'IDX_assistant_tokens_user', columnNames: ['userId'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('assistant_tokens');
  }
}
