// The committed document (services/ai/openapi.json) is what the code generates, with examples that are
// what the service answers the demo family (services/ai/openapi.examples.json): the family is loaded by
// an API test app on the same frozen clock, which this service reads through as in production.
// `npm run openapi` rewrites both files (OPENAPI_WRITE=1), so a change of the AI's contract is a diff.
import { readFileSync, writeFileSync } from 'node:fs';
import { jest } from '@jest/globals';
import type { OpenApiExamples } from '@heirloom/server';
import type { OpenApiDocument } from '@heirloom/server/src/testing/openapi-conformance';
import { captureExamples, exampleProblems } from '@heirloom/server/src/testing/openapi-examples';
import type { HttpApp } from '@heirloom/server';
import request from 'supertest';
// The API as the AI's data source, in this process so both share the frozen clock (test code only).
import {
  demoCookie,
  demoFamilyIds,
  EXAMPLE_CLOCK,
  EXAMPLE_WRITE_CLOCK,
} from '../../api/src/testing/openapi-examples';
import { createTestApp as createApiTestApp } from '../../api/src/testing/test-app';
import { openTestDatabase, type TestDatabase } from '../../api/src/testing/test-databases';
import { buildAiOpenApiDocument } from './openapi';
import { exampleRequests, HOW_TO_ADD_AN_EXAMPLE } from './testing/example-requests';
import { createTestApp } from './testing/test-app';

const OPENAPI_FILE = new URL('../openapi.json', import.meta.url);
const EXAMPLES_FILE = new URL('../openapi.examples.json', import.meta.url);
const write = process.env.OPENAPI_WRITE === '1';
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

describe('the committed OpenAPI document of the AI service', () => {
  let database: TestDatabase;
  let api: HttpApp;
  let app: HttpApp;

  beforeAll(async () => {
    // Only Date is frozen (timers run): the family's "today", the analyst's and every timestamp are fixed.
    jest.useFakeTimers({
      now: EXAMPLE_CLOCK,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    database = await openTestDatabase('sqlite');
    api = await createApiTestApp(database.options, { seedDemo: true });
    await api.listen(0, '127.0.0.1');
    app = await createTestApp({ apiUrl: (await api.getUrl()).replace('[::1]', '127.0.0.1') });
  });

  afterAll(async () => {
    await app?.close();
    await api?.close();
    await database?.drop();
    jest.useRealTimers();
  });

  it('is the one served at /api/ai/docs/json, chat, its stream, reviews and generation included', async () => {
    const ui = await request(app.getHttpServer()).get('/api/ai/docs').expect(200);
    // No page of the site may be framed, the documentation's neither (issue 34's probe).
    expect(ui.headers['x-frame-options']).toBe('DENY');
    expect(ui.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    const { body } = await request(app.getHttpServer()).get('/api/ai/docs/json').expect(200);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/ai/chat',
        '/api/ai/chat/stream',
        '/api/ai/review',
        '/api/recommendations/generate',
      ]),
    );
    if (!write) expect(json(body)).toBe(readFileSync(OPENAPI_FILE, 'utf8'));
  });

  it('has an example for every request body and success answer, each what the service answers the demo family', async () => {
    const { examples, problems } = await captureExamples(
      app.getHttpServer(),
      buildAiOpenApiDocument(app, {}) as unknown as OpenApiDocument,
      {
        cookie: await demoCookie(api.getHttpServer()),
        requests: exampleRequests,
        fixedIds: demoFamilyIds(),
        beforeWrites: () => jest.setSystemTime(EXAMPLE_WRITE_CLOCK),
        howToAdd: HOW_TO_ADD_AN_EXAMPLE,
      },
    );
    expect(problems).toEqual([]);
    const document = buildAiOpenApiDocument(app, examples);
    if (write) {
      writeFileSync(EXAMPLES_FILE, json(examples));
      writeFileSync(OPENAPI_FILE, json(document));
    }
    // On a difference, run `npm run openapi` and review the diff of services/ai/openapi*.json.
    expect(examples).toEqual(JSON.parse(readFileSync(EXAMPLES_FILE, 'utf8')) as OpenApiExamples);
    expect(json(document)).toBe(readFileSync(OPENAPI_FILE, 'utf8'));
  });

  it('whose examples all validate against their own schemas', () => {
    const committed = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument;
    expect(exampleProblems(committed, HOW_TO_ADD_AN_EXAMPLE)).toEqual([]);
  });
});
