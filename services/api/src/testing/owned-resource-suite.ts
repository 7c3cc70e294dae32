// The checks every user-owned resource passes, on each test database: sign-in required, the happy path
// of each call with its wire format, validation errors, unknown ids, and another user's rows answering
// 404 and staying untouched. Each module's spec runs it for its resources and adds its own rules.
import type { HttpApp } from '@heirloom/server';
import request from 'supertest';
import { signUp, type SignedInAgent } from './sessions';
import type { ResourceFixture } from './resources';
import { createTestApp } from './test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from './test-databases';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** The rows of a list answer: an array, or the `items` of a page (transactions). */
export const rowsOf = (body: unknown): { id: string }[] =>
  Array.isArray(body) ? body : (body as { items: { id: string }[] }).items;

export function describeOwnedResource(fixture: ResourceFixture): void {
  const { path } = fixture;
  const readings = [path, ...(fixture.aliases ?? [])];

  describe.each(testDatabaseKinds())(`/api/${path} on %s`, (kind) => {
    let database: TestDatabase;
    let app: HttpApp;
    let owner: SignedInAgent;
    let stranger: SignedInAgent;

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

    const create = async () =>
      (
        await owner.agent
          .post(`/api/${path}`)
          .send(await fixture.validBody(owner.agent))
          .expect(201)
      ).body;

    it('answers 401 to every call without a session', async () => {
      const server = app.getHttpServer();
      for (const call of [
        request(server).get(`/api/${path}`),
        request(server).get(`/api/${path}/${MISSING_ID}`),
        request(server).post(`/api/${path}`).send({}),
        request(server).patch(`/api/${path}/${MISSING_ID}`).send({}),
        request(server).delete(`/api/${path}/${MISSING_ID}`),
      ]) {
        expect((await call.expect(401)).body).toEqual({ message: 'Not signed in' });
      }
    });

    it('creates, lists, reads, updates and deletes, with decimal strings and ISO dates', async () => {
      const body = await fixture.validBody(owner.agent);
      const created = (await owner.agent.post(`/api/${path}`).send(body).expect(201)).body;
      expect(created).toMatchObject({
        ...fixture.expectCreated,
        id: expect.stringMatching(UUID),
        userId: owner.id,
      });
      expect(created.createdAt).toMatch(ISO_TIMESTAMP);
      expect(created.updatedAt).toMatch(ISO_TIMESTAMP);

      for (const reading of readings) {
        const list = rowsOf((await owner.agent.get(`/api/${reading}`).expect(200)).body);
        expect(list).toContainEqual(created);
      }
      expect((await owner.agent.get(`/api/${path}/${created.id}`).expect(200)).body).toEqual(created);

      const patched = (await owner.agent.patch(`/api/${path}/${created.id}`).send(fixture.patch).expect(200))
        .body;
      expect(patched).toMatchObject({
        ...fixture.expectPatched,
        id: created.id,
        createdAt: created.createdAt,
      });
      expect((await owner.agent.get(`/api/${path}/${created.id}`).expect(200)).body).toEqual(patched);

      await owner.agent.delete(`/api/${path}/${created.id}`).expect(204);
      await owner.agent.get(`/api/${path}/${created.id}`).expect(404);
    });

    it('ignores a client-sent userId in favour of the session user', async () => {
      const body = await fixture.validBody(owner.agent);
      const response = await owner.agent.post(`/api/${path}`).send({ ...body, userId: stranger.id });
      // Only the placement form sends one (the spec's 'demo-user'); elsewhere it is an unknown field.
      if (response.status === 201) expect(response.body.userId).toBe(owner.id);
      else expect(response.body.errors).toEqual([{ path: 'userId', message: 'Unknown field' }]);
    });

    it('answers 400 with field errors for a bad body, and stores nothing', async () => {
      const count = rowsOf((await owner.agent.get(`/api/${path}`).expect(200)).body).length;
      const empty = (await owner.agent.post(`/api/${path}`).send({}).expect(400)).body;
      expect(empty.message).toBe('Validation failed');
      expect(empty.errors.length).toBeGreaterThan(0);
      for (const error of empty.errors)
        expect(error).toEqual({ path: expect.any(String), message: expect.any(String) });

      const valid = await fixture.validBody(owner.agent);
      const extra = (
        await owner.agent
          .post(`/api/${path}`)
          .send({ ...valid, isAdmin: true })
          .expect(400)
      ).body;
      expect(extra.errors).toEqual([{ path: 'isAdmin', message: 'Unknown field' }]);

      expect(rowsOf((await owner.agent.get(`/api/${path}`).expect(200)).body)).toHaveLength(count);
    });

    it('answers 404 for unknown ids', async () => {
      for (const id of [MISSING_ID, 'not-a-uuid']) {
        expect((await owner.agent.get(`/api/${path}/${id}`).expect(404)).body).toEqual({
          message: expect.stringMatching(/ not found$/),
        });
        await owner.agent.patch(`/api/${path}/${id}`).send(fixture.patch).expect(404);
        await owner.agent.delete(`/api/${path}/${id}`).expect(404);
      }
    });

    it("answers 404 for another user's rows and leaves them untouched", async () => {
      const mine = await create();
      for (const reading of readings) {
        const theirs = (await stranger.agent.get(`/api/${reading}`).expect(200)).body;
        expect(JSON.stringify(theirs)).not.toContain(mine.id);
      }
      await stranger.agent.get(`/api/${path}/${mine.id}`).expect(404);
      await stranger.agent.patch(`/api/${path}/${mine.id}`).send(fixture.patch).expect(404);
      await stranger.agent.delete(`/api/${path}/${mine.id}`).expect(404);
      expect((await owner.agent.get(`/api/${path}/${mine.id}`).expect(200)).body).toEqual(mine);
    });
  });
}
