// What a person may do in a family, read in the same query as whatever names them (a session, an
// assistant token): their household role there, the family's name and second-factor rule, and a
// professional's grants from it that are in force today (`:today`, a UTC day). The session lookup and
// the assistant-token lookup both join these; actingSession (auth.service.ts) turns the row into access.
import type { SelectQueryBuilder } from 'typeorm';
import { AccessGrantEntity } from './access-grant.entity';
import { FamilyEntity, FamilyMemberEntity } from './family.entity';

/**
 * Left-joins `member`, `family` and `grant` for the family and person the two SQL expressions name
 * (e.g. 'session.familyId' and 'e.id'). The query must bind `:today`.
 */
export function joinFamilyAccess<E extends object>(
  builder: SelectQueryBuilder<E>,
  familyId: string,
  personId: string,
): SelectQueryBuilder<E> {
  return builder
    .leftJoin(FamilyMemberEntity, 'member', `member.familyId = ${familyId} AND member.userId = ${personId}`)
    .leftJoin(FamilyEntity, 'family', `family.id = ${familyId}`)
    .leftJoin(
      AccessGrantEntity,
      'grant',
      `grant.familyId = ${familyId} AND grant.granteeId = ${personId} AND grant.revokedAt IS NULL ` +
        'AND grant.endsAt >= :today',
    );
}

/** The joined columns actingSession and the second-factor rule read, by result key. */
export const familyAccessColumns = {
  familyName: 'family.name',
  role: 'member.role',
  grantId: 'grant.id',
  grantAreas: 'grant.areas',
  grantEndsAt: 'grant.endsAt',
  familyRequires: 'CASE WHEN family.secondFactorRequiredAt IS NOT NULL THEN 1 ELSE 0 END',
} as const;
