import { ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiErrors, TooManyRequestsException } from '@heirloom/server';
import {
  demoSignInSchema,
  loginSchema,
  meSchema,
  passkeyChallengeSchema,
  passkeySignInSchema,
  secondFactorAnswerSchema,
  secondFactorMessages,
  signInAnswerSchema,
  userAnswerSchema,
  registerSchema,
  type DemoSignIn,
  type LoginInput,
  type Me,
  type PasskeyChallenge,
  type PasskeySignIn,
  type RegisterInput,
  type SignInNeedsSecondFactor,
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
import { PasskeysService } from '../second-factor/passkeys.service';
import { SecondFactorService, type ParsedSecondFactorAnswer } from '../second-factor/second-factor.service';
import { AuthService, type SignedIn } from './auth.service';
import type { RequestAccess } from '../access/current-access.decorator';
import { CurrentAccess } from '../access/current-access.decorator';
import { CurrentPerson, CurrentSessionId } from './current-user.decorator';
import { LoginLimiter, tooManyAttemptsMessage } from './login-limiter';
import { Public } from './public.decorator';
import {
  readCookie,
  SESSION_COOKIE,
  PENDING_SIGN_IN_COOKIE,
  clearedPendingSignInCookie,
  clearedFactorPromptHintCookie,
  clearedSessionCookie,
  clearedSignedInHintCookie,
  factorPromptHintCookie,
  pendingSignInCookie,
  sessionCookie,
  signedInHintCookie,
} from './session-cookie';

/**
 * A passkey sign-in's failures are counted as a password's are (login-limiter.ts), its "account" being
 * the passkey it presented: one passkey's failures wait at that address, and an address spraying many
 * passkeys waits too. Asking for options names no passkey: only the address's wait applies.
 */
const passkeyAccount = (credentialId = '') => `passkey:${credentialId}`;

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly secondFactor: SecondFactorService,
    private readonly passkeys: PasskeysService,
    private readonly limiter: LoginLimiter,
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
    'Sign in: sets the hl_session cookie and answers the person and the family they now act for, as ' +
      '/api/auth/me; with a second factor enrolled, sets the hl_pending cookie instead and answers the ' +
      'methods its second step accepts (POST /api/auth/second-factor)',
    signInAnswerSchema,
  )
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.TOO_MANY_REQUESTS)
  async login(
    @Body({ schema: loginSchema }) body: LoginInput,
    @Req() request: HttpRequest,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<Me | SignInNeedsSecondFactor> {
    const signedIn = await this.auth.login(body, request.ip ?? 'unknown', userAgentOf(request));
    if ('pendingToken' in signedIn) {
      void response.header(
        'Set-Cookie',
        pendingSignInCookie(signedIn.pendingToken, this.secure(request), signedIn.expiresAt),
      );
      return {
        secondFactor: { methods: signedIn.methods, expiresAt: signedIn.expiresAt.toISOString() },
      };
    }
    return this.signedIn(signedIn, request, response);
  }

  @Public()
  @Post('second-factor')
  @HttpCode(HttpStatus.OK)
  @ApiAnswer(
    'Sign-in’s second step (the hl_pending cookie): a code, a recovery code or a passkey; sets the ' +
      'hl_session cookie and answers as /api/auth/me',
    meSchema,
  )
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.TOO_MANY_REQUESTS)
  async completeSignIn(
    @Body({ schema: secondFactorAnswerSchema }) body: ParsedSecondFactorAnswer,
    @Req() request: HttpRequest,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<Me> {
    // The lockout of wrong answers per account is SecondFactorService's (429 with the wait).
    const userId = await this.secondFactor.completeSignIn(pendingTokenOf(request), body);
    const signedIn = await this.auth.completeSignIn(userId, startOf(request));
    return this.signedIn(signedIn, request, response);
  }

  @Public()
  @Post('second-factor/passkey-options')
  @HttpCode(HttpStatus.OK)
  @ApiAnswer(
    'WebAuthn options for sign-in’s second step with a passkey (the hl_pending cookie’s account)',
    passkeyChallengeSchema,
  )
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.TOO_MANY_REQUESTS)
  async secondFactorPasskeyOptions(@Req() request: HttpRequest): Promise<PasskeyChallenge> {
    const userId = await this.secondFactor.pendingUser(pendingTokenOf(request));
    if (!userId) throw new UnauthorizedException({ message: secondFactorMessages.pendingExpired });
    return this.passkeys.authenticationOptions('passkey-second-factor', userId);
  }

  @Public()
  @Post('passkey/options')
  @HttpCode(HttpStatus.OK)
  @ApiAnswer(
    'WebAuthn options for signing in with a passkey alone (any of this site’s)',
    passkeyChallengeSchema,
  )
  @ApiErrors(HttpStatus.TOO_MANY_REQUESTS)
  async passkeyOptions(@Req() request: HttpRequest): Promise<PasskeyChallenge> {
    await this.checkPasskeyLimit(request);
    return this.passkeys.authenticationOptions('passkey-sign-in', null);
  }

  @Public()
  @Post('passkey')
  @HttpCode(HttpStatus.OK)
  @ApiAnswer(
    'Sign in with a passkey alone (it is both factors): sets the hl_session cookie and answers as /api/auth/me',
    meSchema,
  )
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.TOO_MANY_REQUESTS)
  async passkeySignIn(
    @Body({ schema: passkeySignInSchema }) body: PasskeySignIn,
    @Req() request: HttpRequest,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<Me> {
    const address = await this.checkPasskeyLimit(request, body.response.id);
    let userId: string;
    try {
      userId = await this.passkeys.verifyAuthentication(
        'passkey-sign-in',
        null,
        body.challengeId,
        body.response,
      );
    } catch (error) {
      await this.limiter.recordFailure(address, passkeyAccount(body.response.id));
      throw error;
    }
    const signedIn = await this.auth.passkeySignIn(userId, startOf(request));
    return this.signedIn(signedIn, request, response);
  }

  @Public()
  @Post('demo')
  @HttpCode(HttpStatus.OK)
  @ApiAnswer(
    'The demo entries on /login (DEMO_SIGN_IN, off in production): signs in as the demo family or its CPA, ' +
      'the second factor counted as passed; answers as /api/auth/me',
    meSchema,
  )
  @ApiErrors(HttpStatus.NOT_FOUND)
  async demo(
    @Body({ schema: demoSignInSchema }) body: DemoSignIn,
    @Req() request: HttpRequest,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<Me> {
    const signedIn = await this.auth.demoSignIn(body, startOf(request));
    return this.signedIn(signedIn, request, response);
  }

  /** Works signed out too, so a stale cookie can always be cleared. */
  @Public()
  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiAnswer('Sign out: ends the session and clears the cookie', null, { status: HttpStatus.NO_CONTENT })
  async logout(@Req() request: HttpRequest, @Res({ passthrough: true }) response: HttpReply): Promise<void> {
    await this.auth.logout(readCookie(request.headers.cookie, SESSION_COOKIE));
    const secure = this.secure(request);
    void response.header('Set-Cookie', [
      clearedSessionCookie(secure),
      clearedSignedInHintCookie(secure),
      clearedFactorPromptHintCookie(secure),
    ]);
  }

  @Post('step-up/passkey-options')
  @HttpCode(HttpStatus.OK)
  @ApiAnswer(
    'WebAuthn options for confirming a sensitive action with one of the person’s passkeys',
    passkeyChallengeSchema,
  )
  stepUpPasskeyOptions(
    @CurrentPerson() person: User,
    @CurrentSessionId() sessionId: string,
  ): Promise<PasskeyChallenge> {
    return this.passkeys.authenticationOptions('passkey-step-up', person.id, sessionId);
  }

  @Post('step-up')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiAnswer('Confirm the second factor again before a sensitive action: this session’s check is now', null, {
    status: HttpStatus.NO_CONTENT,
  })
  @ApiErrors(HttpStatus.TOO_MANY_REQUESTS)
  async stepUp(
    @Body({ schema: secondFactorAnswerSchema }) body: ParsedSecondFactorAnswer,
    @CurrentPerson() person: User,
    @CurrentSessionId() sessionId: string,
  ): Promise<void> {
    // Marks the session verified now, and forgets this replica's copy of it.
    await this.secondFactor.stepUp(person.id, sessionId, body);
  }

  /** COOKIE_SECURE, or else the scheme the request came in on (X-Forwarded-Proto from a trusted proxy). */
  private secure(request: HttpRequest): boolean {
    return this.config.secureCookies === 'auto' ? request.protocol === 'https' : this.config.secureCookies;
  }

  /**
   * A session has started: its cookie and the signed-in hint are set (any pending sign-in's is
   * cleared), and the browser learns at once whether it signed in as a household or a professional (and for which family), so the shell
   * never shows a professional the household's pages for a moment.
   */
  private async signedIn(
    { token, expiresAt }: SignedIn,
    request: HttpRequest,
    response: HttpReply,
  ): Promise<Me> {
    const session = await this.auth.resolve(token, { remember: false });
    if (!session) throw new UnauthorizedException({ message: 'Not signed in' });
    const me = await this.auth.me(session.person, session.access);
    const secure = this.secure(request);
    const prompt = !me.secondFactor.enrolled && me.secondFactor.requiredBecause === null;
    void response.header('Set-Cookie', [
      sessionCookie(token, secure, expiresAt),
      signedInHintCookie(secure, expiresAt),
      factorPromptHintCookie(prompt, secure, expiresAt),
      ...(readCookie(request.headers.cookie, PENDING_SIGN_IN_COOKIE) === undefined
        ? []
        : [clearedPendingSignInCookie(secure)]),
    ]);
    return me;
  }

  /** 429 while this address's (or this passkey's) sign-ins wait; answers the address. */
  private async checkPasskeyLimit(request: HttpRequest, credentialId?: string): Promise<string> {
    const address = request.ip ?? 'unknown';
    const wait = await this.limiter.retryAfter(address, passkeyAccount(credentialId));
    if (wait > 0) throw new TooManyRequestsException(tooManyAttemptsMessage(wait), wait);
    return address;
  }

  @Get('me')
  @ApiAnswer(
    'The signed-in person and the family they act for, with their role and granted areas, and their second factor',
    meSchema,
  )
  me(@CurrentPerson() person: User, @CurrentAccess() access: RequestAccess): Promise<Me> {
    return this.auth.me(person, access);
  }
}

function pendingTokenOf(request: HttpRequest): string | undefined {
  return readCookie(request.headers.cookie, PENDING_SIGN_IN_COOKIE);
}

function userAgentOf(request: HttpRequest): string | undefined {
  const agent = request.headers['user-agent'];
  return typeof agent === 'string' && agent.trim() ? agent.trim() : undefined;
}

/** The browser a new session is for (the sessions list shows its device and address). */
function startOf(request: HttpRequest): { userAgent: string | undefined; address: string | undefined } {
  return { userAgent: userAgentOf(request), address: request.ip };
}
