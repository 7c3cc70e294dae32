// The production app (same module, same HTTP configuration) for supertest. `overrides` change the
// configuration for one suite: the API's address, the OpenAI settings, the rate limit.
import { configureApp, NEST_APP_OPTIONS } from '@heirloom/server';
import { conformanceTo } from '@heirloom/server/src/testing/openapi-conformance';
import { WireSchemaCheck } from '@heirloom/server/src/testing/wire-schemas';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { AppModule } from '../app.module';
import { aiConfigFromEnv, type AiConfig } from '../config/ai.config';
import { setUpAiOpenApi } from '../openapi';

export async function createTestApp(overrides: Partial<AiConfig> = {}): Promise<NestExpressApplication> {
  const config: AiConfig = { ...aiConfigFromEnv({}), ...overrides };
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ ...NEST_APP_OPTIONS, logger: false });
  // Every answer a suite receives must be one the committed OpenAPI document describes.
  app.use(conformanceTo(new URL('../../openapi.json', import.meta.url)).middleware());
  // ...and parse strictly with the zod wire schema its route declares (libs/contracts).
  app.useGlobalInterceptors(new WireSchemaCheck());
  configureApp(app, config);
  setUpAiOpenApi(app);
  await app.init();
  return app;
}
