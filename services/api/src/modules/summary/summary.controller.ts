import {
  familySnapshotSchema,
  familySummarySchema,
  type FamilySnapshot,
  type FamilySummary,
  type User,
} from '@heirloom/contracts';
import { ApiAnswer, type HttpReply } from '@heirloom/server';
import { Controller, Get, Headers, HttpStatus, Res } from '@nestjs/common';
import { ApiHeader, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAccess, type RequestAccess } from '../access/current-access.decorator';
import { CurrentUser } from '../auth/current-user.decorator';
import { snapshotFor, summaryFor } from './granted';
import { SummaryService } from './summary.service';

@ApiTags('family')
@Controller()
export class SummaryController {
  constructor(private readonly service: SummaryService) {}

  /** The dashboard's one call: the family's summary (cached per family), cut to the caller's areas. */
  @Get('summary')
  @ApiAnswer("The dashboard: the family's figures, counts and first five of each card", familySummarySchema)
  async summary(@CurrentUser() user: User, @CurrentAccess() access: RequestAccess): Promise<FamilySummary> {
    return summaryFor(await this.service.summary(user.id), access.areas);
  }

  /**
   * The AI service's one call per chat reply, review or generation. It keeps what it read and sends its
   * ETag back: while nothing of the family changed, the answer is 304 with no body, read from one row.
   */
  @Get('family')
  @ApiAnswer(
    'Every list of the family, whole, with the figures and the last 365 days of spending',
    familySnapshotSchema,
  )
  @ApiHeader({
    name: 'If-None-Match',
    required: false,
    description: 'The ETag of a snapshot read before: 304 while it is still the family’s',
  })
  @ApiResponse({ status: HttpStatus.NOT_MODIFIED, description: 'Nothing changed since that ETag' })
  async family(
    @CurrentUser() user: User,
    @CurrentAccess() access: RequestAccess,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: HttpReply,
  ): Promise<FamilySnapshot | undefined> {
    const now = new Date();
    // The tag names the areas too: a grant changed to fewer areas is never answered 304 to a copy
    // read under the old ones.
    const tag = await this.service.snapshotTag(user.id, now, access.areas);
    void reply.header('ETag', tag);
    if (ifNoneMatch && matchesTag(ifNoneMatch, tag)) {
      void reply.status(HttpStatus.NOT_MODIFIED);
      return undefined;
    }
    return snapshotFor(await this.service.snapshot(user.id, now), access.areas);
  }
}

/** If-None-Match holds one tag, a list of them or "*" (RFC 9110 13.1.2; weak tags compare weakly). */
function matchesTag(header: string, tag: string): boolean {
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === tag);
}
