import { globalHttpProviders, LifecycleModule } from '@heirloom/server';
import { Module, type DynamicModule } from '@nestjs/common';
import type { AiConfig } from './config/ai.config';
import { ChatModule } from './chat/chat.module';
import { ApiClientModule } from './data/api-client.module';
import { McpModule } from './mcp/mcp.module';
import { HealthModule } from './modules/health/health.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { RecommendationsModule } from './recommendations/recommendations.module';
import { RefinanceModule } from './refinance/refinance.module';
import { ReviewModule } from './review/review.module';

@Module({})
export class AppModule {
  static forRoot(config: AiConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        // Readiness turns false on SIGTERM (graceful-shutdown.ts in @heirloom/server).
        LifecycleModule,
        HealthModule,
        ApiClientModule.forRoot(config),
        RateLimitModule.forRoot(config),
        ChatModule.forRoot(config),
        ReviewModule.forRoot(config),
        RecommendationsModule.forRoot(config),
        RefinanceModule.forRoot(config),
        // The family's tools for their own assistant, POST /api/ai/mcp (issue 33).
        McpModule.forRoot(config),
      ],
      // The schema validation pipe and the one error shape, for every route.
      providers: globalHttpProviders(config),
    };
  }
}
