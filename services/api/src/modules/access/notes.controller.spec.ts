// Notes (issue 31) on SQLite and MariaDB: on a thing of the acting family only, oldest first, with the
// author's name and role; a professional reads the notes of a granted area and writes with its notes
// level, a document's area being its category's.
import { randomUUID } from 'node:crypto';
import { accessMessages, type AreaLevels, type Note } from '@heirloom/contracts';
import type { HttpApp } from '@heirloom/server';
import type TestAgent from 'supertest/lib/agent';
import { AccessFixtures, dayFromToday } from '../../testing/access-callers';
import { resourceFixture } from '../../testing/resources';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { DocumentEntity } from '../documents/document.entity';

describe.each(testDatabaseKinds())('notes on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let fx: AccessFixtures;
  let familyId: string;
  let owner: TestAgent;
  let professionalId: string;
  let taxDocument: string;
  let recommendation: string;
  let taxPdf: string;
  let generalPdf: string;
  let seq = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    fx = new AccessFixtures(app);
    familyId = await fx.family('Rivera family', 'rivera');
    owner = await fx.signIn('rivera', familyId, familyId);
    const created = async (path: string) =>
      (
        await owner
          .post(`/api/${path}`)
          .send(await resourceFixture(path).validBody(owner))
          .expect(201)
      ).body.id as string;
    taxDocument = await created('tax-documents');
    recommendation = await created('recommendations');
    professionalId = (
      await owner.post('/api/professionals').send({ name: 'Maria Chen', type: 'cpa' }).expect(201)
    ).body.id;
    const document = async (category: 'tax' | 'general') => {
      const id = randomUUID();
      const now = new Date();
      await fx.db.getRepository(DocumentEntity).insert({
        id,
        userId: familyId,
        category,
        fileName: `${category}.pdf`,
        contentType: 'application/pdf',
        size: 10,
        notes: null,
        createdAt: now,
        updatedAt: now,
      });
      return id;
    };
    taxPdf = await document('tax');
    generalPdf = await document('general');
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  async function professionalWith(areas: AreaLevels) {
    const name = `pro${++seq}`;
    const id = await fx.person(name, 'professional');
    await fx.grant({
      familyId,
      professionalId,
      granteeId: id,
      areas,
      endsAt: dayFromToday(30),
      createdBy: familyId,
    });
    return { id, name, agent: await fx.signIn(name, id, familyId) };
  }

  const notesOf = (agent: TestAgent, entityType: string, entityId: string) =>
    agent.get(`/api/notes?entityType=${entityType}&entityId=${entityId}`);

  it('keeps the family’s notes on a thing, oldest first, with author and role', async () => {
    const first = await owner
      .post('/api/notes')
      .send({ entityType: 'tax_document', entityId: taxDocument, body: '  Filed on time.  ' })
      .expect(201);
    expect(first.body).toMatchObject({
      entityType: 'tax_document',
      entityId: taxDocument,
      authorId: familyId,
      authorName: 'rivera',
      authorRole: 'owner',
      body: 'Filed on time.',
    });
    const memberId = await fx.person(`member${++seq}`);
    await fx.member(familyId, memberId, 'member');
    const member = await fx.signIn(`member${seq}`, memberId, familyId);
    await member
      .post('/api/notes')
      .send({ entityType: 'tax_document', entityId: taxDocument, body: 'Thanks!' })
      .expect(201);
    const notes = (await notesOf(owner, 'tax_document', taxDocument).expect(200)).body as Note[];
    expect(notes.map((n) => [n.body, n.authorRole])).toEqual([
      ['Filed on time.', 'owner'],
      ['Thanks!', 'member'],
    ]);
    expect((await notesOf(owner, 'recommendation', recommendation).expect(200)).body).toEqual([]);
  });

  it('answers 404 for a thing of another family or none, and 400 for bad input', async () => {
    const otherId = await fx.family('Other family', `other${++seq}`);
    const other = await fx.signIn(`other${seq}`, otherId, otherId);
    await notesOf(other, 'tax_document', taxDocument).expect(404);
    await other
      .post('/api/notes')
      .send({ entityType: 'tax_document', entityId: taxDocument, body: 'Hi' })
      .expect(404);
    await notesOf(owner, 'k1_document', taxDocument).expect(404);
    const bad = await owner
      .post('/api/notes')
      .send({ entityType: 'account', entityId: taxDocument, body: '' })
      .expect(400);
    expect(bad.body.errors).toEqual([
      { path: 'entityType', message: 'Choose what the note is about' },
      { path: 'body', message: 'Write a note' },
    ]);
    const badQuery = await owner.get('/api/notes?entityType=tax_document').expect(400);
    expect(badQuery.body.errors.map((e: { path: string }) => e.path)).toEqual(['entityId']);
  });

  it('lets a professional read a granted area’s notes and write with its notes level, by the thing’s area', async () => {
    const reader = await professionalWith({ tax: 'read' });
    const writer = await professionalWith({ tax: 'notes' });
    await notesOf(reader.agent, 'tax_document', taxDocument).expect(200);
    const refused = await reader.agent
      .post('/api/notes')
      .send({ entityType: 'tax_document', entityId: taxDocument, body: 'Hi' })
      .expect(403);
    expect(refused.body.message).toBe(accessMessages.notShared);

    const written = await writer.agent
      .post('/api/notes')
      .send({ entityType: 'document', entityId: taxPdf, body: 'Missing page 2' })
      .expect(201);
    expect(written.body).toMatchObject({
      authorId: writer.id,
      authorName: writer.name,
      authorRole: 'professional',
    });
    // The owner sees it on the document.
    const seen = (await notesOf(owner, 'document', taxPdf).expect(200)).body as Note[];
    expect(seen.map((n) => n.body)).toEqual(['Missing page 2']);

    // A general document is "Other documents", and recommendations are an area of their own.
    for (const [type, id] of [
      ['document', generalPdf],
      ['recommendation', recommendation],
    ] as const) {
      expect((await notesOf(writer.agent, type, id).expect(403)).body.message).toBe(accessMessages.notShared);
      await writer.agent.post('/api/notes').send({ entityType: type, entityId: id, body: 'Hi' }).expect(403);
    }
    const totals = await Promise.all([
      notesOf(owner, 'document', generalPdf).expect(200),
      notesOf(owner, 'recommendation', recommendation).expect(200),
    ]);
    expect(totals.map((t) => t.body)).toEqual([[], []]);
  });

  it('refuses a viewer’s note (read only)', async () => {
    const viewerId = await fx.person(`viewer${++seq}`);
    await fx.member(familyId, viewerId, 'viewer');
    const viewer = await fx.signIn(`viewer${seq}`, viewerId, familyId);
    await notesOf(viewer, 'tax_document', taxDocument).expect(200);
    const refused = await viewer
      .post('/api/notes')
      .send({ entityType: 'tax_document', entityId: taxDocument, body: 'Hi' })
      .expect(403);
    expect(refused.body.message).toBe(accessMessages.readOnly);
  });
});
