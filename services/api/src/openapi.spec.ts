// The committed document (services/api/openapi.json) is what the code generates: a change of the
// contract shows up as a diff of that file. `npm run openapi` rewrites it (OPENAPI_WRITE=1).
import { readFileSync, writeFileSync } from 'node:fs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp } from './testing/test-app';
import { openTestDatabase, type TestDatabase } from './testing/test-databases';

export const OPENAPI_FILE = new URL('../openapi.json', import.meta.url);

describe('the committed OpenAPI document', () => {
  let database: TestDatabase;
  let app: NestExpressApplication;

  beforeAll(async () => {
    database = await openTestDatabase('sqlite');
    app = await createTestApp(database.options);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('is the one the code serves at /api/docs/json (npm run openapi rewrites it)', async () => {
    const { body } = await request(app.getHttpServer()).get('/api/docs/json').expect(200);
    const generated = `${JSON.stringify(body, null, 2)}\n`;
    if (process.env.OPENAPI_WRITE === '1') writeFileSync(OPENAPI_FILE, generated);
    const committed = readFileSync(OPENAPI_FILE, 'utf8');
    // On a difference, run `npm run openapi` and review the diff of services/api/openapi.json.
    expect(generated).toBe(committed);
  });
});
