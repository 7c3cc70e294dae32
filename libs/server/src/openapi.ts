// The OpenAPI documents of both services, generated from the zod schemas that validate requests and
// describe answers (libs/contracts). Success answers are declared per route (ApiAnswer); the error
// answers every route shares follow from what the route is, in one place (finishOpenApiDocument).
import { errorBodySchema, openApiSchemaOf } from '@heirloom/contracts';
import { applyDecorators, HttpStatus } from '@nestjs/common';
import {
  ApiExtension,
  ApiOperation,
  ApiResponse,
  type OpenAPIObject,
  type SwaggerDocumentOptions,
} from '@nestjs/swagger';
import type { z } from 'zod';

const PUBLIC_EXTENSION = 'x-public';

/** The route needs no session: the document says so (`security: []`). */
export const ApiPublic = (): MethodDecorator & ClassDecorator =>
  ApiExtension(PUBLIC_EXTENSION, true) as MethodDecorator & ClassDecorator;

export interface AnswerOptions {
  status?: number;
  description?: string;
  /** The answer is an array of the schema. */
  list?: boolean;
}

/** The route's summary and its success answer, described by a contracts schema. */
export function ApiAnswer(summary: string, schema: z.ZodType | null, options: AnswerOptions = {}) {
  const status = options.status ?? HttpStatus.OK;
  return applyDecorators(
    ApiOperation({ summary }),
    ApiResponse({
      status,
      description: options.description ?? (schema ? 'Success' : 'Done, no body'),
      ...(schema ? { standardSchema: schema, isArray: options.list } : {}),
    }),
  );
}

const errorDescriptions: Record<number, string> = {
  400: 'Invalid request: `errors` lists each field and what is wrong with it',
  401: 'Not signed in (no or ended session)',
  403: 'Refused: a cross-site request (the Origin is not the site), or an area or action the caller’s role or grant does not cover (the message says which)',
  404: 'No such row among the caller’s own',
  409: 'Conflicts with a stored row',
  413: 'Request body too large',
  429: 'Too many requests: wait Retry-After seconds',
  500: 'Unexpected failure (the body says no more than "Internal server error")',
  503: 'A dependency (database or API) is unavailable: try again shortly (Retry-After, when given, says when)',
};

/** Error answers a route has besides the ones finishOpenApiDocument derives (404, 409, 429, 503). */
export function ApiErrors(...statuses: number[]) {
  return applyDecorators(...statuses.map((status) => ApiResponse(errorResponse(status))));
}

function errorResponse(status: number) {
  return {
    status,
    description: errorDescriptions[status] ?? 'Error',
    standardSchema: errorBodySchema,
    ...(status === HttpStatus.TOO_MANY_REQUESTS
      ? {
          headers: {
            'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } },
          },
        }
      : {}),
  };
}

/** One operation's examples: its request body and its answers by status ("200"). */
export interface OperationExample {
  request?: unknown;
  answers?: Record<string, unknown>;
}
/** Examples by operation, keyed "GET /api/accounts" (the document's path, upper-case method). */
export type OpenApiExamples = Record<string, OperationExample>;

/** Puts each example beside the JSON schema it illustrates (request body and answers). */
export function withExamples(document: OpenAPIObject, examples: OpenApiExamples): OpenAPIObject {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(item)) {
      const example = examples[`${method.toUpperCase()} ${path}`];
      if (!example || !value || typeof value !== 'object' || !('responses' in value)) continue;
      const operation = value as Operation;
      const body = (operation.requestBody as Described | undefined)?.content?.['application/json'];
      if (body && example.request !== undefined) body.example = example.request;
      for (const [status, answer] of Object.entries(example.answers ?? {})) {
        const media = exampleMediaOf((operation.responses[status] as Described | undefined)?.content);
        if (media) media.example = answer;
      }
    }
  }
  return document;
}

type Described = { content?: Record<string, { example?: unknown }> };

/**
 * The content of an answer that carries an example: its JSON, or its text (a text/event-stream). A file
 * download (a binary type) has none.
 */
export function exampleMediaOf<M>(content: Record<string, M> | undefined): M | undefined {
  if (!content) return undefined;
  const type =
    Object.keys(content).find((name) => name.includes('json')) ??
    Object.keys(content).find((name) => name.startsWith('text/'));
  return type ? content[type] : undefined;
}

/** SwaggerModule.createDocument's options: the zod schemas become JSON Schema and named components. */
export const openApiDocumentOptions: SwaggerDocumentOptions = {
  standardSchemaConverter: (schema, { schemaType }) =>
    openApiSchemaOf(schema as z.ZodType, schemaType) as {
      schema: unknown;
      components: Record<string, object>;
    },
  operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}`,
};

type Operation = {
  operationId?: string;
  summary?: string;
  parameters?: { in: string; name: string; schema?: Record<string, unknown> }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  security?: Record<string, string[]>[];
  [PUBLIC_EXTENSION]?: boolean;
};

const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);

/**
 * What every route shares, added once: security (a session cookie, or none for public routes), 400 for
 * any route with a body or query, 401 unless public, 403 for state-changing calls (same-origin check)
 * and for every signed-in route (what the caller's role or grant covers, decided by the API's guard),
 * 404 for routes with an {id}, 413 for bodies, 500 for all, plus `everywhere` (the API's 503 when its
 * database is down); unique operation ids when a controller has two paths.
 */
export function finishOpenApiDocument(
  document: OpenAPIObject,
  cookie: string,
  everywhere: number[] = [],
): OpenAPIObject {
  const seen = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(item)) {
      if (!value || typeof value !== 'object' || !('responses' in value)) continue;
      const operation = value as Operation;
      const isPublic = operation[PUBLIC_EXTENSION] === true;
      delete operation[PUBLIC_EXTENSION];
      operation.security = isPublic ? [] : [{ [cookie]: [] }];
      const statuses: number[] = [];
      const hasQuery = operation.parameters?.some((parameter) => parameter.in === 'query') ?? false;
      if (operation.requestBody || hasQuery) statuses.push(400);
      if (!isPublic) statuses.push(401);
      if (!isPublic || STATE_CHANGING.has(method)) statuses.push(403);
      if (path.includes('{id}')) statuses.push(404);
      if (operation.requestBody) statuses.push(413);
      statuses.push(500, ...everywhere);
      for (const status of statuses) {
        if (!operation.responses[status]) {
          const { status: _status, standardSchema: _schema, ...response } = errorResponse(status);
          operation.responses[status] = {
            ...response,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          };
        }
      }
      operation.responses = Object.fromEntries(
        Object.entries(operation.responses).sort(([a], [b]) => a.localeCompare(b)),
      );
      for (const parameter of operation.parameters ?? []) {
        // A query string is text; the integer reading is the one that says the bounds.
        const anyOf = parameter.schema?.anyOf as Record<string, unknown>[] | undefined;
        const integer = anyOf?.find((branch) => branch.type === 'integer');
        if (parameter.in === 'query' && integer) {
          const { anyOf: _anyOf, ...rest } = parameter.schema!;
          parameter.schema = { ...rest, ...integer };
        }
      }
      // A second path of the same controller method (an alias) gets its own id.
      if (operation.operationId) {
        let id = operation.operationId.replace(/\[\d+\]$/, '');
        if (seen.has(id)) id = `${id}_${path.split('/').filter(Boolean).slice(1, 2).join('_')}`;
        seen.add(id);
        operation.operationId = id;
      }
    }
  }
  return document;
}
