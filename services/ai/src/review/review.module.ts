import { Module, type DynamicModule } from '@nestjs/common';
import { FamilyFactsLoader } from '../chat/family-facts-loader';
import type { AiConfig } from '../config/ai.config';
import { ApiClient } from '../data/api-client';
import { ReviewController } from './review.controller';

@Module({})
export class ReviewModule {
  static forRoot(config: AiConfig): DynamicModule {
    return {
      module: ReviewModule,
      controllers: [ReviewController],
      providers: [
        {
          provide: FamilyFactsLoader,
          useFactory: (api: ApiClient) => new FamilyFactsLoader(api, config.assumptions),
          inject: [ApiClient],
        },
      ],
    };
  }
}
