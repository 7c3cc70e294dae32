// GET /api/ai/capabilities -> {topics}: what the advisor can answer, written from the tool registry
// (one topic per tool, in the registry's order), so the chat's empty state lists exactly what the
// built-in analyst and the model engine answer with. The same for everyone: no session needed.
import { chatCapabilitiesAnswerSchema, type ChatCapabilities } from '@heirloom/contracts';
import { ApiAnswer, ApiPublic } from '@heirloom/server';
import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { toolTopics } from '../tools/registry';

@ApiPublic()
@ApiTags('ai')
@Controller('ai/capabilities')
export class CapabilitiesController {
  private readonly capabilities: ChatCapabilities = { topics: toolTopics() };

  @Get()
  @ApiAnswer('What the advisor can answer: one topic per tool of its registry', chatCapabilitiesAnswerSchema)
  list(): ChatCapabilities {
    return this.capabilities;
  }
}
