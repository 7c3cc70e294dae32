import { aiCallSpendSchema, type AiCallSpend, type User } from '@heirloom/contracts';
import { ApiAnswer, ApiErrors, TooManyRequestsException } from '@heirloom/server';
import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator';
import { AiQuota } from './ai-quota';

export const AI_QUOTA_SPENT_MESSAGE = 'Too many AI requests. Please wait a moment and try again.';

@ApiTags('limits')
@Controller('limits')
export class LimitsController {
  constructor(private readonly aiQuota: AiQuota) {}

  /**
   * The AI service calls this with the caller's own session before each chat, review or generate: one
   * point of that user's quota, the same for every AI replica. 204 while there is some left, else 429
   * with Retry-After. A user can only spend their own.
   */
  @Post('ai')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiAnswer('Spend one of the signed-in user’s AI calls for this minute', null, {
    status: HttpStatus.NO_CONTENT,
  })
  @ApiErrors(HttpStatus.TOO_MANY_REQUESTS)
  async spendAiCall(
    @CurrentUser() user: User,
    @Body({ schema: aiCallSpendSchema }) body: AiCallSpend,
  ): Promise<void> {
    const decision = await this.aiQuota.take(user.id, body.callsPerMinute);
    if (!decision.allowed)
      throw new TooManyRequestsException(AI_QUOTA_SPENT_MESSAGE, decision.retryAfterSeconds);
  }
}
