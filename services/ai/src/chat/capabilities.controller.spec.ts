import type { HttpApp } from '@heirloom/server';
import request from 'supertest';
import { createTestApp } from '../testing/test-app';
import { familyTools } from '../tools/registry';
import { overviewAnswer } from './analyst';
import { emptyFamily } from '../data/empty-family';
import { defaultAssumptions } from '../analytics';
import { FamilyFacts } from '../facts/family-facts';

describe('GET /api/ai/capabilities', () => {
  let app: HttpApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it("answers every tool's topic, in the registry's order, without a session", async () => {
    const { body } = await request(app.getHttpServer()).get('/api/ai/capabilities').expect(200);
    expect(body).toEqual({ topics: familyTools.map((tool) => tool.topic) });
    expect(body.topics).toEqual(
      expect.arrayContaining([
        'refinancing your mortgages',
        'spending by category and merchant over any period',
      ]),
    );
  });

  it('is the list the built-in analyst gives when asked what it can do', async () => {
    const { body } = await request(app.getHttpServer()).get('/api/ai/capabilities').expect(200);
    const said = overviewAnswer(new FamilyFacts(emptyFamily, defaultAssumptions), true);
    for (const topic of body.topics as string[]) expect(said).toContain(topic);
  });
});
