// Routes for the signed-in person's own sign-in (the account page): all need a session, and all are
// the person's (@CurrentPerson), whatever family they act for.
import { ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiErrors } from '@heirloom/server';
import {
  changePasswordSchema,
  sessionInfoSchema,
  signedOutOthersSchema,
  type ChangePasswordInput,
  type SessionInfo,
  type SignedOutOthers,
  type User,
} from '@heirloom/contracts';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Req } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { HttpRequest } from '@heirloom/server';
import { CurrentAccess, type RequestAccess } from '../access/current-access.decorator';
import { AssistantTokensService } from '../assistant-tokens/assistant-tokens.service';
import { AccountService } from './account.service';
import { CurrentPerson, CurrentSessionId } from './current-user.decorator';

@ApiTags('auth')
@Controller('auth')
export class AccountController {
  constructor(
    private readonly account: AccountService,
    // Looked up when used, not injected: the assistant tokens' module reaches this one through the
    // access core, so importing it here would make a cycle of modules.
    private readonly modules: ModuleRef,
  ) {}

  /**
   * 204; every other browser of the user is signed out, this one stays signed in, and every assistant
   * token of the person is revoked.
   */
  @Post('password')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiAnswer(
    'Change the password; signs out every other browser and revokes the person’s assistant tokens',
    null,
    { status: HttpStatus.NO_CONTENT },
  )
  @ApiErrors(HttpStatus.TOO_MANY_REQUESTS)
  async changePassword(
    @Body({ schema: changePasswordSchema }) body: ChangePasswordInput,
    @CurrentPerson() user: User,
    @CurrentSessionId() sessionId: string,
    @CurrentAccess() access: RequestAccess,
    @Req() request: HttpRequest,
  ): Promise<void> {
    await this.account.changePassword(user, sessionId, body, request.ip ?? 'unknown');
    await this.modules
      .get(AssistantTokensService, { strict: false })
      .revokeAllOf(access, 'POST /api/auth/password', request.ip);
  }

  @Post('sessions/sign-out-others')
  @HttpCode(HttpStatus.OK)
  @ApiAnswer('Sign out every other browser of the user', signedOutOthersSchema)
  async signOutOthers(
    @CurrentPerson() user: User,
    @CurrentSessionId() sessionId: string,
  ): Promise<SignedOutOthers> {
    return { signedOut: await this.account.signOutOthers(user.id, sessionId) };
  }

  @Get('sessions')
  @ApiAnswer(
    'The person’s signed-in browsers: device, address, signed in, last seen, and which is this one',
    sessionInfoSchema,
    { list: true },
  )
  listSessions(@CurrentPerson() user: User, @CurrentSessionId() sessionId: string): Promise<SessionInfo[]> {
    return this.account.listSessions(user.id, sessionId);
  }

  @Delete('sessions/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiAnswer('Sign one of the person’s browsers out', null, { status: HttpStatus.NO_CONTENT })
  @ApiErrors(HttpStatus.NOT_FOUND)
  signOutSession(@CurrentPerson() user: User, @Param('id') id: string): Promise<void> {
    return this.account.signOutSession(user.id, id);
  }
}
