// The HTTP setup every NestJS service shares, in production and in tests alike: the /api prefix,
// security headers, the cross-site (CSRF) check, trusted proxies, the JSON body limit, the global
// validation pipe and error filter, and starting to listen with clean shutdown.
import type { DynamicModule, INestApplication, LoggerService, Provider, Type } from '@nestjs/common';
import { APP_FILTER, APP_PIPE, HttpAdapterHost, NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import {
  exitOnSignals,
  gracefulShutdown,
  shutdownOptionsFromEnv,
  type ShutdownOptions,
} from './graceful-shutdown';
import { describeError } from './http-error';
import { HttpExceptionFilter, type OutageClassifier } from './http-exception.filter';
import { refuseCrossSiteRequests } from './same-origin';
import { SchemaValidationPipe } from './schema-validation.pipe';
import type { ServiceConfig } from './service-config';

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

/** HTTP concerns shared by production and tests: prefix, security headers, proxies, body limit. */
export function configureApp(
  app: NestExpressApplication,
  config: Pick<ServiceConfig, 'trustProxy' | 'jsonBodyLimit'>,
): NestExpressApplication {
  app.setGlobalPrefix(GLOBAL_PREFIX);
  app.use(helmet());
  // Answers carry a family's data: no browser or shared cache may keep them.
  app.use(noStore);
  // Before the body parser and every handler: a cross-site write is refused without reading it.
  app.use(refuseCrossSiteRequests);
  app.set('trust proxy', config.trustProxy);
  app.useBodyParser('json', { limit: config.jsonBodyLimit });
  return app;
}

function noStore(_request: Request, response: Response, next: NextFunction): void {
  response.setHeader('Cache-Control', 'no-store');
  next();
}

/** The production app: `module` (the service's AppModule) on Express, configured by configureApp. */
export async function createHttpApp(
  module: Type | DynamicModule,
  config: Pick<ServiceConfig, 'trustProxy' | 'jsonBodyLimit'>,
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(module, NEST_APP_OPTIONS);
  return configureApp(app, config);
}

/**
 * Starts serving. SIGTERM/SIGINT then shut down gracefully (graceful-shutdown.ts): readiness false,
 * in-flight requests finished, the modules (the database) closed, exit 0.
 */
export async function listen(
  app: INestApplication,
  config: Pick<ServiceConfig, 'port' | 'host'>,
  shutdown: ShutdownOptions = shutdownOptionsFromEnv(),
): Promise<void> {
  exitOnSignals(gracefulShutdown(app, shutdown), shutdown);
  await app.listen(config.port, config.host);
}

/** Runs an entry point's work; a failure is logged with its stack and exits the process with 1. */
export function runOrExit(logger: LoggerService, work: () => Promise<void>): void {
  work().catch((error: unknown) => {
    logger.error(describeError(error));
    process.exit(1);
  });
}
