// Every answer the test suites of a service receive is checked against its committed OpenAPI document
// (services/<name>/openapi.json; each service's createTestApp installs this): its status must be documented for the operation matched by method and path, and its
// JSON body must match that answer's schema (ajv, validators compiled once per answer and cached).
// An answer the document does not describe is replaced by a 500 naming the mismatch, so the test that
// received it fails where it expected its status or body.
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

type Json = Record<string, unknown>;
interface Answer {
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: Json; example?: unknown }>;
}
interface Operation {
  requestBody?: { content?: Record<string, { schema?: Json; example?: unknown }> };
  responses: Record<string, Answer>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: Json;
}

/** Where another check of the same answer (wire-schemas.ts) leaves problems for this check to report (on the Node response). */
export const WIRE_PROBLEMS = 'wireProblems';

const committed = new Map<string, OpenApiConformance>();

/** The checker of one committed document, read and set up once per test file. */
export function conformanceTo(file: URL): OpenApiConformance {
  let conformance = committed.get(file.href);
  if (!conformance) {
    conformance = new OpenApiConformance(JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument);
    committed.set(file.href, conformance);
  }
  return conformance;
}

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

export class OpenApiConformance {
  private readonly ajv: Ajv;
  private readonly routes: { method: string; pattern: RegExp; path: string; params: number }[] = [];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    this.ajv = documentAjv(document);
    for (const [path, item] of Object.entries(document.paths)) {
      const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
      for (const method of Object.keys(item))
        this.routes.push({
          method: method.toUpperCase(),
          pattern: new RegExp(`^${source}$`),
          path,
          params: (path.match(/\{/g) ?? []).length,
        });
    }
    // A fixed segment wins over a parameter (/api/transactions/summary before /{id}).
    this.routes.sort((a, b) => a.params - b.params);
  }

  /** What is wrong with an answer, or undefined when the document describes it (or the route is not an API operation). */
  problemsOf(
    method: string,
    url: string,
    status: number,
    headers: Json,
    body: unknown,
  ): string[] | undefined {
    const path = url.split('?')[0]!;
    const route = this.routes.find((r) => r.method === method && r.pattern.test(path));
    // 304 is the browser's cache revalidation (ETag), not an answer of the operation.
    if (!route || status === 304) return undefined;
    const answer = this.document.paths[route.path]![method.toLowerCase()]!.responses[status];
    const where = `${method} ${route.path} ${status}`;
    if (!answer) return [`${where}: status not in the document`];
    const problems: string[] = [];
    for (const name of Object.keys(answer.headers ?? {}))
      if (headers[name.toLowerCase()] === undefined) problems.push(`${where}: header ${name} missing`);
    const schema = answer.content?.['application/json']?.schema;
    if (!schema) {
      if (body !== undefined) problems.push(`${where}: a body where the document says none`);
      return problems.length ? problems : undefined;
    }
    let validate = this.validators.get(where);
    if (!validate) {
      validate = this.ajv.compile(rebase(schema) as Json);
      this.validators.set(where, validate);
    }
    if (!validate(body))
      for (const error of validate.errors ?? [])
        problems.push(`${where}: body${error.instancePath} ${error.message ?? 'is invalid'}`);
    return problems.length ? problems : undefined;
  }

  /** Checks each JSON answer as it is sent (installed by createTestApp only), as a Fastify onSend hook. */
  install(instance: FastifyInstance): void {
    // `npm run openapi` is rewriting the committed document from the code: answers of a changed
    // contract cannot match the old one yet (the next, checking run compares them to the new one).
    if (process.env.OPENAPI_WRITE === '1') return;
    instance.addHook('onSend', async (request, reply, payload) => {
      // Streams (downloads) and hijacked answers (event streams) are not JSON answers.
      if (
        request.method === 'HEAD' ||
        (payload !== null && payload !== undefined && typeof payload !== 'string')
      )
        return payload;
      const type = String(reply.getHeader('content-type') ?? '');
      if (type && !type.includes('json')) return payload;
      const text = payload ?? '';
      const body: unknown = text && type.includes('json') ? JSON.parse(text) : text || undefined;
      const problems = [
        ...(this.problemsOf(
          request.method,
          request.url,
          reply.statusCode,
          reply.getHeaders() as Json,
          body,
        ) ?? []),
        // What the zod wire schemas found (wire-schemas.ts), when the test app checks those too.
        ...(((reply.raw as unknown as Record<string, unknown>)[WIRE_PROBLEMS] as string[] | undefined) ?? []),
      ];
      if (!problems.length) return payload;
      const replaced = JSON.stringify({
        message: 'Answer not described by openapi.json or its wire schema',
        problems,
      });
      console.error(replaced);
      void reply.code(500).header('content-type', 'application/json; charset=utf-8');
      return replaced;
    });
  }
}

/** An ajv that knows the document's named schemas; compile a schema of the document with `rebase(schema)`. */
export function documentAjv(document: OpenApiDocument): Ajv {
  // `nullable` is OpenAPI 3.0's, which ajv knows; `example` and the like are annotations.
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ components: document.components ?? {} }, 'openapi');
  return ajv;
}

/** The document's local refs point into the schema registered as 'openapi'. */
export function rebase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebase);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#/')
        ? `openapi${inner}`
        : rebase(inner),
    ]),
  );
}
