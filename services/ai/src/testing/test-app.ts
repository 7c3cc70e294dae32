// The production app (same module, same HTTP configuration) for supertest. `overrides` change the
// configuration for one suite: the API's address, the OpenAI settings, the rate limit.
import { configureApp, createTestHttpApp, type HttpApp } from '@heirloom/server';
import { conformanceTo } from '@heirloom/server/src/testing/openapi-conformance';
import { WireSchemaCheck } from '@heirloom/server/src/testing/wire-schemas';
import { Test } from '@nestjs/testing';
import { AppModule } from '../app.module';
import { aiConfigFromEnv, type AiConfig } from '../config/ai.config';
import { setUpAiOpenApi } from '../openapi';

export async function createTestApp(overrides: Partial<AiConfig> = {}): Promise<HttpApp> {
  const config: AiConfig = { ...aiConfigFromEnv({}), ...overrides };
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] }).compile();
  return createTestHttpApp(moduleRef, config, (app) => {
    // Every answer a suite receives must be one the committed OpenAPI document describes...
    conformanceTo(new URL('../../openapi.json', import.meta.url)).install(app.getHttpAdapter().getInstance());
    // ...and parse strictly with the zod wire schema its route declares (libs/contracts).
    app.useGlobalInterceptors(new WireSchemaCheck());
    configureApp(app);
    setUpAiOpenApi(app);
  });
}
