import { Module, type DynamicModule } from '@nestjs/common';
import type { AiConfig } from '../config/ai.config';
import { REFINANCE_ASSUMPTIONS, RefinanceController } from './refinance.controller';

@Module({})
export class RefinanceModule {
  static forRoot(config: Pick<AiConfig, 'assumptions'>): DynamicModule {
    return {
      module: RefinanceModule,
      controllers: [RefinanceController],
      providers: [{ provide: REFINANCE_ASSUMPTIONS, useValue: config.assumptions }],
    };
  }
}
