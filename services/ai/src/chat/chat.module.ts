import { Module, type DynamicModule } from '@nestjs/common';
import type { AiConfig } from '../config/ai.config';
import { CapabilitiesController } from './capabilities.controller';
import { ChatController } from './chat.controller';
import { ChatPrepareController } from './chat-prepare.controller';
import { ChatService } from './chat.service';
import { ConversationLog } from './conversation-log';
import { FamilyFactsLoader, familyFactsLoaderProvider } from '../facts/family-facts-loader';
import { ChatsInFlight } from '../metrics';

@Module({})
export class ChatModule {
  static forRoot(config: AiConfig): DynamicModule {
    return {
      module: ChatModule,
      controllers: [ChatController, ChatPrepareController, CapabilitiesController],
      providers: [
        { provide: ChatService, useFactory: () => new ChatService(config.openai) },
        familyFactsLoaderProvider(config),
        ConversationLog,
        ChatsInFlight,
      ],
      exports: [ChatService, FamilyFactsLoader, ChatsInFlight],
    };
  }
}
