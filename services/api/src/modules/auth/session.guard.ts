// Every route needs a session unless its controller or handler is marked @Public(). The one place that
// decides what a signed-in person may do (issue 31): the session resolves to the person, the family they
// act for and their role or grant there, and the contract's decideAccess answers 403 for the rest. Every
// request of anyone but an owner who acts for a family goes to the audit log. Issue 32: a session that
// must first enrol or prove a second factor is refused family data (decideAccess, reason
// 'second-factor-required'), and a sensitive action by a person with a factor asks for it again when
// the session's last check is older than STEP_UP_MINUTES (reason 'step-up-required').
import { decideAccess, needsStepUp, secondFactorMessages, stepUpFresh } from '@heirloom/contracts';
import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuditRecorder } from '../access/audit-recorder';
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
    if (!decision.allowed)
      throw new ForbiddenException({ message: decision.message, reason: decision.reason });
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
}
