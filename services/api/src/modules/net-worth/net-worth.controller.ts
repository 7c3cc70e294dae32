import {
  accessMessages,
  figureGranted,
  netWorthHistoryQuerySchema,
  netWorthHistorySchema,
  type NetWorthHistory,
  type NetWorthHistoryQuery,
  type User,
} from '@heirloom/contracts';
import { ApiAnswer, ApiErrors } from '@heirloom/server';
import { Controller, ForbiddenException, Get, HttpStatus, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAccess, type RequestAccess } from '../access/current-access.decorator';
import { CurrentUser } from '../auth/current-user.decorator';
import { NetWorthService } from './net-worth.service';

@ApiTags('net worth')
@Controller('net-worth')
export class NetWorthController {
  constructor(private readonly service: NetWorthService) {}

  /**
   * ?range=1M|6M|1Y|ALL (default 1Y). Every point sums the areas net worth is computed from, so it is
   * answered only to those granted all of them (the household; figureAreas.netWorth).
   */
  @Get('history')
  @ApiAnswer(
    "The user's net worth per day over a range, oldest first, ending with today's (from the rows as they stand)",
    netWorthHistorySchema,
  )
  @ApiErrors(HttpStatus.FORBIDDEN)
  history(
    @CurrentUser() user: User,
    @CurrentAccess() access: RequestAccess,
    @Query({ schema: netWorthHistoryQuerySchema }) query: NetWorthHistoryQuery,
  ): Promise<NetWorthHistory> {
    if (!figureGranted(access.areas, 'netWorth'))
      throw new ForbiddenException({ message: accessMessages.notShared });
    return this.service.history(user.id, query.range);
  }
}
