// The families a person can act for (issue 31): their household's and every client that granted them
// access; and the switch that makes this browser's session act for one of them.
import { clientFamilySchema, switchFamilySchema, calendar, type ClientFamily } from '@heirloom/contracts';
import { ApiAnswer, ApiErrors } from '@heirloom/server';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Injectable,
  NotFoundException,
  Post,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, MoreThanOrEqual, Repository } from 'typeorm';
import { activeGrant, parseAreas } from '../auth/auth.service';
import { CurrentPerson, CurrentSessionId } from '../auth/current-user.decorator';
import type { Person } from '../auth/resolved-session';
import { SessionCache } from '../auth/session-cache';
import { SessionEntity } from '../auth/session.entity';
import { AccessGrantEntity } from './access-grant.entity';
import { FamilyEntity, FamilyMemberEntity } from './family.entity';

@Injectable()
export class ClientsService {
  constructor(
    @InjectRepository(FamilyMemberEntity) private readonly members: Repository<FamilyMemberEntity>,
    @InjectRepository(AccessGrantEntity) private readonly grants: Repository<AccessGrantEntity>,
    @InjectRepository(FamilyEntity) private readonly families: Repository<FamilyEntity>,
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    private readonly cache: SessionCache,
  ) {}

  /** The person's households first (their own first of all), then their clients by name. */
  async clients(person: Person): Promise<ClientFamily[]> {
    const today = calendar.utcToday();
    const [memberships, grants] = await Promise.all([
      this.members.find({ where: { userId: person.id }, order: { createdAt: 'ASC', familyId: 'ASC' } }),
      this.grants.find({
        where: { granteeId: person.id, revokedAt: IsNull(), endsAt: MoreThanOrEqual(today) },
      }),
    ]);
    const byFamily = new Map<string, AccessGrantEntity[]>();
    for (const grant of grants)
      byFamily.set(grant.familyId, [...(byFamily.get(grant.familyId) ?? []), grant]);
    const ids = [...new Set([...memberships.map((m) => m.familyId), ...byFamily.keys()])];
    if (!ids.length) return [];
    const names = new Map(
      (await this.families.find({ where: { id: In(ids) }, select: { id: true, name: true } })).map((f) => [
        f.id,
        f.name,
      ]),
    );
    const households: ClientFamily[] = memberships
      .filter((m) => names.has(m.familyId))
      .sort((a, b) => Number(b.familyId === person.id) - Number(a.familyId === person.id))
      .map((m) => ({
        familyId: m.familyId,
        familyName: names.get(m.familyId)!,
        role: m.role,
        areas: null,
        endsAt: null,
      }));
    const household = new Set(households.map((h) => h.familyId));
    const clients: ClientFamily[] = [];
    for (const [familyId, ofFamily] of byFamily) {
      const grant = activeGrant(ofFamily, today);
      if (!grant || household.has(familyId) || !names.has(familyId)) continue;
      clients.push({
        familyId,
        familyName: names.get(familyId)!,
        role: 'professional',
        areas: parseAreas(grant.areas),
        endsAt: grant.endsAt,
      });
    }
    clients.sort((a, b) => a.familyName.localeCompare(b.familyName) || a.familyId.localeCompare(b.familyId));
    return [...households, ...clients];
  }

  /** This session acts for `familyId` from its next request; 404 unless the person may act for it. */
  async switchTo(person: Person, sessionId: string, familyId: string): Promise<void> {
    const member = await this.members.existsBy({ familyId, userId: person.id });
    const granted =
      member ||
      (await this.grants.existsBy({
        familyId,
        granteeId: person.id,
        revokedAt: IsNull(),
        endsAt: MoreThanOrEqual(calendar.utcToday()),
      }));
    if (!granted) throw new NotFoundException({ message: 'Not found' });
    await this.sessions.update({ id: sessionId }, { familyId });
    this.cache.forget(sessionId);
  }
}

@ApiTags('access')
@Controller('access')
export class ClientsController {
  constructor(private readonly clients: ClientsService) {}

  @Get('clients')
  @ApiAnswer(
    'The families the signed-in person can act for: their household and every client that granted access',
    clientFamilySchema,
    { list: true },
  )
  list(@CurrentPerson() person: Person): Promise<ClientFamily[]> {
    return this.clients.clients(person);
  }

  @Post('switch')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiAnswer('Act for this family in this browser from the next request', null, {
    status: HttpStatus.NO_CONTENT,
  })
  @ApiErrors(HttpStatus.NOT_FOUND)
  async switchFamily(
    @Body({ schema: switchFamilySchema }) body: { familyId: string },
    @CurrentPerson() person: Person,
    @CurrentSessionId() sessionId: string,
  ): Promise<void> {
    await this.clients.switchTo(person, sessionId, body.familyId);
  }
}
