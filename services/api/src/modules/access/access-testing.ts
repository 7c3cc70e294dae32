// People, grants and databases for the access core's suites, written straight to the tables so the
// suites do not depend on the management routes.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { calendar, type AreaLevels, type HouseholdRole } from '@heirloom/contracts';
import type { HttpApp } from '@heirloom/server';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { sqliteOptions } from '../../database/database.config';
import { openTestDatabase, quiet, type TestDatabase } from '../../testing/test-databases';
import { hashPassword } from '../auth/password';
import { SessionEntity } from '../auth/session.entity';
import { UserEntity } from '../auth/user.entity';
import { AccessGrantEntity } from './access-grant.entity';
import { FamilyMemberEntity } from './family.entity';
import { InvitationEntity } from './invitation.entity';

export const PASSWORD = 'correct horse battery';
export const today = () => calendar.utcToday();

/** A SQLite file (two app instances share it, as replicas share a server) or a fresh MariaDB database. */
export async function sharedDatabase(kind: 'sqlite' | 'mysql'): Promise<TestDatabase> {
  if (kind === 'mysql') return openTestDatabase(kind);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'heirloom-access-')), 'test.sqlite');
  return { options: { ...sqliteOptions(file), ...quiet }, drop: async () => {} };
}

/** People of families and professionals, and the grants between them. */
export class People {
  private hash?: string;
  private n = 0;
  constructor(
    private readonly app: HttpApp,
    private readonly prefix: string,
  ) {}

  get db(): DataSource {
    return this.app.get(DataSource);
  }

  name(): string {
    return `${this.prefix}${Date.now().toString(36)}${this.n++}`;
  }

  async person(
    kind: 'family' | 'professional' = 'family',
    id = randomUUID(),
  ): Promise<{ id: string; username: string }> {
    this.hash ??= await hashPassword(PASSWORD);
    const username = this.name();
    const now = new Date();
    await this.db
      .getRepository(UserEntity)
      .insert({ id, username, passwordHash: this.hash, kind, createdAt: now, updatedAt: now });
    return { id, username };
  }

  /** A family, its owner (same id) signed up through the API. */
  async family(): Promise<{ id: string; username: string; agent: TestAgent }> {
    const username = this.name();
    await request(this.app.getHttpServer())
      .post('/api/auth/register')
      .send({ username, password: PASSWORD })
      .expect(201);
    const agent = await this.signIn(username);
    const me = (await agent.get('/api/auth/me').expect(200)).body as { id: string };
    return { id: me.id, username, agent };
  }

  async member(familyId: string, role: HouseholdRole) {
    const person = await this.person();
    await this.db
      .getRepository(FamilyMemberEntity)
      .insert({ familyId, userId: person.id, role, createdAt: new Date() });
    return { ...person, agent: await this.signIn(person.username) };
  }

  async grant(
    familyId: string,
    granteeId: string,
    areas: AreaLevels,
    endsAt = calendar.addDays(today(), 30),
  ) {
    const id = randomUUID();
    const now = new Date();
    await this.db.getRepository(AccessGrantEntity).insert({
      id,
      familyId,
      professionalId: randomUUID(),
      granteeId,
      areas: JSON.stringify(areas),
      endsAt,
      createdBy: familyId,
      createdAt: now,
      updatedAt: now,
      revokedAt: null,
    });
    return id;
  }

  /**
   * Signs in with the password. The new session counts as having passed a second factor (`verified`,
   * on by default) so a professional sees the data granted (issue 32: a professional must first pass a
   * factor); the second factor's own suites sign in through it.
   */
  async signIn(
    username: string,
    app: HttpApp = this.app,
    { verified = true }: { verified?: boolean } = {},
  ): Promise<TestAgent> {
    const agent = request.agent(app.getHttpServer());
    await agent.post('/api/auth/login').send({ username, password: PASSWORD }).expect(200);
    if (verified) {
      const user = await this.db.getRepository(UserEntity).findOneByOrFail({ username });
      await this.db.getRepository(SessionEntity).update({ userId: user.id }, { verifiedAt: new Date() });
    }
    return agent;
  }

  /** A pending invitation link to `familyId` (a member's with its role, or a grant's): answers its token. */
  async invitation(familyId: string, role: HouseholdRole | 'professional', grantId: string | null = null) {
    const token = randomBytes(32).toString('base64url');
    await this.db.getRepository(InvitationEntity).insert({
      id: randomUUID(),
      familyId,
      kind: role === 'professional' ? 'professional' : 'member',
      role,
      grantId,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(Date.now() + 7 * 24 * 3600_000),
      usedAt: null,
      usedBy: null,
      createdBy: familyId,
      createdAt: new Date(),
    });
    return token;
  }
}
