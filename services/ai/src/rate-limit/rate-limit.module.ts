// Global, so any module's controller can use UserRateLimitGuard (chat, review, recommendations).
import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { AiConfig } from '../config/ai.config';
import { ApiClient } from '../data/api-client';
import { CallsPerMinuteLimiter } from './rate-limiter';
import { SessionUserResolver } from './session-user';
import { UserRateLimitGuard } from './user-rate-limit.guard';

@Global()
@Module({})
export class RateLimitModule {
  static forRoot(config: Pick<AiConfig, 'chatRateLimitPerMinute'>): DynamicModule {
    return {
      module: RateLimitModule,
      providers: [
        {
          provide: SessionUserResolver,
          useFactory: (api: ApiClient) => new SessionUserResolver(api),
          inject: [ApiClient],
        },
        {
          provide: CallsPerMinuteLimiter,
          useFactory: () => new CallsPerMinuteLimiter(config.chatRateLimitPerMinute),
        },
        UserRateLimitGuard,
      ],
      exports: [SessionUserResolver, CallsPerMinuteLimiter, UserRateLimitGuard],
    };
  }
}
