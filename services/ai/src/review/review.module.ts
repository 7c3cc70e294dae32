import { Module, type DynamicModule } from '@nestjs/common';
import { familyFactsLoaderProvider } from '../facts/family-facts-loader';
import type { AiConfig } from '../config/ai.config';
import { ReviewController } from './review.controller';

@Module({})
export class ReviewModule {
  static forRoot(config: AiConfig): DynamicModule {
    return {
      module: ReviewModule,
      controllers: [ReviewController],
      providers: [familyFactsLoaderProvider(config)],
    };
  }
}
