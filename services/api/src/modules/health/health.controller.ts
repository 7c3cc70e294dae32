import { healthSchema, livenessSchema } from '@heirloom/contracts';
import { ApiAnswer, ServiceLifecycle, type StatusResponse } from '@heirloom/server';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { Public } from '../auth/public.decorator';
import { HealthService } from './health.service';

export type HealthReport = {
  status: 'ok' | 'error' | 'shutting-down';
  database: 'up' | 'down';
};

/**
 * Readiness (`/api/health`, `/api/health/ready`): may this process get traffic? Liveness
 * (`/api/health/live`): is it alive at all? A database outage makes the API unready, never dead:
 * restarting it would not bring the database back.
 */
@Public()
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthService,
    private readonly lifecycle: ServiceLifecycle,
  ) {}

  /** 200 when the database answers; 503 when it does not or the process is shutting down. */
  @Get()
  @ApiOperation({ summary: 'Readiness (same as /api/health/ready)' })
  @ApiAnswer('Ready: the API and its database answer', healthSchema)
  @ApiResponse({
    status: HttpStatus.SERVICE_UNAVAILABLE,
    description: 'Not ready: the database does not answer, or the process is shutting down',
    standardSchema: healthSchema,
  })
  check(@Res({ passthrough: true }) response: StatusResponse): Promise<HealthReport> {
    return this.readiness(response);
  }

  @Get('ready')
  @ApiOperation({ summary: 'Readiness: load balancers send traffic only while this answers 200' })
  @ApiAnswer('Ready: the API and its database answer', healthSchema)
  @ApiResponse({
    status: HttpStatus.SERVICE_UNAVAILABLE,
    description: 'Not ready: the database does not answer, or the process is shutting down',
    standardSchema: healthSchema,
  })
  ready(@Res({ passthrough: true }) response: StatusResponse): Promise<HealthReport> {
    return this.readiness(response);
  }

  @Get('live')
  @ApiOperation({ summary: 'Liveness: 200 while the process answers, whatever its database does' })
  @ApiAnswer('The process answers', livenessSchema)
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  private async readiness(response: StatusResponse): Promise<HealthReport> {
    const database = (await this.health.isDatabaseUp()) ? 'up' : 'down';
    if (this.lifecycle.draining) {
      response.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { status: 'shutting-down', database };
    }
    if (database === 'up') return { status: 'ok', database };
    response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: 'error', database };
  }
}
