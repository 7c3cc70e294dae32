import type { NestExpressApplication } from '@nestjs/platform-express';
import { describeOwnedResource } from '../../testing/owned-resource-suite';
import { resourceFixture } from '../../testing/resources';
import { signUp, type SignedInAgent } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';

describeOwnedResource(resourceFixture('recommendations'));

describe.each(testDatabaseKinds())('recommendation workflow on %s', (kind) => {
  let database: TestDatabase;
  let app: NestExpressApplication;
  let owner: SignedInAgent;
  const fixture = resourceFixture('recommendations');

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    owner = await signUp(app, 'owner');
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const create = async () =>
    (
      await owner.agent
        .post('/api/recommendations')
        .send(await fixture.validBody(owner.agent))
        .expect(201)
    ).body;
  const mark = (id: string, status: string) =>
    owner.agent.patch(`/api/recommendations/${id}`).send({ status });

  it('moves new -> reviewed -> completed, or new straight to completed', async () => {
    const first = await create();
    expect((await mark(first.id, 'reviewed').expect(200)).body.status).toBe('reviewed');
    expect((await mark(first.id, 'completed').expect(200)).body.status).toBe('completed');
    const second = await create();
    expect((await mark(second.id, 'completed').expect(200)).body.status).toBe('completed');
  });

  it('refuses going back, and accepts asking for the current status', async () => {
    const done = await create();
    await mark(done.id, 'completed').expect(200);
    expect((await mark(done.id, 'new').expect(400)).body.errors).toEqual([
      { path: 'status', message: 'A completed recommendation cannot be marked new' },
    ]);
    await mark(done.id, 'reviewed').expect(400);
    await mark(done.id, 'completed').expect(200);
  });

  it('only lets the status be changed', async () => {
    const recommendation = await create();
    const response = await owner.agent
      .patch(`/api/recommendations/${recommendation.id}`)
      .send({ status: 'reviewed', title: 'Changed' })
      .expect(400);
    expect(response.body.errors).toEqual([{ path: 'title', message: 'Unknown field' }]);
    await mark(recommendation.id, 'archived').expect(400);
  });

  it('lists newest first', async () => {
    const older = await create();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await create();
    const ids = (await owner.agent.get('/api/recommendations').expect(200)).body.map(
      (r: { id: string }) => r.id,
    );
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });
});
