// Sharing areas with one of the family's professionals (issue 31): the grant and its invitation link,
// a change of areas or end date (renewal), and revoking at once. Owners only (the route map).
import {
  createdGrantSchema,
  createGrantSchema,
  grantSchema,
  updateGrantSchema,
  type AccessGrant,
  type AreaLevels,
  type CreatedGrant,
  type UpdateGrantInput,
} from '@heirloom/contracts';
import { ApiAnswer, ApiErrors, type HttpRequest } from '@heirloom/server';
import { Body, Controller, HttpCode, HttpStatus, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { actingFamily, siteOrigin } from './access.service';
import { CurrentAccess, type RequestAccess } from './current-access.decorator';
import { GrantsService } from './grants.service';

@ApiTags('access')
@Controller('access/grants')
export class GrantsController {
  constructor(private readonly grants: GrantsService) {}

  @Post()
  @ApiAnswer(
    'Share areas with one of the family’s professionals until a day: the grant and its invitation link ' +
      '(also e-mailed when the professional has an address)',
    createdGrantSchema,
    { status: HttpStatus.CREATED },
  )
  @ApiErrors(HttpStatus.NOT_FOUND)
  create(
    @CurrentAccess() access: RequestAccess,
    @Body({ schema: createGrantSchema })
    body: { professionalId: string; areas: AreaLevels; endsAt: string },
    @Req() request: HttpRequest,
  ): Promise<CreatedGrant> {
    return this.grants.create(actingFamily(access), access.personId, body, siteOrigin(request));
  }

  @Patch(':id')
  @ApiAnswer('Change a grant’s areas or end date (a renewal is a new end date)', grantSchema)
  @ApiErrors(HttpStatus.CONFLICT)
  update(
    @CurrentAccess() access: RequestAccess,
    @Param('id') id: string,
    @Body({ schema: updateGrantSchema }) body: UpdateGrantInput,
  ): Promise<AccessGrant> {
    return this.grants.update(actingFamily(access), id, body);
  }

  @Post(':id/revoke')
  @HttpCode(HttpStatus.OK)
  @ApiAnswer('Revoke a grant now: the professional’s next request is refused', grantSchema)
  revoke(@CurrentAccess() access: RequestAccess, @Param('id') id: string): Promise<AccessGrant> {
    return this.grants.revoke(actingFamily(access), id);
  }
}
