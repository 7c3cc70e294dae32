import { ServiceLifecycle } from '@heirloom/server';
import type { HttpApp } from '@heirloom/server';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';

describe.each(testDatabaseKinds())('GET /api/health on %s', (kind) => {
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

  it('answers 200 when the database answers', async () => {
    const response = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up' });
    // The production HTTP configuration is in place: helmet's headers, no caching.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    const ready = await request(app.getHttpServer()).get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 once the database is gone', async () => {
    await app.get(DataSource).destroy();
    const response = await request(app.getHttpServer()).get('/api/health').expect(503);
    expect(response.body).toEqual({ status: 'error', database: 'down' });
    // A database outage makes the API unready, never dead.
    await request(app.getHttpServer()).get('/api/health/live').expect(200);
  });

  it('says it is shutting down once the process drains; liveness still answers', async () => {
    const server = app.getHttpServer();
    app.get(ServiceLifecycle).startDraining();
    expect((await request(server).get('/api/health/ready').expect(503)).body).toEqual({
      status: 'shutting-down',
      database: 'down',
    });
    await request(server).get('/api/health').expect(503);
    expect((await request(server).get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
  });
});
