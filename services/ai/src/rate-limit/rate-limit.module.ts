// Global, so any module's controller can use UserRateLimitGuard (chat, review, recommendations).
import { redisCounterStore } from '@heirloom/server';
import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { AiConfig } from '../config/ai.config';
import { ApiClient } from '../data/api-client';
import { AiCallLimiter, ApiCallQuota, CallsPerMinuteLimiter } from './rate-limiter';
import { SessionUserResolver } from './session-user';
import { UserRateLimitGuard } from './user-rate-limit.guard';

@Global()
@Module({})
export class RateLimitModule implements OnApplicationShutdown {
  constructor(@Inject(AiCallLimiter) private readonly limiter: AiCallLimiter) {}

  onApplicationShutdown(): Promise<void> {
    return this.limiter.close();
  }

  static forRoot(config: Pick<AiConfig, 'chatRateLimitPerMinute' | 'redisUrl'>): DynamicModule {
    return {
      module: RateLimitModule,
      providers: [
        {
          provide: SessionUserResolver,
          useFactory: (api: ApiClient) => new SessionUserResolver(api),
          inject: [ApiClient],
        },
        {
          // Shared by every replica: in Redis with REDIS_URL, else in the API's database.
          provide: AiCallLimiter,
          useFactory: (): AiCallLimiter =>
            config.redisUrl
              ? new CallsPerMinuteLimiter(config.chatRateLimitPerMinute, redisCounterStore(config.redisUrl))
              : new ApiCallQuota(config.chatRateLimitPerMinute),
        },
        UserRateLimitGuard,
      ],
      exports: [SessionUserResolver, AiCallLimiter, UserRateLimitGuard],
    };
  }
}
