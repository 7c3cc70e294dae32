// Managing who sees the family (issue 31): the Access page, household members, grants to professionals,
// invitation links, notes and reading the audit log. The session guard (access-core.module.ts) decides
// every route's 403s before these handlers run; they scope every query to the acting family.
import { Module } from '@nestjs/common';
import { API_CONFIG } from '../../config/api-config.token';
import type { ApiConfig } from '../../config/api.config';
import { JsonLogger } from '../../logging/logging.module';
import { AuthModule } from '../auth/auth.module';
import { AccessController } from './access.controller';
import { AccessService } from './access.service';
import { AuditLogController } from './audit-log.controller';
import { AuditLogService } from './audit-log.service';
import { GrantsController } from './grants.controller';
import { GrantsService } from './grants.service';
import { InvitationsController } from './invitations.controller';
import { InvitationsService } from './invitations.service';
import { Mailer, mailerFor } from './mailer';
import { MembersController } from './members.controller';
import { MembersService } from './members.service';
import { NotesController } from './notes.controller';
import { NotesService } from './notes.service';

@Module({
  // The session cache: accepting an invitation switches the browser's family at once on this replica.
  imports: [AuthModule],
  controllers: [
    AccessController,
    MembersController,
    GrantsController,
    InvitationsController,
    NotesController,
    AuditLogController,
  ],
  providers: [
    AccessService,
    MembersService,
    GrantsService,
    InvitationsService,
    NotesService,
    AuditLogService,
    {
      provide: Mailer,
      useFactory: (config: ApiConfig, logger: JsonLogger) => mailerFor(config.mailTransport, logger),
      inject: [API_CONFIG, JsonLogger],
    },
  ],
  exports: [InvitationsService],
})
export class AccessModule {}
