import { globalHttpProviders } from '@heirloom/server';
import { Module, type DynamicModule } from '@nestjs/common';
import type { AiConfig } from './config/ai.config';
import { HealthModule } from './modules/health/health.module';

@Module({})
export class AppModule {
  static forRoot(config: AiConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [HealthModule],
      // The schema validation pipe and the one error shape, for every route.
      providers: globalHttpProviders(config),
    };
  }
}
