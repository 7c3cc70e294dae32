// Building the app lives here, apart from main.ts, so tests run exactly what production runs. The HTTP
// setup (prefix, security headers, CSRF check, proxies, body limit) is shared with the AI service
// (@heirloom/server); the API adds its JSON logs and its OpenAPI document.
import {
  configureApp,
  finishOpenApiDocument,
  httpAdapter,
  NEST_APP_OPTIONS,
  type HttpApp,
  openApiDocumentOptions,
  withExamples,
  type OpenApiExamples,
} from '@heirloom/server';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import committedExamples from '../openapi.examples.json' with { type: 'json' };
import type { DataSourceOptions } from 'typeorm';
import { AppModule } from './app.module';
import { apiConfigFromEnv, type ApiConfig } from './config/api.config';
import { databaseOptionsFromEnv } from './database/database.config';
import { JsonLogger, logRequests } from './logging/logging.module';
import { SESSION_COOKIE } from './modules/auth/session-cookie';

export interface CreateAppOptions {
  config?: ApiConfig;
  database?: DataSourceOptions;
}

export const OPENAPI_PATH = 'api/docs';

/** Each tag of the document with what it groups. */
const TAGS: Record<string, string> = {
  auth: 'Accounts on the site: register, sign in and out, the signed-in user, password and sessions',
  access:
    'The shared family office: who may see what of a family, the clients a person acts for, the audit log',
  family: 'The family in one call: the dashboard’s summary and the whole family for the AI service',
  accounts: 'Bank, savings, credit and brokerage accounts',
  transactions: 'Account transactions: paged list, summary, editing',
  budgets: 'Monthly budgets per spending category',
  holdings: 'Positions held in investment accounts',
  'real estate': 'Properties and their mortgages',
  insurance: 'Insurance policies',
  estate: 'Estate documents (also under /api/estate) and beneficiaries',
  'tax-documents': 'Tax returns and other tax documents (also under /api/tax)',
  professionals: 'The family’s CPAs, attorneys and advisors',
  'private investments': 'Private placements, businesses and their K-1 documents',
  'net worth': 'Net worth over time: a snapshot of the family figures per day',
  documents:
    'Uploaded documents (PDF, Word, PNG, JPEG up to 25 MB) filed by area: upload, list, download, delete',
  recommendations: 'AI recommendations and their review workflow (generation is the AI service’s)',
  public: 'What signed-out visitors may send: the waitlist and the contact form',
  health: 'Probes for load balancers',
};

/**
 * The document of every route, generated from the zod schemas of libs/contracts (see
 * libs/server/src/openapi.ts), with the examples captured from the demo family (openapi.examples.json,
 * written by `npm run openapi`: src/testing/openapi-examples.ts).
 */
export function buildOpenApiDocument(
  app: HttpApp,
  examples: OpenApiExamples = committedExamples as OpenApiExamples,
): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Heirloom API')
    .setDescription(
      'The family office API. Sign in with POST /api/auth/login; the session cookie then authorises ' +
        'every call. Money and percentages are decimal strings ("1234.56"), dates "YYYY-MM-DD", ' +
        "timestamps ISO 8601. Errors answer {message, errors?: [{path, message}]}. The AI service's " +
        'calls (chat, reviews, recommendation generation) are described at /api/ai/docs/json.',
    )
    .setVersion('1')
    .addServer('/', 'The site (the gateway sends /api/* here)')
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }, 'cookie');
  for (const [name, description] of Object.entries(TAGS)) builder.addTag(name, description);
  return withExamples(
    finishOpenApiDocument(
      SwaggerModule.createDocument(app, builder.build(), openApiDocumentOptions),
      'cookie',
      // Any call may find the database down (database/errors.ts): 503 with a Retry-After.
      [503],
    ),
    examples,
  );
}

/** The OpenAPI document of every route, with the UI at /api/docs and the JSON at /api/docs/json. */
export function setUpOpenApi(app: HttpApp): void {
  SwaggerModule.setup(OPENAPI_PATH, app, buildOpenApiDocument(app), {
    jsonDocumentUrl: `${OPENAPI_PATH}/json`,
    // The AI service's document sits beside this one (the gateway routes /api/ai/* there).
    explorer: true,
    swaggerOptions: {
      urls: [
        { url: `/${OPENAPI_PATH}/json`, name: 'Heirloom API' },
        { url: '/api/ai/docs/json', name: 'Heirloom AI service' },
      ],
    },
  });
}

/** What production and the test app both apply on top of the module. */
export function configureApi(app: HttpApp, config: Partial<Pick<ApiConfig, 'publicOrigins'>> = {}): HttpApp {
  configureApp(app, config);
  logRequests(app);
  setUpOpenApi(app);
  return app;
}

export async function createApp(options: CreateAppOptions = {}): Promise<HttpApp> {
  const config = options.config ?? apiConfigFromEnv();
  const database = options.database ?? databaseOptionsFromEnv();
  // Start-up lines are held until pino is in place, so every line of the service is JSON.
  const app = await NestFactory.create<HttpApp>(
    AppModule.forRoot({ database, config }),
    httpAdapter(config),
    {
      ...NEST_APP_OPTIONS,
      bufferLogs: true,
    },
  );
  app.useLogger(app.get(JsonLogger));
  return configureApi(app, config);
}
