// Issue 31's proof for the AI service: every route of services/ai/openapi.json against every kind of
// caller, each cell with the status the access rules give it (the AI's routes are the household's, the
// refinance view Real Estate's; written out here by hand), and no answer carrying another family's or an
// ungranted area's data. The API runs in this process on a test database (SQLite, and MariaDB when
// TEST_MYSQL_URL is set), with its callers made by services/api/src/testing/access-callers.ts; the AI
// talks to it over HTTP with each caller's cookie, as in production.
import { readFileSync } from 'node:fs';
import { accessMessages, type AreaLevels } from '@heirloom/contracts';
import type { HttpApp } from '@heirloom/server';
import { freePort } from '@heirloom/server/src/testing/free-port';
import request from 'supertest';
import { AccessFixtures, dayFromToday } from '../../api/src/testing/access-callers';
import { createTestApp as createApiApp } from '../../api/src/testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../api/src/testing/test-databases';
import { createTestApp } from './testing/test-app';

const CALLERS = [
  'owner', // family A's owner
  'member', // family A's member
  'viewer', // family A's viewer
  'proArea', // a professional granted tax + private_investments at 'notes' by family A
  'proOther', // a professional granted insurance only by family A
  'proExpired', // tax + private_investments, ended yesterday
  'proRevoked', // tax + private_investments, revoked
  'otherFamily', // a member of family B
  'signedOut',
] as const;
type Caller = (typeof CALLERS)[number];

const AREAS_GRANTED: AreaLevels = { tax: 'notes', private_investments: 'notes' };
const OTHER_AREAS: AreaLevels = { insurance: 'notes' };

const MARKER = /MARK-FAM([AB])-([a-z_]+)/g;
function maySee(caller: Caller, family: string, area: string): boolean {
  if (caller === 'owner' || caller === 'member' || caller === 'viewer') return family === 'A';
  if (caller === 'proArea') return family === 'A' && area in AREAS_GRANTED;
  if (caller === 'proOther') return family === 'A' && area in OTHER_AREAS;
  if (caller === 'otherFamily') return family === 'B';
  return false;
}

/**
 * Expected statuses in CALLERS order: owner member viewer proArea proOther proExpired proRevoked
 * otherFamily signedOut. The chat, review and generation are POSTs of the household: a viewer (read
 * only) and every professional get 403; the refinance view is a read of Real Estate, which no
 * professional here has; family B's member reads family B (and gets 404 for family A's mortgage).
 */
const TABLE: ReadonlyArray<readonly [route: string, expected: string]> = [
  ['GET /api/ai/health', '200 200 200 200 200 200 200 200 200'],
  ['GET /api/ai/health/ready', '200 200 200 200 200 200 200 200 200'],
  ['GET /api/ai/health/live', '200 200 200 200 200 200 200 200 200'],
  ['GET /api/ai/capabilities', '200 200 200 200 200 200 200 200 200'],
  ['POST /api/ai/chat', '200 200 403 403 403 403 403 200 401'],
  ['POST /api/ai/chat/stream', '200 200 403 403 403 403 403 200 401'],
  ['POST /api/ai/chat/prepare', '204 204 403 403 403 403 403 204 401'],
  ['POST /api/ai/review', '200 200 403 403 403 403 403 200 401'],
  ['POST /api/recommendations/generate', '200 200 403 403 403 403 403 200 401'],
  ['GET /api/ai/refinance/{mortgageId}', '200 200 200 403 403 403 403 404 401'],
  // A session cookie is no assistant token (issue 33): src/mcp/mcp.controller.spec.ts proves the tokens.
  ['POST /api/ai/mcp', '401 401 401 401 401 401 401 401 401'],
];

/** What the owner's and family B's answers must carry, so an empty answer cannot pass. */
const MUST_SEE: Record<string, Partial<Record<Caller, string[]>>> = {
  'POST /api/ai/chat': { owner: ['MARK-FAMA-real_estate'], otherFamily: ['MARK-FAMB-real_estate'] },
};

const BODIES: Record<string, object> = {
  'POST /api/ai/chat': { message: 'Should I refinance any of my mortgages?' },
  'POST /api/ai/chat/stream': { message: 'Should I refinance any of my mortgages?' },
  'POST /api/ai/review': { area: 'real_estate' },
  'POST /api/ai/mcp': { jsonrpc: '2.0', id: 1, method: 'tools/list' },
};

interface OpenApi {
  paths: Record<string, Record<string, unknown>>;
}
const openapi = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8')) as OpenApi;
const documented = Object.entries(openapi.paths).flatMap(([path, item]) =>
  Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
);

describe.each(testDatabaseKinds())('the AI access table (the API on %s)', (kind) => {
  let database: TestDatabase;
  let api: HttpApp;
  let ai: HttpApp;
  const cookies = {} as Record<Caller, string | undefined>;
  const mortgageOf = {} as Record<'A' | 'B', string>;
  const failures: string[] = [];

  /** A family's rows, marked, written by its owner through the API. */
  async function seed(cookie: string, family: 'A' | 'B'): Promise<void> {
    const mark = (area: string) => `MARK-FAM${family}-${area}`;
    const post = async (path: string, body: object) => {
      const res = await request(api.getHttpServer()).post(path).set('Cookie', cookie).send(body);
      if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return (res.body as { id: string }).id;
    };
    await post('/api/accounts', {
      name: mark('accounts'),
      accountType: 'checking',
      institution: 'Chase',
      balance: '25000',
    });
    const property = await post('/api/properties', {
      address: `${mark('real_estate')} 1 Main St`,
      propertyType: 'primary_residence',
      purchasePrice: '500000',
      currentValue: '650000',
      purchaseDate: '2015-06-01',
    });
    mortgageOf[family] = await post('/api/mortgages', {
      propertyId: property,
      lender: `${mark('real_estate')}-lender`,
      originalAmount: '400000',
      currentBalance: '380000',
      interestRate: '7.625',
      monthlyPayment: '2900',
      startDate: '2023-06-01',
      maturityDate: '2053-06-01',
      loanType: '30-year fixed',
    });
    await post('/api/insurance', {
      policyType: 'life',
      provider: mark('insurance'),
      policyNumber: 'P-1',
      coverageAmount: '1000000',
      annualPremium: '1200',
      startDate: '2018-04-01',
    });
    await post('/api/tax-documents', {
      taxYear: '2024',
      documentType: '1040',
      totalIncome: '412000',
      totalTax: '98000',
      preparer: mark('tax'),
    });
    await post('/api/private-placements', {
      name: mark('private_investments'),
      sponsor: 'Summit Partners',
      investmentDate: '2021-05-01',
      initialInvestment: '100000',
      currentValue: '120000',
    });
    await post('/api/estate-documents', {
      documentType: 'last_will',
      title: mark('estate'),
      createdDate: '2017-03-01',
      lastUpdated: '2019-03-01',
    });
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    api = await createApiApp(database.options);
    const port = await freePort();
    await api.listen(port, '127.0.0.1');
    ai = await createTestApp({ apiUrl: `http://127.0.0.1:${port}`, chatRateLimitPerMinute: 1000 });

    const fx = new AccessFixtures(api);
    const familyA = await fx.family('The A family', 'owner-a');
    const familyB = await fx.family('The B family', 'owner-b');
    cookies.owner = await fx.cookie('owner-a', familyA, familyA);
    const ownerB = await fx.cookie('owner-b', familyB, familyB);
    for (const role of ['member', 'viewer'] as const) {
      const id = await fx.person(`${role}-a`);
      await fx.member(familyA, id, role);
      cookies[role] = await fx.cookie(`${role}-a`, id, familyA);
    }
    const memberB = await fx.person('member-b');
    await fx.member(familyB, memberB, 'member');
    cookies.otherFamily = await fx.cookie('member-b', memberB, familyB);

    const professional = await request(api.getHttpServer())
      .post('/api/professionals')
      .set('Cookie', cookies.owner)
      .send({ name: 'Dana Reyes', type: 'cpa' })
      .expect(201);
    const grants: [Caller, AreaLevels, string, boolean][] = [
      ['proArea', AREAS_GRANTED, dayFromToday(30), false],
      ['proOther', OTHER_AREAS, dayFromToday(30), false],
      ['proExpired', AREAS_GRANTED, dayFromToday(-1), false],
      ['proRevoked', AREAS_GRANTED, dayFromToday(30), true],
    ];
    for (const [caller, areas, endsAt, revoked] of grants) {
      const username = `${caller.toLowerCase()}-cpa`;
      const id = await fx.person(username, 'professional');
      await fx.grant({
        familyId: familyA,
        professionalId: (professional.body as { id: string }).id,
        granteeId: id,
        areas,
        endsAt,
        createdBy: familyA,
        revoked,
      });
      cookies[caller] = await fx.cookie(username, id, familyA);
    }
    cookies.signedOut = undefined;

    await seed(cookies.owner, 'A');
    await seed(ownerB, 'B');
  }, 120_000);

  afterAll(async () => {
    if (failures.length) console.log(`Failing AI cells (API on ${kind}):\n${failures.join('\n')}`);
    await ai?.close();
    await api?.close();
    await database?.drop();
  });

  it('has a row for every route of services/ai/openapi.json', () => {
    const rows = new Set(TABLE.map(([route]) => route));
    expect(documented.filter((route) => !rows.has(route))).toEqual([]);
  });

  for (const [route, expected] of TABLE) {
    it(route, async () => {
      const codes = expected.split(' ');
      expect(codes).toHaveLength(CALLERS.length);
      const [method, path] = route.split(' ') as [string, string];
      const problems: string[] = [];
      for (const [index, caller] of CALLERS.entries()) {
        const want = Number(codes[index]);
        const url = path.replace('{mortgageId}', mortgageOf.A);
        let call = request(ai.getHttpServer())[method.toLowerCase() as 'get'](url);
        const cookie = cookies[caller];
        if (cookie) call = call.set('Cookie', cookie);
        if (BODIES[route]) call = call.send(BODIES[route]);
        const res = await call.buffer(true).parse((stream, done) => {
          let text = '';
          stream.setEncoding('utf8');
          stream.on('data', (chunk: string) => (text += chunk));
          stream.on('end', () => done(null, text));
        });
        const text = typeof res.body === 'string' ? res.body : '';
        let message: string | undefined;
        try {
          message = (JSON.parse(text) as { message?: string }).message;
        } catch {
          message = undefined;
        }
        const cell = `${route} as ${caller}`;
        if (res.status !== want)
          problems.push(
            `${cell}: expected ${want}, got ${res.status} ${text.slice(0, 300).replace(/\s+/g, ' ')}`,
          );
        else if (res.status === 403 && !Object.values<string>(accessMessages).includes(message ?? ''))
          problems.push(`${cell}: 403 not from the access rules: ${text.slice(0, 200)}`);
        else if (
          res.status === 403 &&
          (caller === 'proExpired' || caller === 'proRevoked') &&
          message !== accessMessages.ended
        )
          problems.push(`${cell}: 403 should say "${accessMessages.ended}", says "${message}"`);
        // The text as a reader sees it: replies quote stored names escaped as markdown (asText), and
        // JSON and the stream escape those backslashes again ("real\\_estate").
        const shown = text.replace(/\\+([\\`*_{}[\]()#+\-.!<>|~&])/g, '$1');
        for (const marker of MUST_SEE[route]?.[caller] ?? [])
          if (!shown.includes(marker)) problems.push(`${cell}: ${res.status} answer lacks ${marker}`);
        const leaked = new Set<string>();
        for (const [marker, family, area] of shown.matchAll(MARKER))
          if (!maySee(caller, family!, area!)) leaked.add(marker);
        if (leaked.size) problems.push(`${cell}: ${res.status} answer carries ${[...leaked].join(', ')}`);
      }
      failures.push(...problems);
      expect(problems).toEqual([]);
    });
  }
});
