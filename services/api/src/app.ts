// Building the app lives here, apart from main.ts, so tests run exactly what production runs. The HTTP
// setup (prefix, security headers, proxies, body limit) is shared with the AI service: @heirloom/server.
import { createHttpApp } from '@heirloom/server';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DataSourceOptions } from 'typeorm';
import { AppModule } from './app.module';
import { apiConfigFromEnv, type ApiConfig } from './config/api.config';
import { databaseOptionsFromEnv } from './database/database.config';

export interface CreateAppOptions {
  config?: ApiConfig;
  database?: DataSourceOptions;
}

export async function createApp(options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const config = options.config ?? apiConfigFromEnv();
  const database = options.database ?? databaseOptionsFromEnv();
  return createHttpApp(AppModule.forRoot({ database, config }), config);
}
