// Every route needs a session unless its controller or handler is marked @Public(). The one place that
// decides what a signed-in person may do (issue 31): the session resolves to the person, the family they
// act for and their role or grant there, and the contract's decideAccess answers 403 for the rest. Every
// request of anyone but an owner who acts for a family goes to the audit log. Issue 32: a session that
// must first enrol or prove a second factor is refused family data (decideAccess, reason
// 'second-factor-required'), and a sensitive action by a person with a factor asks for it again when
// the session's last check is older than STEP_UP_MINUTES (reason 'step-up-required'). Issue 33: a
// request with no session cookie and `Authorization: Bearer hlm_…` (a person's assistant token, sent by
// the AI service's MCP server) acts as the token's person in its family, with their role or grant there
// today, and only reads.
import {
  assistantTokenMessages,
  assistantTokenOf,
  decideAccess,
  type AccessDecision,
  decideAssistantTokenRequest,
  needsStepUp,
  secondFactorMessages,
  stepUpFresh,
} from '@heirloom/contracts';
import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuditRecorder } from '../access/audit-recorder';
import { AssistantTokenResolver } from '../assistant-tokens/assistant-token-resolver';
import { AuthService, hashToken } from './auth.service';
import type { SessionRequest } from './current-user.decorator';
import { IS_PUBLIC_KEY } from './public.decorator';
import { readCookie, SESSION_COOKIE } from './session-cookie';

@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
    private readonly audit: AuditRecorder,
    private readonly assistantTokens: AssistantTokenResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;

    const request = context.switchToHttp().getRequest<SessionRequest>();
    const cookie = request.headers.cookie;
    const token = readCookie(Array.isArray(cookie) ? cookie.join('; ') : cookie, SESSION_COOKIE);
    // The Authorization header is read only without a session cookie: a browser's path is unchanged.
    if (!token) {
      const assistantToken = assistantTokenOf(request.headers.authorization);
      if (assistantToken) return this.assistantTokenRequest(request, assistantToken);
    }
    const sessionId = token ? hashToken(token) : undefined;
    const session = sessionId ? await this.auth.resolveSession(sessionId) : undefined;
    if (!session || !sessionId) throw new UnauthorizedException({ message: 'Not signed in' });
    request.person = session.person;
    request.access = session.access;
    request.user = session.user;
    request.sessionId = sessionId;

    const { access } = session;
    // One decision for everything, an ended access included (a family named, no role there).
    const decision = decideAccess(access, request.method, request.url);
    if (!decision.allowed) this.refuse(access, request, decision);
    // Rare (password, factors, access management, exports), so read afresh: a step-up on another
    // replica counts at once, and no cached copy lets an old check through.
    if (needsStepUp(request.method, request.url)) {
      const { enrolled, verifiedAt } = await this.auth.stepUpState(session.person.id, sessionId);
      if (enrolled && !stepUpFresh(verifiedAt))
        throw new ForbiddenException({ message: secondFactorMessages.stepUp, reason: 'step-up-required' });
    }
    if (access.role !== null && access.role !== 'owner' && decision.scope !== 'person')
      this.audit.recordRequest(access, request, decision.area);
    return true;
  }

  /**
   * A request with an assistant token: refused unless it reads (never tokens, sessions or factors), then
   * the same decision as for its person's session. The token counts as second-factor verified (only a
   * session that passed one makes it) and has no session id, so no step-up applies: it writes nothing.
   */
  private async assistantTokenRequest(request: SessionRequest, token: string): Promise<boolean> {
    const resolved = await this.assistantTokens.resolve(token);
    if (!resolved) throw new UnauthorizedException({ message: assistantTokenMessages.invalid });
    const readOnly = decideAssistantTokenRequest(request.method, request.url);
    if (!readOnly.allowed) throw new ForbiddenException({ message: readOnly.message });
    request.person = resolved.person;
    request.access = resolved.access;
    request.user = resolved.user;
    const { access } = resolved;
    const decision = decideAccess(access, request.method, request.url);
    if (!decision.allowed) this.refuse(access, request, decision);
    if (access.role !== null && access.role !== 'owner' && decision.scope !== 'person')
      this.audit.recordRequest(access, request, decision.area);
    return true;
  }

  /**
   * Answers 403 for what decideAccess refused. A member, viewer or professional refused in a family they
   * are in goes to that family's audit log as 'refused' (an owner is never refused there; a session that
   * must first prove a second factor is not yet trusted to be the person, so it is not written).
   */
  private refuse(
    access: NonNullable<SessionRequest['access']>,
    request: SessionRequest,
    decision: Extract<AccessDecision, { allowed: false }>,
  ): never {
    if (access.role !== null && access.role !== 'owner' && decision.reason === undefined)
      this.audit.recordRequest(access, request, decision.area, new Date(), 'refused');
    throw new ForbiddenException({ message: decision.message, reason: decision.reason });
  }
}
