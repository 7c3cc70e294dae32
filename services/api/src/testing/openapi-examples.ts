// The OpenAPI document's examples, captured from the demo family as the API answers it: a test app on a
// frozen clock loads the family, signs in as `demo` and calls every operation whose request body or
// answer the document describes. Reads come first, so every list shows the family as seeded. A POST or
// PATCH sends the fields of the first row its collection lists (or its entry in example-requests.ts);
// a /{id} route uses that row's id. Ids the family does not fix (the demo user's, a created row's) are
// replaced by stable ones, and lists are cut to their first five entries.
import type { OpenApiExamples } from '@heirloom/server';
import type { OpenApiDocument } from '@heirloom/server/src/testing/openapi-conformance';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { buildDemoFamily } from '../seed/demo-family';
import { randomStream, uuidFrom } from '../seed/demo-family/random';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../seed/seed.service';
import { exampleRequests } from './example-requests';
import { rowsOf } from './owned-resource-suite';

/** The examples' "now": the family is anchored to this day and every stored timestamp is this instant. */
export const EXAMPLE_CLOCK = new Date('2026-01-15T15:00:00.000Z');

/** Where a missing example is added: the end of the message of src/openapi.spec.ts. */
export const HOW_TO_ADD_AN_EXAMPLE =
  'Examples are captured from the demo family: a GET, a POST to a listed collection and a PATCH of ' +
  'one of its rows get theirs automatically; for any other route add its request to ' +
  'services/api/src/testing/example-requests.ts, then run `npm run openapi` and review the diff.';

const MAX_ITEMS = 5;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const OWN_FIELDS = new Set(['id', 'userId', 'createdAt', 'updatedAt']);

type Json = Record<string, unknown>;
interface Operation {
  key: string;
  method: string;
  path: string;
  public: boolean;
  requestProperties?: string[];
  jsonAnswers: Set<string>;
}

export interface Capture {
  examples: OpenApiExamples;
  /** Operations whose example could not be made, and why. */
  problems: string[];
}

/** Writes happen a minute after the family was loaded, as they would: their rows' updatedAt says so. */
export const EXAMPLE_WRITE_CLOCK = new Date(EXAMPLE_CLOCK.getTime() + 60_000);

/** `setClock` moves the test's frozen clock (jest.setSystemTime) to EXAMPLE_WRITE_CLOCK before the writes. */
export async function captureExamples(
  app: NestExpressApplication,
  document: OpenApiDocument,
  setClock: (now: Date) => void,
): Promise<Capture> {
  const server = app.getHttpServer();
  const demo = request.agent(server);
  await demo.post('/api/auth/login').send({ username: DEMO_USERNAME, password: DEMO_PASSWORD }).expect(200);

  const examples: OpenApiExamples = {};
  const problems: string[] = [];
  const firstRows = new Map<string, Json | undefined>();
  const firstRow = async (collection: string): Promise<Json | undefined> => {
    if (!firstRows.has(collection)) {
      const response = await demo.get(collection);
      const rows = response.status === 200 ? rowsOf(response.body) : undefined;
      firstRows.set(collection, Array.isArray(rows) ? (rows[0] as Json | undefined) : undefined);
    }
    return firstRows.get(collection);
  };

  for (const operation of operationsOf(document)) {
    if (operation.method !== 'GET') setClock(EXAMPLE_WRITE_CLOCK);
    const custom = exampleRequests[operation.key];
    const collection = operation.path.replace(/\/\{id\}$/, '');
    let path = operation.path;
    if (path.includes('{')) {
      const row = path.endsWith('/{id}') ? await firstRow(collection) : undefined;
      if (!row) {
        problems.push(`${operation.key}: no demo row to take the {id} of. ${HOW_TO_ADD_AN_EXAMPLE}`);
        continue;
      }
      path = path.replace('{id}', String(row.id));
    }
    let body = custom?.body;
    if (operation.requestProperties && body === undefined) {
      const row = await firstRow(collection);
      if (!row) {
        problems.push(`${operation.key}: no request body to send. ${HOW_TO_ADD_AN_EXAMPLE}`);
        continue;
      }
      const accepted = new Set(operation.requestProperties);
      body = {
        ...Object.fromEntries(
          Object.entries(row).filter(([key]) => accepted.has(key) && !OWN_FIELDS.has(key)),
        ),
        ...custom?.fields,
      };
    }
    const client = operation.public ? request(server) : demo;
    const call = client[operation.method.toLowerCase() as 'get'](path).query(custom?.query ?? {});
    const response = await (body === undefined ? call : call.send(body as object));
    if (!String(response.status).startsWith('2')) {
      problems.push(
        `${operation.key}: the demo family's example answered ${response.status} ${JSON.stringify(response.body)}`,
      );
      continue;
    }
    examples[operation.key] = {
      ...(body === undefined ? {} : { request: body }),
      ...(operation.jsonAnswers.has(String(response.status))
        ? { answers: { [response.status]: shortened(response.body) } }
        : {}),
    };
  }
  return { examples: withStableIds(examples), problems };
}

/** The operations that need an example, reads first, then in the document's order. */
function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(item)) {
      const operation = value as unknown as {
        security?: unknown[];
        requestBody?: { content?: Record<string, { schema?: Json }> };
        responses: Record<string, { content?: Record<string, unknown> }>;
      };
      const requestSchema = operation.requestBody?.content?.['application/json']?.schema;
      const jsonAnswers = new Set(
        Object.entries(operation.responses)
          .filter(([status, answer]) => status.startsWith('2') && answer.content?.['application/json'])
          .map(([status]) => status),
      );
      if (!requestSchema && jsonAnswers.size === 0) continue;
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        public: Array.isArray(operation.security) && operation.security.length === 0,
        requestProperties: requestSchema ? propertiesOf(document, requestSchema) : undefined,
        jsonAnswers,
      });
    }
  }
  return [...operations.filter((o) => o.method === 'GET'), ...operations.filter((o) => o.method !== 'GET')];
}

function propertiesOf(document: OpenApiDocument, schema: Json): string[] {
  const ref = schema.$ref;
  const resolved =
    typeof ref === 'string'
      ? ((document.components?.schemas as Record<string, Json> | undefined)?.[ref.split('/').pop()!] ?? {})
      : schema;
  return Object.keys((resolved.properties as Json | undefined) ?? {});
}

/** Lists cut to their first entries, so a 600-row history is an example of a few lines. */
function shortened(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map(shortened);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shortened(inner)]));
}

/** Ids the demo family fixes stay; every other id becomes the next of a seeded series, in order of appearance. */
function withStableIds(examples: OpenApiExamples): OpenApiExamples {
  const family = buildDemoFamily({ today: EXAMPLE_CLOCK }) as unknown as Record<string, { id: string }[]>;
  const fixed = new Set(Object.values(family).flatMap((rows) => rows.map((row) => row.id)));
  const series = randomStream('openapi-examples');
  const replaced = new Map<string, string>();
  const text = JSON.stringify(examples).replace(UUID, (id) => {
    if (fixed.has(id)) return id;
    if (!replaced.has(id)) replaced.set(id, uuidFrom(series));
    return replaced.get(id)!;
  });
  return JSON.parse(text) as OpenApiExamples;
}
