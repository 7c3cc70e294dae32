import { ServiceLifecycle } from '@heirloom/server';
import type { HttpApp } from '@heirloom/server';
import request from 'supertest';
import { createTestApp } from '../../testing/test-app';

describe('GET /api/ai/health', () => {
  let app: HttpApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('answers 200 ok with security headers', async () => {
    const response = await request(app.getHttpServer()).get('/api/ai/health').expect(200);
    expect(response.body).toEqual({ status: 'ok' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('turns readiness false when the process shuts down; liveness stays', async () => {
    const server = app.getHttpServer();
    await request(server).get('/api/ai/health/ready').expect(200);
    app.get(ServiceLifecycle).startDraining();
    expect((await request(server).get('/api/ai/health/ready').expect(503)).body).toEqual({
      status: 'shutting-down',
    });
    await request(server).get('/api/ai/health').expect(503);
    expect((await request(server).get('/api/ai/health/live').expect(200)).body).toEqual({ status: 'ok' });
  });

  it('answers unknown routes and malformed JSON in the shared error shape', async () => {
    const missing = await request(app.getHttpServer()).get('/api/ai/nope').expect(404);
    expect(missing.body).toEqual({ message: 'Cannot GET /api/ai/nope' });
    const malformed = await request(app.getHttpServer())
      .post('/api/ai/health')
      .set('Content-Type', 'application/json')
      .send('{"oops":')
      .expect(400);
    expect(malformed.body).toEqual({ message: 'Malformed JSON in request body' });
  });
});
