import { chatRoles, limits, type ChatRole } from '@heirloom/contracts';
import { Column, Entity, Index } from 'typeorm';
import { enumColumn, integerColumn, longTextColumn, OwnedEntity, textColumn } from '../../database/columns';

@Entity({ name: 'conversations' })
@Index('IDX_conversations_user', ['userId'])
export class ConversationEntity extends OwnedEntity {
  @Column(textColumn(limits.name)) title!: string;
}

@Entity({ name: 'conversation_messages' })
@Index('IDX_conversation_messages_user_conversationId', ['userId', 'conversationId'])
@Index('UQ_conversation_messages_position', ['conversationId', 'position'], { unique: true })
export class ConversationMessageEntity extends OwnedEntity {
  @Column({ type: 'varchar', length: limits.id }) conversationId!: string;
  /** 0, 1, 2... within the conversation: the order messages were written in, whatever the clock says. */
  @Column(integerColumn()) position!: number;
  @Column(enumColumn(chatRoles)) role!: ChatRole;
  @Column(longTextColumn(false)) content!: string;
}
