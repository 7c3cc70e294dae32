import { Module, type DynamicModule } from '@nestjs/common';
import type { AiConfig } from '../config/ai.config';
import { ApiClient } from '../data/api-client';
import { ChatController } from './chat.controller';
import { ChatService } from './chat.service';
import { FamilyFactsLoader } from './family-facts-loader';

@Module({})
export class ChatModule {
  static forRoot(config: AiConfig): DynamicModule {
    return {
      module: ChatModule,
      controllers: [ChatController],
      providers: [
        { provide: ChatService, useFactory: () => new ChatService(config.openai) },
        {
          provide: FamilyFactsLoader,
          useFactory: (api: ApiClient) => new FamilyFactsLoader(api, config.assumptions),
          inject: [ApiClient],
        },
      ],
      exports: [ChatService, FamilyFactsLoader],
    };
  }
}
