// The HTTP setup every NestJS service shares, in production and in tests alike: the /api prefix,
// security headers, the cross-site (CSRF) check, trusted proxies, the JSON body limit, the global
// validation pipe and error filter, and starting to listen with clean shutdown.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DynamicModule, INestApplication, LoggerService, Provider, Type } from '@nestjs/common';
import { APP_FILTER, APP_PIPE, HttpAdapterHost, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { exitOnSignals, gracefulShutdown, type ShutdownOptions } from './graceful-shutdown';
import { describeError } from './http-error';
import { HttpExceptionFilter, type OutageClassifier } from './http-exception.filter';
import { CROSS_SITE_REFUSED, isCrossSite, requestHost } from './same-origin';
import { SchemaValidationPipe } from './schema-validation.pipe';
import { bytesOf, type ServiceConfig } from './service-config';

/** A Nest service on Fastify: what createHttpApp builds and the test apps mirror. */
export type HttpApp = NestFastifyApplication;
export type HttpRequest = FastifyRequest;
export type HttpReply = FastifyReply;

export const GLOBAL_PREFIX = 'api';

/** Nest application options; the JSON parser is registered by configureApp with our limit. */
export const NEST_APP_OPTIONS = { bodyParser: false } as const;

export interface GlobalHttpOptions {
  /** Recognises a failure that means a dependency is down (the API's database): answered 503. */
  outage?: OutageClassifier;
}

/** The app module's providers for the global schema validation pipe and the one error shape. */
export function globalHttpProviders(
  config: Pick<ServiceConfig, 'jsonBodyLimit'>,
  { outage }: GlobalHttpOptions = {},
): Provider[] {
  return [
    { provide: APP_PIPE, useClass: SchemaValidationPipe },
    {
      provide: APP_FILTER,
      useFactory: (adapterHost: HttpAdapterHost) =>
        new HttpExceptionFilter(adapterHost, config.jsonBodyLimit, outage),
      inject: [HttpAdapterHost],
    },
  ];
}

/**
 * The Fastify adapter every service runs on (production and tests alike). Fastify rather than Express: on
 * the same route, Nest on Fastify answers about four times the requests Nest on Express does on this
 * machine (docs/benchmarks.md, What each measure bought), and the framework was most of the API's cost.
 */
export function httpAdapter(config: Pick<ServiceConfig, 'trustProxy' | 'jsonBodyLimit'>): FastifyAdapter {
  return new FastifyAdapter({
    // Which hops may set X-Forwarded-*: request.ip is the visitor's address behind the gateway only.
    trustProxy: trustedHops(config.trustProxy),
    bodyLimit: bytesOf(config.jsonBodyLimit),
    // The API logs each answered request from a hook of its own (logging.module.ts); Fastify's
    // logger would write them twice.
    logger: false,
    genReqId: requestIdOf,
  });
}

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The caller's request id when it is a plausible one (the gateway or an ingress may set it, so one id
 * follows a request across services), else a fresh uuid. Every log line of the request carries it and
 * the answer echoes it in X-Request-Id.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
}

/** TRUST_PROXY as a trust function: a number is that many hops (as Express read it), else addresses. */
function trustedHops(
  trust: ServiceConfig['trustProxy'],
): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/**
 * The headers helmet sets on every answer, computed once from helmet itself (its defaults are the
 * policy), plus no-store: answers carry a family's data, no browser or shared cache may keep them.
 * Two defaults are changed (issue 34): no page here may be framed, not even by this origin (the API
 * documents' pages included), and no HSTS: a service answers plain http behind the gateway, which
 * sends HSTS itself when the site is reached over https.
 */
function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  helmet({
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    contentSecurityPolicy: { directives: { frameAncestors: ["'none'"] } },
  })({ headers: {} } as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  headers['cache-control'] = 'no-store';
  return headers;
}

/** A JSON body may be empty (a bodiless POST with the JSON content type): that is no body, not an error. */
function emptyTolerantJson(instance: FastifyInstance) {
  const parse = instance.getDefaultJsonParser('error', 'error');
  return (
    request: FastifyRequest,
    body: string | Buffer,
    done: (error: Error | null, body?: unknown) => void,
  ) => (body.length === 0 ? done(null, undefined) : parse(request, body as string, done));
}

/**
 * HTTP concerns shared by production and tests: prefix, security headers, the cross-site check, body
 * parsing. Proxies and the body limit are the adapter's (httpAdapter).
 */
export function configureApp(
  app: HttpApp,
  { publicOrigins = [] }: Partial<Pick<ServiceConfig, 'publicOrigins'>> = {},
): HttpApp {
  app.setGlobalPrefix(GLOBAL_PREFIX);
  const instance = app.getHttpAdapter().getInstance();
  const headers = securityHeaders();
  instance.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers).header('X-Request-Id', request.id);
    // Before the body is read and any handler runs: a cross-site write is refused without reading it.
    if (isCrossSite(request.method, request.headers.origin, requestHost(request.headers), publicOrigins)) {
      void reply.code(403).send(CROSS_SITE_REFUSED);
      return;
    }
    done();
  });
  instance.removeContentTypeParser('application/json');
  instance.addContentTypeParser('application/json', { parseAs: 'string' }, emptyTolerantJson(instance));
  // Every other type reaches the handler unread: uploads stream the raw request (busboy), and any
  // other body is no body, refused by the route's validation with its field messages.
  instance.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  return app;
}

/** The production app: `module` (the service's AppModule) on Fastify, configured by configureApp. */
export async function createHttpApp(
  module: Type | DynamicModule,
  config: Pick<ServiceConfig, 'trustProxy' | 'jsonBodyLimit'> & Partial<Pick<ServiceConfig, 'publicOrigins'>>,
): Promise<HttpApp> {
  const app = await NestFactory.create<HttpApp>(module, httpAdapter(config), NEST_APP_OPTIONS);
  return configureApp(app, config);
}

/**
 * A testing module's app on the same adapter and configuration as production, ready to take requests
 * (supertest on `app.getHttpServer()`). `configure` is what the service's production set-up applies
 * (configureApp by default), plus whatever a suite checks.
 */
export async function createTestHttpApp(
  moduleRef: {
    createNestApplication<T extends INestApplication>(adapter: FastifyAdapter, options?: object): T;
  },
  config: Pick<ServiceConfig, 'trustProxy' | 'jsonBodyLimit'> & Partial<Pick<ServiceConfig, 'publicOrigins'>>,
  configure: (app: HttpApp) => void = (app) => void configureApp(app, config),
): Promise<HttpApp> {
  const app = moduleRef.createNestApplication<HttpApp>(httpAdapter(config), {
    ...NEST_APP_OPTIONS,
    logger: false,
  });
  configure(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

/**
 * Starts serving. SIGTERM/SIGINT then shut down gracefully (graceful-shutdown.ts): readiness false,
 * in-flight requests finished, the modules (the database) closed, exit 0. Its bounds come from the
 * service's table (shutdownEnv), checked at start with the rest.
 */
export async function listen(
  app: INestApplication,
  config: Pick<ServiceConfig, 'port' | 'host'> & { shutdown: ShutdownOptions },
): Promise<void> {
  exitOnSignals(gracefulShutdown(app, config.shutdown), config.shutdown);
  await app.listen(config.port, config.host);
}

/** Runs an entry point's work; a failure is logged with its stack and exits the process with 1. */
export function runOrExit(logger: LoggerService, work: () => Promise<void>): void {
  work().catch((error: unknown) => {
    logger.error(describeError(error));
    process.exit(1);
  });
}
