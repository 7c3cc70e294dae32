import { Module, type DynamicModule } from '@nestjs/common';
import type { AiConfig } from '../config/ai.config';
import { ApiClient } from '../data/api-client';
import { RecommendationsController } from './recommendations.controller';
import { RecommendationsGenerator } from './recommendations.service';

@Module({})
export class RecommendationsModule {
  static forRoot(config: Pick<AiConfig, 'assumptions'>): DynamicModule {
    return {
      module: RecommendationsModule,
      controllers: [RecommendationsController],
      providers: [
        {
          provide: RecommendationsGenerator,
          useFactory: (api: ApiClient) => new RecommendationsGenerator(api, config.assumptions),
          inject: [ApiClient],
        },
      ],
      exports: [RecommendationsGenerator],
    };
  }
}
