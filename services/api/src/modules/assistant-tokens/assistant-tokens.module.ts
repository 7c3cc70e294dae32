// A person's tokens for their own AI assistant (issue 33). The guard's side, what a token resolves to,
// is AssistantTokenResolver, provided by the access core beside the session guard.
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessCoreModule } from '../access/access-core.module';
import { AssistantTokenEntity } from './assistant-token.entity';
import { AssistantTokensController } from './assistant-tokens.controller';
import { AssistantTokensService } from './assistant-tokens.service';

@Module({
  imports: [AccessCoreModule, TypeOrmModule.forFeature([AssistantTokenEntity])],
  controllers: [AssistantTokensController],
  providers: [AssistantTokensService],
  exports: [AssistantTokensService],
})
export class AssistantTokensModule {}
