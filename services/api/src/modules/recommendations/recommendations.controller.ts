import { ApiAnswer, ApiErrors } from '@heirloom/server';
import {
  insertRecommendationSchema,
  recommendationRowSchema,
  updateRecommendationStatusSchema,
  type InsertRecommendation,
  type UpdateRecommendationStatus,
  type User,
} from '@heirloom/contracts';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { OwnedWire } from '../../common/owned-crud.service';
import { CurrentAccess, type RequestAccess } from '../access/current-access.decorator';
import { CurrentUser } from '../auth/current-user.decorator';
import { evidenceFor } from './evidence-access';
import type { RecommendationEntity } from './recommendation.entity';
import { RecommendationsService } from './recommendations.service';

type RecommendationWire = OwnedWire<RecommendationEntity>;

// POST /api/recommendations/generate is the AI service's (the gateway routes it there); it stores what
// it generates through POST /api/recommendations with the user's own session.
@ApiTags('recommendations')
@Controller('recommendations')
export class RecommendationsController {
  constructor(private readonly service: RecommendationsService) {}

  @Get()
  @ApiAnswer('List the recommendations', recommendationRowSchema, { list: true })
  async list(
    @CurrentUser() user: User,
    @CurrentAccess() access: RequestAccess,
  ): Promise<RecommendationWire[]> {
    // A professional sees no evidence inputs of an area not shared (evidence-access.ts).
    return (await this.service.list(user.id)).map((r) => evidenceFor(r, access.areas));
  }

  @Get(':id')
  @ApiAnswer('Read one recommendation', recommendationRowSchema)
  async get(
    @CurrentUser() user: User,
    @CurrentAccess() access: RequestAccess,
    @Param('id') id: string,
  ): Promise<RecommendationWire> {
    return evidenceFor(await this.service.get(user.id, id), access.areas);
  }

  @Post()
  @ApiAnswer(
    'Store a recommendation (the AI service does, with the user’s session)',
    recommendationRowSchema,
    {
      status: HttpStatus.CREATED,
    },
  )
  @ApiErrors(HttpStatus.CONFLICT)
  create(
    @CurrentUser() user: User,
    @Body({ schema: insertRecommendationSchema }) body: InsertRecommendation,
  ): Promise<RecommendationWire> {
    return this.service.create(user.id, body);
  }

  /** Users only move a recommendation along its workflow. */
  @Patch(':id')
  @ApiAnswer('Move a recommendation along its workflow', recommendationRowSchema)
  setStatus(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body({ schema: updateRecommendationStatusSchema }) body: UpdateRecommendationStatus,
  ): Promise<RecommendationWire> {
    return this.service.setStatus(user.id, id, body.status);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiAnswer('Delete a recommendation', null, { status: HttpStatus.NO_CONTENT })
  remove(@CurrentUser() user: User, @Param('id') id: string): Promise<void> {
    return this.service.remove(user.id, id);
  }
}
