import {
  netWorthHistoryQuerySchema,
  netWorthHistorySchema,
  type NetWorthHistory,
  type NetWorthHistoryQuery,
  type User,
} from '@heirloom/contracts';
import { ApiAnswer } from '@heirloom/server';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator';
import { NetWorthService } from './net-worth.service';

@ApiTags('net worth')
@Controller('net-worth')
export class NetWorthController {
  constructor(private readonly service: NetWorthService) {}

  /** ?range=1M|6M|1Y|ALL (default 1Y). */
  @Get('history')
  @ApiAnswer(
    "The user's net worth per day over a range, oldest first, ending with today's (from the rows as they stand)",
    netWorthHistorySchema,
  )
  history(
    @CurrentUser() user: User,
    @Query({ schema: netWorthHistoryQuerySchema }) query: NetWorthHistoryQuery,
  ): Promise<NetWorthHistory> {
    return this.service.history(user.id, query.range);
  }
}
