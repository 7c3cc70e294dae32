// Asking the AI advisor: POST /api/ai/chat/stream, the answer read as it is written (`conversation`,
// then `chunk`s, then `done` or `error`); where the stream is not available (no readable body, an
// answer that is not an event stream, or a 404/405 from a gateway without the route) the plain
// POST /api/ai/chat answers in one piece. Stopping aborts the request: the service keeps what it wrote.
import type { ChatRequest, ChatResponse } from '@heirloom/contracts';
import {
  api,
  ApiError,
  apiMessage,
  apiUrl,
  dataOf,
  postEventStream,
  type ServerSentEvent,
} from '@heirloom/platform';

export interface AskHandlers {
  /** The conversation the question went into (a new one when none was given). */
  onConversation?: (conversationId: string) => void;
  /** A piece of the answer, in order. */
  onChunk?: (text: string) => void;
  signal?: AbortSignal;
}

/** The stream's own `error` event: the service's message, no HTTP status. */
export class ChatStreamError extends Error {
  override readonly name = 'ChatStreamError';
}

const parse = (event: ServerSentEvent): Record<string, unknown> => {
  try {
    const value = JSON.parse(event.data) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Streams the question's answer; resolves with the whole answer, rejects with ApiError, ChatStreamError or an AbortError. */
export async function askAdvisor(request: ChatRequest, handlers: AskHandlers = {}): Promise<ChatResponse> {
  const { onConversation, onChunk, signal } = handlers;
  let conversationId = request.conversationId ?? '';
  let written = '';
  let done: ChatResponse | null = null;
  let failure: string | null = null;

  const onEvent = (event: ServerSentEvent) => {
    if (done || failure !== null) return;
    const data = parse(event);
    if (event.event === 'conversation') {
      conversationId = text(data.conversationId) || conversationId;
      if (conversationId) onConversation?.(conversationId);
    } else if (event.event === 'chunk') {
      const piece = text(data.text);
      written += piece;
      if (piece) onChunk?.(piece);
    } else if (event.event === 'done') {
      done = {
        response: text(data.response) || written,
        conversationId: text(data.conversationId) || conversationId,
      };
    } else if (event.event === 'error') {
      failure = text(data.message) || 'The answer could not be completed. Please try again.';
    }
  };

  let streamed: 'streamed' | null;
  try {
    streamed = await postEventStream(apiUrl('/api/ai/chat/stream'), request, onEvent, signal);
  } catch (error) {
    if (!(
      error instanceof ApiError &&
      (error.status === 404 || error.status === 405) &&
      !isJsonError(error)
    )) {
      throw error;
    }
    streamed = null;
  }
  if (failure !== null) throw new ChatStreamError(failure);
  if (done) return done;
  if (streamed) {
    // The stream ended without `done` or `error` (a dropped connection).
    throw new ChatStreamError('The answer was cut off. Please try again.');
  }

  const answer = await dataOf(api.POST('/api/ai/chat', { body: request }));
  if (answer.conversationId) onConversation?.(answer.conversationId);
  if (answer.response) onChunk?.(answer.response);
  return answer;
}

/** A 404 with the API's JSON message is about the conversation (another user's), not a missing route. */
function isJsonError(error: ApiError): boolean {
  const message = apiMessage(error);
  return message !== undefined && !/^Cannot POST/i.test(message);
}

/**
 * POST /api/ai/chat/prepare, when the advisor opens: the service reads the family while the user writes,
 * so the first answer does not wait for that read. Nothing depends on it: a failure is left to the
 * question, which reports its own.
 */
export function prepareAdvisor(): void {
  api.POST('/api/ai/chat/prepare').catch(() => undefined);
}
