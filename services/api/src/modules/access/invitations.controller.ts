// An invitation link's two routes (issue 31): what it offers, readable before signing in (the link is
// the secret), and accepting it as the signed-in person, after which this browser acts for the family.
import {
  acceptedInvitationSchema,
  invitationPreviewSchema,
  type AcceptedInvitation,
  type InvitationPreview,
} from '@heirloom/contracts';
import { ApiAnswer, ApiErrors } from '@heirloom/server';
import { Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentSessionId } from '../auth/current-user.decorator';
import { Public } from '../auth/public.decorator';
import { CurrentAccess, type RequestAccess } from './current-access.decorator';
import { InvitationsService } from './invitations.service';

@ApiTags('access')
@Controller('invitations')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @Public()
  @Get(':token')
  @ApiAnswer('What an invitation link offers (404 not valid, 410 used or expired)', invitationPreviewSchema)
  @ApiErrors(HttpStatus.NOT_FOUND, HttpStatus.GONE)
  preview(@Param('token') token: string): Promise<InvitationPreview> {
    return this.invitations.check(token);
  }

  @Post(':token/accept')
  @HttpCode(HttpStatus.OK)
  @ApiAnswer(
    'Accept an invitation as the signed-in person: join the household or take the grant; this browser then ' +
      'acts for the family',
    acceptedInvitationSchema,
  )
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.NOT_FOUND, HttpStatus.CONFLICT, HttpStatus.GONE)
  async accept(
    @Param('token') token: string,
    @CurrentAccess() access: RequestAccess,
    @CurrentSessionId() sessionId: string,
  ): Promise<AcceptedInvitation> {
    const accepted = await this.invitations.accept(token, {
      id: access.personId,
      username: access.personName,
      kind: access.kind,
    });
    await this.invitations.actFor(sessionId, accepted.familyId);
    return accepted;
  }
}
