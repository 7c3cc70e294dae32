// The production app (same module, same HTTP configuration) on a test database.
import { configureApp, NEST_APP_OPTIONS } from '@heirloom/server';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import type { DataSourceOptions } from 'typeorm';
import { AppModule } from '../app.module';
import { apiConfigFromEnv } from '../config/api.config';

export async function createTestApp(database: DataSourceOptions): Promise<NestExpressApplication> {
  const config = apiConfigFromEnv({});
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule.forRoot({ database, config })],
  }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ ...NEST_APP_OPTIONS, logger: false });
  configureApp(app, config);
  await app.init();
  return app;
}
