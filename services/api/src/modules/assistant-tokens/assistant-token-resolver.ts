// What an assistant token (issue 33) resolves to for the session guard: its person, the family it was
// made for, and the person's role or grant there TODAY (read on every request, never cached, so a
// removed member, an ended or a revoked grant is refused at the next request), as a session would.
// A token counts as second-factor verified: only a session that passed one may make it.
import { calendar, secondFactorNeed, type HouseholdRole } from '@heirloom/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PreparedSelect } from '../../database/prepared-select';
import type { RequestAccess } from '../access/current-access.decorator';
import { familyAccessColumns, joinFamilyAccess } from '../access/family-access-joins';
import { actingSession, hashToken } from '../auth/auth.service';
import type { Person, ResolvedSession } from '../auth/resolved-session';
import { UserEntity } from '../auth/user.entity';
import { AssistantTokenEntity } from './assistant-token.entity';

/** lastUsedAt is written at most this often per token. */
export const TOKEN_TOUCH_MS = 60_000;

@Injectable()
export class AssistantTokenResolver {
  private readonly select: PreparedSelect<AssistantTokenEntity>;

  constructor(
    @InjectRepository(AssistantTokenEntity) private readonly tokens: Repository<AssistantTokenEntity>,
  ) {
    this.select = new PreparedSelect(
      tokens.manager.connection,
      AssistantTokenEntity,
      (builder) =>
        joinFamilyAccess(
          builder.innerJoin(UserEntity, 'person', 'person.id = e.userId'),
          'e.familyId',
          'e.userId',
        )
          .where('e.tokenHash = :hash')
          .andWhere('e.revokedAt IS NULL'),
      {
        columns: ['id', 'userId', 'familyId'],
        extra: {
          username: 'person.username',
          kind: 'person.kind',
          ...familyAccessColumns,
          due: 'CASE WHEN e.lastUsedAt IS NULL OR e.lastUsedAt < :touchBefore THEN 1 ELSE 0 END',
        },
      },
    );
  }

  /** The token's person and access, or undefined when it is unknown or revoked (or its person gone). */
  async resolve(token: string): Promise<ResolvedSession | undefined> {
    const now = new Date();
    const today = calendar.utcDayOf(now);
    const touchBefore = new Date(now.getTime() - TOKEN_TOUCH_MS);
    const rows = await this.select.run({ hash: hashToken(token), today, touchBefore });
    const found = rows[0];
    if (!found) return undefined;
    const { row, raw } = found;
    if (Number(raw['due']) === 1)
      // Conditional, so two replicas (or two requests) refreshing the same token at once write it once.
      await this.tokens
        .createQueryBuilder()
        .update()
        .set({ lastUsedAt: now })
        .where('id = :id', { id: row.id })
        .andWhere('(lastUsedAt IS NULL OR lastUsedAt < :touchBefore)', { touchBefore })
        .execute();
    const person: Person = {
      id: row.userId,
      username: String(raw['username']),
      kind: raw['kind'] as Person['kind'],
    };
    const role = (raw['role'] as HouseholdRole | null) ?? null;
    const base: RequestAccess = {
      kind: person.kind,
      familyId: row.familyId,
      familyName: (raw['familyName'] as string | null) ?? null,
      role: null,
      areas: null,
      endsAt: null,
      personId: person.id,
      personName: person.username,
      grantId: null,
      verified: true,
      secondFactorRequiredBecause: secondFactorNeed({
        kind: person.kind,
        familyRequires: Number(raw['familyRequires']) === 1,
        verified: false,
      }),
      secondFactorNeed: null,
    };
    // No role there now (removed, grant ended or revoked): decideAccess answers "access has ended".
    return actingSession(person, base, role, rows, today);
  }
}
