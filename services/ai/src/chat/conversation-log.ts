// The advisor's memory: every question and its answer are written to the family's conversations in the
// API, with the caller's own session (the AI service holds no database), so a conversation is there
// after a reload and only its owner can read it.
import {
  conversationTitle,
  maxConversationMessageLength,
  type ConversationMessageInput,
  type ConversationRow,
} from '@heirloom/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { HttpRequest } from '@heirloom/server';
import { ApiClient, type UserApi } from '../data/api-client';
import { forwardedRequestId } from '../rate-limit';

/** One exchange: the conversation it belongs to, and where its answer goes. */
export interface Exchange {
  conversationId: string;
  /** Stores the answer (or as much of it as was written before a Stop); an empty one is not stored. */
  answer(text: string): Promise<void>;
}

@Injectable()
export class ConversationLog {
  constructor(@Inject(ApiClient) private readonly api: ApiClient) {}

  /**
   * Stores the question in the conversation given (404 when it is not the caller's) or in a new one
   * named after it. 401 without a session and 503 without the API, before any answer is started.
   */
  async ask(request: HttpRequest, question: string, conversationId?: string): Promise<Exchange> {
    const api = this.api.forUser(request.headers.cookie, forwardedRequestId(request));
    const id =
      conversationId ??
      (await api.post<ConversationRow>('/conversations', { title: conversationTitle(question) })).id;
    await write(api, id, { role: 'user', content: question });
    return {
      conversationId: id,
      answer: async (text) => {
        if (text)
          await write(api, id, { role: 'assistant', content: text.slice(0, maxConversationMessageLength) });
      },
    };
  }
}

function write(api: UserApi, conversationId: string, message: ConversationMessageInput): Promise<unknown> {
  return api.post(`/conversations/${encodeURIComponent(conversationId)}/messages`, message);
}
