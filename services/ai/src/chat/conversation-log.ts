// The advisor's memory: every question and its answer are written to the family's conversations in the
// API, with the caller's own session (the AI service holds no database), so a conversation is there
// after a reload and only its owner can read it.
import {
  conversationTitle,
  maxConversationMessageLength,
  type ConversationMessageInput,
  type ConversationMessageRow,
  type ConversationRow,
} from '@heirloom/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { HttpRequest } from '@heirloom/server';
import { ApiClient, type UserApi } from '../data/api-client';
import { forwardedRequestId } from '../rate-limit';

/** How many of a conversation's earlier questions a follow-up is read against (the last first). */
export const FOLLOW_UP_CONTEXT = 5;

/** One exchange: the conversation it belongs to, and where its answer goes. */
export interface Exchange {
  conversationId: string;
  /** The conversation's earlier questions, oldest first (at most FOLLOW_UP_CONTEXT): a follow-up's context. */
  earlier: string[];
  /** Stores the answer (or as much of it as was written before a Stop); an empty one is not stored. */
  answer(text: string): Promise<void>;
}

@Injectable()
export class ConversationLog {
  constructor(@Inject(ApiClient) private readonly api: ApiClient) {}

  /**
   * Stores the question in the conversation given (404 when it is not the caller's) or in a new one
   * named after it, and answers the conversation's earlier questions ("and in September?" is read
   * against them). 401 without a session and 503 without the API, before any answer is started.
   */
  async ask(request: HttpRequest, question: string, conversationId?: string): Promise<Exchange> {
    const earlier = await this.earlier(request, conversationId);
    return { ...(await this.store(request, question, conversationId)), earlier };
  }

  /**
   * The conversation's earlier questions, oldest first (none for a new one): the first half of `ask`,
   * so an answer can be worked out while `store` writes the question (404 when it is not the caller's).
   */
  async earlier(request: HttpRequest, conversationId?: string): Promise<string[]> {
    if (!conversationId) return [];
    const messages = await this.userApi(request).get<ConversationMessageRow[]>(
      `/conversations/${encodeURIComponent(conversationId)}/messages`,
    );
    return messages
      .filter((m) => m.role === 'user')
      .map((m) => m.content)
      .slice(-FOLLOW_UP_CONTEXT);
  }

  /** The second half of `ask`: stores the question, in the conversation given or in a new one. */
  async store(
    request: HttpRequest,
    question: string,
    conversationId?: string,
  ): Promise<Omit<Exchange, 'earlier'>> {
    const api = this.userApi(request);
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

  private userApi(request: HttpRequest): UserApi {
    return this.api.forUser(request.headers.cookie, forwardedRequestId(request));
  }
}

function write(api: UserApi, conversationId: string, message: ConversationMessageInput): Promise<unknown> {
  return api.post(`/conversations/${encodeURIComponent(conversationId)}/messages`, message);
}
