// The Access page's routes (issue 31) on SQLite and MariaDB: the overview, household invitations, roles,
// removal and leaving (never the last owner), withdrawing a link, and grants to professionals with their
// e-mail through the log transport. Who may call them at all is the guard's (access-table.spec.ts).
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { accessMessages, calendar, grantMessages, type AccessOverview } from '@heirloom/contracts';
import type { HttpApp } from '@heirloom/server';
import type TestAgent from 'supertest/lib/agent';
import { AccessFixtures, dayFromToday } from '../../testing/access-callers';
import { resourceFixture } from '../../testing/resources';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { SessionEntity } from '../auth/session.entity';
import { FamilyMemberEntity } from './family.entity';
import { InvitationEntity } from './invitation.entity';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(testDatabaseKinds())('access management on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let fx: AccessFixtures;
  const logLines: Record<string, unknown>[] = [];
  let seq = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const destination = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean))
          logLines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await createTestApp(database.options, { logLevel: 'info', logDestination: destination });
    fx = new AccessFixtures(app);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  /** A family with its owner signed in, acting for it. */
  async function family() {
    const name = `owner${++seq}`;
    const familyId = await fx.family(`Family ${seq}`, name);
    const owner = await fx.signIn(name, familyId, familyId);
    return { familyId, owner, ownerName: name };
  }

  /** Another person of the household, signed in and acting for it. */
  async function joined(familyId: string, role: 'owner' | 'member' | 'viewer') {
    const name = `person${++seq}`;
    const id = await fx.person(name);
    await fx.member(familyId, id, role);
    return { id, name, agent: await fx.signIn(name, id, familyId) };
  }

  async function professionalRow(owner: TestAgent, email?: string): Promise<string> {
    const response = await owner
      .post('/api/professionals')
      .send({ name: 'Maria Chen', type: 'cpa', ...(email ? { email } : {}) })
      .expect(201);
    return response.body.id as string;
  }

  it('shows the household with usernames, each grant with its status, and only the open invitations', async () => {
    const { familyId, owner, ownerName } = await family();
    const member = await joined(familyId, 'viewer');
    const professionalId = await professionalRow(owner);
    const pro = await fx.person(`pro${++seq}`, 'professional');
    const grant = (granteeId: string | null, endsAt: string, revoked = false) =>
      fx.grant({
        familyId,
        professionalId,
        granteeId,
        areas: { tax: 'read' },
        endsAt,
        createdBy: familyId,
        revoked,
      });
    const pending = await grant(null, dayFromToday(30));
    const active = await grant(pro, calendar.utcToday());
    const ended = await grant(pro, dayFromToday(-1));
    const revoked = await grant(pro, dayFromToday(30), true);
    const open = await fx.invitation({ familyId, kind: 'member', role: 'member', createdBy: familyId });
    const used = await fx.invitation({ familyId, kind: 'member', role: 'viewer', createdBy: familyId });
    const expired = await fx.invitation({ familyId, kind: 'member', role: 'viewer', createdBy: familyId });
    const invitations = fx.db.getRepository(InvitationEntity);
    await invitations.update({ id: used.id }, { usedAt: new Date(), usedBy: member.id });
    await invitations.update({ id: expired.id }, { expiresAt: new Date(Date.now() - 1000) });

    const overview = (await owner.get('/api/access').expect(200)).body as AccessOverview;
    expect(overview.members.map((m) => [m.userId, m.username, m.role])).toEqual([
      [familyId, ownerName, 'owner'],
      [member.id, member.name, 'viewer'],
    ]);
    const statusOf = Object.fromEntries(overview.grants.map((g) => [g.id, g.status]));
    expect(statusOf).toEqual({
      [pending]: 'pending',
      [active]: 'active',
      [ended]: 'ended',
      [revoked]: 'revoked',
    });
    const activeGrant = overview.grants.find((g) => g.id === active)!;
    expect(activeGrant).toMatchObject({
      professionalId,
      professionalName: 'Maria Chen',
      granteeId: pro,
      granteeName: `pro${seq}`,
      areas: { tax: 'read' },
      revokedAt: null,
    });
    expect(overview.invitations.map((i) => i.id)).toEqual([open.id]);

    // Another family's owner sees none of it.
    const other = await family();
    const theirs = (await other.owner.get('/api/access').expect(200)).body as AccessOverview;
    expect(theirs.grants).toEqual([]);
    expect(theirs.invitations).toEqual([]);
    expect(theirs.members.map((m) => m.userId)).toEqual([other.familyId]);
  });

  it('makes a household invitation link on the site the browser used, storing only its hash', async () => {
    const { familyId, owner } = await family();
    const response = await owner
      .post('/api/access/members/invitations')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-Host', 'office.example')
      .set('Origin', 'https://office.example')
      .send({ role: 'viewer' })
      .expect(201);
    const { link, id, kind: invitationKind, role, grantId, expiresAt } = response.body;
    expect({ invitationKind, role, grantId }).toEqual({
      invitationKind: 'member',
      role: 'viewer',
      grantId: null,
    });
    const token = /^https:\/\/office\.example\/invite\/([A-Za-z0-9_-]{43})$/.exec(link)?.[1];
    expect(token).toBeDefined();
    const days = (Date.parse(expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const row = await fx.db.getRepository(InvitationEntity).findOneByOrFail({ id });
    expect(row).toMatchObject({ familyId, tokenHash: sha256(token!), usedAt: null, createdBy: familyId });
    expect(JSON.stringify(row)).not.toContain(token);

    // Without an Origin (no browser), the scheme and host the edge reports.
    const plain = await owner
      .post('/api/access/members/invitations')
      .set('Host', 'heirloom.test')
      .send({ role: 'member' });
    expect(plain.status).toBe(201);
    expect(plain.body.link).toMatch(/^http:\/\/heirloom\.test\/invite\/[A-Za-z0-9_-]{43}$/);

    const bad = await owner
      .post('/api/access/members/invitations')
      .send({ role: 'professional' })
      .expect(400);
    expect(bad.body.errors).toEqual([{ path: 'role', message: 'Choose a role' }]);
  });

  it('changes a role but never demotes the last owner', async () => {
    const { familyId, owner } = await family();
    const member = await joined(familyId, 'member');
    const changed = await owner
      .patch(`/api/access/members/${member.id}`)
      .send({ role: 'viewer' })
      .expect(200);
    expect(changed.body).toMatchObject({ userId: member.id, username: member.name, role: 'viewer' });

    const last = await owner.patch(`/api/access/members/${familyId}`).send({ role: 'member' }).expect(400);
    expect(last.body).toEqual({
      message: accessMessages.lastOwner,
      errors: [{ path: 'role', message: accessMessages.lastOwner }],
    });
    await owner.patch('/api/access/members/nobody').send({ role: 'member' }).expect(404);
    await owner.patch(`/api/access/members/${member.id}`).send({ role: 'boss' }).expect(400);

    // With a second owner the first may step down.
    await owner.patch(`/api/access/members/${member.id}`).send({ role: 'owner' }).expect(200);
    await owner.patch(`/api/access/members/${familyId}`).send({ role: 'member' }).expect(200);
    const roles = await fx.db.getRepository(FamilyMemberEntity).findBy({ familyId });
    expect(Object.fromEntries(roles.map((r) => [r.userId, r.role]))).toEqual({
      [familyId]: 'member',
      [member.id]: 'owner',
    });
  });

  it('removes a member, whose browsers stop acting for the family, but never the last owner', async () => {
    const { familyId, owner } = await family();
    const member = await joined(familyId, 'member');
    // The same person acting for another family keeps that session's family.
    const elsewhere = await family();
    await fx.member(elsewhere.familyId, member.id, 'viewer');
    const sessions = fx.db.getRepository(SessionEntity);
    const second = await fx.signIn(member.name, member.id, familyId);
    await sessions.update({ userId: member.id }, { familyId });
    const [keep] = await sessions.find({ where: { userId: member.id }, take: 1 });
    await sessions.update({ id: keep!.id }, { familyId: elsewhere.familyId });
    await second.get('/api/accounts').expect(200);

    await owner.delete(`/api/access/members/${member.id}`).expect(204);
    expect(await fx.db.getRepository(FamilyMemberEntity).existsBy({ familyId, userId: member.id })).toBe(
      false,
    );
    const left = await sessions.findBy({ userId: member.id });
    expect(left.map((s) => s.familyId).sort()).toEqual([elsewhere.familyId, null].sort());

    await owner.delete(`/api/access/members/${member.id}`).expect(404);
    const last = await owner.delete(`/api/access/members/${familyId}`).expect(400);
    expect(last.body.message).toBe(accessMessages.lastOwner);
  });

  it('lets anyone of the household leave, but not the last owner', async () => {
    const { familyId, owner } = await family();
    const viewer = await joined(familyId, 'viewer');
    await viewer.agent.post('/api/access/leave').expect(204);
    expect(await fx.db.getRepository(FamilyMemberEntity).existsBy({ familyId, userId: viewer.id })).toBe(
      false,
    );

    const last = await owner.post('/api/access/leave').expect(400);
    expect(last.body).toEqual({
      message: accessMessages.lastOwner,
      errors: [{ path: '', message: accessMessages.lastOwner }],
    });
    const second = await joined(familyId, 'owner');
    await owner.post('/api/access/leave').expect(204);
    const remaining = await fx.db.getRepository(FamilyMemberEntity).findBy({ familyId });
    expect(remaining.map((m) => [m.userId, m.role])).toEqual([[second.id, 'owner']]);
  });

  it('withdraws an invitation, whose link then is not valid; another family’s is not found', async () => {
    const { familyId, owner } = await family();
    const { id, token } = await fx.invitation({
      familyId,
      kind: 'member',
      role: 'member',
      createdBy: familyId,
    });
    const other = await family();
    await other.owner.delete(`/api/access/invitations/${id}`).expect(404);
    await owner.delete(`/api/access/invitations/${id}`).expect(204);
    await owner.delete(`/api/access/invitations/${id}`).expect(404);
    const preview = await owner.get(`/api/invitations/${token}`).expect(404);
    expect(preview.body.message).toMatch(/not valid/);
  });

  it('shares areas with one of the family’s professionals: the grant, its link and an e-mail in the log', async () => {
    const { owner } = await family();
    const professionalId = await professionalRow(owner, 'maria@cpa.example');
    const endsAt = dayFromToday(90);
    const response = await owner
      .post('/api/access/grants')
      .send({ professionalId, areas: { tax: 'notes', private_investments: 'read' }, endsAt })
      .expect(201);
    const { grant, invitation } = response.body;
    expect(grant).toMatchObject({
      professionalId,
      professionalName: 'Maria Chen',
      granteeId: null,
      granteeName: null,
      areas: { tax: 'notes', private_investments: 'read' },
      endsAt,
      status: 'pending',
      revokedAt: null,
    });
    expect(invitation).toMatchObject({ kind: 'professional', role: 'professional', grantId: grant.id });
    const token = /\/invite\/([A-Za-z0-9_-]{43})$/.exec(invitation.link)![1]!;
    const row = await fx.db.getRepository(InvitationEntity).findOneByOrFail({ id: invitation.id });
    expect(row.tokenHash).toBe(sha256(token));

    await new Promise((resolve) => setImmediate(resolve));
    const mail = logLines.find((line) => line.context === 'Mailer' && line.to === 'maria@cpa.example');
    expect(mail).toMatchObject({ event: 'mail', subject: `Family ${seq} shared access on Heirloom` });
    expect(mail!.text).toContain(invitation.link);
    expect(mail!.text).toContain(endsAt);

    // A professional without an address gets no mail; the link is on the page all the same.
    const mailsBefore = logLines.filter((line) => line.context === 'Mailer').length;
    const silent = await professionalRow(owner);
    await owner
      .post('/api/access/grants')
      .send({ professionalId: silent, areas: { tax: 'read' }, endsAt })
      .expect(201);
    expect(logLines.filter((line) => line.context === 'Mailer')).toHaveLength(mailsBefore);
  });

  it('refuses a grant for another family’s professional, an end date out of range and no areas', async () => {
    const { owner } = await family();
    const other = await family();
    const theirs = await professionalRow(other.owner);
    const endsAt = dayFromToday(30);
    await owner
      .post('/api/access/grants')
      .send({ professionalId: theirs, areas: { tax: 'read' }, endsAt })
      .expect(404);
    const mine = await professionalRow(owner);
    for (const [body, path, message] of [
      [{ areas: { tax: 'read' }, endsAt: dayFromToday(-1) }, 'endsAt', grantMessages.past],
      [{ areas: { tax: 'read' }, endsAt: dayFromToday(367) }, 'endsAt', grantMessages.tooFar],
      [{ areas: { tax: 'read' }, endsAt: 'soon' }, 'endsAt', grantMessages.endsAt],
      [{ areas: {}, endsAt }, 'areas', grantMessages.areas],
    ] as const) {
      const refused = await owner
        .post('/api/access/grants')
        .send({ professionalId: mine, ...body })
        .expect(400);
      expect(refused.body.errors).toEqual([{ path, message }]);
    }
    const overview = (await owner.get('/api/access').expect(200)).body as AccessOverview;
    expect(overview.grants).toEqual([]);
  });

  it('renews or narrows a grant, and a revoke refuses the professional’s next request', async () => {
    const { familyId, owner } = await family();
    const professionalId = await professionalRow(owner);
    const k1 = await owner
      .post('/api/k1-documents')
      .send(await resourceFixture('k1-documents').validBody(owner))
      .expect(201);
    const notesOfK1 = `/api/notes?entityType=k1_document&entityId=${k1.body.id}`;
    const proName = `pro${++seq}`;
    const pro = await fx.person(proName, 'professional');
    const id = await fx.grant({
      familyId,
      professionalId,
      granteeId: pro,
      areas: { tax: 'notes', private_investments: 'read' },
      endsAt: dayFromToday(3),
      createdBy: familyId,
    });
    const agent = await fx.signIn(proName, pro, familyId);
    await agent.get(notesOfK1).expect(200);

    const renewed = await owner
      .patch(`/api/access/grants/${id}`)
      .send({ endsAt: dayFromToday(60) })
      .expect(200);
    expect(renewed.body).toMatchObject({
      id,
      endsAt: dayFromToday(60),
      status: 'active',
      areas: { tax: 'notes', private_investments: 'read' },
    });
    const narrowed = await owner
      .patch(`/api/access/grants/${id}`)
      .send({ areas: { tax: 'read' } })
      .expect(200);
    expect(narrowed.body).toMatchObject({ areas: { tax: 'read' }, endsAt: dayFromToday(60) });
    const notShared = await agent.get(notesOfK1).expect(403);
    expect(notShared.body.message).toBe(accessMessages.notShared);

    const tooFar = await owner
      .patch(`/api/access/grants/${id}`)
      .send({ endsAt: dayFromToday(400) })
      .expect(400);
    expect(tooFar.body.errors).toEqual([{ path: 'endsAt', message: grantMessages.tooFar }]);
    await owner
      .patch('/api/access/grants/nope')
      .send({ endsAt: dayFromToday(10) })
      .expect(404);
    const other = await family();
    await other.owner.post(`/api/access/grants/${id}/revoke`).expect(404);
    await other.owner
      .patch(`/api/access/grants/${id}`)
      .send({ endsAt: dayFromToday(10) })
      .expect(404);

    const revoked = await owner.post(`/api/access/grants/${id}/revoke`).expect(200);
    expect(revoked.body.status).toBe('revoked');
    expect(Date.parse(revoked.body.revokedAt)).toBeGreaterThan(Date.now() - 60_000);
    const again = await owner.post(`/api/access/grants/${id}/revoke`).expect(200);
    expect(again.body.revokedAt).toBe(revoked.body.revokedAt);
    // At once: the guard reads the grant on every request.
    const ended = await agent.get('/api/notes?entityType=tax_document&entityId=any').expect(403);
    expect(ended.body.message).toBe(accessMessages.ended);
    await owner
      .patch(`/api/access/grants/${id}`)
      .send({ endsAt: dayFromToday(10) })
      .expect(409);
  });

  it('revokes the grants of a professional taken off the family’s network', async () => {
    const { familyId, owner } = await family();
    const professionalId = await professionalRow(owner);
    const proName = `pro${++seq}`;
    const pro = await fx.person(proName, 'professional');
    await fx.grant({
      familyId,
      professionalId,
      granteeId: pro,
      areas: { tax: 'read' },
      endsAt: dayFromToday(30),
      createdBy: familyId,
    });
    const agent = await fx.signIn(proName, pro, familyId);
    await agent.get('/api/tax-documents').expect(200);

    await owner.delete(`/api/professionals/${professionalId}`).expect(204);
    const refused = await agent.get('/api/tax-documents').expect(403);
    expect(refused.body).toEqual({ message: accessMessages.ended });
    const overview = (await owner.get('/api/access').expect(200)).body as AccessOverview;
    expect(overview.grants.map((grant) => grant.status)).toEqual(['revoked']);
  });
});
