// The family's Access page (issue 31): the overview, a household member's invitation link, and
// withdrawing an invitation. Owners only: the session guard's route map says so for all of /api/access
// (but the audit, the clients and the switch), so nothing here checks the role again.
import {
  accessOverviewSchema,
  createdInvitationSchema,
  familySecondFactorRuleSchema,
  inviteMemberSchema,
  type AccessOverview,
  type CreatedInvitation,
  type FamilySecondFactorRule,
  type InviteMemberInput,
} from '@heirloom/contracts';
import { ApiAnswer, ApiErrors, type HttpRequest } from '@heirloom/server';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccessService, actingFamily, siteOrigin } from './access.service';
import { CurrentAccess, type RequestAccess } from './current-access.decorator';
import { InvitationsService } from './invitations.service';

@ApiTags('access')
@Controller('access')
export class AccessController {
  constructor(
    private readonly overviews: AccessService,
    private readonly invitations: InvitationsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Get()
  @ApiAnswer(
    'Who has access to the family: the household, the grants to professionals, the open invitations, ' +
      'and whether a second factor is required of everyone',
    accessOverviewSchema,
  )
  overview(@CurrentAccess() access: RequestAccess): Promise<AccessOverview> {
    return this.overviews.overview(actingFamily(access));
  }

  @Put('second-factor')
  @ApiAnswer(
    'Require a second factor of every member of the family (or stop requiring it); the owner needs one first',
    familySecondFactorRuleSchema,
  )
  setSecondFactorRule(
    @CurrentAccess() access: RequestAccess,
    @Body({ schema: familySecondFactorRuleSchema }) body: FamilySecondFactorRule,
  ): Promise<FamilySecondFactorRule> {
    return this.overviews.setSecondFactorRule(actingFamily(access), access.personId, body);
  }

  @Post('members/invitations')
  @ApiAnswer(
    'An invitation link for a new household member with this role (single use, 7 days; shown only now)',
    createdInvitationSchema,
    { status: HttpStatus.CREATED },
  )
  inviteMember(
    @CurrentAccess() access: RequestAccess,
    @Body({ schema: inviteMemberSchema }) body: InviteMemberInput,
    @Req() request: HttpRequest,
  ): Promise<CreatedInvitation> {
    const familyId = actingFamily(access);
    return this.invitations.create(
      this.dataSource.manager,
      { familyId, kind: 'member', role: body.role, grantId: null, createdBy: access.personId },
      siteOrigin(request),
    );
  }

  @Delete('invitations/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiAnswer('Withdraw an invitation: its link stops working', null, { status: HttpStatus.NO_CONTENT })
  @ApiErrors(HttpStatus.NOT_FOUND)
  withdraw(@CurrentAccess() access: RequestAccess, @Param('id') id: string): Promise<void> {
    return this.invitations.withdraw(actingFamily(access), id);
  }
}
