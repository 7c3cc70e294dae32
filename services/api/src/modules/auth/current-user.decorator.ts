import type { User } from '@heirloom/contracts';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/** What the session guard attaches to each signed-in request. */
export interface SessionRequest {
  headers: Record<string, string | string[] | undefined>;
  user?: User;
}

/** The signed-in user of a route the session guard protects. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): User => {
  const user = context.switchToHttp().getRequest<SessionRequest>().user;
  // Only reachable on a route marked @Public() by mistake: fail closed.
  if (!user) throw new Error('CurrentUser used on a route without a session');
  return user;
});
