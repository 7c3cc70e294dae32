// POST /api/ai/chat {message} -> {response}; POST /api/ai/chat/stream {message} -> text/event-stream
// (`chunk` events with {text}, then `done` with {response}, or `error` with {message}).
import {
  chatAnswerSchema,
  chatRequestSchema,
  type ChatRequest,
  type ChatResponse,
} from '@heirloom/contracts';
import { ApiAnswer, ApiErrors, describeError } from '@heirloom/server';
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
import type { Request, Response } from 'express';
import { UserRateLimitGuard } from '../rate-limit';
import { ChatService } from './chat.service';
import { FamilyFactsLoader } from './family-facts-loader';
import { EventStream } from './sse';

export const STREAM_FAILED_MESSAGE = 'The answer could not be completed. Please try again.';

@ApiTags('ai')
@Controller('ai/chat')
@UseGuards(UserRateLimitGuard)
export class ChatController {
  private readonly logger = new Logger('ChatController');

  constructor(
    @Inject(ChatService) private readonly chat: ChatService,
    @Inject(FamilyFactsLoader) private readonly facts: FamilyFactsLoader,
  ) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiAnswer('Ask the advisor a question about the family’s numbers', chatAnswerSchema)
  @ApiErrors(HttpStatus.TOO_MANY_REQUESTS, HttpStatus.SERVICE_UNAVAILABLE)
  async reply(
    @Body({ schema: chatRequestSchema }) body: ChatRequest,
    @Req() request: Request,
  ): Promise<ChatResponse> {
    const facts = await this.facts.loadFor(body.message, request);
    return { response: await this.chat.reply(body.message, facts) };
  }

  @Post('stream')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Ask the advisor, the answer streamed as server-sent events' })
  @ApiResponse({
    status: HttpStatus.OK,
    description:
      'text/event-stream: `chunk` events with {text}, then `done` with {response}, or `error` with {message}',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  @ApiErrors(HttpStatus.TOO_MANY_REQUESTS, HttpStatus.SERVICE_UNAVAILABLE)
  async stream(
    @Body({ schema: chatRequestSchema }) body: ChatRequest,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    // Read the data first: no session (401) or no API (503) still answer as plain JSON errors.
    const facts = await this.facts.loadFor(body.message, request);
    const events = new EventStream(response);
    try {
      const full = await this.chat.stream(
        body.message,
        facts,
        (text) => events.send('chunk', { text }),
        events.signal,
      );
      events.send('done', { response: full });
    } catch (error) {
      if (!events.signal.aborted) {
        this.logger.error(`Chat stream failed: ${describeError(error)}`);
        events.send('error', { message: STREAM_FAILED_MESSAGE });
      }
    } finally {
      events.end();
    }
  }
}
