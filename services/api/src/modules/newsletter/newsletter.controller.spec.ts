import type { HttpApp } from '@heirloom/server';
import { getRepositoryToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { Repository } from 'typeorm';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { NewsletterSignupEntity } from './newsletter-signup.entity';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe.each(testDatabaseKinds())('POST /api/newsletter/signup on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let signups: Repository<NewsletterSignupEntity>;

  const post = (body: string | object) =>
    request(app.getHttpServer())
      .post('/api/newsletter/signup')
      .set('Content-Type', 'application/json')
      .send(typeof body === 'string' ? body : JSON.stringify(body));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    signups = app.get(getRepositoryToken(NewsletterSignupEntity));
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  beforeEach(async () => {
    await signups.clear();
  });

  it('stores the signup and answers 202 with what was sent, nothing stored', async () => {
    const before = Date.now();
    const response = await post({ name: '  Ada Lovelace ', email: 'Ada@Example.com' }).expect(202);

    expect(response.body).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com' });
    const rows = await signups.find();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(rows[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    // Stored and read back as UTC with milliseconds on both databases.
    expect(rows[0]!.signupDate.toISOString()).toMatch(ISO_TIMESTAMP);
    expect(rows[0]!.signupDate.getTime()).toBeGreaterThanOrEqual(before - 1);
  });

  it('answers a known address exactly as a new one, and stores nothing new', async () => {
    const fresh = await post({ name: 'Someone Else', email: 'grace@example.com' }).expect(202);
    await post({ name: 'Ada', email: 'ada@example.com' }).expect(202);
    const again = await post({ name: 'Someone Else', email: 'ADA@example.com' }).expect(202);

    expect(again.body).toEqual({ name: 'Someone Else', email: 'ada@example.com' });
    expect(Object.keys(again.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    expect(await signups.findBy({ email: 'ada@example.com' })).toEqual([
      expect.objectContaining({ name: 'Ada' }),
    ]);
  });

  it('fills in the signup date in the database when a row is written without one', async () => {
    await signups.insert({
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Import',
      email: 'import@example.com',
    });
    const row = await signups.findOneByOrFail({ email: 'import@example.com' });
    expect(Math.abs(row.signupDate.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('rejects a missing name', async () => {
    const response = await post({ email: 'ada@example.com' }).expect(400);
    expect(response.body).toEqual({
      message: 'Validation failed',
      errors: [{ path: 'name', message: 'Name is required' }],
    });
    expect(await signups.count()).toBe(0);
  });

  it('rejects a malformed email', async () => {
    const response = await post({ name: 'Ada', email: 'ada-at-example' }).expect(400);
    expect(response.body).toEqual({
      message: 'Validation failed',
      errors: [{ path: 'email', message: 'Enter a valid email address' }],
    });
  });

  it('rejects unknown fields', async () => {
    const response = await post({ name: 'Ada', email: 'ada@example.com', isAdmin: true }).expect(400);
    expect(response.body.errors).toEqual([{ path: 'isAdmin', message: 'Unknown field' }]);
    expect(await signups.count()).toBe(0);
  });

  it('rejects malformed JSON with 400, not 500', async () => {
    const response = await post('{"name": "Ada", "email": ').expect(400);
    expect(response.body).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('rejects a body that is not JSON', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/newsletter/signup')
      .type('form')
      .send('name=Ada&email=ada@example.com')
      .expect(400);
    expect(response.body.message).toBe('Validation failed');
  });

  it('rejects bodies over the limit with 413', async () => {
    const response = await post({ name: 'x'.repeat(150_000), email: 'ada@example.com' }).expect(413);
    expect(response.body).toEqual({ message: 'Request body is too large (limit 100kb)' });
  });

  it('answers unknown routes with a plain 404', async () => {
    const response = await request(app.getHttpServer()).get('/api/newsletter/nope').expect(404);
    expect(response.body).toEqual({ message: 'Cannot GET /api/newsletter/nope' });
  });

  // Last: it breaks the table for this suite.
  it('hides database failures behind a generic 500', async () => {
    await signups.query('DROP TABLE newsletter_signups');
    const response = await post({ name: 'Ada', email: 'ada@example.com' }).expect(500);
    expect(response.body).toEqual({ message: 'Internal server error' });
  });
});
