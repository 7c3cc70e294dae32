import type { User } from '@heirloom/contracts';
import type { HttpReply } from '@heirloom/server';
import { describeError } from '@heirloom/server';
import {
  Catch,
  Controller,
  Get,
  HttpException,
  HttpStatus,
  Logger,
  Res,
  UseFilters,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAccess, type RequestAccess } from '../access/current-access.decorator';
import { CurrentUser } from '../auth/current-user.decorator';
import { dashboardFirstPaint } from './first-paint';
import { summaryFor } from './granted';
import { SummaryService } from './summary.service';

/**
 * The first paint never fails the page: whatever stops it (signed out, an ended session or access, no
 * client chosen, an error) answers 204 with no body, and the page loads as usual.
 */
@Catch()
class NothingToPaint implements ExceptionFilter {
  private readonly logger = new Logger(FirstPaintController.name);

  catch(error: unknown, host: ArgumentsHost): void {
    // The session guard's refusals (401, 403) are an answer, not a fault.
    if (!(error instanceof HttpException && error.getStatus() < 500))
      this.logger.warn(`The dashboard's first paint was skipped: ${describeError(error)}`);
    void host.switchToHttp().getResponse<HttpReply>().status(HttpStatus.NO_CONTENT).send();
  }
}

/**
 * Asked by the gateway (an SSI include in the shell's page, with the browser's cookie), not by the
 * browser. The session guard resolves who is asking, as for every route, and the net worth is shown
 * only to those granted every area it is computed from (the household; figureAreas).
 */
@ApiTags('family')
@Controller('first-paint')
@UseFilters(NothingToPaint)
export class FirstPaintController {
  constructor(private readonly summary: SummaryService) {}

  @Get('dashboard')
  @ApiOperation({
    summary:
      "The dashboard's first paint: the session's net worth as an HTML fragment for the shell's page " +
      '(the gateway includes it; 204 when signed out or the net worth is not shared)',
  })
  @ApiProduces('text/html')
  @ApiResponse({
    status: HttpStatus.OK,
    description: 'The heading and the net-worth card, every value HTML-escaped',
    content: { 'text/html': { schema: { type: 'string' } } },
  })
  @ApiResponse({
    status: HttpStatus.NO_CONTENT,
    description: 'Nothing to show: signed out, no access to the net worth, or the figures could not be read',
  })
  async dashboard(
    @CurrentUser() user: User,
    @CurrentAccess() access: RequestAccess,
    @Res() response: HttpReply,
  ): Promise<void> {
    const { figures } = summaryFor(await this.summary.summary(user.id), access.areas);
    const { netWorth, liquidAssets, nonLiquidAssets, realEstateEquity } = figures;
    if (netWorth === null || liquidAssets === null || nonLiquidAssets === null || realEstateEquity === null)
      return void (await response.status(HttpStatus.NO_CONTENT).send());
    await response
      .status(HttpStatus.OK)
      .type('text/html; charset=utf-8')
      .send(dashboardFirstPaint({ netWorth, liquidAssets, nonLiquidAssets, realEstateEquity }));
  }
}
