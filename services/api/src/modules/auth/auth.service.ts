import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  calendar,
  secondFactorMessages,
  secondFactorNeed,
  type AreaLevels,
  type DemoSignIn,
  type HouseholdRole,
  type LoginInput,
  type Me,
  type RegisterInput,
  type SecondFactorMethod,
  type User,
} from '@heirloom/contracts';
import { TooManyRequestsException } from '@heirloom/server';
import {
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, MoreThanOrEqual, Repository, type EntityManager } from 'typeorm';
import { API_CONFIG } from '../../config/api-config.token';
import type { ApiConfig } from '../../config/api.config';
import { isUniqueViolation } from '../../database/errors';
import { PreparedRaw, PreparedSelect } from '../../database/prepared-select';
import { gatedWrite, writeUnlessBusy } from '../../database/sqlite-write-gate';
import { AccessGrantEntity } from '../access/access-grant.entity';
import { FamilyEntity, FamilyMemberEntity } from '../access/family.entity';
import type { RequestAccess } from '../access/current-access.decorator';
import { familyAccessColumns, joinFamilyAccess } from '../access/family-access-joins';
import { SecondFactorService } from '../second-factor/second-factor.service';
import { DEMO_PROFESSIONAL_USERNAME, DEMO_USERNAME } from '../../seed/demo-accounts';
import { acceptingInvitations } from './invitations-port';
import type { Person, ResolvedSession } from './resolved-session';
import { SessionCache } from './session-cache';
import { LoginLimiter, tooManyAttemptsMessage } from './login-limiter';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { assertAcceptablePassword } from './password-policy';
import { SessionEntity } from './session.entity';
import { UserEntity } from './user.entity';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often per session, not on every request. */
export const SESSION_TOUCH_MS = 60_000;

export interface SignedIn {
  user: User;
  /** The cookie's value; only its hash is stored. */
  token: string;
  expiresAt: Date;
}

/** A sign-in whose password was right and whose account has a factor: its second step comes next. */
export interface PendingSignIn {
  /** The hl_pending cookie's value; only its hash is stored. */
  pendingToken: string;
  expiresAt: Date;
  methods: SecondFactorMethod[];
}

/** Where a new session comes from: whether it passed a second factor, and the browser that asked. */
export interface SessionStart {
  verified: boolean;
  userAgent: string | undefined;
  address: string | undefined;
}

/** The longest user agent kept (the column's length); the device name needs only its start. */
const USER_AGENT_MAX = 255;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const toUser = ({ id, username }: UserEntity): User => ({ id, username });

/** The grant a professional acts under today: not revoked and ending today (UTC) or later; the latest-ending one. */
export function activeGrant<G extends Pick<AccessGrantEntity, 'revokedAt' | 'endsAt'>>(
  grants: readonly G[],
  today: string = calendar.utcToday(),
): G | undefined {
  let best: G | undefined;
  for (const grant of grants)
    if (grant.revokedAt === null && grant.endsAt >= today && (!best || grant.endsAt > best.endsAt))
      best = grant;
  return best;
}

/** A grant's stored areas; anything unreadable grants nothing. */
export function parseAreas(json: string): AreaLevels {
  try {
    const areas: unknown = JSON.parse(json);
    return areas && typeof areas === 'object' && !Array.isArray(areas) ? (areas as AreaLevels) : {};
  } catch {
    return {};
  }
}

/**
 * parseAreas for a grant read on every request of a professional: a grant's areas are one of a few
 * texts, so each is parsed once and the frozen result shared (BENCH_ONLY=api, professional / owner).
 */
const parsedAreas = new Map<string, Readonly<AreaLevels>>();
function grantAreas(json: string): Readonly<AreaLevels> {
  let areas = parsedAreas.get(json);
  if (!areas) {
    if (parsedAreas.size >= 1_000) parsedAreas.clear();
    parsedAreas.set(json, (areas = Object.freeze(parseAreas(json))));
  }
  return areas;
}

/**
 * What a person may do in the family `base` names, from the rows read for them there (their household
 * role, and each grant to them in force today): acting under the role, else a professional under the
 * latest-ending grant. Without either now (removed, grant ended or revoked), or with no family at all,
 * they act for none: decideAccess answers every family route "access has ended".
 */
export function actingSession(
  person: Person,
  base: RequestAccess,
  role: HouseholdRole | null,
  rows: readonly { raw: Record<string, unknown> }[],
  today: string,
): ResolvedSession {
  const familyId = base.familyId;
  if (familyId === null) return { person, access: base, user: undefined };
  const acting = (access: RequestAccess): ResolvedSession => ({
    person,
    access,
    user: { id: familyId, username: person.username },
  });
  if (role !== null) return acting({ ...base, role });
  const grant =
    person.kind === 'professional'
      ? activeGrant(
          rows
            .filter(({ raw: r }) => r['grantId'] != null)
            .map(({ raw: r }) => ({
              id: String(r['grantId']),
              areas: String(r['grantAreas']),
              endsAt: String(r['grantEndsAt']),
              revokedAt: null,
            })),
          today,
        )
      : undefined;
  if (!grant) return { person, access: base, user: undefined };
  return acting({
    ...base,
    role: 'professional',
    areas: grantAreas(grant.areas),
    endsAt: grant.endsAt,
    grantId: grant.id,
  });
}

@Injectable()
export class AuthService {
  /**
   * Every signed-in request's first read: the session's person, the family it acts for with the
   * person's household role there (one query for the household), and whether lastSeenAt is due.
   */
  private readonly sessionUser: PreparedSelect<UserEntity>;
  /**
   * A kept resolution of anyone but an owner is checked against its role or grant on every request, by
   * primary key: a removal, a role change, a revoke or a changed grant counts at the next request on any
   * replica, as when nothing was kept, for a fraction of the session query's cost (docs/benchmarks.md).
   */
  private readonly grantNow: PreparedRaw<{ areas: string; endsAt: unknown; revokedAt: unknown }>;
  private readonly roleNow: PreparedRaw<{ role: string; familyRequires: unknown }>;
  private readonly logger = new Logger('Auth');
  /** Sessions whose lastSeenAt write is waiting for the SQLite writer (touch()). */
  private readonly touchesPutOff = new Set<string>();

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @InjectRepository(FamilyMemberEntity) private readonly members: Repository<FamilyMemberEntity>,
    @InjectRepository(AccessGrantEntity) private readonly grants: Repository<AccessGrantEntity>,
    private readonly limiter: LoginLimiter,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly cache: SessionCache,
    private readonly moduleRef: ModuleRef,
    private readonly secondFactor: SecondFactorService,
  ) {
    this.sessionUser = new PreparedSelect(
      users.manager.connection,
      UserEntity,
      (builder) =>
        // The household's role and a professional's grant in the session's family, in the same query:
        // both are read on every uncached request.
        joinFamilyAccess(
          builder.innerJoin(SessionEntity, 'session', 'session.userId = e.id'),
          'session.familyId',
          'e.id',
        )
          .where('session.id = :id')
          .andWhere('session.expiresAt > :now')
          .andWhere('session.lastSeenAt > :idleSince'),
      {
        // The person's id, name and kind: the password hash and dates are not converted on every request.
        columns: ['id', 'username', 'kind'],
        extra: {
          familyId: 'session.familyId',
          ...familyAccessColumns,
          // Issue 32: whether this session passed a second factor (familyRequires: whether its family
          // requires one).
          verified: 'CASE WHEN session.verifiedAt IS NOT NULL THEN 1 ELSE 0 END',
          due: 'CASE WHEN session.lastSeenAt < :touchBefore THEN 1 ELSE 0 END',
          // Whether the session is still valid when a cached copy would stop being trusted.
          lasting:
            'CASE WHEN session.expiresAt > :cachedUntil AND session.lastSeenAt > :idleSinceThen THEN 1 ELSE 0 END',
        },
      },
    );
    const dataSource = users.manager.connection;
    this.grantNow = new PreparedRaw(dataSource, () =>
      this.grants
        .createQueryBuilder('g')
        .select(['g.areas AS areas', 'g.endsAt AS endsAt', 'g.revokedAt AS revokedAt'])
        .where('g.id = :id')
        .getQuery(),
    );
    this.roleNow = new PreparedRaw(dataSource, () =>
      this.members
        .createQueryBuilder('m')
        .innerJoin(FamilyEntity, 'f', 'f.id = m.familyId')
        .select('m.role', 'role')
        .addSelect('CASE WHEN f.secondFactorRequiredAt IS NOT NULL THEN 1 ELSE 0 END', 'familyRequires')
        .where('m.familyId = :familyId AND m.userId = :userId')
        .getQuery(),
    );
  }

  /**
   * A new account. Without an invitation a family account starts its own family (family id = user id)
   * as its owner, and a professional's owns none; with one, the account is created and the invitation
   * accepted in one transaction (a member joins that family, a professional gets the grant), owning no
   * family of its own.
   */
  async register({ username, password, kind = 'family', invitation }: RegisterInput): Promise<User> {
    const name = username.toLowerCase();
    // The schema checked the other rules; the list of common passwords lives here.
    await assertAcceptablePassword(password, name, 'password');
    // A used, expired or forged link is refused before anything is written.
    const invitations = invitation ? acceptingInvitations(this.moduleRef) : undefined;
    if (invitation) await invitations!.check(invitation);
    if (await this.users.existsBy({ username: name })) throw usernameTaken();
    const now = new Date();
    const user = this.users.create({
      id: randomUUID(),
      username: name,
      passwordHash: await hashPassword(password),
      kind,
      createdAt: now,
      updatedAt: now,
    });
    try {
      await this.users.manager.transaction(async (manager) => {
        await manager.insert(UserEntity, user);
        if (invitation) await invitations!.accept(invitation, { id: user.id, username: name, kind }, manager);
        else if (kind === 'family') await startFamily(manager, user.id, name, now);
      });
    } catch (error) {
      // Two sign-ups for the same name at once: the other one won.
      if (isUniqueViolation(error)) throw usernameTaken();
      throw error;
    }
    return toUser(user);
  }

  /**
   * Checks the password. Without a second factor enrolled the session starts at once; with one, a
   * pending sign-in waits for its second step (POST /api/auth/second-factor) and no session exists yet.
   */
  async login(
    { username, password }: LoginInput,
    address: string,
    userAgent?: string,
  ): Promise<SignedIn | PendingSignIn> {
    const name = username.toLowerCase();
    const wait = await this.limiter.retryAfter(address, name);
    if (wait > 0) throw new TooManyRequestsException(tooManyAttemptsMessage(wait), wait);
    const user = await this.users.findOneBy({ username: name });
    // Unknown names cost a hash too, so timing does not tell which usernames exist.
    const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !valid) {
      await this.limiter.recordFailure(address, name);
      throw new UnauthorizedException({ message: 'Invalid username or password' });
    }
    await this.limiter.recordSuccess(address, name);

    if ((await this.secondFactor.methodsOf(user.id)).length > 0) {
      const pending = await this.secondFactor.startPendingSignIn(user.id);
      return { pendingToken: pending.token, expiresAt: pending.expiresAt, methods: pending.methods };
    }
    return this.startSession(user, { verified: false, userAgent, address });
  }

  /** Sign-in's second step passed (SecondFactorService.completeSignIn answered its person). */
  async completeSignIn(userId: string, start: Omit<SessionStart, 'verified'>): Promise<SignedIn> {
    const user = await this.users.findOneBy({ id: userId });
    // The account was deleted between the two steps.
    if (!user) throw new UnauthorizedException({ message: secondFactorMessages.pendingExpired });
    return this.startSession(user, { ...start, verified: true });
  }

  /**
   * The demo entries on /login (DEMO_SIGN_IN): the seeded demo family's owner or its CPA, with the
   * second factor counted as passed, so a professional's entry reaches the client in one click. Off in
   * production (the configuration refuses DEMO_SIGN_IN=true there); 404 when off or not seeded.
   */
  async demoSignIn({ account }: DemoSignIn, start: Omit<SessionStart, 'verified'>): Promise<SignedIn> {
    if (!this.config.demoSignIn || this.config.production)
      throw new NotFoundException({ message: secondFactorMessages.demoOff });
    const username = account === 'professional' ? DEMO_PROFESSIONAL_USERNAME : DEMO_USERNAME;
    const user = await this.users.findOneBy({ username });
    if (!user) throw new NotFoundException({ message: secondFactorMessages.demoOff });
    return this.startSession(user, { ...start, verified: true });
  }

  /**
   * A new session (a cookie's token, only its hash stored) acting for the person's first family: after
   * a password alone, after its second step, after a passkey, or from a demo entry. `verified`: it
   * passed a second factor now.
   */
  async startSession(user: UserEntity, { verified, userAgent, address }: SessionStart): Promise<SignedIn> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await this.sessions.insert({
      id: hashToken(token),
      userId: user.id,
      familyId: await this.firstFamily(user),
      expiresAt,
      createdAt: now,
      lastSeenAt: now,
      verifiedAt: verified ? now : null,
      userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
      address: address ? address.slice(0, 64) : null,
    });
    // Housekeeping: signing in is rare enough to carry it.
    await this.sessions.delete({ expiresAt: LessThan(now) });
    return { user: toUser(user), token, expiresAt };
  }

  /** A passkey alone signed in (PasskeysService.verifyAuthentication answered its person). */
  async passkeySignIn(userId: string, start: Omit<SessionStart, 'verified'>): Promise<SignedIn> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw new UnauthorizedException({ message: secondFactorMessages.passkeyUnknown });
    return this.startSession(user, { ...start, verified: true });
  }

  /** What sign-in, its second step and /api/auth/me answer: the person, what they act as, their factor. */
  async me(person: User, access: RequestAccess): Promise<Me> {
    const { kind, familyId, familyName, role, areas, endsAt } = access;
    const [families, methods] = await Promise.all([
      this.familiesOf(person.id),
      this.secondFactor.methodsOf(person.id),
    ]);
    return {
      id: person.id,
      username: person.username,
      access: { kind, familyId, familyName, role, areas, endsAt },
      families,
      secondFactor: {
        enrolled: methods.length > 0,
        verified: access.verified,
        requiredBecause: access.secondFactorRequiredBecause,
      },
    };
  }

  /**
   * For a sensitive action (needsStepUp): whether the person has a factor to confirm, and when this
   * session last passed one, read from the database (never the cache: a step-up on another replica
   * counts, and a stale copy must not let an old check through).
   */
  async stepUpState(
    personId: string,
    sessionId: string,
  ): Promise<{ enrolled: boolean; verifiedAt: Date | null }> {
    const methods = await this.secondFactor.methodsOf(personId);
    if (methods.length === 0) return { enrolled: false, verifiedAt: null };
    const session = await this.sessions.findOne({
      select: { id: true, verifiedAt: true },
      where: { id: sessionId },
    });
    return { enrolled: true, verifiedAt: session?.verifiedAt ?? null };
  }

  /**
   * The family a new session acts for: the person's own (their owner row), else their first
   * membership, else for a professional the family of their first active grant, else none.
   */
  private async firstFamily(user: UserEntity): Promise<string | null> {
    const memberships = await this.members.find({
      where: { userId: user.id },
      order: { createdAt: 'ASC', familyId: 'ASC' },
    });
    const own = memberships.find((m) => m.familyId === user.id && m.role === 'owner');
    if (own ?? memberships[0]) return (own ?? memberships[0])!.familyId;
    if (user.kind !== 'professional') return null;
    const grant = await this.grants.findOne({
      where: { granteeId: user.id, revokedAt: IsNull(), endsAt: MoreThanOrEqual(calendar.utcToday()) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return grant?.familyId ?? null;
  }

  async logout(token: string | undefined): Promise<void> {
    if (!token) return;
    const id = hashToken(token);
    this.cache.forget(id);
    await this.sessions.delete({ id });
  }

  /** How many families the person can act for: their households, and the grants in force today. */
  async familiesOf(personId: string): Promise<number> {
    const [households, grants] = await Promise.all([
      this.members.countBy({ userId: personId }),
      this.grants.countBy({
        granteeId: personId,
        revokedAt: IsNull(),
        endsAt: MoreThanOrEqual(calendar.utcToday()),
      }),
    ]);
    return households + grants;
  }

  /**
   * What a session cookie resolves to, or undefined when it is unknown, expired (30 days after
   * sign-in) or idle (unused for SESSION_IDLE_MINUTES). A used session's lastSeenAt moves forward, but
   * at most once a minute: one query per request for the household, and a second one only when the
   * minute is up. A professional's grant is read on each request too; only an owner's resolution is
   * kept by the session cache, so a removed member or a revoked grant is refused at the next request.
   * `remember: false` (sign-in's answer) neither reads nor fills the cache.
   */
  resolve(token: string, { remember = true } = {}): Promise<ResolvedSession | undefined> {
    return this.resolveSession(hashToken(token), { remember });
  }

  /**
   * Moves a used session's lastSeenAt forward (conditional, so two replicas refreshing the same session
   * at once write it once). On SQLite, while another request's transaction holds the one writer (a
   * 100,000-row import's commit, seconds long), the write is put off rather than awaited: lastSeenAt is a
   * freshness hint, a minute's precision, and the request it came with is answered at once instead of
   * when the import ends (docs/benchmarks.md#during-an-import). One put-off write per session at a time.
   */
  private async touch(id: string, touchBefore: Date, now: number): Promise<void> {
    const write = () =>
      this.sessions.update({ id, lastSeenAt: LessThan(touchBefore) }, { lastSeenAt: new Date(now) });
    const dataSource = this.sessions.manager.connection;
    if ((await writeUnlessBusy(dataSource, write)) || this.touchesPutOff.has(id)) return;
    this.touchesPutOff.add(id);
    void gatedWrite(dataSource, write)
      .catch((error: Error) => this.logger.warn(`A session's lastSeenAt was not moved: ${error.message}`))
      .finally(() => this.touchesPutOff.delete(id));
  }

  /** resolve() for a token already hashed (the guard keeps the hash as the request's session id). */
  async resolveSession(id: string, { remember = true } = {}): Promise<ResolvedSession | undefined> {
    const now = Date.now();
    const cached = remember ? this.cache.get(id, now) : undefined;
    if (cached) {
      if (cached.access.role === 'owner' || (await this.stillActing(cached.access, now))) return cached;
      this.cache.forget(id);
    }
    const touchBefore = new Date(now - SESSION_TOUCH_MS);
    const idleMs = this.config.sessionIdleMinutes * 60_000;
    const cachedUntil = now + this.cache.lifetimeMs;
    const today = calendar.utcDayOf(new Date(now));
    const rows = await this.sessionUser.run({
      id,
      today,
      now: new Date(now),
      idleSince: new Date(now - idleMs),
      touchBefore,
      cachedUntil: new Date(cachedUntil),
      idleSinceThen: new Date(cachedUntil - idleMs),
    });
    const found = rows[0];
    if (!found) return undefined;
    if (Number(found.raw['due']) === 1) await this.touch(id, touchBefore, now);
    const { row, raw } = found;
    const person: Person = { id: row.id, username: row.username, kind: row.kind };
    const familyId = (raw['familyId'] as string | null) ?? null;
    const familyName = (raw['familyName'] as string | null) ?? null;
    const role = (raw['role'] as HouseholdRole | null) ?? null;
    const verified = Number(raw['verified']) === 1;
    const requiredBecause = secondFactorNeed({
      kind: person.kind,
      familyRequires: Number(raw['familyRequires']) === 1,
      verified: false,
    });
    const base: RequestAccess = {
      kind: person.kind,
      familyId,
      familyName,
      role: null,
      areas: null,
      endsAt: null,
      personId: person.id,
      personName: person.username,
      grantId: null,
      verified,
      secondFactorRequiredBecause: requiredBecause,
      secondFactorNeed: verified ? null : requiredBecause,
    };
    // A session that must still pass a factor is not kept: its enrolment or step-up counts at once.
    const keep = remember && !base.secondFactorNeed && Number(raw['lasting']) === 1;
    // A session that still names a family where the person has no role now stays signed in, acting
    // for none until they switch.
    const session = actingSession(person, base, role, rows, today);
    if (keep && session.user) this.cache.remember(id, session, now);
    return session;
  }

  /**
   * Whether a kept member's, viewer's or professional's resolution still holds: the same role in the
   * family under the same second-factor rule, or the same grant still in force today with the same areas and end (a renewal or a change of
   * areas resolves afresh).
   */
  private async stillActing(access: RequestAccess, now: number): Promise<boolean> {
    if (access.familyId === null || access.role === null) return false;
    if (access.grantId !== null) {
      const [grant] = await this.grantNow.run({ id: access.grantId });
      return (
        grant !== undefined &&
        grant.revokedAt == null &&
        access.endsAt !== null &&
        String(grant.endsAt) === access.endsAt &&
        access.endsAt >= calendar.utcDayOf(new Date(now)) &&
        grantAreas(grant.areas) === access.areas
      );
    }
    // A household member also follows the family's rule on second factors at once (a kept session was
    // one that needed none, or had passed one).
    const [member] = await this.roleNow.run({ familyId: access.familyId, userId: access.personId });
    return (
      member !== undefined &&
      member.role === access.role &&
      (access.verified ||
        (Number(member.familyRequires) === 1) === (access.secondFactorRequiredBecause !== null))
    );
  }
}

/** A family account's own family: same id as the account, the account its owner. */
export async function startFamily(
  manager: EntityManager,
  userId: string,
  name: string,
  now: Date = new Date(),
): Promise<void> {
  await manager.insert(FamilyEntity, { id: userId, name, createdAt: now });
  await manager.insert(FamilyMemberEntity, { familyId: userId, userId, role: 'owner', createdAt: now });
}

const usernameTaken = () => new ConflictException({ message: 'That username is already taken' });
