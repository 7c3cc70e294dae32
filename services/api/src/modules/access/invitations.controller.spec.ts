// Invitation links (issue 31) on SQLite and MariaDB: what a link offers before signing in, a forged,
// used or expired link, accepting as the right kind of account (and only once, even when two accept at
// the same moment), and the session then acting for the family.
import { invitationMessages } from '@heirloom/contracts';
import type { HttpApp } from '@heirloom/server';
import request from 'supertest';
import { AccessFixtures, dayFromToday } from '../../testing/access-callers';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { SessionEntity } from '../auth/session.entity';
import { AccessGrantEntity } from './access-grant.entity';
import { FamilyMemberEntity } from './family.entity';
import { InvitationEntity } from './invitation.entity';

describe.each(testDatabaseKinds())('invitation links on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let fx: AccessFixtures;
  let seq = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    fx = new AccessFixtures(app);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const anonymous = () => request(app.getHttpServer());

  async function family() {
    const name = `owner${++seq}`;
    const familyId = await fx.family(`Family ${seq}`, name);
    return { familyId, familyName: `Family ${seq}`, owner: await fx.signIn(name, familyId, familyId) };
  }

  /** A family account of its own (owner of its family), signed in. */
  async function familyPerson() {
    const name = `person${++seq}`;
    const id = await fx.family(`Family of ${name}`, name);
    return { id, agent: await fx.signIn(name, id, id) };
  }

  async function professional() {
    const name = `pro${++seq}`;
    const id = await fx.person(name, 'professional');
    return { id, agent: await fx.signIn(name, id, null) };
  }

  async function grantInvitation(familyId: string, owner: Awaited<ReturnType<typeof family>>['owner']) {
    const row = await owner.post('/api/professionals').send({ name: 'Maria Chen', type: 'cpa' }).expect(201);
    const grantId = await fx.grant({
      familyId,
      professionalId: row.body.id,
      granteeId: null,
      areas: { tax: 'notes' },
      endsAt: dayFromToday(30),
      createdBy: familyId,
    });
    const invitation = await fx.invitation({
      familyId,
      kind: 'professional',
      role: 'professional',
      grantId,
      createdBy: familyId,
    });
    return { grantId, ...invitation };
  }

  it('shows what a link offers without a session', async () => {
    const { familyId, familyName } = await family();
    const member = await fx.invitation({ familyId, kind: 'member', role: 'viewer', createdBy: familyId });
    const preview = await anonymous().get(`/api/invitations/${member.token}`).expect(200);
    expect(preview.body).toEqual({
      kind: 'member',
      familyName,
      role: 'viewer',
      areas: null,
      endsAt: null,
      expiresAt: expect.any(String),
    });

    const other = await family();
    const pro = await grantInvitation(other.familyId, other.owner);
    const offered = await anonymous().get(`/api/invitations/${pro.token}`).expect(200);
    expect(offered.body).toMatchObject({
      kind: 'professional',
      familyName: other.familyName,
      role: 'professional',
      areas: { tax: 'notes' },
      endsAt: dayFromToday(30),
    });
  });

  it('answers a forged link 404, and a used or expired one 410, with words a page can show', async () => {
    const { familyId } = await family();
    const forged = await anonymous()
      .get(`/api/invitations/${'A'.repeat(43)}`)
      .expect(404);
    expect(forged.body.message).toBe(invitationMessages.invalid);
    await anonymous().get('/api/invitations/short').expect(404);

    const used = await fx.invitation({ familyId, kind: 'member', role: 'member', createdBy: familyId });
    const expired = await fx.invitation({ familyId, kind: 'member', role: 'member', createdBy: familyId });
    const rows = fx.db.getRepository(InvitationEntity);
    await rows.update({ id: used.id }, { usedAt: new Date(), usedBy: familyId });
    await rows.update({ id: expired.id }, { expiresAt: new Date(Date.now() - 1) });
    expect((await anonymous().get(`/api/invitations/${used.token}`).expect(410)).body.message).toBe(
      invitationMessages.used,
    );
    expect((await anonymous().get(`/api/invitations/${expired.token}`).expect(410)).body.message).toBe(
      invitationMessages.expired,
    );
    const person = await familyPerson();
    for (const [token, status, message] of [
      [used.token, 410, invitationMessages.used],
      [expired.token, 410, invitationMessages.expired],
      ['B'.repeat(43), 404, invitationMessages.invalid],
    ] as const) {
      const refused = await person.agent.post(`/api/invitations/${token}/accept`).expect(status);
      expect(refused.body.message).toBe(message);
    }
    expect(await fx.db.getRepository(FamilyMemberEntity).existsBy({ familyId, userId: person.id })).toBe(
      false,
    );
  });

  it('makes a family account a member with the link’s role, once, and the browser acts for the family', async () => {
    const { familyId, familyName } = await family();
    const { id: invitationId, token } = await fx.invitation({
      familyId,
      kind: 'member',
      role: 'viewer',
      createdBy: familyId,
    });
    const person = await familyPerson();
    const accepted = await person.agent.post(`/api/invitations/${token}/accept`).expect(200);
    expect(accepted.body).toEqual({ familyId, familyName, role: 'viewer' });
    const membership = await fx.db
      .getRepository(FamilyMemberEntity)
      .findOneByOrFail({ familyId, userId: person.id });
    expect(membership.role).toBe('viewer');
    const row = await fx.db.getRepository(InvitationEntity).findOneByOrFail({ id: invitationId });
    expect(row.usedBy).toBe(person.id);
    expect(row.usedAt).toBeInstanceOf(Date);
    const sessions = await fx.db.getRepository(SessionEntity).findBy({ userId: person.id });
    expect(sessions.map((s) => s.familyId)).toEqual([familyId]);
    // The guard reads the family from the session: the viewer's writes are refused, reads answered.
    await person.agent.get('/api/notes?entityType=tax_document&entityId=none').expect(404);
    await person.agent
      .post('/api/notes')
      .send({ entityType: 'tax_document', entityId: 'none', body: 'Hello' })
      .expect(403);

    const again = await (await familyPerson()).agent.post(`/api/invitations/${token}/accept`).expect(410);
    expect(again.body.message).toBe(invitationMessages.used);
  });

  it('refuses a second membership and the wrong kind of account, marking nothing used', async () => {
    const { familyId, owner } = await family();
    const member = await fx.invitation({ familyId, kind: 'member', role: 'member', createdBy: familyId });
    const pro = await professional();
    const wrong = await pro.agent.post(`/api/invitations/${member.token}/accept`).expect(400);
    expect(wrong.body.message).toBe(invitationMessages.forHousehold);
    const already = await owner.post(`/api/invitations/${member.token}/accept`).expect(409);
    expect(already.body.message).toBe(invitationMessages.alreadyMember);

    const grant = await grantInvitation(familyId, owner);
    const person = await familyPerson();
    const wrongKind = await person.agent.post(`/api/invitations/${grant.token}/accept`).expect(400);
    expect(wrongKind.body.message).toBe(invitationMessages.wrongKind);

    const rows = await fx.db.getRepository(InvitationEntity).findBy({ familyId });
    expect(rows.map((r) => r.usedAt)).toEqual([null, null]);
    await anonymous().post(`/api/invitations/${member.token}/accept`).expect(401);
  });

  it('gives a professional the grant, and their browser then reads the granted area', async () => {
    const { familyId, owner } = await family();
    const { grantId, token } = await grantInvitation(familyId, owner);
    const pro = await professional();
    const accepted = await pro.agent.post(`/api/invitations/${token}/accept`).expect(200);
    expect(accepted.body).toMatchObject({ familyId, role: 'professional' });
    const grant = await fx.db.getRepository(AccessGrantEntity).findOneByOrFail({ id: grantId });
    expect(grant.granteeId).toBe(pro.id);
    await pro.agent.get('/api/tax-documents').expect(200);
    const overview = await owner.get('/api/access').expect(200);
    expect(overview.body.grants[0]).toMatchObject({ id: grantId, status: 'active', granteeId: pro.id });
  });

  it('lets only one of two simultaneous accepts through', async () => {
    const { familyId } = await family();
    const { token } = await fx.invitation({ familyId, kind: 'member', role: 'member', createdBy: familyId });
    const people = await Promise.all([familyPerson(), familyPerson(), familyPerson()]);
    const answers = await Promise.all(people.map((p) => p.agent.post(`/api/invitations/${token}/accept`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410, 410]);
    const joined = await fx.db.getRepository(FamilyMemberEntity).findBy({ familyId });
    expect(joined).toHaveLength(2); // the owner and the one who got through
  });

  it('lets a revoked or ended grant’s link run out', async () => {
    const { familyId, owner } = await family();
    const revoked = await grantInvitation(familyId, owner);
    await owner.post(`/api/access/grants/${revoked.grantId}/revoke`).expect(200);
    const answer = await anonymous().get(`/api/invitations/${revoked.token}`).expect(410);
    expect(answer.body.message).toBe(invitationMessages.expired);
    const pro = await professional();
    await pro.agent.post(`/api/invitations/${revoked.token}/accept`).expect(410);

    const ended = await grantInvitation(familyId, owner);
    await fx.db.getRepository(AccessGrantEntity).update({ id: ended.grantId }, { endsAt: dayFromToday(-1) });
    await pro.agent.post(`/api/invitations/${ended.token}/accept`).expect(410);
  });
});
