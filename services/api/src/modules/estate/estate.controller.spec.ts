import type { NestExpressApplication } from '@nestjs/platform-express';
import { describeOwnedResource } from '../../testing/owned-resource-suite';
import { resourceFixture } from '../../testing/resources';
import { signUp, type SignedInAgent } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';

describeOwnedResource(resourceFixture('estate-documents'));
describeOwnedResource(resourceFixture('beneficiaries'));

describe.each(testDatabaseKinds())('estate documents on %s', (kind) => {
  let database: TestDatabase;
  let app: NestExpressApplication;
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
