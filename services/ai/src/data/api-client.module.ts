// The one ApiClient of the process: every module reads and writes through it, so its limit on calls in
// flight (AI_API_CONCURRENCY) holds for the whole service, not per module.
import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { AiConfig } from '../config/ai.config';
import { ApiClient } from './api-client';

@Global()
@Module({})
export class ApiClientModule {
  static forRoot(config: Pick<AiConfig, 'apiUrl' | 'apiTimeoutMs' | 'apiConcurrency'>): DynamicModule {
    return {
      module: ApiClientModule,
      providers: [{ provide: ApiClient, useFactory: () => ApiClient.fromConfig(config) }],
      exports: [ApiClient],
    };
  }
}
