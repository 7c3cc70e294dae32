// Issue 33's assistant tokens: made, listed and revoked on /account by a session, and used as
// `Authorization: Bearer hlm_…` (the MCP server's way in) to read as their person, and only read.
import {
  ASSISTANT_TOKEN_MAX,
  ASSISTANT_TOKEN_PATTERN,
  accessMessages,
  assistantTokenMessages,
  secondFactorMessages,
} from '@heirloom/contracts';
import type { HttpApp } from '@heirloom/server';
import { getRepositoryToken } from '@nestjs/typeorm';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { Repository } from 'typeorm';
import { AuditEntryEntity } from '../access/audit-entry.entity';
import { AuditRecorder } from '../access/audit-recorder';
import { hashToken } from '../auth/auth.service';
import { AccessFixtures, dayFromToday } from '../../testing/access-callers';
import { signUp } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { AssistantTokenEntity } from './assistant-token.entity';

const ROUTE = '/api/account/assistant-tokens';

describe.each(testDatabaseKinds())('assistant tokens on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let tokens: Repository<AssistantTokenEntity>;
  let fx: AccessFixtures;
  const server = () => app.getHttpServer();
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    tokens = app.get(getRepositoryToken(AssistantTokenEntity));
    fx = new AccessFixtures(app);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  async function create(agent: TestAgent, name = 'Claude'): Promise<{ token: string; id: string }> {
    const response = await agent.post(ROUTE).send({ name }).expect(201);
    return { token: response.body.token as string, id: response.body.item.id as string };
  }

  it('needs a session for every route', async () => {
    await request(server()).get(ROUTE).expect(401);
    await request(server()).post(ROUTE).send({ name: 'Claude' }).expect(401);
    await request(server()).delete(`${ROUTE}/anything`).expect(401);
  });

  it('makes a token shown once, stored hashed, and lists it without the token', async () => {
    const { agent, id: familyId } = await signUp(app, 'ada-tokens');
    const response = await agent.post(ROUTE).send({ name: '  Claude on my laptop  ' }).expect(201);
    const { token, item } = response.body as { token: string; item: Record<string, unknown> };
    expect(token).toMatch(ASSISTANT_TOKEN_PATTERN);
    expect(item).toEqual({
      id: expect.any(String),
      name: 'Claude on my laptop',
      familyId,
      familyName: expect.any(String),
      createdAt: expect.any(String),
      lastUsedAt: null,
      hint: token.slice(-4),
    });
    const row = await tokens.findOneByOrFail({ id: item['id'] as string });
    expect(row.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token.slice(4));
    const list = await agent.get(ROUTE).expect(200);
    expect(list.body).toEqual([item]);
    expect(list.text).not.toContain(token.slice(4));
  });

  it('refuses a bad name with the field’s message', async () => {
    const { agent } = await signUp(app, 'bad-names');
    const refused = async (body: object, message: string) => {
      const response = await agent.post(ROUTE).send(body).expect(400);
      expect(response.body.errors).toEqual([{ path: 'name', message }]);
    };
    await refused({}, assistantTokenMessages.name);
    await refused({ name: '   ' }, assistantTokenMessages.name);
    await refused({ name: 'x'.repeat(61) }, assistantTokenMessages.nameTooLong);
    await agent
      .post(ROUTE)
      .send({ name: 'x'.repeat(60) })
      .expect(201);
    expect((await agent.get(ROUTE).expect(200)).body).toHaveLength(1);
  });

  it(`holds at most ${ASSISTANT_TOKEN_MAX} live tokens a person; a revoked one frees its place`, async () => {
    const { agent } = await signUp(app, 'many-tokens');
    const made = [];
    for (let i = 0; i < ASSISTANT_TOKEN_MAX; i++) made.push(await create(agent, `Token ${i}`));
    const refused = await agent.post(ROUTE).send({ name: 'One more' }).expect(400);
    expect(refused.body.message).toBe(assistantTokenMessages.tooMany);
    await agent.delete(`${ROUTE}/${made[0]!.id}`).expect(204);
    await create(agent, 'One more');
    expect((await agent.get(ROUTE).expect(200)).body).toHaveLength(ASSISTANT_TOKEN_MAX);
  });

  it('reads as its person with a Bearer header, and writes nothing', async () => {
    const { agent, username } = await signUp(app, 'reader-family');
    await agent
      .post('/api/accounts')
      .send({ name: 'Bearer checking', accountType: 'checking', institution: 'Chase', balance: '1200.50' })
      .expect(201);
    const { token } = await create(agent);
    const me = await request(server()).get('/api/auth/me').set(bearer(token)).expect(200);
    expect(me.body.username).toBe(username);
    expect(me.body.access.role).toBe('owner');
    const accounts = await request(server()).get('/api/accounts').set(bearer(token)).expect(200);
    expect(JSON.stringify(accounts.body)).toContain('Bearer checking');

    for (const [method, path] of [
      ['post', '/api/accounts'],
      ['patch', '/api/accounts/x'],
      ['delete', '/api/accounts/x'],
      ['post', '/api/auth/password'],
    ] as const) {
      const refused = await request(server())[method](path).set(bearer(token)).send({}).expect(403);
      expect(refused.body.message).toBe(assistantTokenMessages.readOnly);
    }
    // A token cannot make tokens, list them, nor reach sessions or factors, nor export (a session must
    // prove its factor afresh for that).
    for (const path of [ROUTE, '/api/auth/sessions', '/api/auth/factors', '/api/exports/accounts']) {
      const refused = await request(server()).get(path).set(bearer(token)).expect(403);
      expect(refused.body.message).toBe(assistantTokenMessages.notForTokens);
    }
    // Its one write: spending one of the person's AI calls (the MCP server is rate-limited like the chat).
    await request(server())
      .post('/api/limits/ai')
      .set(bearer(token))
      .send({ callsPerMinute: 30 })
      .expect(204);
    const minted = await request(server()).post(ROUTE).set(bearer(token)).send({ name: 'More' }).expect(403);
    expect(minted.body.message).toBe(assistantTokenMessages.readOnly);
  });

  it('answers 401 for an unknown or malformed token, and a session cookie wins over the header', async () => {
    const unknown = await request(server())
      .get('/api/auth/me')
      .set(bearer(`hlm_${'A'.repeat(43)}`))
      .expect(401);
    expect(unknown.body.message).toBe(assistantTokenMessages.invalid);
    await request(server()).get('/api/auth/me').set({ Authorization: 'Bearer not-a-token' }).expect(401);
    const { agent, username } = await signUp(app, 'cookie-wins');
    const other = await signUp(app, 'cookie-wins-other');
    const { token } = await create(other.agent);
    const me = await agent.get('/api/auth/me').set(bearer(token)).expect(200);
    expect(me.body.username).toBe(username);
  });

  it('notes its last use, at most once a minute', async () => {
    const { agent } = await signUp(app, 'last-used');
    const { token, id } = await create(agent);
    await request(server()).get('/api/auth/me').set(bearer(token)).expect(200);
    const first = (await tokens.findOneByOrFail({ id })).lastUsedAt;
    expect(first).toBeInstanceOf(Date);
    await request(server()).get('/api/auth/me').set(bearer(token)).expect(200);
    expect((await tokens.findOneByOrFail({ id })).lastUsedAt).toEqual(first);
    await tokens.update({ id }, { lastUsedAt: new Date(Date.now() - 61_000) });
    await request(server()).get('/api/auth/me').set(bearer(token)).expect(200);
    expect((await tokens.findOneByOrFail({ id })).lastUsedAt!.getTime()).toBeGreaterThan(Date.now() - 10_000);
    const listed = (await agent.get(ROUTE).expect(200)).body as { lastUsedAt: string | null }[];
    expect(listed[0]!.lastUsedAt).not.toBeNull();
  });

  it('revokes at once; another person’s token, or a revoked one, is 404', async () => {
    const owner = await signUp(app, 'revoker');
    const stranger = await signUp(app, 'stranger');
    const mine = await create(owner.agent);
    const theirs = await create(stranger.agent);
    const notFound = await owner.agent.delete(`${ROUTE}/${theirs.id}`).expect(404);
    expect(notFound.body.message).toBe(assistantTokenMessages.notFound);
    await request(server()).get('/api/auth/me').set(bearer(theirs.token)).expect(200);
    await owner.agent.delete(`${ROUTE}/${mine.id}`).expect(204);
    await request(server()).get('/api/auth/me').set(bearer(mine.token)).expect(401);
    await owner.agent.delete(`${ROUTE}/${mine.id}`).expect(404);
    expect((await owner.agent.get(ROUTE).expect(200)).body).toEqual([]);
  });

  it('are all revoked by a password change (whoever knew the old one may have made one), in the audit log', async () => {
    const { agent, id: familyId } = await signUp(app, 'changer', 'correct horse battery');
    const first = await create(agent, 'Laptop');
    const second = await create(agent, 'Phone');
    const stranger = await signUp(app, 'bystander');
    const theirs = await create(stranger.agent);
    // A refused change (wrong current password) revokes nothing.
    await agent
      .post('/api/auth/password')
      .send({ currentPassword: 'not the password', newPassword: 'a brand new passphrase' })
      .expect(400);
    await request(server()).get('/api/auth/me').set(bearer(first.token)).expect(200);
    await agent
      .post('/api/auth/password')
      .send({ currentPassword: 'correct horse battery', newPassword: 'a brand new passphrase' })
      .expect(204);
    for (const { token } of [first, second])
      await request(server()).get('/api/auth/me').set(bearer(token)).expect(401);
    expect((await agent.get(ROUTE).expect(200)).body).toEqual([]);
    await request(server()).get('/api/auth/me').set(bearer(theirs.token)).expect(200);
    await app.get(AuditRecorder).flush();
    const revokes = await app
      .get<Repository<AuditEntryEntity>>(getRepositoryToken(AuditEntryEntity))
      .find({ where: { familyId, action: 'delete' } });
    expect(revokes.map((e) => [e.entityId, e.role, e.request]).sort()).toEqual(
      [first.id, second.id].sort().map((id) => [id, 'owner', 'POST /api/auth/password']),
    );
  });

  it('writes each create and revoke to the family’s audit log', async () => {
    const { agent, id: familyId } = await signUp(app, 'audited');
    const { id } = await create(agent);
    await agent.delete(`${ROUTE}/${id}`).expect(204);
    await app.get(AuditRecorder).flush();
    const entries = await app
      .get<Repository<AuditEntryEntity>>(getRepositoryToken(AuditEntryEntity))
      .find({ where: { familyId, entityId: id }, order: { at: 'ASC' } });
    expect(entries.map((e) => [e.action, e.role, e.request])).toEqual([
      ['create', 'owner', `POST ${ROUTE}`],
      ['delete', 'owner', `DELETE ${ROUTE}/${id}`],
    ]);
  });

  describe('a professional’s token', () => {
    let familyId: string;
    let owner: TestAgent;
    let cpaId: string;
    let grantId: string;

    beforeAll(async () => {
      familyId = await fx.family('The Token family', 'token-owner');
      owner = await fx.signIn('token-owner', familyId, familyId);
      const professional = await owner
        .post('/api/professionals')
        .send({ name: 'Dana', type: 'cpa' })
        .expect(201);
      cpaId = await fx.person('token-cpa', 'professional');
      grantId = await fx.grant({
        familyId,
        professionalId: professional.body.id as string,
        granteeId: cpaId,
        areas: { tax: 'read' },
        endsAt: dayFromToday(30),
        createdBy: familyId,
      });
      await owner
        .post('/api/tax-documents')
        .send({
          taxYear: '2024',
          documentType: '1040',
          totalIncome: '1000',
          totalTax: '100',
          preparer: 'TOKEN-TAX',
        })
        .expect(201);
    });

    it('needs a session that passed the second factor', async () => {
      const unverified = await fx.signIn('token-cpa', cpaId, familyId, { verified: false });
      const refused = await unverified.post(ROUTE).send({ name: 'Claude' }).expect(403);
      expect(refused.body).toMatchObject({
        message: secondFactorMessages.professional,
        reason: 'second-factor-required',
      });
    });

    it('reads the granted areas of the client it was made for, until the grant is revoked', async () => {
      const cpa = await fx.signIn('token-cpa', cpaId, familyId);
      const { token } = await create(cpa);
      const listed = (await cpa.get(ROUTE).expect(200)).body as { familyId: string; familyName: string }[];
      expect(listed[0]).toMatchObject({ familyId, familyName: 'The Token family' });
      const tax = await request(server()).get('/api/tax-documents').set(bearer(token)).expect(200);
      expect(tax.text).toContain('TOKEN-TAX');
      const notShared = await request(server()).get('/api/accounts').set(bearer(token)).expect(403);
      expect(notShared.body.message).toBe(accessMessages.notShared);
      await owner
        .post(`/api/access/grants/${grantId}/revoke`)
        .send({})
        .expect((res) => {
          if (res.status >= 300) throw new Error(`revoke: ${res.status} ${res.text}`);
        });
      const ended = await request(server()).get('/api/tax-documents').set(bearer(token)).expect(403);
      expect(ended.body.message).toBe(accessMessages.ended);
      // The person is still signed in to their own account through it (who they are, not the family).
      await request(server()).get('/api/auth/me').set(bearer(token)).expect(200);
    });
  });
});
