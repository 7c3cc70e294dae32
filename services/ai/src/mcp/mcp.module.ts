import { Module, type DynamicModule } from '@nestjs/common';
import type { AiConfig } from '../config/ai.config';
import { McpCallers, MCP_ASSUMPTIONS } from './mcp-caller';
import { McpController } from './mcp.controller';

/** The MCP server (issue 33); the API client, the family cache and the rate limit are the global ones. */
@Module({})
export class McpModule {
  static forRoot(config: Pick<AiConfig, 'assumptions'>): DynamicModule {
    return {
      module: McpModule,
      controllers: [McpController],
      providers: [{ provide: MCP_ASSUMPTIONS, useValue: config.assumptions }, McpCallers],
    };
  }
}
