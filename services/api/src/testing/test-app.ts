// The production app (same module, same HTTP configuration) on a test database.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestHttpApp, type HttpApp } from '@heirloom/server';
import { conformanceTo } from '@heirloom/server/src/testing/openapi-conformance';
import { WireSchemaCheck } from '@heirloom/server/src/testing/wire-schemas';
import { Test } from '@nestjs/testing';
import type { DestinationStream } from 'pino';
import type { DataSourceOptions } from 'typeorm';
import { configureApi } from '../app';
import { AppModule } from '../app.module';
import { apiConfigFromEnv, type ApiConfig } from '../config/api.config';
import { recordRoutes } from './routes';

/** The committed document every answer of the suites is checked against. */
export const OPENAPI_DOCUMENT = new URL('../../openapi.json', import.meta.url);

export interface TestAppOptions extends Partial<ApiConfig> {
  /** Captures the JSON logs (with logLevel) instead of discarding them. */
  logDestination?: DestinationStream;
}

export async function createTestApp(
  database: DataSourceOptions,
  { logDestination, ...overrides }: TestAppOptions = {},
): Promise<HttpApp> {
  // No demo family and no logs unless a suite asks for them; uploads go to a folder of their own.
  const config: ApiConfig = {
    ...apiConfigFromEnv({}),
    seedDemo: false,
    logLevel: 'silent',
    documentsDir: mkdtempSync(path.join(tmpdir(), 'heirloom-documents-')),
    importsDir: mkdtempSync(path.join(tmpdir(), 'heirloom-imports-')),
    // Suites register many users, all from one address; src/modules/limits tests the real limits.
    addressLimitsPerHour: { register: 10_000, contact: 10_000, newsletter: 10_000 },
    importRunsPerMinute: 10_000,
    ...overrides,
  };
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule.forRoot({ database, config, logDestination })],
  }).compile();
  return createTestHttpApp(moduleRef, config, (app) => {
    recordRoutes(app);
    // Every answer a suite receives must be one the committed OpenAPI document describes...
    conformanceTo(OPENAPI_DOCUMENT).install(app.getHttpAdapter().getInstance());
    // ...and parse strictly with the zod wire schema its route declares (libs/contracts).
    app.useGlobalInterceptors(new WireSchemaCheck());
    configureApi(app);
  });
}
