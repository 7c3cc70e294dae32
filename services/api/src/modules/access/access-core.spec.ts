// The access core (issue 31) through the API: what the session guard resolves for each kind of person,
// the 403s it answers in one place, that only an owner's resolution is cached, that a revoke is refused
// at the next request on another replica, sign-up and sign-in of families and professionals, the
// client list and switch, and the audit entries it queues.
import { randomUUID } from 'node:crypto';
import { accessMessages, calendar, secondFactorMessages } from '@heirloom/contracts';
import type { HttpApp } from '@heirloom/server';
import { jest } from '@jest/globals';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp } from '../../testing/test-app';
import { testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { AccessGrantEntity } from './access-grant.entity';
import { People, PASSWORD, sharedDatabase, today } from './access-testing';
import { AuditEntryEntity } from './audit-entry.entity';
import { AuditRecorder } from './audit-recorder';
import { FamilyEntity, FamilyMemberEntity } from './family.entity';
import { UserEntity } from '../auth/user.entity';

describe.each(testDatabaseKinds())('the access core on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  /** A second replica on the same database. */
  let replica: HttpApp;
  let people: People;

  beforeAll(async () => {
    database = await sharedDatabase(kind);
    app = await createTestApp(database.options, { sessionCacheMs: 60_000 });
    replica = await createTestApp(database.options, { sessionCacheMs: 60_000 });
    people = new People(app, `core.${kind}.`);
  });

  afterAll(async () => {
    await replica?.close();
    await app?.close();
    await database?.drop();
  });

  const forbidden = (message: string) => ({ message });

  it('makes a family account the owner of its own family, and a professional account owner of none', async () => {
    const owner = await people.family();
    expect((await owner.agent.get('/api/auth/me').expect(200)).body).toEqual({
      id: owner.id,
      username: owner.username,
      access: {
        kind: 'family',
        familyId: owner.id,
        familyName: owner.username,
        role: 'owner',
        areas: null,
        endsAt: null,
      },
      families: 1,
      // The fixtures' sessions count as having passed a factor (access-testing.ts); none is enrolled.
      secondFactor: { enrolled: false, verified: true, requiredBecause: null },
    });
    const username = people.name();
    const created = await request(app.getHttpServer())
      .post('/api/auth/register')
      .send({ username, password: PASSWORD, kind: 'professional' })
      .expect(201);
    const pro = await people.signIn(username);
    expect((await pro.get('/api/auth/me').expect(200)).body).toEqual({
      id: created.body.id,
      username,
      access: {
        kind: 'professional',
        familyId: null,
        familyName: null,
        role: null,
        areas: null,
        endsAt: null,
      },
      families: 0,
      // The fixtures' sessions count as having passed a factor (access-testing.ts); none is enrolled.
      secondFactor: { enrolled: false, verified: true, requiredBecause: secondFactorMessages.professional },
    });
    expect(await people.db.getRepository(FamilyEntity).existsBy({ id: created.body.id })).toBe(false);
    expect(await people.db.getRepository(FamilyMemberEntity).existsBy({ userId: created.body.id })).toBe(
      false,
    );
    // No client yet: no family route answers, the person's own ones do.
    expect((await pro.get('/api/accounts').expect(403)).body).toEqual(forbidden(accessMessages.noClient));
    expect((await pro.get('/api/access/clients').expect(200)).body).toEqual([]);
  });

  it('signs up with an invitation in one step: a member joins the family, a professional takes the grant', async () => {
    const owner = await people.family();
    const register = (body: object) => request(app.getHttpServer()).post('/api/auth/register').send(body);
    const users = people.db.getRepository(UserEntity);

    const spouse = people.name();
    const token = await people.invitation(owner.id, 'viewer');
    const created = await register({ username: spouse, password: PASSWORD, invitation: token }).expect(201);
    expect(await people.db.getRepository(FamilyEntity).existsBy({ id: created.body.id })).toBe(false);
    const spouseAgent = await people.signIn(spouse);
    expect((await spouseAgent.get('/api/auth/me').expect(200)).body.access).toEqual({
      kind: 'family',
      familyId: owner.id,
      familyName: owner.username,
      role: 'viewer',
      areas: null,
      endsAt: null,
    });
    // The link was single use: a second sign-up with it is refused and makes no account.
    const late = people.name();
    await register({ username: late, password: PASSWORD, invitation: token }).expect(410);
    await register({ username: late, password: PASSWORD, invitation: 'forged' }).expect(404);
    expect(await users.existsBy({ username: late })).toBe(false);

    const pro = await people.person('professional');
    const grantId = await people.grant(owner.id, pro.id, { tax: 'upload' });
    await people.db.getRepository(AccessGrantEntity).update({ id: grantId }, { granteeId: null });
    const cpa = people.name();
    const cpaToken = await people.invitation(owner.id, 'professional', grantId);
    // A family account cannot take a professional's invitation; nothing is made.
    await register({ username: cpa, password: PASSWORD, invitation: cpaToken }).expect(400);
    expect(await users.existsBy({ username: cpa })).toBe(false);
    const made = await register({
      username: cpa,
      password: PASSWORD,
      kind: 'professional',
      invitation: cpaToken,
    }).expect(201);
    expect(await people.db.getRepository(AccessGrantEntity).findOneBy({ id: grantId })).toMatchObject({
      granteeId: made.body.id,
    });
    const cpaAgent = await people.signIn(cpa);
    expect((await cpaAgent.get('/api/auth/me').expect(200)).body.access).toMatchObject({
      kind: 'professional',
      familyId: owner.id,
      role: 'professional',
      areas: { tax: 'upload' },
    });
  });

  it('lets a member do everything but manage access, and a viewer only read', async () => {
    const owner = await people.family();
    await owner.agent.post('/api/professionals').send({ name: 'Pat Doe', type: 'cpa' }).expect(201);
    const member = await people.member(owner.id, 'member');
    const viewer = await people.member(owner.id, 'viewer');
    // Each reads the family's rows, scoped to the family as the owner's are.
    for (const agent of [member.agent, viewer.agent]) {
      const list = (await agent.get('/api/professionals').expect(200)).body as { name: string }[];
      expect(list.map((p) => p.name)).toEqual(['Pat Doe']);
    }
    const me = (await member.agent.get('/api/auth/me').expect(200)).body;
    expect(me).toMatchObject({ id: member.id, access: { familyId: owner.id, role: 'member' } });
    await member.agent.post('/api/professionals').send({ name: 'Sam Roe', type: 'attorney' }).expect(201);
    expect(
      (await viewer.agent.post('/api/professionals').send({ name: 'No', type: 'cpa' }).expect(403)).body,
    ).toEqual(forbidden(accessMessages.readOnly));
    // /api/access (but the person's own routes) is the owners'.
    const switched = await member.agent.post('/api/access/switch').send({ familyId: owner.id }).expect(204);
    expect(switched.body).toEqual({});
  });

  it('lets a professional read only the granted areas, and write nothing else', async () => {
    const owner = await people.family();
    const pro = await people.person('professional');
    const grantId = await people.grant(owner.id, pro.id, { tax: 'read' }, calendar.addDays(today(), 10));
    // Sign-in acts for the family of the first active grant.
    const agent = await people.signIn(pro.username);
    expect((await agent.get('/api/auth/me').expect(200)).body).toEqual({
      id: pro.id,
      username: pro.username,
      access: {
        kind: 'professional',
        familyId: owner.id,
        familyName: owner.username,
        role: 'professional',
        areas: { tax: 'read' },
        endsAt: calendar.addDays(today(), 10),
      },
      families: 1,
      // The fixtures' sessions count as having passed a factor (access-testing.ts); none is enrolled.
      secondFactor: { enrolled: false, verified: true, requiredBecause: secondFactorMessages.professional },
    });
    await agent.get('/api/tax-documents').expect(200);
    expect((await agent.get('/api/accounts').expect(403)).body).toEqual(forbidden(accessMessages.notShared));
    expect((await agent.get('/api/professionals').expect(403)).body).toEqual(
      forbidden(accessMessages.notShared),
    );
    expect((await agent.post('/api/tax-documents').send({}).expect(403)).body).toEqual(
      forbidden(accessMessages.professionalsReadOnly),
    );
    expect(grantId).toBeTruthy();
  });

  it('keeps every resolution for the cache’s lifetime, reading a member’s role and a professional’s grant again by key each time', async () => {
    const owner = await people.family();
    const member = await people.member(owner.id, 'member');
    const pro = await people.person('professional');
    await people.grant(owner.id, pro.id, { accounts: 'read' });
    const proAgent = await people.signIn(pro.username);
    const db = people.db;
    const reads: string[] = [];
    const logQuery = jest
      .spyOn(db.logger, 'logQuery')
      .mockImplementation((sql: string) => void reads.push(sql));
    const count = async (agent: TestAgent, table: RegExp) => {
      reads.length = 0;
      for (let i = 0; i < 4; i++) await agent.get('/api/accounts').expect(200);
      return reads.filter((sql) => table.test(sql)).length;
    };
    try {
      // The first request resolves the household in one query: the session, the person, their role and
      // the family's name (and a professional's grant); no other query reads the household for it.
      reads.length = 0;
      await member.agent.get('/api/accounts').expect(200);
      expect(reads.filter((sql) => /sessions/i.test(sql))).toHaveLength(1);
      expect(reads.filter((sql) => /family_members/i.test(sql))).toHaveLength(1);
      await owner.agent.get('/api/accounts').expect(200);
      await proAgent.get('/api/accounts').expect(200);

      expect(await count(owner.agent, /sessions|family_members|access_grants/i)).toBe(0);
      expect(await count(member.agent, /sessions/i)).toBe(0);
      expect(await count(member.agent, /family_members/i)).toBe(4);
      expect(await count(proAgent, /sessions/i)).toBe(0);
      expect(await count(proAgent, /access_grants/i)).toBe(4);
    } finally {
      logQuery.mockRestore();
    }
  });

  it('refuses a revoked grant and a removed member at their next request, on another replica too', async () => {
    const owner = await people.family();
    const pro = await people.person('professional');
    const grantId = await people.grant(owner.id, pro.id, { tax: 'notes' });
    const member = await people.member(owner.id, 'member');
    // Both browsers talk to the replica; the owner's side of the change is written on the first app.
    const proAgent = await people.signIn(pro.username, replica);
    const memberAgent = await people.signIn(member.username, replica);
    await proAgent.get('/api/tax-documents').expect(200);
    await memberAgent.get('/api/accounts').expect(200);

    await people.db.getRepository(AccessGrantEntity).update({ id: grantId }, { revokedAt: new Date() });
    await people.db.getRepository(FamilyMemberEntity).delete({ familyId: owner.id, userId: member.id });

    expect((await proAgent.get('/api/tax-documents').expect(403)).body).toEqual(
      forbidden(accessMessages.ended),
    );
    expect((await memberAgent.get('/api/accounts').expect(403)).body).toEqual(
      forbidden(accessMessages.ended),
    );
    // The family is no longer acted for; the person's own routes still answer.
    expect((await proAgent.get('/api/auth/me').expect(200)).body.access).toMatchObject({
      familyId: owner.id,
      role: null,
      areas: null,
    });
    expect((await proAgent.get('/api/access/clients').expect(200)).body).toEqual([]);
  });

  it('applies a changed grant and a changed role at the next request, on another replica too', async () => {
    const owner = await people.family();
    const pro = await people.person('professional');
    const grantId = await people.grant(owner.id, pro.id, { tax: 'read' });
    const member = await people.member(owner.id, 'member');
    const proAgent = await people.signIn(pro.username, replica);
    const memberAgent = await people.signIn(member.username, replica);
    await proAgent.get('/api/tax-documents').expect(200);
    await memberAgent
      .post('/api/notes')
      .send({})
      .expect((r) => expect(r.status).not.toBe(403));

    await people.db
      .getRepository(AccessGrantEntity)
      .update({ id: grantId }, { areas: JSON.stringify({ accounts: 'read' }) });
    await people.db
      .getRepository(FamilyMemberEntity)
      .update({ familyId: owner.id, userId: member.id }, { role: 'viewer' });

    await proAgent.get('/api/tax-documents').expect(403);
    await proAgent.get('/api/accounts').expect(200);
    expect((await memberAgent.get('/api/auth/me').expect(200)).body.access).toMatchObject({ role: 'viewer' });
    await memberAgent.post('/api/notes').send({}).expect(403);
  });

  it('refuses a grant past its end day', async () => {
    const owner = await people.family();
    const pro = await people.person('professional');
    const grantId = await people.grant(owner.id, pro.id, { tax: 'read' }, today());
    const agent = await people.signIn(pro.username);
    await agent.get('/api/tax-documents').expect(200);
    await people.db
      .getRepository(AccessGrantEntity)
      .update({ id: grantId }, { endsAt: calendar.addDays(today(), -1) });
    expect((await agent.get('/api/tax-documents').expect(403)).body).toEqual(forbidden(accessMessages.ended));
  });

  it('lists a person’s households and clients, and switches only to those', async () => {
    const first = await people.family();
    const second = await people.family();
    const stranger = await people.family();
    const pro = await people.person('professional');
    await people.grant(first.id, pro.id, { tax: 'read' }, calendar.addDays(today(), 5));
    await people.grant(second.id, pro.id, { estate: 'upload', tax: 'notes' }, calendar.addDays(today(), 50));
    // Revoked and ended grants list nothing.
    const revoked = await people.grant(stranger.id, pro.id, { tax: 'read' });
    await people.db.getRepository(AccessGrantEntity).update({ id: revoked }, { revokedAt: new Date() });
    const agent = await people.signIn(pro.username);
    const clients = (await agent.get('/api/access/clients').expect(200)).body as { familyId: string }[];
    expect(new Set(clients.map((c) => c.familyId))).toEqual(new Set([first.id, second.id]));
    expect(clients.find((c) => c.familyId === second.id)).toEqual({
      familyId: second.id,
      familyName: second.username,
      role: 'professional',
      areas: { estate: 'upload', tax: 'notes' },
      endsAt: calendar.addDays(today(), 50),
    });

    await agent.post('/api/access/switch').send({ familyId: second.id }).expect(204);
    expect((await agent.get('/api/auth/me').expect(200)).body.access).toMatchObject({
      familyId: second.id,
      role: 'professional',
    });
    await agent.get('/api/estate-documents').expect(200);
    for (const familyId of [stranger.id, randomUUID()])
      await agent.post('/api/access/switch').send({ familyId }).expect(404);
    await agent.post('/api/access/switch').send({}).expect(400);

    // An owner acts only for their own families.
    const ownerClients = (await first.agent.get('/api/access/clients').expect(200)).body;
    expect(ownerClients).toEqual([
      { familyId: first.id, familyName: first.username, role: 'owner', areas: null, endsAt: null },
    ]);
    await first.agent.post('/api/access/switch').send({ familyId: second.id }).expect(404);
  });

  it('records every request of a non-owner, off the answer’s path, and none of an owner’s', async () => {
    const owner = await people.family();
    const member = await people.member(owner.id, 'viewer');
    const pro = await people.person('professional');
    await people.grant(owner.id, pro.id, { tax: 'read', documents: 'read' });
    const agent = await people.signIn(pro.username);
    const recorder = app.get(AuditRecorder);
    await recorder.flush();
    await owner.agent.get('/api/accounts').expect(200);
    await agent.get('/api/tax-documents?year=2025').expect(200);
    // Queued, not written, when the answer left.
    expect(recorder.pending).toBeGreaterThan(0);
    await agent.get('/api/tax-documents/0b0e3c43-2b3b-4f0e-9b7a-8d7d8f6e2a11').expect(404);
    await agent.get('/api/exports/tax-documents');
    await agent.get('/api/accounts').expect(403);
    await member.agent.get('/api/accounts').expect(200);
    await recorder.flush();
    const entries = await people.db
      .getRepository(AuditEntryEntity)
      .find({ where: { familyId: owner.id }, order: { at: 'ASC' } });
    expect(
      entries.map(({ actorId, actorName, role, action, area, entityId, request, address }) => ({
        actorId,
        actorName,
        role,
        action,
        area,
        entityId,
        request,
        address,
      })),
    ).toEqual([
      {
        actorId: pro.id,
        actorName: pro.username,
        role: 'professional',
        action: 'read',
        area: 'tax',
        entityId: null,
        request: 'GET /api/tax-documents',
        address: expect.any(String),
      },
      {
        actorId: pro.id,
        actorName: pro.username,
        role: 'professional',
        action: 'read',
        area: 'tax',
        entityId: '0b0e3c43-2b3b-4f0e-9b7a-8d7d8f6e2a11',
        request: 'GET /api/tax-documents/0b0e3c43-2b3b-4f0e-9b7a-8d7d8f6e2a11',
        address: expect.any(String),
      },
      {
        actorId: pro.id,
        actorName: pro.username,
        role: 'professional',
        action: 'export',
        area: null,
        entityId: null,
        request: 'GET /api/exports/tax-documents',
        address: expect.any(String),
      },
      // A refused request is recorded as such, with the area it was for.
      {
        actorId: pro.id,
        actorName: pro.username,
        role: 'professional',
        action: 'refused',
        area: 'accounts',
        entityId: null,
        request: 'GET /api/accounts',
        address: expect.any(String),
      },
      {
        actorId: member.id,
        actorName: member.username,
        role: 'viewer',
        action: 'read',
        area: 'accounts',
        entityId: null,
        request: 'GET /api/accounts',
        address: expect.any(String),
      },
    ]);
    expect(entries[0]!.address).toMatch(/127\.0\.0\.1|::1/);
  });
});
