import type { User } from '@heirloom/contracts';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/** What the session guard attaches to each signed-in request. */
export interface SessionRequest {
  headers: Record<string, string | string[] | undefined>;
  user?: User;
  /** The session's id (the SHA-256 of its cookie's token). */
  sessionId?: string;
}

/** The signed-in user of a route the session guard protects. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): User => {
  const user = context.switchToHttp().getRequest<SessionRequest>().user;
  // Only reachable on a route marked @Public() by mistake: fail closed.
  if (!user) throw new Error('CurrentUser used on a route without a session');
  return user;
});

/** The id of the session a signed-in request came with, to tell it apart from the user's others. */
export const CurrentSessionId = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const sessionId = context.switchToHttp().getRequest<SessionRequest>().sessionId;
  if (!sessionId) throw new Error('CurrentSessionId used on a route without a session');
  return sessionId;
});
