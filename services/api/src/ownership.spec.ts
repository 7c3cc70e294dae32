// Walks every route the app serves: without a session every private route answers 401; as a second
// user every route answers that user's own (empty) data or 404 for the demo family's ids, never the
// family's rows; and afterwards the family's data is exactly as it was.
import { importKinds, secondFactorMessages } from '@heirloom/contracts';
import type { HttpApp } from '@heirloom/server';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DEMO_PASSWORD, DEMO_USERNAME } from './seed/seed.service';
import { exampleRequests } from './testing/example-requests';
import { pdfFile } from './testing/document-files';
import { listRoutes, type Route } from './testing/routes';
import { resourceFixture, resources } from './testing/resources';
import { signUp } from './testing/sessions';
import { createTestApp } from './testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from './testing/test-databases';

/** Reachable without a session: sign-in itself, health, the waitlist and the contact form. */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/health/ready',
  'GET /api/health/live',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/newsletter/signup',
  'POST /api/contact-requests',
  // The gateway's include: signed out it answers 204 and nothing else (first-paint.controller.spec).
  'GET /api/first-paint/:page',
  // What an invitation link offers, before signing in (invitations.controller.spec).
  'GET /api/invitations/:token',
  // A passkey alone signs in, and the demo's entries (second-factor-sign-in.spec): 400 without a body.
  'POST /api/auth/passkey/options',
  'POST /api/auth/passkey',
  'POST /api/auth/demo',
  // Sign-in's second step checks its body first (400), then the pending sign-in (401 without one).
  'POST /api/auth/second-factor',
];

/** Sign-in's second step: with no pending sign-in (the hl_pending cookie) it is a 401 that says so. */
const PENDING_SIGN_IN_ROUTES = [
  'POST /api/auth/second-factor',
  'POST /api/auth/second-factor/passkey-options',
];

/**
 * Who may see and do what of a family beyond its own rows (members, grants, links, notes, the audit)
 * is walked by access-table.spec.ts, against another family's member among nine callers.
 */
const sharedOfficeRoute = (path: string) => /^\/api\/(access|invitations|notes)(\/|$)/.test(path);

const key = ({ method, path }: Route) => `${method} ${path}`;
/** The paged list answers at most 200 rows a page; the other GET routes take no paging. */
const allRows = (path: string) => (path === '/api/transactions' ? { pageSize: 200 } : {});
/** "/api/documents/:id/download" -> "documents". */
const collectionOf = (path: string) => path.replace(/^\/api\//, '').replace(/\/:id(\/.*)?$/, '');
/** A valid body for a POST to a row's own route (/api/conversations/:id/messages), from the examples. */
const postBodyFor = (routePath: string) =>
  exampleRequests[`POST ${routePath.replace(':id', '{id}')}`]?.body ?? {};
const patchFor = (collection: string) =>
  resources.find((r) => r.path === collection || r.aliases?.includes(collection))?.patch ?? {};

describe.each(testDatabaseKinds())('every route, as another user, on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let demo: TestAgent;
  let stranger: TestAgent;
  let routes: Route[];
  /** Every list of the demo family, by collection path, before the walk. */
  const before = new Map<string, unknown>();

  const familyIds = (body: unknown): string[] => {
    const rows = Array.isArray(body) ? body : ((body as { items?: unknown[] }).items ?? []);
    return rows.map((row) => (row as { id: string }).id);
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options, { seedDemo: true });
    demo = request.agent(app.getHttpServer());
    await demo.post('/api/auth/login').send({ username: DEMO_USERNAME, password: DEMO_PASSWORD }).expect(200);
    stranger = (await signUp(app, 'stranger')).agent;
    // The demo family has no uploaded documents: give it one to be walked like every other row.
    await demo
      .post('/api/documents')
      .field('category', 'estate')
      .attach('file', pdfFile(), 'will.pdf')
      .expect(201);
    // Nor a CSV import waiting to be imported.
    await demo
      .post('/api/imports')
      .field('kind', 'transactions')
      .attach(
        'file',
        Buffer.from('date,merchant,amount,account\r\n2026-01-02,Coffee,-4.50,High-Yield Savings\r\n'),
        'statement.csv',
      )
      .expect(201);
    // Nor an assistant token (issue 33): the person's own, which another person's DELETE must not reach.
    await demo.post('/api/account/assistant-tokens').send({ name: 'Claude' }).expect(201);
    // Nor a recurring item or a planned event of its forecast (issue 36).
    for (const collection of ['recurring-items', 'planned-events'])
      await demo
        .post(`/api/${collection}`)
        .send(await resourceFixture(collection).validBody(demo))
        .expect(201);
    routes = listRoutes(app).filter(
      (route) => route.path.startsWith('/api/') && !route.path.startsWith('/api/docs'),
    );
    for (const route of routes) {
      if (route.method === 'GET' && !route.path.includes(':') && !sharedOfficeRoute(route.path)) {
        before.set(route.path, (await demo.get(route.path).query(allRows(route.path)).expect(200)).body);
      }
    }
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('needs a session everywhere but the public routes', async () => {
    const open: string[] = [];
    for (const route of routes) {
      const path = route.path.replace(':id', '00000000-0000-4000-8000-000000000000');
      const response = await request(app.getHttpServer())[route.method.toLowerCase() as 'get'](path).send({});
      if (response.status !== 401) open.push(key(route));
      else
        expect(response.body).toEqual({
          message: PENDING_SIGN_IN_ROUTES.includes(key(route))
            ? secondFactorMessages.pendingExpired
            : 'Not signed in',
        });
    }
    expect(open.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it("answers the family's ids with 404 and lists none of their rows", async () => {
    const walked: string[] = [];
    for (const route of routes) {
      if (PUBLIC_ROUTES.includes(key(route)) || route.path.startsWith('/api/auth/')) continue;
      if (sharedOfficeRoute(route.path)) continue;
      const collection = collectionOf(route.path);
      if (!route.path.includes('/:id')) {
        if (route.method !== 'GET') continue;
        // An export's kind is not a row: the stranger's export of each is theirs alone (their header only).
        if (route.path.includes(':kind')) {
          for (const kind of importKinds) {
            const text = (await stranger.get(route.path.replace(':kind', kind)).expect(200)).text;
            expect(text.trim().split('\r\n')).toHaveLength(1);
          }
          walked.push(key(route));
          continue;
        }
        const body = (await stranger.get(route.path).expect(200)).body;
        expect(familyIds(body)).toEqual([]);
        walked.push(key(route));
        continue;
      }
      const ids = familyIds(before.get(`/api/${collection}`));
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids.slice(0, 3)) {
        let path = route.path.replace(':id', id);
        // A placement's ledger entry (issue 36) is a row under the placement: the family's own entry.
        if (path.includes(':entryId')) {
          const entries = (await demo.get(`/api/${collection}/${id}/ledger`).expect(200)).body as {
            id: string;
          }[];
          if (!entries.length) continue;
          path = path.replace(':entryId', entries[0]!.id);
        }
        // A write carries a valid body, so the answer is about whose row it is, not about the body.
        const call =
          route.method === 'PATCH'
            ? stranger
                .patch(path)
                .send(route.path.includes(':entryId') ? { amount: '1.00' } : patchFor(collection))
            : route.method === 'POST'
              ? stranger.post(path).send(postBodyFor(route.path))
              : stranger[route.method.toLowerCase() as 'get' | 'delete'](path);
        const response = await call.expect(404);
        expect(JSON.stringify(response.body)).not.toContain(id);
      }
      walked.push(key(route));
    }
    // Every collection was walked: list, read, update and delete.
    expect(walked.length).toBeGreaterThanOrEqual(4 * 15);
  });

  it('leaves the family exactly as it was', async () => {
    for (const [path, body] of before) {
      expect((await demo.get(path).query(allRows(path)).expect(200)).body).toEqual(body);
    }
  });

  it("stores a client-sent userId as the session user's, never another's", async () => {
    const demoId = (await demo.get('/api/auth/me').expect(200)).body.id;
    const placement = {
      userId: demoId,
      name: 'Planted Fund',
      sponsor: 'Someone',
      investmentDate: '2024-01-01',
      initialInvestment: '1',
      currentValue: '1',
    };
    const created = (await stranger.post('/api/private-placements').send(placement).expect(201)).body;
    expect(created.userId).not.toBe(demoId);
    expect(familyIds((await demo.get('/api/private-placements').expect(200)).body)).not.toContain(created.id);
  });
});
