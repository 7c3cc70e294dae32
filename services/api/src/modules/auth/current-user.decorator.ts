import type { User } from '@heirloom/contracts';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { RequestAccess } from '../access/current-access.decorator';
import type { Person } from './resolved-session';

/** What the session guard attaches to each signed-in request. */
export interface SessionRequest {
  method: string;
  url: string;
  ip?: string;
  params?: unknown;
  headers: Record<string, string | string[] | undefined>;
  /**
   * The acting family as a user: `{ id: <family id>, username: <the person's username> }`. Undefined
   * while the person acts for no family (a professional before choosing a client).
   */
  user?: User;
  /** The signed-in person (issue 31): their own account, not the family they act for. */
  person?: Person;
  /** What the person may do for the acting family. */
  access?: RequestAccess;
  /** The session's id (the SHA-256 of its cookie's token). */
  sessionId?: string;
}

/**
 * The acting family of a route the session guard protects, as a user: its `id` is the family's, so
 * every owned row (`userId`) is read and written for that family. Not for the person's own account:
 * that is @CurrentPerson().
 */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): User => {
  const user = context.switchToHttp().getRequest<SessionRequest>().user;
  // Only reachable on a route marked @Public() by mistake, or a `person` route reading a family the
  // person does not act for (the guard lets nothing else through without one): fail closed.
  if (!user) throw new Error('CurrentUser used on a route without a session or an acting family');
  return user;
});

/** The signed-in person (their own account: password, sessions, their clients), whatever family they act for. */
export const CurrentPerson = createParamDecorator((_data: unknown, context: ExecutionContext): Person => {
  const person = context.switchToHttp().getRequest<SessionRequest>().person;
  if (!person) throw new Error('CurrentPerson used on a route without a session');
  return person;
});

/** The id of the session a signed-in request came with, to tell it apart from the user's others. */
export const CurrentSessionId = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const sessionId = context.switchToHttp().getRequest<SessionRequest>().sessionId;
  if (!sessionId) throw new Error('CurrentSessionId used on a route without a session');
  return sessionId;
});
