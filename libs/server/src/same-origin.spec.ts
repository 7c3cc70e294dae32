import express from 'express';
import request from 'supertest';
import { isCrossSite, refuseCrossSiteRequests } from './same-origin';

describe('isCrossSite', () => {
  it.each([
    ['POST', 'https://evil.example', 'heirloom.example', true],
    ['DELETE', 'http://localhost:3001', 'localhost:3000', true],
    ['PATCH', 'null', 'localhost:3000', true],
    ['POST', 'http://localhost:3000', 'localhost:3000', false],
    ['PUT', 'HTTP://LOCALHOST:3000', 'localhost:3000', false],
    ['POST', undefined, 'localhost:3000', false],
    ['GET', 'https://evil.example', 'localhost:3000', false],
  ])('%s from %s to %s: %s', (method, origin, host, expected) => {
    expect(isCrossSite(method, origin, host)).toBe(expected);
  });
});

describe('refuseCrossSiteRequests', () => {
  const app = express();
  app.use(refuseCrossSiteRequests);
  app.post('/thing', (_req, res) => {
    res.status(201).json({ ok: true });
  });

  it('refuses a foreign origin with 403 and the one error shape', async () => {
    const response = await request(app).post('/thing').set('Origin', 'https://evil.example').expect(403);
    expect(response.body).toEqual({ message: 'Cross-site request refused' });
  });

  it('compares with the forwarded host behind the gateway', async () => {
    await request(app)
      .post('/thing')
      .set('Origin', 'https://heirloom.example')
      .set('X-Forwarded-Host', 'heirloom.example')
      .expect(201);
    await request(app)
      .post('/thing')
      .set('Origin', 'https://evil.example')
      .set('X-Forwarded-Host', 'heirloom.example')
      .expect(403);
  });

  it('lets same-origin requests and requests without Origin through', async () => {
    await request(app).post('/thing').expect(201);
    const server = app.listen(0);
    try {
      const { port } = server.address() as { port: number };
      await request(server).post('/thing').set('Origin', `http://127.0.0.1:${port}`).expect(201);
    } finally {
      server.close();
    }
  });
});
