// The limits the API keeps in its database (or Redis): the public forms per client address, and each
// user's AI quota the AI service spends through POST /api/limits/ai. Limited answers are 429 with
// Retry-After and a message saying how long to wait.
import { randomBytes } from 'node:crypto';
import type { HttpApp } from '@heirloom/server';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { signUp } from '../../testing/sessions';
import { exampleRequests } from '../../testing/example-requests';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';

describe.each(testDatabaseKinds())('limits on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  const server = () => app.getHttpServer();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options, {
      addressLimitsPerHour: { register: 3, contact: 2, newsletter: 2 },
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  function expectLimited(response: request.Response, message: RegExp) {
    expect(response.status).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.body.message).toMatch(message);
  }

  it('counts sign-ups per address in the database, and answers 429 past the limit', async () => {
    for (const username of ['first.one', 'second.one']) {
      await request(server())
        .post('/api/auth/register')
        .send({ username, password: 'one long password' })
        .expect(201);
    }
    // A refused sign-up (taken name) still spends a point: the limit is on attempts.
    await request(server())
      .post('/api/auth/register')
      .send({ username: 'first.one', password: 'one long password' })
      .expect(409);
    const limited = await request(server())
      .post('/api/auth/register')
      .send({ username: 'third.one', password: 'one long password' });
    expectLimited(
      limited,
      /^Too many accounts created from this address\. Please wait \d+ minutes? and try again\.$/,
    );
    // Counted in the database every replica shares, not in this process.
    const [{ n }] = await app.get(DataSource).query('SELECT COUNT(*) AS n FROM rate_limits');
    expect(Number(n)).toBeGreaterThan(0);
  });

  it('counts a failed sign-in of any length of username (keys stay within the table’s column)', async () => {
    await request(server())
      .post('/api/auth/login')
      .send({ username: 'x'.repeat(1_000), password: 'not it' })
      .expect(401);
  });

  it('limits contact requests and newsletter sign-ups per address', async () => {
    const contact = exampleRequests['POST /api/contact-requests']?.body as object;
    await request(server()).post('/api/contact-requests').send(contact).expect(201);
    await request(server()).post('/api/contact-requests').send(contact).expect(201);
    expectLimited(
      await request(server()).post('/api/contact-requests').send(contact),
      /^Too many requests sent from this address/,
    );

    const signup = { name: 'Claire Whitman', email: 'claire@example.com' };
    await request(server()).post('/api/newsletter/signup').send(signup).expect(202);
    await request(server()).post('/api/newsletter/signup').send(signup).expect(202);
    expectLimited(await request(server()).post('/api/newsletter/signup').send(signup), /^Too many sign-ups/);
  });

  it('spends the signed-in user’s own AI quota: 204 while some is left, then 429', async () => {
    const spend = { callsPerMinute: 3 };
    await request(server()).post('/api/limits/ai').send(spend).expect(401);
    // This address's sign-ups are spent: sign in as the users the first test registered.
    const agent = request.agent(server());
    await agent
      .post('/api/auth/login')
      .send({ username: 'first.one', password: 'one long password' })
      .expect(200);
    for (let i = 0; i < 3; i++) await agent.post('/api/limits/ai').send(spend).expect(204);
    expectLimited(await agent.post('/api/limits/ai').send(spend), /^Too many AI requests/);
    await agent.post('/api/limits/ai').send({ callsPerMinute: 0 }).expect(400);
    // Another user's quota is their own.
    const other = request.agent(server());
    await other
      .post('/api/auth/login')
      .send({ username: 'second.one', password: 'one long password' })
      .expect(200);
    await other.post('/api/limits/ai').send(spend).expect(204);
  });
});

// With REDIS_URL the same limits count in Redis, not in the database.
const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('limits in Redis (TEST_REDIS_URL)', () => {
  let database: TestDatabase;
  let app: HttpApp;

  beforeAll(async () => {
    database = await openTestDatabase('sqlite');
    app = await createTestApp(database.options, { redisUrl });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('spends a user’s AI quota there', async () => {
    // A new user each run: Redis keeps the counts between runs, for their minute.
    const username = `redis-${randomBytes(4).toString('hex')}`;
    const agent = await signUp(app, username);
    for (let i = 0; i < 2; i++)
      await agent.agent.post('/api/limits/ai').send({ callsPerMinute: 2 }).expect(204);
    const refused = await agent.agent.post('/api/limits/ai').send({ callsPerMinute: 2 }).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [{ n }] = await app.get(DataSource).query('SELECT COUNT(*) AS n FROM rate_limits');
    expect(Number(n)).toBe(0);
  });
});
