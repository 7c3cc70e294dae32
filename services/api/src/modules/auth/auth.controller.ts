import { ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiErrors } from '@heirloom/server';
import {
  loginSchema,
  meSchema,
  userAnswerSchema,
  registerSchema,
  type LoginInput,
  type Me,
  type RegisterInput,
  type User,
} from '@heirloom/contracts';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Post,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import type { HttpReply, HttpRequest } from '@heirloom/server';
import { API_CONFIG } from '../../config/api-config.token';
import type { ApiConfig } from '../../config/api.config';
import { AddressLimits } from '../limits/address-limits';
import { AuthService } from './auth.service';
import type { RequestAccess } from '../access/current-access.decorator';
import { CurrentAccess } from '../access/current-access.decorator';
import { CurrentPerson } from './current-user.decorator';
import { Public } from './public.decorator';
import { readCookie, SESSION_COOKIE, clearedSessionCookie, sessionCookie } from './session-cookie';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly addressLimits: AddressLimits,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  @Public()
  @Post('register')
  @ApiAnswer(
    'Create an account (it does not sign in): a family account starts its family, a professional’s owns ' +
      'none; with an invitation the account joins that family or accepts that grant',
    userAnswerSchema,
    { status: HttpStatus.CREATED },
  )
  @ApiErrors(HttpStatus.NOT_FOUND, HttpStatus.CONFLICT, HttpStatus.GONE, HttpStatus.TOO_MANY_REQUESTS)
  async register(
    @Body({ schema: registerSchema }) body: RegisterInput,
    @Req() request: HttpRequest,
  ): Promise<User> {
    await this.addressLimits.take('register', request.ip);
    return this.auth.register(body);
  }

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiAnswer(
    'Sign in: sets the hl_session cookie; answers the person and the family they now act for, as /api/auth/me',
    meSchema,
  )
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.TOO_MANY_REQUESTS)
  async login(
    @Body({ schema: loginSchema }) body: LoginInput,
    @Req() request: HttpRequest,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<Me> {
    const { token, expiresAt } = await this.auth.login(body, request.ip ?? 'unknown');
    void response.header('Set-Cookie', sessionCookie(token, this.secure(request), expiresAt));
    // The browser learns at once whether it signed in as a household or a professional (and for which
    // family), so the shell never shows a professional the household's pages for a moment.
    const session = await this.auth.resolve(token, { remember: false });
    if (!session) throw new UnauthorizedException({ message: 'Not signed in' });
    return this.me(session.person, session.access);
  }

  /** Works signed out too, so a stale cookie can always be cleared. */
  @Public()
  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiAnswer('Sign out: ends the session and clears the cookie', null, { status: HttpStatus.NO_CONTENT })
  async logout(@Req() request: HttpRequest, @Res({ passthrough: true }) response: HttpReply): Promise<void> {
    await this.auth.logout(readCookie(request.headers.cookie, SESSION_COOKIE));
    void response.header('Set-Cookie', clearedSessionCookie(this.secure(request)));
  }

  /** COOKIE_SECURE, or else the scheme the request came in on (X-Forwarded-Proto from a trusted proxy). */
  private secure(request: HttpRequest): boolean {
    return this.config.secureCookies === 'auto' ? request.protocol === 'https' : this.config.secureCookies;
  }

  @Get('me')
  @ApiAnswer('The signed-in person and the family they act for, with their role and granted areas', meSchema)
  async me(@CurrentPerson() person: User, @CurrentAccess() access: RequestAccess): Promise<Me> {
    const { kind, familyId, familyName, role, areas, endsAt } = access;
    return {
      id: person.id,
      username: person.username,
      access: { kind, familyId, familyName, role, areas, endsAt },
      families: await this.auth.familiesOf(person.id),
    };
  }
}
