import { firstPaintPages, isFirstPaintPage, type User } from '@heirloom/contracts';
import type { HttpReply } from '@heirloom/server';
import { describeError } from '@heirloom/server';
import {
  Catch,
  Controller,
  Get,
  HttpException,
  HttpStatus,
  Logger,
  Param,
  Res,
  UseFilters,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAccess, type RequestAccess } from '../access/current-access.decorator';
import { CurrentUser } from '../auth/current-user.decorator';
import { FirstPaintService } from './first-paint.service';

/**
 * The first paint never fails the page: whatever stops it (signed out, an ended session or access, an
 * area not granted, no client chosen, an unknown page, an error) answers 204 with no body, and the page
 * loads as usual.
 */
@Catch()
class NothingToPaint implements ExceptionFilter {
  private readonly logger = new Logger(FirstPaintController.name);

  catch(error: unknown, host: ArgumentsHost): void {
    // The session guard's refusals (401, 403) are an answer, not a fault.
    if (!(error instanceof HttpException && error.getStatus() < 500))
      this.logger.warn(`A page's first paint was skipped: ${describeError(error)}`);
    void host.switchToHttp().getResponse<HttpReply>().status(HttpStatus.NO_CONTENT).send();
  }
}

/**
 * Asked by the gateway (the SSI include in the shell's page, with the browser's cookie), not by the
 * browser. The session guard resolves who is asking and decides as for every route, by the page's own
 * area (apiRouteScopes, from the registry); each fragment then shows only figures of areas granted.
 */
@ApiTags('family')
@Controller('first-paint')
@UseFilters(NothingToPaint)
export class FirstPaintController {
  constructor(private readonly firstPaint: FirstPaintService) {}

  @Get(':page')
  @ApiOperation({
    summary:
      "A page's first paint: the session's own first figures of that page (the dashboard's net worth, " +
      "the Transactions and Investments pages' tiles) as an HTML fragment for the shell's page (the " +
      "gateway includes it; 204 when signed out, the page's area or figures are not shared, or it is no such page)",
  })
  @ApiParam({ name: 'page', enum: Object.keys(firstPaintPages) })
  @ApiProduces('text/html')
  @ApiResponse({
    status: HttpStatus.OK,
    description: "The page's heading and first tiles, every value HTML-escaped",
    content: { 'text/html': { schema: { type: 'string' } } },
  })
  @ApiResponse({
    status: HttpStatus.NO_CONTENT,
    description:
      'Nothing to show: signed out, no access to the figures, no such page, or they could not be read',
  })
  async page(
    @Param('page') page: string,
    @CurrentUser() user: User,
    @CurrentAccess() access: RequestAccess,
    @Res() response: HttpReply,
  ): Promise<void> {
    const html = isFirstPaintPage(page) ? await this.firstPaint.render(page, user.id, access) : null;
    if (html === null) return void (await response.status(HttpStatus.NO_CONTENT).send());
    await response.status(HttpStatus.OK).type('text/html; charset=utf-8').send(html);
  }
}
