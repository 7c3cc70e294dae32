// The AI advisor's conversations (issue: stored per user, there after a reload, listed in a side panel).
// The five list routes, plus a conversation's messages: read in order, and appended to by the AI service
// (with the caller's own session) for each question and its answer.
import {
  conversationMessageRowSchema,
  conversationRowSchema,
  insertConversationMessageSchema,
  insertConversationSchema,
  updateConversationSchema,
  type ConversationMessageInput,
  type ConversationMessageRow,
  type User,
} from '@heirloom/contracts';
import { ApiAnswer } from '@heirloom/server';
import { Body, Controller, Get, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { crudRoutes } from '../../common/crud-routes';
import { CurrentUser } from '../auth/current-user.decorator';
import type { ConversationEntity } from './conversation.entity';
import { ConversationsService } from './conversations.service';

@ApiTags('conversations')
@Controller('conversations')
export class ConversationsController extends crudRoutes<ConversationEntity>({
  insert: insertConversationSchema,
  update: updateConversationSchema,
  row: conversationRowSchema,
  noun: ['conversation', 'conversations'],
}) {
  constructor(protected readonly service: ConversationsService) {
    super();
  }

  @Get(':id/messages')
  @ApiAnswer('List a conversation’s messages, oldest first', conversationMessageRowSchema, { list: true })
  messages(@CurrentUser() user: User, @Param('id') id: string): Promise<ConversationMessageRow[]> {
    return this.service.messages(user.id, id);
  }

  @Post(':id/messages')
  @ApiAnswer('Add a message to a conversation', conversationMessageRowSchema, { status: HttpStatus.CREATED })
  append(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body({ schema: insertConversationMessageSchema }) body: ConversationMessageInput,
  ): Promise<ConversationMessageRow> {
    return this.service.append(user.id, id, body as Required<ConversationMessageInput>);
  }
}
