// The AI service's OpenAPI document, from the same contracts as the API's: served at /api/ai/docs/json
// (the gateway routes /api/ai/* here) and listed beside the API's in the UI at /api/docs.
import {
  finishOpenApiDocument,
  openApiDocumentOptions,
  withExamples,
  type OpenApiExamples,
} from '@heirloom/server';
import type { HttpApp } from '@heirloom/server';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import committedExamples from '../openapi.examples.json' with { type: 'json' };

export const AI_OPENAPI_PATH = 'api/ai/docs';

/** With the examples captured from the demo family (openapi.examples.json, written by `npm run openapi`). */
export function buildAiOpenApiDocument(
  app: HttpApp,
  examples: OpenApiExamples = committedExamples as OpenApiExamples,
): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Heirloom AI service')
    .setDescription(
      'The advisor chat, area reviews and recommendation generation. Calls carry the same hl_session ' +
        'cookie as the API (the service reads the family’s data through the API with it). Chat, review ' +
        'and generation are limited per user (429 with Retry-After); a stopped API answers 503. Errors ' +
        'answer {message, errors?: [{path, message}]}. The MCP server (POST /api/ai/mcp) takes an ' +
        'assistant token instead (Authorization: Bearer) and answers JSON-RPC.',
    )
    .setVersion('1')
    .addServer('/', 'The site (the gateway sends /api/ai/* and POST /api/recommendations/generate here)')
    .addCookieAuth('hl_session', { type: 'apiKey', in: 'cookie', name: 'hl_session' }, 'cookie')
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', description: 'An assistant token (hlm_…) made on the account page' },
      'assistant-token',
    )
    .addTag('ai', 'The advisor chat and the AI reviews of an area')
    .addTag('recommendations', 'Running the analyst over the family’s data')
    .addTag('health', 'Probes for load balancers')
    .build();
  const document = finishOpenApiDocument(
    SwaggerModule.createDocument(app, config, openApiDocumentOptions),
    'cookie',
  );
  // The MCP server (issue 33) takes an assistant token, not the session cookie.
  const mcp = document.paths[MCP_PATH]?.post;
  if (mcp) mcp.security = [{ 'assistant-token': [] }];
  return withExamples(document, examples);
}

const MCP_PATH = '/api/ai/mcp';

export function setUpAiOpenApi(app: HttpApp): void {
  SwaggerModule.setup(AI_OPENAPI_PATH, app, buildAiOpenApiDocument(app), {
    jsonDocumentUrl: `${AI_OPENAPI_PATH}/json`,
  });
}
