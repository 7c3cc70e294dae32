// The access core (issue 31): the session guard that resolves every signed-in request's person, family
// and role and decides its 403s in one place, the audit log's writer and retention, and a person's
// clients and family switch. Global guard: every route of every module needs a session unless @Public().
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { SessionEntity } from '../auth/session.entity';
import { SessionGuard } from '../auth/session.guard';
import { AssistantTokenEntity } from '../assistant-tokens/assistant-token.entity';
import { AssistantTokenResolver } from '../assistant-tokens/assistant-token-resolver';
import { AccessGrantEntity } from './access-grant.entity';
import { AuditEntryEntity } from './audit-entry.entity';
import { AuditRecorder } from './audit-recorder';
import { AuditRetention } from './audit-retention';
import { ClientsController, ClientsService } from './clients.controller';
import { FamilyEntity, FamilyMemberEntity } from './family.entity';

@Module({
  imports: [
    AuthModule,
    TypeOrmModule.forFeature([
      AuditEntryEntity,
      AccessGrantEntity,
      FamilyEntity,
      FamilyMemberEntity,
      SessionEntity,
      AssistantTokenEntity,
    ]),
  ],
  controllers: [ClientsController],
  providers: [
    AuditRecorder,
    AuditRetention,
    ClientsService,
    // What an assistant token (issue 33) resolves to, for the guard's Bearer branch.
    AssistantTokenResolver,
    { provide: APP_GUARD, useClass: SessionGuard },
  ],
  exports: [AuditRecorder],
})
export class AccessCoreModule {}
