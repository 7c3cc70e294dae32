import { randomUUID } from 'node:crypto';
import type { HttpApp } from '@heirloom/server';
import { describeOwnedResource } from '../../testing/owned-resource-suite';
import { resourceFixture } from '../../testing/resources';
import { NOT_YOUR_ITEM_MESSAGE, OPEN_DUPLICATE_MESSAGE } from './recommendations.service';
import { signUp, type SignedInAgent } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';

describeOwnedResource(resourceFixture('recommendations'));

describe.each(testDatabaseKinds())('recommendation workflow on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
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
  /** A row of the owner's that a recommendation may be about. */
  const ownItem = async (agent = owner.agent) =>
    (await agent.post('/api/professionals').send({ name: 'Jordan Lee', type: 'cpa' }).expect(201)).body
      .id as string;

  it("must be about one of the user's own rows: another user's or an unknown id is refused alike", async () => {
    const body = { type: 'professional_referral', title: 'Meet your CPA', description: 'Before April.' };
    const mine = await ownItem();
    await owner.agent
      .post('/api/recommendations')
      .send({ ...body, relatedEntityId: mine })
      .expect(201);
    const other = await signUp(app, 'someone-else');
    const theirs = await ownItem(other.agent);
    for (const relatedEntityId of [theirs, randomUUID()]) {
      const refused = await owner.agent
        .post('/api/recommendations')
        .send({ ...body, relatedEntityId })
        .expect(400);
      expect(refused.body.errors).toEqual([{ path: 'relatedEntityId', message: NOT_YOUR_ITEM_MESSAGE }]);
    }
  });

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

  describe('one open recommendation per type and entity', () => {
    const about = (relatedEntityId: string | null, type = 'refinance') => ({
      type,
      title: 'Refinance the rental mortgage',
      description: 'Rates are lower than yours.',
      relatedEntityId,
    });
    const post = (body: object) => owner.agent.post('/api/recommendations').send(body);

    it('answers 409 for a second open one, and takes it again once the first is completed', async () => {
      const mortgage = await ownItem();
      const first = (await post(about(mortgage)).expect(201)).body;
      expect(first).not.toHaveProperty('openKey');
      expect((await post(about(mortgage)).expect(409)).body).toEqual({ message: OPEN_DUPLICATE_MESSAGE });
      // Reviewed is still open.
      await mark(first.id, 'reviewed').expect(200);
      await post(about(mortgage)).expect(409);
      // Another type, or another entity, is another finding.
      await post(about(mortgage, 'professional_referral')).expect(201);
      await post(about(await ownItem())).expect(201);
      // Completed frees it; a completed one may be recorded beside an open one.
      await mark(first.id, 'completed').expect(200);
      const again = (await post(about(mortgage)).expect(201)).body;
      await post({ ...about(mortgage), status: 'completed' }).expect(201);
      await post(about(mortgage)).expect(409);
      // No entity at all is a finding too (an estate plan missing a trust).
      await post(about(null, 'estate_update')).expect(201);
      await post(about(null, 'estate_update')).expect(409);
      const listed = (await owner.agent.get('/api/recommendations').expect(200)).body as { id: string }[];
      expect(listed.map((r) => r.id)).toContain(again.id);
      expect(listed.every((r) => !('openKey' in r))).toBe(true);
    });

    it('stores exactly one of many identical posts sent at once', async () => {
      const body = about(await ownItem());
      const statuses = (await Promise.all(Array.from({ length: 6 }, () => post(body)))).map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    });
  });

  it('stores evidence as an object and answers it as sent, or null without it', async () => {
    const evidence = {
      inputs: { symbol: 'NVDA', sharePercent: '31.42', holdings: 27, note: 'Café “quoted” ✓', missing: null },
      formula: 'share = value / Σ values × 100',
      assumptions: { CONCENTRATION_MAX_PERCENT: '20% (the largest share one holding should be)' },
    };
    const body = { type: 'investment_concentration', title: 'Trim NVDA', description: 'Too large a share.' };
    const created = (
      await owner.agent
        .post('/api/recommendations')
        .send({ ...body, relatedEntityId: await ownItem(), evidence })
        .expect(201)
    ).body;
    expect(created.evidence).toEqual(evidence);
    expect((await owner.agent.get(`/api/recommendations/${created.id}`).expect(200)).body.evidence).toEqual(
      evidence,
    );
    const listed = (await owner.agent.get('/api/recommendations').expect(200)).body;
    expect(listed.find((r: { id: string }) => r.id === created.id).evidence).toEqual(evidence);
    const plain = (
      await owner.agent
        .post('/api/recommendations')
        .send({ ...body, relatedEntityId: await ownItem() })
        .expect(201)
    ).body;
    expect(plain.evidence).toBeNull();
    expect((await mark(created.id, 'reviewed').expect(200)).body.evidence).toEqual(evidence);
  });

  it("accepts the analyst's investment types and a referral's category", async () => {
    for (const type of ['investment_concentration', 'excess_cash'] as const) {
      const row = (
        await owner.agent
          .post('/api/recommendations')
          .send({
            type,
            title: 'Investment',
            description: 'A finding.',
            priority: 'low',
            relatedEntityId: await ownItem(),
          })
          .expect(201)
      ).body;
      expect(row.type).toBe(type);
    }
    const referral = (
      await owner.agent
        .post('/api/recommendations')
        .send({
          type: 'professional_referral',
          title: 'Add an estate planner',
          description: 'Nobody does estate work.',
          relatedEntityId: await ownItem(),
          evidence: {
            inputs: {},
            formula: 'no estate_planner in the network',
            assumptions: {},
            category: 'estate',
          },
        })
        .expect(201)
    ).body;
    expect(referral.evidence.category).toBe('estate');
  });

  it('refuses malformed or oversized evidence', async () => {
    const body = { type: 'refinance', title: 'Refinance', description: 'Lower rate.' };
    const bad = [
      { inputs: {}, formula: 'x' },
      { inputs: { a: { nested: true } }, formula: 'x', assumptions: {} },
      { inputs: {}, formula: 'x', assumptions: { a: 1 } },
      { inputs: {}, formula: 'x'.repeat(1001), assumptions: {} },
      { inputs: { a: 'x'.repeat(501) }, formula: 'x', assumptions: {} },
      {
        inputs: Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`k${i}`, i])),
        formula: 'x',
        assumptions: {},
      },
      { inputs: {}, formula: 'x', assumptions: {}, category: 'network' },
      { inputs: {}, formula: 'x', assumptions: {}, extra: true },
    ];
    const before = (await owner.agent.get('/api/recommendations').expect(200)).body.length;
    for (const evidence of bad) {
      await owner.agent
        .post('/api/recommendations')
        .send({ ...body, evidence })
        .expect(400);
    }
    expect((await owner.agent.get('/api/recommendations').expect(200)).body).toHaveLength(before);
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
