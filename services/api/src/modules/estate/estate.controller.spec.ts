import type { HttpApp } from '@heirloom/server';
import { describeOwnedResource } from '../../testing/owned-resource-suite';
import { resourceFixture } from '../../testing/resources';
import { signUp, type SignedInAgent } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';

describeOwnedResource(resourceFixture('estate-documents'));
describeOwnedResource(resourceFixture('beneficiaries'));

describe.each(testDatabaseKinds())('estate documents on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let owner: SignedInAgent;
  const documents = resourceFixture('estate-documents');

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    owner = await signUp(app, 'owner');
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('answers both readings of the list with the same rows', async () => {
    await owner.agent
      .post('/api/estate-documents')
      .send(await documents.validBody(owner.agent))
      .expect(201);
    await owner.agent
      .post('/api/estate')
      .send({ ...(await documents.validBody(owner.agent)), status: 'draft' })
      .expect(201);
    const long = (await owner.agent.get('/api/estate-documents').expect(200)).body;
    expect(long).toHaveLength(2);
    expect((await owner.agent.get('/api/estate').expect(200)).body).toEqual(long);
  });

  it('keeps the last update on or after the creation date, also in a partial update', async () => {
    const created = (
      await owner.agent
        .post('/api/estate')
        .send(await documents.validBody(owner.agent))
        .expect(201)
    ).body;
    const response = await owner.agent
      .patch(`/api/estate/${created.id}`)
      .send({ createdDate: '2024-01-01' })
      .expect(400);
    expect(response.body.errors).toEqual([
      { path: 'lastUpdated', message: 'Last updated cannot be before the created date' },
    ]);
  });
});

describe.each(testDatabaseKinds())('beneficiaries under an estate document on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let owner: SignedInAgent;
  let stranger: SignedInAgent;
  const documents = resourceFixture('estate-documents');

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    owner = await signUp(app, 'heir-owner');
    stranger = await signUp(app, 'heir-stranger');
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const addDocument = async (agent: SignedInAgent) =>
    (
      await agent.agent
        .post('/api/estate')
        .send(await documents.validBody(agent.agent))
        .expect(201)
    ).body.id as string;

  it('links a share to one of the owner’s documents, and "" or null to none', async () => {
    const will = await addDocument(owner);
    const linked = (
      await owner.agent
        .post('/api/beneficiaries')
        .send({ name: 'Lily Whitman', relationship: 'Daughter', percentage: '50', estateDocumentId: will })
        .expect(201)
    ).body;
    expect(linked.estateDocumentId).toBe(will);
    const unlinked = (
      await owner.agent
        .post('/api/beneficiaries')
        .send({ name: 'Ethan Whitman', relationship: 'Son', estateDocumentId: '' })
        .expect(201)
    ).body;
    expect(unlinked.estateDocumentId).toBeNull();
    const patched = await owner.agent
      .patch(`/api/beneficiaries/${linked.id}`)
      .send({ estateDocumentId: null })
      .expect(200);
    expect(patched.body.estateDocumentId).toBeNull();
  });

  it('refuses another user’s document, or one that does not exist, as a field error', async () => {
    const theirs = await addDocument(stranger);
    for (const estateDocumentId of [theirs, 'no-such-document']) {
      const response = await owner.agent
        .post('/api/beneficiaries')
        .send({ name: 'Claire Whitman', relationship: 'Spouse', estateDocumentId })
        .expect(400);
      expect(response.body.errors).toEqual([
        { path: 'estateDocumentId', message: 'No such estate document' },
      ]);
    }
  });

  it('keeps the beneficiaries when their document is deleted, linked to none', async () => {
    const trust = await addDocument(owner);
    const other = await addDocument(owner);
    const named = (
      await owner.agent
        .post('/api/beneficiaries')
        .send({ name: 'Denver Dental Foundation', relationship: 'Charity', estateDocumentId: trust })
        .expect(201)
    ).body;
    const elsewhere = (
      await owner.agent
        .post('/api/beneficiaries')
        .send({ name: 'Michael Reyes', relationship: 'Brother-in-law', estateDocumentId: other })
        .expect(201)
    ).body;
    await owner.agent.delete(`/api/estate/${trust}`).expect(204);
    expect(
      (await owner.agent.get(`/api/beneficiaries/${named.id}`).expect(200)).body.estateDocumentId,
    ).toBeNull();
    expect(
      (await owner.agent.get(`/api/beneficiaries/${elsewhere.id}`).expect(200)).body.estateDocumentId,
    ).toBe(other);
  });
});
