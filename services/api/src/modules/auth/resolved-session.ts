// What a signed-in request's session resolves to (issue 31): the person who signed in, what they act as
// for the session's family, and the family "user" every owned query is scoped by.
import type { AccountKind, User } from '@heirloom/contracts';
import type { RequestAccess } from '../access/current-access.decorator';

/** The signed-in person: their own account, whatever family they act for. */
export interface Person extends User {
  kind: AccountKind;
}

export interface ResolvedSession {
  person: Person;
  access: RequestAccess;
  /**
   * `{ id: <acting family id>, username: <the person's username> }`, what @CurrentUser() answers, so
   * every owned query is scoped to the acting family; undefined while the person acts for no family.
   */
  user: User | undefined;
}
