// The people of the access table (issue 31), made by inserting rows through the entities (users,
// families, family_members, access_grants, invitations, notes) and signed in through the login route,
// so the table does not depend on the management routes it also tests. Each session is pointed at the
// family it acts for, as sign-in (or a professional's switch) would, and has passed a second factor
// unless a caller says otherwise (issue 32).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  calendar,
  type AccessRole,
  type AccountKind,
  type AreaLevels,
  type HouseholdRole,
  type InvitationKind,
  type NoteEntityType,
} from '@heirloom/contracts';
import type { HttpApp } from '@heirloom/server';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { AccessGrantEntity } from '../modules/access/access-grant.entity';
import { FamilyEntity, FamilyMemberEntity } from '../modules/access/family.entity';
import { InvitationEntity } from '../modules/access/invitation.entity';
import { NoteEntity } from '../modules/access/note.entity';
import { SessionEntity } from '../modules/auth/session.entity';
import { UserEntity } from '../modules/auth/user.entity';
import { hashPassword } from '../modules/auth/password';

export const CALLER_PASSWORD = 'correct horse battery';

export interface SignInOptions {
  /** The session passed a second factor (the default: the callers are as a real sign-in leaves them). */
  verified?: boolean;
}

export class AccessFixtures {
  private passwordHash?: string;
  readonly db: DataSource;

  constructor(private readonly app: HttpApp) {
    this.db = app.get(DataSource);
  }

  private async hash(): Promise<string> {
    this.passwordHash ??= await hashPassword(CALLER_PASSWORD);
    return this.passwordHash;
  }

  /** A person's account; `id` defaults to a new uuid (a family's first owner has the family's id). */
  async person(username: string, kind: AccountKind = 'family', id: string = randomUUID()): Promise<string> {
    const now = new Date();
    await this.db.getRepository(UserEntity).insert({
      id,
      username: username.toLowerCase(),
      passwordHash: await this.hash(),
      kind,
      createdAt: now,
      updatedAt: now,
    });
    return id;
  }

  /** A family and its first owner, whose user id is the family's id (as registration makes them). */
  async family(name: string, ownerName: string): Promise<string> {
    const id = randomUUID();
    await this.person(ownerName, 'family', id);
    // The registration of the guard's work may already make these for a registered account; here the
    // account was inserted directly, so the family is too.
    await this.db.getRepository(FamilyEntity).insert({ id, name, createdAt: new Date() });
    await this.member(id, id, 'owner');
    return id;
  }

  async member(familyId: string, userId: string, role: HouseholdRole): Promise<void> {
    await this.db.getRepository(FamilyMemberEntity).insert({ familyId, userId, role, createdAt: new Date() });
  }

  /** A grant to `granteeId` (null: not accepted yet), ending `endsAt` (inclusive), revoked or not. */
  async grant(options: {
    familyId: string;
    professionalId: string;
    granteeId: string | null;
    areas: AreaLevels;
    endsAt: string;
    createdBy: string;
    revoked?: boolean;
  }): Promise<string> {
    const id = randomUUID();
    const now = new Date();
    await this.db.getRepository(AccessGrantEntity).insert({
      id,
      familyId: options.familyId,
      professionalId: options.professionalId,
      granteeId: options.granteeId,
      areas: JSON.stringify(options.areas),
      endsAt: options.endsAt,
      createdBy: options.createdBy,
      createdAt: now,
      updatedAt: now,
      revokedAt: options.revoked ? now : null,
    });
    return id;
  }

  /** A pending invitation link: answers its token (only the hash is stored). */
  async invitation(options: {
    familyId: string;
    kind: InvitationKind;
    role: AccessRole;
    grantId?: string | null;
    createdBy: string;
  }): Promise<{ id: string; token: string }> {
    const id = randomUUID();
    const token = randomBytes(32).toString('base64url');
    await this.db.getRepository(InvitationEntity).insert({
      id,
      familyId: options.familyId,
      kind: options.kind,
      role: options.role,
      grantId: options.grantId ?? null,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(Date.now() + 7 * 24 * 3600_000),
      usedAt: null,
      usedBy: null,
      createdBy: options.createdBy,
      createdAt: new Date(),
    });
    return { id, token };
  }

  async note(options: {
    familyId: string;
    entityType: NoteEntityType;
    entityId: string;
    authorId: string;
    authorName: string;
    body: string;
  }): Promise<string> {
    const id = randomUUID();
    await this.db
      .getRepository(NoteEntity)
      .insert({ id, ...options, authorRole: 'owner', createdAt: new Date() });
    return id;
  }

  /** Signs in through the login route as `signIn` does, and answers the Cookie header to send. */
  async cookie(
    username: string,
    userId: string,
    familyId: string | null,
    { verified = true }: SignInOptions = {},
  ): Promise<string> {
    const response = await request(this.app.getHttpServer())
      .post('/api/auth/login')
      .send({ username, password: CALLER_PASSWORD })
      .expect(200);
    await this.actFor(userId, familyId, verified);
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const session = cookies.find((c) => c.startsWith('hl_session='));
    if (!session) throw new Error('login set no session cookie');
    return session.split(';')[0]!;
  }

  /** Signs in through the login route and makes the new session act for `familyId`. */
  async signIn(
    username: string,
    userId: string,
    familyId: string | null,
    { verified = true }: SignInOptions = {},
  ): Promise<TestAgent> {
    const agent = request.agent(this.app.getHttpServer());
    await agent.post('/api/auth/login').send({ username, password: CALLER_PASSWORD }).expect(200);
    await this.actFor(userId, familyId, verified);
    return agent;
  }

  /**
   * The person's sessions act for `familyId`, and passed a second factor at sign-in or not (issue 32:
   * a professional's session must have, for any family data). The accounts here enrol none, so a
   * verified session is what a sign-in with a factor would have made.
   */
  private async actFor(userId: string, familyId: string | null, verified: boolean): Promise<void> {
    await this.db
      .getRepository(SessionEntity)
      .update({ userId }, { familyId, verifiedAt: verified ? new Date() : null });
  }
}

/** A calendar day `days` from today (UTC), as grants store their end. */
export const dayFromToday = (days: number) => calendar.addDays(calendar.utcToday(), days);
