import type { HttpApp } from '@heirloom/server';
import { describeOwnedResource } from '../../testing/owned-resource-suite';
import { resourceFixture } from '../../testing/resources';
import { signUp, type SignedInAgent } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';

describeOwnedResource(resourceFixture('properties'));
describeOwnedResource(resourceFixture('mortgages'));

describe.each(testDatabaseKinds())('mortgages and their properties on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let owner: SignedInAgent;
  let stranger: SignedInAgent;
  const mortgages = resourceFixture('mortgages');

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

  it("refuses a mortgage on an unknown or another user's property", async () => {
    const body = await mortgages.validBody(owner.agent);
    const response = await stranger.agent.post('/api/mortgages').send(body).expect(400);
    expect(response.body.errors).toEqual([{ path: 'propertyId', message: 'No such property' }]);
    const own = (
      await stranger.agent
        .post('/api/mortgages')
        .send(await mortgages.validBody(stranger.agent))
        .expect(201)
    ).body;
    await stranger.agent.patch(`/api/mortgages/${own.id}`).send({ propertyId: body.propertyId }).expect(400);
  });

  it('checks the dates of a partial update against the stored ones', async () => {
    const created = (
      await owner.agent
        .post('/api/mortgages')
        .send(await mortgages.validBody(owner.agent))
        .expect(201)
    ).body;
    const response = await owner.agent
      .patch(`/api/mortgages/${created.id}`)
      .send({ maturityDate: '2010-01-01' })
      .expect(400);
    expect(response.body.errors).toEqual([
      { path: 'maturityDate', message: 'Maturity date must be after the start date' },
    ]);
    expect((await owner.agent.get(`/api/mortgages/${created.id}`).expect(200)).body).toEqual(created);
  });

  it('deletes a property together with its mortgages', async () => {
    const body = await mortgages.validBody(owner.agent);
    const mortgage = (await owner.agent.post('/api/mortgages').send(body).expect(201)).body;
    await owner.agent.delete(`/api/properties/${body.propertyId}`).expect(204);
    await owner.agent.get(`/api/mortgages/${mortgage.id}`).expect(404);
  });
});
