// Signing up with an invitation link accepts it in the sign-up's own transaction. The invitations
// themselves (links, hashes, expiry, what accepting grants) belong to the access module's
// InvitationsService; the auth module only calls these two methods of it.
import type { AccountKind } from '@heirloom/contracts';
import type { ModuleRef } from '@nestjs/core';
import type { EntityManager } from 'typeorm';
import { InvitationsService } from '../access/invitations.service';

export interface InvitationsPort {
  /** Throws 404 for a forged link, 410 for a used or expired one (invitationMessages). */
  check(token: string): Promise<unknown>;
  /** Accepts the invitation for `person`; in `manager`'s transaction when given. */
  accept(
    token: string,
    person: { id: string; username: string; kind: AccountKind },
    manager?: EntityManager,
  ): Promise<{ familyId: string }>;
}

/**
 * The access module's InvitationsService, looked up in the app when a sign-up brings a link (the access
 * module imports the auth module, so the auth module cannot import it back).
 */
export function acceptingInvitations(moduleRef: ModuleRef): InvitationsPort {
  return moduleRef.get<InvitationsPort>(InvitationsService, { strict: false });
}
