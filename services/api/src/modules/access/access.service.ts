// The family's Access page (issue 31): who is in the household, what each professional was granted and
// until when, and which invitation links are still open. Also the small rules the access routes share.
import {
  calendar,
  accessMessages,
  secondFactorMessages,
  type AccessGrant,
  type AccessOverview,
  type FamilySecondFactorRule,
  type GrantStatus,
  type HouseholdMember,
} from '@heirloom/contracts';
import { requestHost } from '@heirloom/server';
import { ValidationFailedException } from '@heirloom/server';
import { ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsNull, MoreThan, type DataSource, type EntityManager } from 'typeorm';
import { UserEntity } from '../auth/user.entity';
import { ProfessionalEntity } from '../professionals/professional.entity';
import { AccessGrantEntity } from './access-grant.entity';
import type { RequestAccess } from './current-access.decorator';
import { SecondFactorService } from '../second-factor/second-factor.service';
import { FamilyEntity, FamilyMemberEntity } from './family.entity';
import { InvitationEntity } from './invitation.entity';
import { parseAreas, toInvitation } from './invitations.service';

/** The family the request acts for; the guard already refused a person acting for none. */
export function actingFamily(access: RequestAccess): string {
  if (!access.familyId) throw new ForbiddenException({ message: accessMessages.noClient });
  return access.familyId;
}

/**
 * The site's origin as the browser addressed it, for links: the Origin a browser sends with a write
 * (same-origin.ts already refused any other site's), else the scheme and host the edge reports.
 */
export function siteOrigin(request: {
  headers: Record<string, string | string[] | undefined>;
  protocol: string;
}): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    try {
      const url = new URL(origin);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // "null" and the like: fall through to the host.
    }
  }
  return `${request.protocol}://${requestHost(request.headers) ?? 'localhost'}`;
}

export function grantStatus(
  grant: Pick<AccessGrantEntity, 'revokedAt' | 'endsAt' | 'granteeId'>,
  today = calendar.utcToday(),
): GrantStatus {
  if (grant.revokedAt) return 'revoked';
  if (grant.endsAt < today) return 'ended';
  return grant.granteeId ? 'active' : 'pending';
}

/** The family's grants (one when `id` is given) as the Access page shows them, newest first. */
export async function grantsOf(
  manager: EntityManager,
  familyId: string,
  id?: string,
): Promise<AccessGrant[]> {
  const query = manager
    .createQueryBuilder(AccessGrantEntity, 'g')
    .leftJoin(ProfessionalEntity, 'p', 'p.id = g.professionalId AND p.userId = g.familyId')
    .leftJoin(UserEntity, 'u', 'u.id = g.granteeId')
    .addSelect('p.name', 'professionalName')
    .addSelect('u.username', 'granteeName')
    .where('g.familyId = :familyId', { familyId })
    .orderBy('g.createdAt', 'DESC')
    .addOrderBy('g.id', 'ASC');
  if (id !== undefined) query.andWhere('g.id = :id', { id });
  const { entities, raw } = await query.getRawAndEntities<{
    g_id: string;
    professionalName: string | null;
    granteeName: string | null;
  }>();
  const names = new Map(raw.map((row) => [row.g_id, row]));
  const today = calendar.utcToday();
  return entities.map((grant) => ({
    id: grant.id,
    professionalId: grant.professionalId,
    // The family may have removed the professional's row since; the grant stays on record.
    professionalName: names.get(grant.id)?.professionalName ?? 'Removed professional',
    granteeId: grant.granteeId,
    granteeName: names.get(grant.id)?.granteeName ?? null,
    areas: parseAreas(grant.areas),
    endsAt: grant.endsAt,
    status: grantStatus(grant, today),
    createdAt: grant.createdAt.toISOString(),
    revokedAt: grant.revokedAt?.toISOString() ?? null,
  }));
}

@Injectable()
export class AccessService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly secondFactor: SecondFactorService,
  ) {}

  async overview(familyId: string): Promise<AccessOverview> {
    const manager = this.dataSource.manager;
    const [members, grants, invitations, family] = await Promise.all([
      this.members(manager, familyId),
      grantsOf(manager, familyId),
      manager.find(InvitationEntity, {
        where: { familyId, usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
        order: { createdAt: 'DESC', id: 'ASC' },
      }),
      manager.findOne(FamilyEntity, {
        select: { id: true, secondFactorRequiredAt: true },
        where: { id: familyId },
      }),
    ]);
    return {
      members,
      grants,
      invitations: invitations.map(toInvitation),
      secondFactorRequired: family?.secondFactorRequiredAt != null,
    };
  }

  /**
   * An owner requires a second factor of every member (issue 32), or stops requiring it. Turning it on
   * asks the owner to have one first, so the rule never locks out the person who set it. Members
   * without a verified session are refused family data from their next request (decideAccess).
   */
  async setSecondFactorRule(
    familyId: string,
    ownerId: string,
    { required }: FamilySecondFactorRule,
    now: Date = new Date(),
  ): Promise<FamilySecondFactorRule> {
    if (required && (await this.secondFactor.methodsOf(ownerId)).length === 0)
      throw new ValidationFailedException([
        { path: 'required', message: secondFactorMessages.requireSelfFirst },
      ]);
    const family = this.dataSource.getRepository(FamilyEntity);
    // Keeps the first time it was required when it is required again.
    if (required)
      await family.update(
        { id: familyId, secondFactorRequiredAt: IsNull() },
        { secondFactorRequiredAt: now },
      );
    else await family.update({ id: familyId }, { secondFactorRequiredAt: null });
    return { required };
  }

  private async members(manager: EntityManager, familyId: string): Promise<HouseholdMember[]> {
    const { entities, raw } = await manager
      .createQueryBuilder(FamilyMemberEntity, 'm')
      .innerJoin(UserEntity, 'u', 'u.id = m.userId')
      .addSelect('u.username', 'username')
      .where('m.familyId = :familyId', { familyId })
      .orderBy('m.createdAt', 'ASC')
      .addOrderBy('u.username', 'ASC')
      .getRawAndEntities<{ username: string }>();
    return entities.map((member, index) => ({
      userId: member.userId,
      username: raw[index]!.username,
      role: member.role,
      joinedAt: member.createdAt.toISOString(),
    }));
  }
}
