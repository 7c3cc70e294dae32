// Invitation links (issue 31): a household member's or a professional's. The link carries 32 random
// bytes; only their SHA-256 is stored, so a leaked table opens nothing. A link works once (the
// conditional UPDATE ... WHERE usedAt IS NULL lets exactly one of two racing accepts through) and for
// INVITATION_DAYS days.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  calendar,
  INVITATION_DAYS,
  invitationMessages,
  type AcceptedInvitation,
  type AccessRole,
  type AccountKind,
  type AreaLevels,
  type CreatedInvitation,
  type Invitation,
  type InvitationKind,
  type InvitationPreview,
} from '@heirloom/contracts';
import {
  BadRequestException,
  ConflictException,
  GoneException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { SessionCache } from '../auth/session-cache';
import { SessionEntity } from '../auth/session.entity';
import { AccessGrantEntity } from './access-grant.entity';
import { FamilyEntity, FamilyMemberEntity } from './family.entity';
import { InvitationEntity } from './invitation.entity';

export const INVITATION_TTL_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;

/** What the link holds: 32 bytes, base64url (43 characters). Anything else is not one of ours. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The person accepting: the signed-in account (or the one registering in the same transaction). */
export interface AcceptingPerson {
  id: string;
  username: string;
  kind: AccountKind;
}

export interface NewInvitation {
  familyId: string;
  kind: InvitationKind;
  role: AccessRole;
  grantId: string | null;
  createdBy: string;
}

export function toInvitation(row: InvitationEntity): Invitation {
  return {
    id: row.id,
    kind: row.kind,
    role: row.role,
    grantId: row.grantId,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A grant's areas as stored (JSON text). */
export const parseAreas = (text: string): AreaLevels => JSON.parse(text) as AreaLevels;

const invalid = () => new NotFoundException({ message: invitationMessages.invalid });
const used = () => new GoneException({ message: invitationMessages.used });
const expired = () => new GoneException({ message: invitationMessages.expired });

@Injectable()
export class InvitationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionCache,
  ) {}

  /** Makes an invitation in `manager`'s transaction; its link is `${origin}/invite/${token}`. */
  async create(manager: EntityManager, input: NewInvitation, origin: string): Promise<CreatedInvitation> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const row: InvitationEntity = {
      id: randomUUID(),
      ...input,
      tokenHash: hashInvitationToken(token),
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      usedAt: null,
      usedBy: null,
      createdAt: now,
    };
    await manager.insert(InvitationEntity, row);
    return { ...toInvitation(row), link: `${origin.replace(/\/+$/, '')}/invite/${token}` };
  }

  /** Withdraws a pending invitation of the family: its link then answers "not valid". */
  async withdraw(familyId: string, id: string): Promise<void> {
    const { affected } = await this.dataSource.manager.delete(InvitationEntity, { id, familyId });
    if (!affected) throw new NotFoundException({ message: 'Invitation not found' });
  }

  /** What accepting `token` would give (GET /api/invitations/{token}): 404 forged, 410 used or expired. */
  async check(token: string): Promise<InvitationPreview> {
    const { invitation, family, grant } = await this.usable(this.dataSource.manager, token);
    return {
      kind: invitation.kind,
      familyName: family.name,
      role: invitation.role,
      areas: grant ? parseAreas(grant.areas) : null,
      endsAt: grant?.endsAt ?? null,
      expiresAt: invitation.expiresAt.toISOString(),
    };
  }

  /**
   * Accepts `token` for `person`: a household invitation makes them a member with its role, a
   * professional's makes them the grant's grantee. The invitation is marked used in the same transaction
   * (`manager`'s when given: registration accepts as it creates the account).
   */
  async accept(token: string, person: AcceptingPerson, manager?: EntityManager): Promise<AcceptedInvitation> {
    if (manager) return this.acceptIn(manager, token, person);
    return this.dataSource.transaction((inner) => this.acceptIn(inner, token, person));
  }

  /** This browser acts for `familyId` from its next request on (after accepting). */
  async actFor(sessionId: string, familyId: string): Promise<void> {
    await this.dataSource.manager.update(SessionEntity, { id: sessionId }, { familyId });
    this.sessions.forget(sessionId);
  }

  private async acceptIn(
    manager: EntityManager,
    token: string,
    person: AcceptingPerson,
  ): Promise<AcceptedInvitation> {
    const { invitation, family, grant } = await this.usable(manager, token);
    if (invitation.kind === 'professional' && person.kind !== 'professional')
      throw new BadRequestException({ message: invitationMessages.wrongKind });
    if (invitation.kind === 'member' && person.kind !== 'family')
      throw new BadRequestException({ message: invitationMessages.forHousehold });
    if (
      invitation.kind === 'member' &&
      (await manager.existsBy(FamilyMemberEntity, { familyId: family.id, userId: person.id }))
    )
      throw new ConflictException({ message: invitationMessages.alreadyMember });

    const now = new Date();
    // Single use: of two accepts racing, the second finds usedAt set (MySQL re-reads the row it waited for).
    const marked = await manager
      .createQueryBuilder()
      .update(InvitationEntity)
      .set({ usedAt: now, usedBy: person.id })
      .where('id = :id AND usedAt IS NULL', { id: invitation.id })
      .execute();
    if (!marked.affected) throw used();

    if (invitation.kind === 'member') {
      await manager.insert(FamilyMemberEntity, {
        familyId: family.id,
        userId: person.id,
        role: invitation.role as FamilyMemberEntity['role'],
        createdAt: now,
      });
    } else {
      const taken = await manager
        .createQueryBuilder()
        .update(AccessGrantEntity)
        .set({ granteeId: person.id })
        .where('id = :id AND familyId = :familyId AND granteeId IS NULL AND revokedAt IS NULL', {
          id: grant!.id,
          familyId: family.id,
        })
        .execute();
      if (!taken.affected) throw used();
    }
    return { familyId: family.id, familyName: family.name, role: invitation.role };
  }

  /** The invitation `token` names while it can still be accepted, with its family and grant. */
  private async usable(
    manager: EntityManager,
    token: string,
  ): Promise<{ invitation: InvitationEntity; family: FamilyEntity; grant: AccessGrantEntity | null }> {
    if (!TOKEN_SHAPE.test(token)) throw invalid();
    const invitation = await manager.findOneBy(InvitationEntity, { tokenHash: hashInvitationToken(token) });
    if (!invitation) throw invalid();
    if (invitation.usedAt) throw used();
    if (invitation.expiresAt.getTime() <= Date.now()) throw expired();
    const family = await manager.findOneBy(FamilyEntity, { id: invitation.familyId });
    if (!family) throw invalid();
    if (invitation.kind === 'member') return { invitation, family, grant: null };
    const grant = invitation.grantId
      ? await manager.findOneBy(AccessGrantEntity, { id: invitation.grantId, familyId: family.id })
      : null;
    if (!grant) throw invalid();
    // A grant revoked or past its end before anyone accepted it: its link has run out too.
    if (grant.revokedAt || grant.endsAt < calendar.utcToday()) throw expired();
    if (grant.granteeId) throw used();
    return { invitation, family, grant };
  }
}
