import type { ConversationMessageRow } from '@heirloom/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { OwnedCrudService } from '../../common/owned-crud.service';
import type { Wire } from '../../common/wire';
import { PreparedSelect } from '../../database/prepared-select';
import { ConversationEntity, ConversationMessageEntity } from './conversation.entity';

@Injectable()
export class ConversationsService extends OwnedCrudService<ConversationEntity> {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, {
      entity: ConversationEntity,
      noun: 'Conversation',
      // The latest conversation first: a new message moves its conversation to the top.
      order: { updatedAt: 'DESC' },
      dependents: [{ entity: ConversationMessageEntity, where: (conversationId) => ({ conversationId }) }],
    });
  }

  // Built on first use: the AI service reads a conversation and writes two messages per reply.
  private readonly messagesQuery = new PreparedSelect(this.dataSource, ConversationMessageEntity, (builder) =>
    builder.where('e.userId = :userId AND e.conversationId = :conversationId').orderBy('e.position', 'ASC'),
  );
  private readonly messageQuery = new PreparedSelect(this.dataSource, ConversationMessageEntity, (builder) =>
    builder.where('e.id = :id AND e.userId = :userId'),
  );

  /** The conversation's messages in the order they were written (404 unless it is the user's). */
  async messages(userId: string, conversationId: string): Promise<ConversationMessageRow[]> {
    await this.get(userId, conversationId);
    return (await this.messagesQuery.wire({ userId, conversationId })).map(messageWire);
  }

  /** Appends a message and moves the conversation to the top of the list. */
  async append(
    userId: string,
    conversationId: string,
    input: { role: ConversationMessageRow['role']; content: string },
  ): Promise<ConversationMessageRow> {
    await this.get(userId, conversationId);
    const now = new Date();
    const id = randomUUID();
    await this.dataSource.transaction(async (manager) => {
      const messages = manager.getRepository(ConversationMessageEntity);
      const last = await messages.findOne({
        where: { userId, conversationId },
        order: { position: 'DESC' },
        select: { position: true },
      });
      const message = messages.create({
        id,
        userId,
        conversationId,
        position: last ? last.position + 1 : 0,
        role: input.role,
        content: input.content,
        createdAt: now,
        updatedAt: now,
      });
      await messages.insert(message);
      // Touch the conversation so the list orders by its latest message.
      await manager.update(ConversationEntity, { id: conversationId, userId }, { updatedAt: now });
    });
    // Read back once committed, so the answer is what the list answers.
    const [saved] = await this.messageQuery.wire({ id, userId });
    return messageWire(saved!);
  }
}

/** The row without its position (the order of the list says it). */
function messageWire(row: Wire<ConversationMessageEntity>): ConversationMessageRow {
  const { position: _position, ...wire } = row;
  return wire;
}
