import type { HttpApp } from '@heirloom/server';
import request from 'supertest';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';

describe.each(testDatabaseKinds())('password rules of POST /api/auth/register on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const register = (username: string, password: string) =>
    request(app.getHttpServer()).post('/api/auth/register').send({ username, password });

  it.each([
    ['eight digits', '12345678', 'Password must be at least 12 characters'],
    [
      'twelve spaces',
      ' '.repeat(12),
      'Password must not be only repeated or sequential characters, like aaaa or 1234',
    ],
    [
      'a run of digits',
      '123456789012',
      'Password must not be only repeated or sequential characters, like aaaa or 1234',
    ],
    [
      'a top-100k password',
      'password1234',
      'This password is too common. Choose one that is harder to guess.',
    ],
    [
      'another top-100k password',
      'QwertyUiop12',
      'This password is too common. Choose one that is harder to guess.',
    ],
    ['one containing the username', 'i am Rosalind, hello', 'Password must not contain your username'],
    ['129 characters', 'x'.repeat(64) + 'y'.repeat(65), 'Password must be at most 128 characters'],
  ])('refuses %s with a field error', async (_, password, message) => {
    const response = await register('rosalind', password).expect(400);
    expect(response.body).toEqual({ message: 'Validation failed', errors: [{ path: 'password', message }] });
  });

  it('accepts a good password of 12 to 128 characters', async () => {
    await register('marie', 'radium and polonium').expect(201);
    await register('lise', 'fission, 1938').expect(201);
    const long = Array.from({ length: 32 }, (_, i) => `w${i + 10}.`).join('');
    expect(long).toHaveLength(128);
    await register('emmy', long).expect(201);
    await request(app.getHttpServer())
      .post('/api/auth/login')
      .send({ username: 'marie', password: 'radium and polonium' })
      .expect(200);
  });
});

describe('the seeded demo account', () => {
  it('keeps demo / demo1234, though sign-up would refuse that password', async () => {
    const database = await openTestDatabase('sqlite');
    const app = await createTestApp(database.options, { seedDemo: true });
    try {
      await request(app.getHttpServer())
        .post('/api/auth/login')
        .send({ username: 'demo', password: 'demo1234' })
        .expect(200);
      const refused = await request(app.getHttpServer())
        .post('/api/auth/register')
        .send({ username: 'demo2', password: 'demo1234' })
        .expect(400);
      expect(refused.body.errors).toEqual([
        { path: 'password', message: 'Password must be at least 12 characters' },
      ]);
    } finally {
      await app.close();
    }
  });
});
