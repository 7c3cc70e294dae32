import { newsletterSignupSchema, type InsertNewsletterSignup } from '@heirloom/contracts';
import { jest } from '@jest/globals';
import { Body, Controller, Get, HttpException, HttpStatus, Logger, Module, Post, Req } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { createTestHttpApp, globalHttpProviders, type HttpApp, type HttpRequest } from './http-app';
import { serviceConfigFromEnv } from './service-config';
import { TooManyRequestsException } from './too-many-requests.exception';

@Controller('things')
class ThingsController {
  @Post()
  create(@Body({ schema: newsletterSignupSchema }) body: InsertNewsletterSignup): InsertNewsletterSignup {
    return body;
  }

  @Get('ip')
  ip(@Req() request: HttpRequest): { ip: string } {
    return { ip: request.ip };
  }

  @Get('busy')
  busy(): never {
    throw new TooManyRequestsException('Slow down', 42);
  }

  @Get('busy-somehow')
  busySomehow(): never {
    throw new HttpException('Too many', HttpStatus.TOO_MANY_REQUESTS);
  }

  @Get('boom')
  boom(): never {
    throw new Error('SELECT secret FROM vault');
  }

  @Get('database-down')
  databaseDown(): never {
    throw Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:3306'), { code: 'ECONNREFUSED' });
  }
}

const config = serviceConfigFromEnv(
  { TEST_PORT: '0' },
  { portVar: 'TEST_PORT', hostVar: 'TEST_HOST', defaultPort: 1 },
);

@Module({ controllers: [ThingsController], providers: globalHttpProviders(config) })
class ThingsModule {}

const outage = (error: unknown) =>
  (error as { code?: string }).code === 'ECONNREFUSED' ? 'The database is unavailable' : undefined;

@Module({ controllers: [ThingsController], providers: globalHttpProviders(config, { outage }) })
class ThingsWithDatabaseModule {}

describe('the shared HTTP app setup', () => {
  let app: HttpApp;
  const post = (body: string) =>
    request(app.getHttpServer()).post('/api/things').set('Content-Type', 'application/json').send(body);

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ imports: [ThingsModule] }).compile();
    app = await createTestHttpApp(moduleRef, config);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('serves under /api with security headers, no caching, and trusts the local gateway alone', async () => {
    const response = await post('{"name":" Ada ","email":"ADA@example.com"}').expect(201);
    expect(response.body).toEqual({ name: 'Ada', email: 'ada@example.com' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    // Never framed, and no HSTS from a service that answers plain http (the gateway sends it over https).
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toBeUndefined();
    // Behind the local gateway only: its X-Forwarded-For names the visitor, anyone else's is ignored.
    const seen = await request(app.getHttpServer())
      .get('/api/things/ip')
      .set('X-Forwarded-For', '203.0.113.9');
    expect(seen.body).toEqual({ ip: '203.0.113.9' });
  });

  it('refuses a cross-site write before reading it, and compares with the forwarded host', async () => {
    const refused = await post('{"name":"Ada","email":"ada@example.com"}').set(
      'Origin',
      'https://evil.example',
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Cross-site request refused' });
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    await post('{"name":"Ada","email":"ada@example.com"}')
      .set('Origin', 'https://heirloom.example')
      .set('X-Forwarded-Host', 'heirloom.example')
      .expect(201);
    await post('{"name":"Ada","email":"ada@example.com"}')
      .set('Origin', 'https://evil.example')
      .set('X-Forwarded-Host', 'heirloom.example')
      .expect(403);
    await request(app.getHttpServer())
      .get('/api/things/ip')
      .set('Origin', 'https://evil.example')
      .expect(200);
  });

  it('with PUBLIC_ORIGINS, takes the Origin from those alone, whatever the Host (DNS rebinding)', async () => {
    const listed = serviceConfigFromEnv(
      { TEST_PORT: '0', PUBLIC_ORIGINS: 'https://heirloom.example' },
      { portVar: 'TEST_PORT', hostVar: 'TEST_HOST', defaultPort: 1 },
    );
    const moduleRef = await Test.createTestingModule({ imports: [ThingsModule] }).compile();
    const site = await createTestHttpApp(moduleRef, listed);
    const write = () =>
      request(site.getHttpServer())
        .post('/api/things')
        .set('Content-Type', 'application/json')
        .send('{"name":"Ada","email":"ada@example.com"}');
    try {
      // A foreign name that resolves here names itself as both Origin and Host: refused.
      const rebound = await write().set('Origin', 'http://rebind.example').set('Host', 'rebind.example');
      expect(rebound.status).toBe(403);
      expect(rebound.body).toEqual({ message: 'Cross-site request refused' });
      // The site's own origin, whatever internal name the request reached the service by.
      await write().set('Origin', 'https://heirloom.example').set('Host', 'api:3100').expect(201);
    } finally {
      await site.close();
    }
  });

  it('takes an empty JSON body or another type as no body: the field messages, not a parser error', async () => {
    const empty = await post('').expect(400);
    expect(empty.body.message).toBe('Validation failed');
    const text = await request(app.getHttpServer())
      .post('/api/things')
      .set('Content-Type', 'text/plain')
      .send('name=Ada')
      .expect(400);
    expect(text.body.message).toBe('Validation failed');
  });

  it('gives every 429 a Retry-After: the one the limit says, else a minute', async () => {
    const said = await request(app.getHttpServer()).get('/api/things/busy').expect(429);
    expect(said.headers['retry-after']).toBe('42');
    expect(said.body).toEqual({ message: 'Slow down' });
    const unsaid = await request(app.getHttpServer()).get('/api/things/busy-somehow').expect(429);
    expect(unsaid.headers['retry-after']).toBe('60');
  });

  it('answers every failure in the one error shape', async () => {
    expect((await post('{"email":"nope"}').expect(400)).body).toEqual({
      message: 'Validation failed',
      errors: [
        { path: 'name', message: 'Name is required' },
        { path: 'email', message: 'Enter a valid email address' },
      ],
    });
    expect((await post('{"name":').expect(400)).body).toEqual({ message: 'Malformed JSON in request body' });
    expect((await post(JSON.stringify({ name: 'x'.repeat(150_000) })).expect(413)).body).toEqual({
      message: 'Request body is too large (limit 100kb)',
    });
    expect((await request(app.getHttpServer()).get('/api/nope').expect(404)).body).toEqual({
      message: 'Cannot GET /api/nope',
    });
    expect((await request(app.getHttpServer()).get('/api/things/boom').expect(500)).body).toEqual({
      message: 'Internal server error',
    });
  });

  it('logs a failure with its request id, so its line and the request line can be found together', async () => {
    const logged: string[] = [];
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown) => {
      logged.push(String(message));
    });
    try {
      const answer = await request(app.getHttpServer())
        .get('/api/things/boom')
        .set('X-Request-Id', 'trace-9');
      expect(answer.status).toBe(500);
      expect(answer.headers['x-request-id']).toBe('trace-9');
    } finally {
      error.mockRestore();
    }
    expect(logged).toEqual([
      expect.stringMatching(/^GET \/api\/things\/boom \(request trace-9\) failed: Error: SELECT secret/),
    ]);
  });
});

describe('a service that names its outages', () => {
  let app: HttpApp;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ imports: [ThingsWithDatabaseModule] }).compile();
    app = await createTestHttpApp(moduleRef, config);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('answers 503 with its message and a Retry-After, other failures as before', async () => {
    const down = await request(app.getHttpServer()).get('/api/things/database-down').expect(503);
    expect(down.body).toEqual({ message: 'The database is unavailable' });
    expect(down.headers['retry-after']).toBe('5');
    expect((await request(app.getHttpServer()).get('/api/things/boom').expect(500)).body).toEqual({
      message: 'Internal server error',
    });
  });
});
