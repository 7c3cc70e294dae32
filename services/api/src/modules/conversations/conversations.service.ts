import type { ConversationMessageRow } from '@heirloom/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { OwnedCrudService } from '../../common/owned-crud.service';
import { toWire } from '../../common/wire';
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

  /** The conversation's messages in the order they were written (404 unless it is the user's). */
  async messages(userId: string, conversationId: string): Promise<ConversationMessageRow[]> {
    await this.find(userId, conversationId);
    const rows = await this.dataSource.getRepository(ConversationMessageEntity).find({
      where: { userId, conversationId },
      order: { position: 'ASC' },
    });
    return rows.map(messageWire);
  }

  /** Appends a message and moves the conversation to the top of the list. */
  async append(
    userId: string,
    conversationId: string,
    input: { role: ConversationMessageRow['role']; content: string },
  ): Promise<ConversationMessageRow> {
    await this.find(userId, conversationId);
    const now = new Date();
    const saved = await this.dataSource.transaction(async (manager) => {
      const messages = manager.getRepository(ConversationMessageEntity);
      const last = await messages.findOne({
        where: { userId, conversationId },
        order: { position: 'DESC' },
        select: { position: true },
      });
      const message = messages.create({
        id: randomUUID(),
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
      return messages.findOneByOrFail({ id: message.id });
    });
    return messageWire(saved);
  }
}

/** The row without its position (the order of the list says it). */
function messageWire(row: ConversationMessageEntity): ConversationMessageRow {
  const { position: _position, ...wire } = toWire(row);
  return wire;
}
