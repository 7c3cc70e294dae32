// The household's people (issue 31): an owner changes a role or removes someone (the route map keeps
// /api/access to owners); anyone of the household may leave (/api/access/leave is a `person` route: a viewer may leave too).
import {
  changeMemberRoleSchema,
  memberSchema,
  type HouseholdMember,
  type HouseholdRole,
} from '@heirloom/contracts';
import { ApiAnswer, ApiErrors } from '@heirloom/server';
import { Body, Controller, Delete, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { actingFamily } from './access.service';
import { CurrentAccess, type RequestAccess } from './current-access.decorator';
import { MembersService } from './members.service';

@ApiTags('access')
@Controller('access')
export class MembersController {
  constructor(private readonly members: MembersService) {}

  @Patch('members/:userId')
  @ApiAnswer('Change a household member’s role (400 for the family’s last owner)', memberSchema)
  @ApiErrors(HttpStatus.NOT_FOUND)
  changeRole(
    @CurrentAccess() access: RequestAccess,
    @Param('userId') userId: string,
    @Body({ schema: changeMemberRoleSchema }) body: { role: HouseholdRole },
  ): Promise<HouseholdMember> {
    return this.members.changeRole(actingFamily(access), userId, body.role);
  }

  @Delete('members/:userId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiAnswer(
    'Remove someone from the household: their browsers stop acting for the family (400 for the last owner)',
    null,
    { status: HttpStatus.NO_CONTENT },
  )
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.NOT_FOUND)
  remove(@CurrentAccess() access: RequestAccess, @Param('userId') userId: string): Promise<void> {
    return this.members.remove(actingFamily(access), userId);
  }

  @Post('leave')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiAnswer('Leave the family’s household (400 for its last owner; 404 for anyone not of it)', null, {
    status: HttpStatus.NO_CONTENT,
  })
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.NOT_FOUND)
  leave(@CurrentAccess() access: RequestAccess): Promise<void> {
    return this.members.remove(actingFamily(access), access.personId, '');
  }
}
