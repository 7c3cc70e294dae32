import type { HttpApp } from '@heirloom/server';
import { describeOwnedResource } from '../../testing/owned-resource-suite';
import { resourceFixture } from '../../testing/resources';
import { signUp, type SignedInAgent } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';

describeOwnedResource(resourceFixture('professionals'));

// The form's rules (spec section 5) hold at the API too: a form that skipped them gets the same words.
describe.each(testDatabaseKinds())('professional validation on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let owner: SignedInAgent;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    owner = await signUp(app, 'owner');
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('refuses a missing name, a bad email and a rating off the 1 to 5 scale of tenths', async () => {
    for (const [body, path, message] of [
      [{ type: 'cpa' }, 'name', 'Name is required'],
      [{ name: 'Maria Chen', type: 'cpa', email: 'maria@' }, 'email', 'Enter a valid email address'],
      [{ name: 'Maria Chen', type: 'cpa', rating: '5.1' }, 'rating', 'Rating must be from 1 to 5'],
      [{ name: 'Maria Chen', type: 'cpa', rating: 0 }, 'rating', 'Rating must be from 1 to 5'],
      [{ name: 'Maria Chen', type: 'cpa', rating: '4.55' }, 'rating', 'At most 1 decimal place'],
    ] as const) {
      const response = await owner.agent.post('/api/professionals').send(body).expect(400);
      expect(response.body.errors).toEqual([{ path, message }]);
    }
    const saved = await owner.agent
      .post('/api/professionals')
      .send({ name: 'Maria Chen', type: 'cpa', rating: '5' })
      .expect(201);
    expect(saved.body.rating).toBe('5.0');
  });
});
