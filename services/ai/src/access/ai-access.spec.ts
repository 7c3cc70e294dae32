// Every AI route answers a refusal of the API as the API gave it (403 and its message, not a 500 or a
// generic error), and refuses itself, by the contract's decideAccess, what the caller may not use: a
// professional gets none of the household's routes and the refinance view only with Real Estate
// (issue 31). The API here is a stand-in that says who each cookie is and refuses every data call.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  accessMessages,
  secondFactorMessages,
  type AccessContext,
  type AreaLevels,
  type FamilySnapshot,
} from '@heirloom/contracts';
import { configureApp, createTestHttpApp, type HttpApp } from '@heirloom/server';
import { OpenApiConformance, type OpenApiDocument } from '@heirloom/server/src/testing/openapi-conformance';
import { WireSchemaCheck } from '@heirloom/server/src/testing/wire-schemas';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { AppModule } from '../app.module';
import { aiConfigFromEnv } from '../config/ai.config';
import { buildAiOpenApiDocument, setUpAiOpenApi } from '../openapi';

const household = (role: 'owner' | 'viewer'): AccessContext => ({
  kind: 'family',
  familyId: 'family-1',
  familyName: 'The Family',
  role,
  areas: null,
  endsAt: null,
});
const professional = (areas: AreaLevels): AccessContext => ({
  kind: 'professional',
  familyId: 'family-1',
  familyName: 'The Family',
  role: 'professional',
  areas,
  endsAt: '2099-01-01',
});

/** Who each session is, as the API's GET /api/auth/me answers. */
const people: Record<string, AccessContext> = {
  owner: household('owner'),
  cpa: professional({ tax: 'notes', private_investments: 'notes' }),
  appraiser: professional({ real_estate: 'read' }),
  cut: household('owner'),
  // A member of a family that requires a second factor, signed in without passing one (issue 32).
  unverified: household('owner'),
};
/** Me.secondFactor, where a session's differs from "nothing required". */
const secondFactors: Record<string, unknown> = {
  unverified: { enrolled: false, verified: false, requiredBecause: secondFactorMessages.family },
};

/** The routes of the AI service, each with a valid request. */
const routes: ReadonlyArray<[method: 'get' | 'post', path: string, body?: object]> = [
  ['post', '/api/ai/chat', { message: 'What is my net worth?' }],
  ['post', '/api/ai/chat/stream', { message: 'What is my net worth?' }],
  ['post', '/api/ai/chat/prepare'],
  ['post', '/api/ai/review', { area: 'estate' }],
  ['post', '/api/recommendations/generate'],
  ['get', '/api/ai/refinance/mortgage-1'],
];

describe('the AI routes and access', () => {
  let api: http.Server;
  let app: HttpApp;
  /** The API calls made, "<session> <METHOD> <path>", me calls left out. */
  let calls: string[];

  beforeAll(async () => {
    api = http.createServer((req, res) => {
      const session = /hl_session=(\w+)/.exec(req.headers.cookie ?? '')?.[1] ?? '';
      const person = people[session];
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (!person) return answer(401, { message: 'Not signed in' });
      if (req.url === '/api/auth/me')
        return answer(200, {
          id: `person-${session}`,
          username: session,
          access: person,
          ...(secondFactors[session] ? { secondFactor: secondFactors[session] } : {}),
        });
      calls.push(`${session} ${req.method} ${req.url}`);
      // A snapshot cut to a professional's areas, answered to a household route by mistake.
      if (session === 'cut' && req.url === '/api/family') return answer(200, cutSnapshot);
      if (session === 'cut' && req.method === 'POST' && req.url === '/api/limits/ai') {
        res.writeHead(204);
        return res.end();
      }
      // The API's guard: this person's access ended (revoked between two calls, say).
      answer(403, { message: accessMessages.ended });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const config = {
      ...aiConfigFromEnv({}),
      apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    };
    const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] }).compile();
    app = await createTestHttpApp(moduleRef, config, (nest) => {
      // Answers are held to the document this code generates (the committed one is rewritten by
      // `npm run openapi`), and to the routes' zod schemas.
      new OpenApiConformance(buildAiOpenApiDocument(nest) as unknown as OpenApiDocument).install(
        nest.getHttpAdapter().getInstance(),
      );
      nest.useGlobalInterceptors(new WireSchemaCheck());
      configureApp(nest);
      setUpAiOpenApi(nest);
    });
  });

  beforeEach(() => {
    calls = [];
  });

  afterAll(async () => {
    await app?.close();
    api.closeAllConnections();
    await new Promise((resolve) => api.close(resolve));
  });

  const send = (session: string, [method, path, body]: (typeof routes)[number]) => {
    const call = request(app.getHttpServer())[method](path).set('Cookie', `hl_session=${session}`);
    return body ? call.send(body) : call;
  };

  it.each(routes)("answers the API's 403 as a 403 with its message: %s %s", async (...route) => {
    const response = await send('owner', route);
    expect([response.status, response.body]).toEqual([403, { message: accessMessages.ended }]);
    expect(response.headers['content-type']).toContain('application/json');
    // The refusal came from the API: the route did ask it.
    expect(calls.length).toBeGreaterThan(0);
  });

  it.each(routes.filter(([, path]) => !path.startsWith('/api/ai/refinance')))(
    'refuses a professional the household route %s %s without reading the family',
    async (...route) => {
      const response = await send('cpa', route);
      expect([response.status, response.body]).toEqual([403, { message: accessMessages.notShared }]);
      expect(calls).toEqual([]);
    },
  );

  it('lets a professional with Real Estate ask the refinance view, refuses one without', async () => {
    const refinance = routes.find(([, path]) => path.startsWith('/api/ai/refinance'))!;
    const without = await send('cpa', refinance);
    expect([without.status, without.body]).toEqual([403, { message: accessMessages.notShared }]);
    expect(calls).toEqual([]);
    // With Real Estate the route reads the API (which here refuses: its answer is passed on).
    const granted = await send('appraiser', refinance);
    expect([granted.status, granted.body]).toEqual([403, { message: accessMessages.ended }]);
    expect(calls).toContain('appraiser GET /api/mortgages/mortgage-1');
  });

  it.each(routes)(
    'refuses a session that must first pass a second factor, with the reason: %s %s',
    async (...route) => {
      const response = await send('unverified', route);
      expect([response.status, response.body]).toEqual([
        403,
        { message: secondFactorMessages.family, reason: 'second-factor-required' },
      ]);
      expect(calls).toEqual([]);
    },
  );

  it('never analyses a family snapshot cut to some areas', async () => {
    const response = await send('cut', ['post', '/api/ai/chat/prepare']);
    expect([response.status, response.body]).toEqual([403, { message: accessMessages.notShared }]);
    expect(calls).toEqual(['cut GET /api/family']);
  });
});

const noFigures = {
  liquidAssets: null,
  nonLiquidAssets: '100.00',
  realEstateValue: null,
  mortgageBalance: null,
  realEstateEquity: null,
  netWorth: null,
  creditOwed: null,
  totalLiabilities: null,
  creditLimit: null,
  creditUtilization: null,
  totalCoverage: null,
  lifeCoverage: null,
  investmentValue: null,
  holdingsCostBasis: null,
  holdingsValue: null,
  totalReturn: null,
  totalReturnPercent: null,
};

const cutSnapshot: FamilySnapshot = {
  asOf: new Date().toISOString().slice(0, 10),
  figures: noFigures,
  accounts: [],
  holdings: [],
  budgets: [],
  properties: [],
  mortgages: [],
  insurance: [],
  estateDocuments: [],
  beneficiaries: [],
  taxDocuments: [],
  professionals: [],
  privatePlacements: [],
  businesses: [],
  k1Documents: [],
  recommendations: [],
  spending: null,
};
