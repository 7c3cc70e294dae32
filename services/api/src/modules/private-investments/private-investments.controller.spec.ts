import type { HttpApp } from '@heirloom/server';
import { describeOwnedResource } from '../../testing/owned-resource-suite';
import { resourceFixture } from '../../testing/resources';
import { signUp, type SignedInAgent } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';

describeOwnedResource(resourceFixture('private-placements'));
describeOwnedResource(resourceFixture('businesses'));
describeOwnedResource(resourceFixture('k1-documents'));

describe.each(testDatabaseKinds())('K-1 documents and their issuers on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let owner: SignedInAgent;
  let stranger: SignedInAgent;
  const k1 = resourceFixture('k1-documents');
  const businesses = resourceFixture('businesses');

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    owner = await signUp(app, 'owner');
    stranger = await signUp(app, 'stranger');
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('refuses an issuer of the wrong kind or of another user', async () => {
    const body = await k1.validBody(owner.agent);
    const wrongKind = await owner.agent
      .post('/api/k1-documents')
      .send({ ...body, entityType: 'business' })
      .expect(400);
    expect(wrongKind.body.errors).toEqual([{ path: 'entityId', message: 'No such business' }]);
    const foreign = await stranger.agent.post('/api/k1-documents').send(body).expect(400);
    expect(foreign.body.errors).toEqual([{ path: 'entityId', message: 'No such private placement' }]);
  });

  it('dates an upload without a date now', async () => {
    const created = (
      await owner.agent
        .post('/api/k1-documents')
        .send(await k1.validBody(owner.agent))
        .expect(201)
    ).body;
    expect(Math.abs(Date.parse(created.uploadDate) - Date.now())).toBeLessThan(60_000);
  });

  it("deletes an issuer's K-1s with it", async () => {
    const business = (
      await owner.agent
        .post('/api/businesses')
        .send(await businesses.validBody(owner.agent))
        .expect(201)
    ).body;
    const document = (
      await owner.agent
        .post('/api/k1-documents')
        .send({ ...(await k1.validBody(owner.agent)), entityType: 'business', entityId: business.id })
        .expect(201)
    ).body;
    await owner.agent.delete(`/api/businesses/${business.id}`).expect(204);
    await owner.agent.get(`/api/k1-documents/${document.id}`).expect(404);
  });
});
