// POST /api/ai/review {area} -> {area, title, review}: the AI Review buttons (Private Investments,
// Estate Planning; the other areas are ready for pages that add one).
import { ApiAnswer, ApiErrors } from '@heirloom/server';
import { ApiTags } from '@nestjs/swagger';
import {
  aiReviewAnswerSchema,
  aiReviewRequestSchema,
  type AiReviewRequest,
  type AiReviewResponse,
} from '@heirloom/contracts';
import { Body, Controller, HttpCode, HttpStatus, Inject, Post, Req, UseGuards } from '@nestjs/common';
import type { HttpRequest } from '@heirloom/server';
import { FamilyFactsLoader } from '../facts/family-facts-loader';
import { AiAccessGuard } from '../access/ai-access.guard';
import { UserRateLimitGuard } from '../rate-limit';
import { reviewArea } from './reviews';

@ApiTags('ai')
@Controller('ai/review')
@UseGuards(AiAccessGuard, UserRateLimitGuard)
export class ReviewController {
  constructor(@Inject(FamilyFactsLoader) private readonly facts: FamilyFactsLoader) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiAnswer('An AI review of one area of the family’s finances', aiReviewAnswerSchema)
  @ApiErrors(HttpStatus.FORBIDDEN, HttpStatus.TOO_MANY_REQUESTS, HttpStatus.SERVICE_UNAVAILABLE)
  async review(
    @Body({ schema: aiReviewRequestSchema }) body: AiReviewRequest,
    @Req() request: HttpRequest,
  ): Promise<AiReviewResponse> {
    return reviewArea(body.area, await this.facts.load(request));
  }
}
