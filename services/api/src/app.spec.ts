import { Writable } from 'node:stream';
import type { HttpApp } from '@heirloom/server';
import request from 'supertest';
import { createTestApp } from './testing/test-app';
import { openTestDatabase, type TestDatabase } from './testing/test-databases';

describe('the API app', () => {
  let database: TestDatabase;
  let app: HttpApp;
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });

  beforeAll(async () => {
    database = await openTestDatabase('sqlite');
    app = await createTestApp(database.options, { logLevel: 'info', logDestination: destination });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  describe('logs', () => {
    const password = 'never-log-me-42';

    it('writes one JSON line per request with its id, and never a password or cookie', async () => {
      const server = app.getHttpServer();
      await request(server).post('/api/auth/register').send({ username: 'logged', password }).expect(201);
      const login = await request(server)
        .post('/api/auth/login')
        .send({ username: 'logged', password })
        .expect(200);
      const cookie = String(login.headers['set-cookie']).split(';')[0]!;
      const token = cookie.split('=')[1]!;
      const me = await request(server)
        .get('/api/auth/me')
        .set('Cookie', cookie)
        .set('Authorization', 'Bearer secret-token')
        .set('X-Request-Id', 'trace-123')
        .expect(200);
      expect(me.headers['x-request-id']).toBe('trace-123');
      await new Promise((resolve) => setImmediate(resolve));

      const entries = lines.map(
        (line) => JSON.parse(line) as { req?: { id?: string; url?: string; headers?: object } },
      );
      const meEntry = entries.find((entry) => entry.req?.url === '/api/auth/me');
      expect(meEntry?.req).toMatchObject({
        id: 'trace-123',
        headers: { cookie: '[Redacted]', authorization: '[Redacted]' },
      });
      const all = lines.join('\n');
      for (const secret of [password, token, 'secret-token']) expect(all).not.toContain(secret);
    });

    it('gives every request an id when the caller sends none (or a bad one)', async () => {
      const first = await request(app.getHttpServer()).get('/api/health').expect(200);
      const second = await request(app.getHttpServer())
        .get('/api/health')
        .set('X-Request-Id', 'bad id; drop')
        .expect(200);
      expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    });
  });

  describe('OpenAPI', () => {
    it('serves the UI and the document at /api/docs, without a session', async () => {
      const ui = await request(app.getHttpServer()).get('/api/docs').expect(200);
      expect(ui.headers['content-type']).toMatch(/html/);
      // No page of the site may be framed, the documentation's neither (issue 34's probe).
      expect(ui.headers['x-frame-options']).toBe('DENY');
      expect(ui.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      const { body } = await request(app.getHttpServer()).get('/api/docs/json').expect(200);
      expect(body.info.title).toBe('Heirloom API');
      expect(Object.keys(body.paths)).toEqual(
        expect.arrayContaining([
          '/api/accounts',
          '/api/accounts/{id}',
          '/api/estate',
          '/api/tax-documents',
          '/api/auth/login',
        ]),
      );
    });

    it('describes request bodies with the validation schemas', async () => {
      const { body } = await request(app.getHttpServer()).get('/api/docs/json').expect(200);
      const schema = body.paths['/api/accounts'].post.requestBody.content['application/json'].schema;
      expect(schema).toMatchObject({ type: 'object', additionalProperties: false });
      expect(Object.keys(schema.properties)).toEqual(
        expect.arrayContaining(['name', 'balance', 'accountType']),
      );
      const query = body.paths['/api/transactions'].get.parameters.map((p: { name: string }) => p.name);
      expect(query).toEqual(expect.arrayContaining(['page', 'pageSize', 'search', 'from', 'to']));
    });
  });

  it('sends security headers', async () => {
    const response = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
  });
});
