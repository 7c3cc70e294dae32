// Building the app lives here, apart from main.ts, so tests run exactly what production runs.
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import { AppModule } from './app.module';
import { aiConfigFromEnv, type AiConfig } from './config/ai.config';

/** Routes live under /api: /api/ai/health, /api/ai/chat, /api/recommendations/generate. */
export const GLOBAL_PREFIX = 'api';

/** Nest application options; the JSON parser is registered by configureApp with our limit. */
export const NEST_APP_OPTIONS = { bodyParser: false } as const;

/** HTTP concerns shared by production and tests: prefix, security headers, proxies, body limit. */
export function configureApp(app: NestExpressApplication, config: AiConfig): NestExpressApplication {
  app.setGlobalPrefix(GLOBAL_PREFIX);
  app.use(helmet());
  app.set('trust proxy', config.trustProxy);
  app.useBodyParser('json', { limit: config.jsonBodyLimit });
  return app;
}

export async function createApp(config: AiConfig = aiConfigFromEnv()): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), NEST_APP_OPTIONS);
  return configureApp(app, config);
}
