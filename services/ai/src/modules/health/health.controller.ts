import { Controller, Get } from '@nestjs/common';

/** The AI service holds no state of its own: being able to answer is being healthy. */
@Controller('ai/health')
export class HealthController {
  @Get()
  check(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
