// POST /api/ai/chat {message, conversationId?} -> {response, conversationId};
// POST /api/ai/chat/stream {message, conversationId?} -> text/event-stream (`conversation` with
// {conversationId}, `chunk` events with {text}, then `done` with {response, conversationId}, or
// `error` with {message}). The question and the answer are stored in the conversation (through the API).
import {
  chatAnswerSchema,
  chatRequestSchema,
  type ChatRequest,
  type ChatResponse,
} from '@heirloom/contracts';
import { ApiAnswer, ApiErrors, describeError, EventStream } from '@heirloom/server';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  Body,
  Controller,
  HttpCode,
  HttpStatus,
  Inject,
  Logger,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { HttpReply, HttpRequest } from '@heirloom/server';
import { AiAccessGuard } from '../access/ai-access.guard';
import { UserRateLimitGuard } from '../rate-limit';
import { ChatService, streamPieces } from './chat.service';
import { ConversationLog, type Exchange } from './conversation-log';
import { FamilyFactsLoader } from '../facts/family-facts-loader';
import { ChatsInFlight } from '../metrics';

export const STREAM_FAILED_MESSAGE = 'The answer could not be completed. Please try again.';

@ApiTags('ai')
@Controller('ai/chat')
@UseGuards(AiAccessGuard, UserRateLimitGuard)
export class ChatController {
  private readonly logger = new Logger('ChatController');

  constructor(
    @Inject(ChatService) private readonly chat: ChatService,
    @Inject(FamilyFactsLoader) private readonly facts: FamilyFactsLoader,
    @Inject(ConversationLog) private readonly log: ConversationLog,
    @Inject(ChatsInFlight) private readonly inFlight: ChatsInFlight,
  ) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiAnswer('Ask the advisor a question about the family’s numbers', chatAnswerSchema)
  @ApiErrors(
    HttpStatus.FORBIDDEN,
    HttpStatus.NOT_FOUND,
    HttpStatus.TOO_MANY_REQUESTS,
    HttpStatus.SERVICE_UNAVAILABLE,
  )
  async reply(
    @Body({ schema: chatRequestSchema }) body: ChatRequest,
    @Req() request: HttpRequest,
  ): Promise<ChatResponse> {
    return this.inFlight.track(async () => {
      const [facts, earlier] = await Promise.all([
        this.facts.load(request),
        this.log.earlier(request, body.conversationId),
      ]);
      // The question is stored while the answer is worked out: a reply waits for the slower of the two,
      // not for both (the API is shared by every family asking at once).
      const [response, stored] = await Promise.all([
        this.chat.reply(body.message, facts, undefined, earlier),
        this.log.store(request, body.message, body.conversationId),
      ]);
      await this.store(stored, response);
      return { response, conversationId: stored.conversationId };
    });
  }

  /**
   * Stores an answer; if the API refuses it now, the reader still gets the answer they were given (the
   * conversation then shows the question alone after a reload) and the failure is logged.
   */
  private async store(exchange: Pick<Exchange, 'answer' | 'conversationId'>, answer: string): Promise<void> {
    try {
      await exchange.answer(answer);
    } catch (failure) {
      this.logger.warn(
        `An answer was not stored in conversation ${exchange.conversationId}: ${describeError(failure)}`,
      );
    }
  }

  @Post('stream')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Ask the advisor, the answer streamed as server-sent events' })
  @ApiResponse({
    status: HttpStatus.OK,
    description:
      'text/event-stream: `conversation` with {conversationId}, `chunk` events with {text}, then `done` with {response, conversationId}, or `error` with {message}',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  @ApiErrors(
    HttpStatus.FORBIDDEN,
    HttpStatus.NOT_FOUND,
    HttpStatus.TOO_MANY_REQUESTS,
    HttpStatus.SERVICE_UNAVAILABLE,
  )
  async stream(
    @Body({ schema: chatRequestSchema }) body: ChatRequest,
    @Req() request: HttpRequest,
    @Res() response: HttpReply,
  ): Promise<void> {
    return this.inFlight.track(() => this.streamReply(body, request, response));
  }

  private async streamReply(body: ChatRequest, request: HttpRequest, response: HttpReply): Promise<void> {
    // Read the data and store the question first: no session (401), another user's conversation (404)
    // or no API (503) still answer as plain JSON errors.
    const [facts, earlier] = await Promise.all([
      this.facts.load(request),
      this.log.earlier(request, body.conversationId),
    ]);
    const storing = this.log.store(request, body.message, body.conversationId);
    // The built-in analyst's answer is worked out while the question is stored (a model's is streamed
    // once it is); a failure of either is met below as before: the store's before the stream starts.
    const ahead = this.chat.usesModel ? null : this.chat.reply(body.message, facts, undefined, earlier);
    ahead?.catch(() => undefined);
    const exchange = await storing;
    const { conversationId } = exchange;
    const events = new EventStream(response);
    let written = '';
    try {
      events.send('conversation', { conversationId });
      const onText = (text: string) => {
        written += text;
        events.send('chunk', { text });
      };
      let full: string;
      if (ahead) {
        full = await ahead;
        for (const piece of streamPieces(full)) onText(piece);
      } else {
        full = await this.chat.stream(body.message, facts, onText, events.signal, earlier);
      }
      written = full;
      await this.store(exchange, full);
      events.send('done', { response: full, conversationId });
    } catch (error) {
      if (events.signal.aborted) {
        // Stopped by the reader: keep what they saw.
        await this.store(exchange, written);
      } else {
        this.logger.error(`Chat stream failed: ${describeError(error)}`);
        events.send('error', { message: STREAM_FAILED_MESSAGE });
      }
    } finally {
      events.end();
    }
  }
}
