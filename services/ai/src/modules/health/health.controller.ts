import { aiHealthSchema } from '@heirloom/contracts';
import { ApiAnswer, ApiPublic } from '@heirloom/server';
import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

/** The AI service holds no state of its own: being able to answer is being healthy. */
@ApiPublic()
@ApiTags('health')
@Controller('ai/health')
export class HealthController {
  @Get()
  @ApiAnswer('Whether the AI service answers', aiHealthSchema)
  check(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
