// Building the app lives here, apart from main.ts, so tests run exactly what production runs. The HTTP
// setup (prefix, security headers, CSRF check, proxies, body limit) is shared with the AI service
// (@heirloom/server); the API adds its JSON logs and its OpenAPI document.
import { jsonSchemaOf } from '@heirloom/contracts';
import { configureApp, NEST_APP_OPTIONS } from '@heirloom/server';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import type { DataSourceOptions } from 'typeorm';
import { AppModule } from './app.module';
import { apiConfigFromEnv, type ApiConfig } from './config/api.config';
import { databaseOptionsFromEnv } from './database/database.config';
import { SESSION_COOKIE } from './modules/auth/session-cookie';

export interface CreateAppOptions {
  config?: ApiConfig;
  database?: DataSourceOptions;
}

export const OPENAPI_PATH = 'api/docs';

/** The OpenAPI document of every route, with the UI at /api/docs and the JSON at /api/docs/json. */
export function setUpOpenApi(app: NestExpressApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Heirloom API')
      .setDescription(
        'The family office API. Sign in with POST /api/auth/login; the session cookie then authorises ' +
          'every call. Money and percentages are decimal strings ("1234.56"), dates "YYYY-MM-DD", ' +
          'timestamps ISO 8601. Errors answer {message, errors?: [{path, message}]}.',
      )
      .setVersion('1')
      .addCookieAuth(SESSION_COOKIE)
      .addSecurityRequirements('cookie')
      .build(),
    {
      // Bodies and queries are described by the zod schemas that validate them.
      standardSchemaConverter: (schema, { schemaType }) => ({
        schema: jsonSchemaOf(schema as Parameters<typeof jsonSchemaOf>[0], schemaType),
      }),
    },
  );
  SwaggerModule.setup(OPENAPI_PATH, app, document, { jsonDocumentUrl: `${OPENAPI_PATH}/json` });
}

/** What production and the test app both apply on top of the module. */
export function configureApi(app: NestExpressApplication, config: ApiConfig): NestExpressApplication {
  configureApp(app, config);
  setUpOpenApi(app);
  return app;
}

export async function createApp(options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const config = options.config ?? apiConfigFromEnv();
  const database = options.database ?? databaseOptionsFromEnv();
  // Start-up lines are held until pino is in place, so every line of the service is JSON.
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot({ database, config }), {
    ...NEST_APP_OPTIONS,
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  return configureApi(app, config);
}
