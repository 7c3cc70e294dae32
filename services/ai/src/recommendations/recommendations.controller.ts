// POST /api/recommendations/generate (the gateway sends it here, the rest of /api/recommendations to
// the API): runs the analyst over the caller's data and stores what is new.
import { generateRecommendationsAnswerSchema, type GenerateRecommendationsResult } from '@heirloom/contracts';
import { ApiAnswer, ApiErrors } from '@heirloom/server';
import { ApiTags } from '@nestjs/swagger';
import { Controller, HttpCode, HttpStatus, Inject, Post, Req, UseGuards } from '@nestjs/common';
import type { HttpRequest } from '@heirloom/server';
import { AiAccessGuard } from '../access/ai-access.guard';
import { forwardedRequestId, SessionUserResolver, UserRateLimitGuard } from '../rate-limit';
import { RecommendationsGenerator } from './recommendations.service';

@ApiTags('recommendations')
@Controller('recommendations')
@UseGuards(AiAccessGuard, UserRateLimitGuard)
export class RecommendationsController {
  constructor(
    @Inject(RecommendationsGenerator) private readonly generator: RecommendationsGenerator,
    @Inject(SessionUserResolver) private readonly users: SessionUserResolver,
  ) {}

  @Post('generate')
  @HttpCode(HttpStatus.OK)
  @ApiAnswer('Run the analyst and store the findings that are new', generateRecommendationsAnswerSchema)
  @ApiErrors(HttpStatus.FORBIDDEN, HttpStatus.TOO_MANY_REQUESTS, HttpStatus.SERVICE_UNAVAILABLE)
  async generate(@Req() request: HttpRequest): Promise<GenerateRecommendationsResult> {
    const requestId = forwardedRequestId(request);
    // Already resolved (and cached) by the guard: 401 without a session, 503 without the API.
    const user = await this.users.resolve(request.headers.cookie, requestId);
    return this.generator.generate(request.headers.cookie, { userKey: user.id, requestId });
  }
}
