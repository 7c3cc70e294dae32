import {
  familySnapshotSchema,
  familySummarySchema,
  type FamilySnapshot,
  type FamilySummary,
  type User,
} from '@heirloom/contracts';
import { ApiAnswer } from '@heirloom/server';
import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator';
import { SummaryService } from './summary.service';

@ApiTags('family')
@Controller()
export class SummaryController {
  constructor(private readonly service: SummaryService) {}

  /** The dashboard's one call. */
  @Get('summary')
  @ApiAnswer("The dashboard: the family's figures, counts and first five of each card", familySummarySchema)
  summary(@CurrentUser() user: User): Promise<FamilySummary> {
    return this.service.summary(user.id);
  }

  /** The AI service's one call per chat reply, review or generation. */
  @Get('family')
  @ApiAnswer(
    'Every list of the family, whole, with the figures and the last 365 days of spending',
    familySnapshotSchema,
  )
  family(@CurrentUser() user: User): Promise<FamilySnapshot> {
    return this.service.snapshot(user.id);
  }
}
