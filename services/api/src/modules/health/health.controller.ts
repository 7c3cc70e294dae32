import type { StatusResponse } from '@heirloom/server';
import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { Public } from '../auth/public.decorator';
import { HealthService } from './health.service';

export type HealthReport = { status: 'ok'; database: 'up' } | { status: 'error'; database: 'down' };

@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when the database answers, 503 when it does not (load balancers and probes read the status). */
  @Get()
  async check(@Res({ passthrough: true }) response: StatusResponse): Promise<HealthReport> {
    if (await this.health.isDatabaseUp()) return { status: 'ok', database: 'up' };
    response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: 'error', database: 'down' };
  }
}
