// Building the app lives here, apart from main.ts, so tests run exactly what production runs.
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import type { DataSourceOptions } from 'typeorm';
import { AppModule } from './app.module';
import { apiConfigFromEnv, type ApiConfig } from './config/api.config';
import { databaseOptionsFromEnv } from './database/database.config';

export const GLOBAL_PREFIX = 'api';

/** Nest application options; the JSON parser is registered by configureApp with our limit. */
export const NEST_APP_OPTIONS = { bodyParser: false } as const;

export interface CreateAppOptions {
  config?: ApiConfig;
  database?: DataSourceOptions;
}

/** HTTP concerns shared by production and tests: prefix, security headers, proxies, body limit. */
export function configureApp(app: NestExpressApplication, config: ApiConfig): NestExpressApplication {
  app.setGlobalPrefix(GLOBAL_PREFIX);
  app.use(helmet());
  app.set('trust proxy', config.trustProxy);
  app.useBodyParser('json', { limit: config.jsonBodyLimit });
  return app;
}

export async function createApp(options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const config = options.config ?? apiConfigFromEnv();
  const database = options.database ?? databaseOptionsFromEnv();
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot({ database, config }),
    NEST_APP_OPTIONS,
  );
  return configureApp(app, config);
}
