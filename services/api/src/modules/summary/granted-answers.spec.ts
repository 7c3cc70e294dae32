// The family-wide routes answer a professional only the areas the family granted (issue 31): the
// summary, the first paint, the AI's family read, net-worth history, documents, exports and the
// recommendations' evidence. A CPA granted Tax and Private Investments gets no row of any other area
// (every row id of another area is looked for in every answer), null figures wherever another area is
// summed, 403 for the net-worth history, the exports and another area's document; the owner's
// answers are as before.
import { randomUUID } from 'node:crypto';
import {
  accessMessages,
  documentCategoryArea,
  routeScope,
  type AccessArea,
  type AreaLevels,
  type FamilySnapshot,
  type FamilySummary,
} from '@heirloom/contracts';
import { createTestHttpApp, type HttpApp } from '@heirloom/server';
import { OpenApiConformance, type OpenApiDocument } from '@heirloom/server/src/testing/openapi-conformance';
import { WireSchemaCheck } from '@heirloom/server/src/testing/wire-schemas';
import { Test } from '@nestjs/testing';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type TestAgent from 'supertest/lib/agent';
import type { DataSourceOptions } from 'typeorm';
import { buildOpenApiDocument, configureApi } from '../../app';
import { AppModule } from '../../app.module';
import { apiConfigFromEnv, type ApiConfig } from '../../config/api.config';
import { AccessFixtures, dayFromToday } from '../../testing/access-callers';
import { pdfFile } from '../../testing/document-files';
import { resources } from '../../testing/resources';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';

/**
 * The production app on a test database, its answers held to the OpenAPI document this code generates
 * (the committed one is rewritten by `npm run openapi` once the contract settles) and to the zod schemas.
 */
async function createApp(database: DataSourceOptions): Promise<HttpApp> {
  const config: ApiConfig = {
    ...apiConfigFromEnv({}),
    seedDemo: false,
    logLevel: 'silent',
    documentsDir: mkdtempSync(path.join(tmpdir(), 'heirloom-documents-')),
    importsDir: mkdtempSync(path.join(tmpdir(), 'heirloom-imports-')),
    addressLimitsPerHour: { register: 10_000, contact: 10_000, newsletter: 10_000 },
  };
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule.forRoot({ database, config })],
  }).compile();
  return createTestHttpApp(moduleRef, config, (app) => {
    app.useGlobalInterceptors(new WireSchemaCheck());
    configureApi(app);
    new OpenApiConformance(buildOpenApiDocument(app) as unknown as OpenApiDocument).install(
      app.getHttpAdapter().getInstance(),
    );
  });
}

const CPA: AreaLevels = { tax: 'notes', private_investments: 'notes' };

describe.each(testDatabaseKinds())('family-wide answers cut to the granted areas on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let owner: TestAgent;
  let cpa: TestAgent;
  /** Granted Recommendations and Documents (read) only. */
  let reader: TestAgent;
  /** Granted Investments only. */
  let investor: TestAgent;
  /** Every row id the owner made, by the area (or scope) of its route. */
  const idsByArea = new Map<string, string[]>();
  const documentIds: Partial<Record<AccessArea, string>> = {};

  /** The ids of rows a person granted `areas` must never be answered. */
  const hiddenIds = (areas: AreaLevels) =>
    [...idsByArea].flatMap(([area, ids]) => (areas[area as AccessArea] ? [] : ids));
  const expectNoHiddenRows = (body: string, areas: AreaLevels) => {
    const shown = hiddenIds(areas).filter((id) => body.includes(id));
    expect(shown).toEqual([]);
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createApp(database.options);
    const fixtures = new AccessFixtures(app);
    const familyId = await fixtures.family('The Granted Family', 'granted-owner');
    owner = await fixtures.signIn('granted-owner', familyId, familyId);

    // One row of every resource, each remembered under its route's area.
    const remember = (area: string, id: string) => idsByArea.set(area, [...(idsByArea.get(area) ?? []), id]);
    for (const resource of resources) {
      const body = await resource.validBody(owner);
      const created = await owner.post(`/api/${resource.path}`).send(body).expect(201);
      remember(String(routeScope(`/api/${resource.path}`)), created.body.id);
    }
    for (const [area, ids] of [...idsByArea]) if (ids.length === 0) idsByArea.delete(area);
    // The rows the resources made on the way (an investment account, a placement, a property...).
    for (const [path, area] of [
      ['accounts', 'accounts'],
      ['private-placements', 'private_investments'],
      ['properties', 'real_estate'],
    ] as const) {
      const rows = (await owner.get(`/api/${path}`).expect(200)).body as { id: string }[];
      for (const row of rows) if (!idsByArea.get(area)?.includes(row.id)) remember(area, row.id);
    }
    for (const category of ['tax', 'insurance', 'general'] as const) {
      const uploaded = await owner
        .post('/api/documents')
        .field('category', category)
        .attach('file', pdfFile(), { filename: `${category}.pdf` })
        .expect(201);
      documentIds[documentCategoryArea[category]] = uploaded.body.id;
      remember(documentCategoryArea[category], uploaded.body.id);
    }

    const grantTo = async (username: string, areas: AreaLevels) => {
      const personId = await fixtures.person(username, 'professional');
      const professionalId = idsByArea.get('household')!.find(Boolean)!;
      await fixtures.grant({
        familyId,
        professionalId,
        granteeId: personId,
        areas,
        endsAt: dayFromToday(30),
        createdBy: familyId,
      });
      return fixtures.signIn(username, personId, familyId);
    };
    cpa = await grantTo('granted-cpa', CPA);
    reader = await grantTo('granted-reader', { recommendations: 'read', documents: 'read' });
    investor = await grantTo('granted-investor', { investments: 'read' });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('has rows of every area to hide (the checks below can fail)', () => {
    for (const area of ['accounts', 'investments', 'real_estate', 'insurance', 'estate', 'recommendations'])
      expect([area, idsByArea.get(area)?.length ?? 0]).not.toEqual([area, 0]);
    expect(idsByArea.get('tax')?.length).toBeGreaterThan(0);
    expect(idsByArea.get('household')?.length).toBeGreaterThan(0);
  });

  it('answers the owner the whole summary, and the CPA only Tax and Private Investments', async () => {
    const whole: FamilySummary = (await owner.get('/api/summary').expect(200)).body;
    expect(whole.accounts.length).toBeGreaterThan(0);
    expect(whole.newRecommendations.length).toBeGreaterThan(0);
    expect(Object.entries(whole.figures).filter(([, v]) => v === null)).toEqual([
      ['creditUtilization', null],
    ]);

    const response = await cpa.get('/api/summary').expect(200);
    const cut: FamilySummary = response.body;
    expectNoHiddenRows(response.text, CPA);
    expect(cut.taxDocuments).toEqual(whole.taxDocuments);
    for (const list of [
      'accounts',
      'properties',
      'lifePolicies',
      'estateDocuments',
      'newRecommendations',
      'professionals',
    ] as const)
      expect([list, cut[list]]).toEqual([list, []]);
    expect(cut.counts).toEqual({
      ...Object.fromEntries(Object.keys(whole.counts).map((k) => [k, 0])),
      taxDocuments: whole.counts.taxDocuments,
      privatePlacements: whole.counts.privatePlacements,
      businesses: whole.counts.businesses,
    });
    expect(cut.figures.netWorth).toBeNull();
    expect(cut.figures.liquidAssets).toBeNull();
    expect(cut.figures.totalCoverage).toBeNull();
    expect(cut.figures.nonLiquidAssets).toBe(whole.figures.nonLiquidAssets);
    // The family's summary stays cached whole for the household.
    expect((await owner.get('/api/summary').expect(200)).body).toEqual(whole);
  });

  it('paints the net worth for the owner, nothing for the CPA', async () => {
    const painted = await owner.get('/api/first-paint/dashboard').expect(200);
    expect(painted.text).toContain('data-testid="net-worth"');
    const none = await cpa.get('/api/first-paint/dashboard').expect(204);
    expect(none.text).toBe('');
  });

  it('answers the AI’s family read cut too, under a tag of its own', async () => {
    const whole = await owner.get('/api/family');
    expect([whole.status, whole.status === 200 ? '' : whole.text]).toEqual([200, '']);
    const response = await cpa.get('/api/family').expect(200);
    const cut: FamilySnapshot = response.body;
    const [wholeTag, cutTag] = [String(whole.headers.etag), String(response.headers.etag)];
    expectNoHiddenRows(response.text, CPA);
    expect(cut.k1Documents.length).toBeGreaterThan(0);
    expect(cut.taxDocuments).toEqual(whole.body.taxDocuments);
    expect(cut.accounts).toEqual([]);
    expect(cut.budgets).toEqual([]);
    expect(cut.professionals).toEqual([]);
    expect(cut.spending).toBeNull();
    expect(cut.figures.netWorth).toBeNull();
    // The household's tag never stands for a cut copy, nor the reverse.
    expect(cutTag).not.toBe(wholeTag);
    await cpa.get('/api/family').set('If-None-Match', wholeTag).expect(200);
    await cpa.get('/api/family').set('If-None-Match', cutTag).expect(304);
    await owner.get('/api/family').set('If-None-Match', wholeTag).expect(304);
  });

  it('answers the net-worth history to the owner only', async () => {
    await owner.get('/api/net-worth/history').expect(200);
    const refused = await cpa.get('/api/net-worth/history').expect(403);
    expect(refused.body).toEqual({ message: accessMessages.notShared });
  });

  it('lists and downloads only the documents of granted areas', async () => {
    const all = (await owner.get('/api/documents').expect(200)).body as { id: string }[];
    expect(all).toHaveLength(3);
    const listed = await cpa.get('/api/documents').expect(200);
    expect((listed.body as { id: string }[]).map((d) => d.id)).toEqual([documentIds.tax]);
    expect((await cpa.get('/api/documents?category=insurance').expect(200)).body).toEqual([]);
    await cpa.get(`/api/documents/${documentIds.tax}/download`).expect(200);
    // The family's document of an area not shared: 403, as any route of that area; an unknown id 404.
    const hidden = await cpa.get(`/api/documents/${documentIds.insurance}/download`).expect(403);
    expect(hidden.body).toEqual({ message: accessMessages.notShared });
    await cpa.get(`/api/documents/${randomUUID()}/download`).expect(404);
    // "Other documents" are the documents area's.
    const reading = (await reader.get('/api/documents').expect(200)).body as { id: string }[];
    expect(reading.map((d) => d.id)).toEqual([documentIds.documents]);
  });

  it('takes a professional’s upload only with the upload level on the category’s area', async () => {
    const upload = (who: TestAgent, category: string) =>
      who.post('/api/documents').field('category', category).attach('file', pdfFile(), { filename: 'k.pdf' });
    const stored = await upload(cpa, 'private_investments').expect(201);
    expect(stored.body.category).toBe('private_investments');
    expect((await upload(cpa, 'insurance').expect(403)).body).toEqual({ message: accessMessages.notShared });
    expect((await upload(reader, 'general').expect(403)).body).toEqual({
      message: accessMessages.professionalsReadOnly,
    });
    // A bad category is still a 400 with its field, not a refusal.
    expect((await upload(cpa, 'nonsense').expect(400)).body.errors[0].path).toBe('category');
    await cpa.delete(`/api/documents/${stored.body.id}`).expect(403);
    await owner.delete(`/api/documents/${stored.body.id}`).expect(204);
    expect((await owner.get('/api/documents').expect(200)).body).toHaveLength(3);
  });

  it('exports only the granted areas’ rows', async () => {
    for (const exported of ['accounts', 'transactions', 'holdings']) {
      await owner.get(`/api/exports/${exported}`).expect(200);
      const refused = await cpa.get(`/api/exports/${exported}`).expect(403);
      expect(refused.body).toEqual({ message: accessMessages.notShared });
    }
    // Holdings are the Investments area's; the account each is held in is named only with Accounts.
    const accountNames = ((await owner.get('/api/accounts').expect(200)).body as { name: string }[]).map(
      (a) => a.name,
    );
    const whole = (await owner.get('/api/exports/holdings').expect(200)).text;
    const held = (await investor.get('/api/exports/holdings').expect(200)).text;
    expect(accountNames.some((name) => whole.includes(name))).toBe(true);
    expect(accountNames.filter((name) => held.includes(name))).toEqual([]);
    expect(held.split('\n')).toHaveLength(whole.split('\n').length);
    await investor.get('/api/exports/accounts').expect(403);
  });

  it('gives recommendations without the evidence inputs of an area not shared', async () => {
    const whole = (await owner.get('/api/recommendations').expect(200)).body as {
      id: string;
      evidence: { inputs: object } | null;
    }[];
    const withEvidence = whole.find((r) => r.evidence && Object.keys(r.evidence.inputs).length)!;
    expect(withEvidence).toBeDefined();
    const listed = (await reader.get('/api/recommendations').expect(200)).body as typeof whole;
    const same = listed.find((r) => r.id === withEvidence.id)!;
    expect(same.evidence).toEqual({ ...withEvidence.evidence, inputs: {} });
    const one = (await reader.get(`/api/recommendations/${withEvidence.id}`).expect(200)).body;
    expect(one.evidence.inputs).toEqual({});
    const summary: FamilySummary = (await reader.get('/api/summary').expect(200)).body;
    expect(summary.newRecommendations.map((r) => r.evidence?.inputs ?? {})).toEqual(
      summary.newRecommendations.map(() => ({})),
    );
    expect(summary.newRecommendations.length).toBeGreaterThan(0);
  });
});
