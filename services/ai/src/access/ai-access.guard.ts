// Who may use an AI route (issue 31): the contract's decideAccess over the caller's access, the same
// rule the API's guard applies to its own routes. The AI's routes are the household's (a professional
// gets 403), except the refinance view, which is Real Estate's. Put before the rate limit, so a refused
// call spends none of the family's AI quota.
//
// The access comes from GET /api/auth/me (SessionUserResolver, kept 30 s per session cookie), so it may
// lag a switch or a revoke by that long: it only ever refuses. What the AI answers is read afresh through
// the API with the caller's cookie on every call, and the API refuses (403, passed on as it is) anything
// the person may not read now. A session that must first enrol or prove a second factor (issue 32,
// Me.secondFactor) is refused as the API's guard refuses it, with the same reason.
import { accessMessages, decideAccess, type AccessRoleAndAreas, type Me } from '@heirloom/contracts';
import type { HttpRequest } from '@heirloom/server';
import {
  ForbiddenException,
  Inject,
  Injectable,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { forwardedRequestId, SessionUserResolver, type SessionUser } from '../rate-limit';

/**
 * An API from before access (its /api/auth/me answers no `access`) knows no professionals: everyone it
 * signs in acts for their own family, as its owner.
 */
const HOUSEHOLD: AccessRoleAndAreas = { role: 'owner', areas: null };

@Injectable()
export class AiAccessGuard implements CanActivate {
  constructor(@Inject(SessionUserResolver) private readonly users: SessionUserResolver) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<HttpRequest>();
    // 401 without a session, 503 without the API (as the rate limit answers them).
    const me = await this.users.resolve(request.headers.cookie, forwardedRequestId(request));
    checkAiAccess(me, request.method, request.url);
    return true;
  }
}

/** 403 unless `me` may make this call of an AI route (also the MCP server's check, for a token's person). */
export function checkAiAccess(me: SessionUser, method: string, url: string): void {
  const access = me.access === undefined ? HOUSEHOLD : me.access;
  if (access === null) throw new ForbiddenException({ message: accessMessages.noClient });
  // Absent from an API before issue 32: no factor asked.
  const factor = (me as Partial<Pick<Me, 'secondFactor'>>).secondFactor;
  const secondFactorNeed = factor && !factor.verified ? factor.requiredBecause : null;
  const decision = decideAccess({ ...access, secondFactorNeed }, method, url);
  if (!decision.allowed) throw new ForbiddenException({ message: decision.message, reason: decision.reason });
}
