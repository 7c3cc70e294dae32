// The committed document (services/ai/openapi.json) is what the code generates; `npm run openapi`
// rewrites it (OPENAPI_WRITE=1), so a change of the AI's contract is a reviewable diff.
import { readFileSync, writeFileSync } from 'node:fs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp } from './testing/test-app';

const OPENAPI_FILE = new URL('../openapi.json', import.meta.url);

describe('the committed OpenAPI document of the AI service', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('is the one served at /api/ai/docs/json, chat, its stream, reviews and generation included', async () => {
    const { body } = await request(app.getHttpServer()).get('/api/ai/docs/json').expect(200);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/ai/chat',
        '/api/ai/chat/stream',
        '/api/ai/review',
        '/api/recommendations/generate',
      ]),
    );
    const generated = `${JSON.stringify(body, null, 2)}\n`;
    if (process.env.OPENAPI_WRITE === '1') writeFileSync(OPENAPI_FILE, generated);
    expect(generated).toBe(readFileSync(OPENAPI_FILE, 'utf8'));
  });
});
