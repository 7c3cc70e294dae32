import { aiHealthSchema, livenessSchema } from '@heirloom/contracts';
import { ApiAnswer, ApiPublic, ServiceLifecycle, type StatusResponse } from '@heirloom/server';
import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';

type AiHealth = { status: 'ok' | 'shutting-down' };

/**
 * The AI service holds no state of its own: being able to answer is being ready, until it shuts down.
 * Readiness: `/api/ai/health` and `/api/ai/health/ready`; liveness: `/api/ai/health/live`.
 */
@ApiPublic()
@ApiTags('health')
@Controller('ai/health')
export class HealthController {
  constructor(private readonly lifecycle: ServiceLifecycle) {}

  @Get()
  @ApiOperation({ summary: 'Readiness (same as /api/ai/health/ready)' })
  @ApiAnswer('Ready: the AI service answers', aiHealthSchema)
  @ApiResponse({
    status: HttpStatus.SERVICE_UNAVAILABLE,
    description: 'Not ready: the process is shutting down',
    standardSchema: aiHealthSchema,
  })
  check(@Res({ passthrough: true }) response: StatusResponse): AiHealth {
    return this.readiness(response);
  }

  @Get('ready')
  @ApiOperation({ summary: 'Readiness: load balancers send traffic only while this answers 200' })
  @ApiAnswer('Ready: the AI service answers', aiHealthSchema)
  @ApiResponse({
    status: HttpStatus.SERVICE_UNAVAILABLE,
    description: 'Not ready: the process is shutting down',
    standardSchema: aiHealthSchema,
  })
  ready(@Res({ passthrough: true }) response: StatusResponse): AiHealth {
    return this.readiness(response);
  }

  @Get('live')
  @ApiOperation({ summary: 'Liveness: 200 while the process answers' })
  @ApiAnswer('The process answers', livenessSchema)
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  private readiness(response: StatusResponse): AiHealth {
    if (!this.lifecycle.draining) return { status: 'ok' };
    response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: 'shutting-down' };
  }
}
