// Routes for the signed-in person's own sign-in (the account page): both need a session, and both are
// the person's (@CurrentPerson), whatever family they act for.
import { ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiErrors } from '@heirloom/server';
import {
  changePasswordSchema,
  signedOutOthersSchema,
  type ChangePasswordInput,
  type SignedOutOthers,
  type User,
} from '@heirloom/contracts';
import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import type { HttpRequest } from '@heirloom/server';
import { AccountService } from './account.service';
import { CurrentPerson, CurrentSessionId } from './current-user.decorator';

@ApiTags('auth')
@Controller('auth')
export class AccountController {
  constructor(private readonly account: AccountService) {}

  /** 204; every other browser of the user is signed out, this one stays signed in. */
  @Post('password')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiAnswer('Change the password; signs out every other browser', null, { status: HttpStatus.NO_CONTENT })
  @ApiErrors(HttpStatus.TOO_MANY_REQUESTS)
  changePassword(
    @Body({ schema: changePasswordSchema }) body: ChangePasswordInput,
    @CurrentPerson() user: User,
    @CurrentSessionId() sessionId: string,
    @Req() request: HttpRequest,
  ): Promise<void> {
    return this.account.changePassword(user, sessionId, body, request.ip ?? 'unknown');
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
}
