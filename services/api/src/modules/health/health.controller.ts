import { healthSchema } from '@heirloom/contracts';
import { ApiAnswer, type StatusResponse } from '@heirloom/server';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { Public } from '../auth/public.decorator';
import { HealthService } from './health.service';

export type HealthReport = { status: 'ok'; database: 'up' } | { status: 'error'; database: 'down' };

@Public()
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when the database answers, 503 when it does not (load balancers and probes read the status). */
  @Get()
  @ApiAnswer('Whether the API and its database answer', healthSchema)
  @ApiResponse({
    status: HttpStatus.SERVICE_UNAVAILABLE,
    description: 'The database does not answer',
    standardSchema: healthSchema,
  })
  async check(@Res({ passthrough: true }) response: StatusResponse): Promise<HealthReport> {
    if (await this.health.isDatabaseUp()) return { status: 'ok', database: 'up' };
    response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: 'error', database: 'down' };
  }
}
