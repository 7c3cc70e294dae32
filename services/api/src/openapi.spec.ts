// The committed document (services/api/openapi.json) is what the code generates, with examples that are
// what the API answers the demo family (services/api/openapi.examples.json): a change of the contract or
// of an answer shows up as a diff of those files. `npm run openapi` rewrites both (OPENAPI_WRITE=1).
import { readFileSync, writeFileSync } from 'node:fs';
import { jest } from '@jest/globals';
import type { OpenApiExamples } from '@heirloom/server';
import { exampleProblems } from '@heirloom/server/src/testing/openapi-examples';
import type { OpenApiDocument } from '@heirloom/server/src/testing/openapi-conformance';
import type { HttpApp } from '@heirloom/server';
import request from 'supertest';
import { buildOpenApiDocument } from './app';
import { captureApiExamples, EXAMPLE_CLOCK, HOW_TO_ADD_AN_EXAMPLE } from './testing/openapi-examples';
import { createTestApp } from './testing/test-app';
import { openTestDatabase, type TestDatabase } from './testing/test-databases';

export const OPENAPI_FILE = new URL('../openapi.json', import.meta.url);
const EXAMPLES_FILE = new URL('../openapi.examples.json', import.meta.url);
const write = process.env.OPENAPI_WRITE === '1';
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

describe('the committed OpenAPI document', () => {
  let database: TestDatabase;
  let app: HttpApp;

  beforeAll(async () => {
    // Only Date is frozen (timers run): the family's "today" and every stored timestamp are fixed.
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
    app = await createTestApp(database.options, { seedDemo: true });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    jest.useRealTimers();
  });

  it('is the one the code serves at /api/docs/json (npm run openapi rewrites it)', async () => {
    const { body } = await request(app.getHttpServer()).get('/api/docs/json').expect(200);
    const committed = readFileSync(OPENAPI_FILE, 'utf8');
    if (!write) expect(json(body)).toBe(committed);
  });

  it('has an example for every request body and success answer, each what the API answers the demo family', async () => {
    const { examples, problems } = await captureApiExamples(
      app,
      buildOpenApiDocument(app, {}) as unknown as OpenApiDocument,
      (now) => jest.setSystemTime(now),
    );
    expect(problems).toEqual([]);
    const document = buildOpenApiDocument(app, examples);
    if (write) {
      writeFileSync(EXAMPLES_FILE, json(examples));
      writeFileSync(OPENAPI_FILE, json(document));
    }
    // On a difference, run `npm run openapi` and review the diff of services/api/openapi*.json.
    expect(examples).toEqual(JSON.parse(readFileSync(EXAMPLES_FILE, 'utf8')) as OpenApiExamples);
    expect(json(document)).toBe(readFileSync(OPENAPI_FILE, 'utf8'));
    // Every route of the API is asked once (about 200, sign-ins and passkey ceremonies among them):
    // seconds alone, more beside the other suites on two cores.
  }, 120_000);

  it('whose examples all validate against their own schemas', () => {
    const committed = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument;
    expect(exampleProblems(committed, HOW_TO_ADD_AN_EXAMPLE)).toEqual([]);
  });
});
