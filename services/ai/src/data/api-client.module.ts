// The one ApiClient of the process: every module reads and writes through it, so its limit on calls in
// flight (AI_API_CONCURRENCY) holds for the whole service, not per module. With it, the one cache of the
// families read (AI_FAMILY_CACHE_MB), shared by the chat and the reviews.
import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { AiConfig } from '../config/ai.config';
import { ApiClient } from './api-client';
import { FamilySnapshotCache } from './family-snapshot-cache';

@Global()
@Module({})
export class ApiClientModule {
  static forRoot(
    config: Pick<AiConfig, 'apiUrl' | 'apiTimeoutMs' | 'apiConcurrency' | 'familyCacheMb'>,
  ): DynamicModule {
    return {
      module: ApiClientModule,
      providers: [
        { provide: ApiClient, useFactory: () => ApiClient.fromConfig(config) },
        {
          provide: FamilySnapshotCache,
          useFactory: () => new FamilySnapshotCache(config.familyCacheMb * 1e6),
        },
      ],
      exports: [ApiClient, FamilySnapshotCache],
    };
  }
}
