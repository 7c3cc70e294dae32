// The AI advisor's conversations and their messages (one row per question or answer, in order).
import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { enumeration, idColumn, integer, longText, ownedColumns, ownerIndex, text } from './helpers';

export class CreateConversations1796000000000 implements MigrationInterface {
  name = 'CreateConversations1796000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'conversations',
        columns: ownedColumns(queryRunner, [text('title', 200)]),
        indices: [ownerIndex('conversations')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'conversation_messages',
        columns: ownedColumns(queryRunner, [
          idColumn('conversationId'),
          integer('position'),
          enumeration('role', ['assistant', 'user']),
          longText('content', false),
        ]),
        indices: [
          ownerIndex('conversation_messages', ['conversationId']),
          {
            name: 'UQ_conversation_messages_position',
            columnNames: ['conversationId', 'position'],
            isUnique: true,
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('conversation_messages');
    await queryRunner.dropTable('conversations');
  }
}
