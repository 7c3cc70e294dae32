import { Controller, Get, HttpStatus, Logger, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { HttpReply, HttpRequest } from '@heirloom/server';
import { describeError } from '@heirloom/server';
import { AuthService } from '../auth/auth.service';
import { Public } from '../auth/public.decorator';
import { readCookie, SESSION_COOKIE } from '../auth/session-cookie';
import { dashboardFirstPaint } from './first-paint';
import { SummaryService } from './summary.service';

/**
 * Asked by the gateway (an SSI include in the shell's page), not by the browser. It never fails the page:
 * signed out, an ended session or any error answers 204 with no body, and the page loads as usual.
 */
@Public()
@ApiTags('family')
@Controller('first-paint')
export class FirstPaintController {
  private readonly logger = new Logger(FirstPaintController.name);

  constructor(
    private readonly auth: AuthService,
    private readonly summary: SummaryService,
  ) {}

  @Get('dashboard')
  @ApiOperation({
    summary:
      "The dashboard's first paint: the session's net worth as an HTML fragment for the shell's page " +
      '(the gateway includes it; 204 when signed out)',
  })
  @ApiProduces('text/html')
  @ApiResponse({
    status: HttpStatus.OK,
    description: 'The heading and the net-worth card, every value HTML-escaped',
    content: { 'text/html': { schema: { type: 'string' } } },
  })
  @ApiResponse({
    status: HttpStatus.NO_CONTENT,
    description: 'Nothing to show: signed out, or the figures could not be read',
  })
  async dashboard(@Req() request: HttpRequest, @Res() response: HttpReply): Promise<void> {
    const token = readCookie(request.headers.cookie, SESSION_COOKIE);
    try {
      const user = token ? await this.auth.userForToken(token) : undefined;
      if (!user) return void (await response.status(HttpStatus.NO_CONTENT).send());
      const { figures } = await this.summary.summary(user.id);
      await response
        .status(HttpStatus.OK)
        .type('text/html; charset=utf-8')
        .send(dashboardFirstPaint(figures));
    } catch (error) {
      this.logger.warn(`The dashboard's first paint was skipped: ${describeError(error)}`);
      await response.status(HttpStatus.NO_CONTENT).send();
    }
  }
}
