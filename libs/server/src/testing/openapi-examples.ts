// The examples of a service's OpenAPI document, captured from the demo family as the service answers it
// (captureExamples), and the check that every example tells the truth: each JSON request body and
// success answer has one, valid against the schema beside it (exampleProblems, ajv as the conformance
// check). Ids that are not the family's own (a new row's, the demo user's) are replaced by stable ones,
// and lists are cut to their first five entries, so the committed examples are the same on every run.
import request from 'supertest';
import { exampleMediaOf, type OpenApiExamples } from '../openapi';
import { documentAjv, rebase, type OpenApiDocument } from './openapi-conformance';

/**
 * What is wrong with the document's examples: one line per missing or invalid example. `howToAdd` ends
 * the line of a missing one, so whoever adds a route reads there how its example is made.
 */
export function exampleProblems(document: OpenApiDocument, howToAdd: string): string[] {
  const ajv = documentAjv(document);
  const problems: string[] = [];
  const check = (where: string, media: { schema?: object; example?: unknown } | undefined) => {
    if (!media?.schema) return;
    if (media.example === undefined) {
      problems.push(`${where}: no example. ${howToAdd}`);
      return;
    }
    const validate = ajv.compile(rebase(media.schema) as object);
    if (!validate(media.example))
      for (const error of validate.errors ?? [])
        problems.push(`${where}: example${error.instancePath} ${error.message ?? 'is invalid'}`);
  };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const name = `${method.toUpperCase()} ${path}`;
      check(`${name} request body`, operation.requestBody?.content?.['application/json']);
      for (const [status, answer] of Object.entries(operation.responses))
        if (status.startsWith('2')) check(`${name} ${status}`, exampleMediaOf(answer.content));
    }
  }
  return problems;
}

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
  answersWithBody: Set<string>;
}

export interface ExampleRequest {
  /** The JSON body to send (and to show as the request example). */
  body?: unknown;
  /** Fields changed in the body taken from the demo row (when `body` is not given). */
  fields?: Record<string, unknown>;
  /** The list whose first row gives the body (when `body` is not given), if not the route's own collection. */
  bodyFrom?: string;
  /** The path to call, when its parameters are not the {id} of a listed row (a demo family's fixed id). */
  path?: string;
  /**
   * Makes what the example needs first and answers the path to call, for a row the demo family has no
   * use for at rest (a pending CSV import). `call` sends a request as the demo family's user.
   */
  setup?: (call: (method: string, path: string) => request.Test) => Promise<string>;
  /** Sends the session cookie to a public route that answers a signed-in caller more (the first paint). */
  signedIn?: boolean;
  /**
   * Another caller's session cookie, made after `setup` (e.g. a newly registered person accepting an
   * invitation the demo family made): the example is sent with it instead of the demo family's.
   */
  caller?: (call: (method: string, path: string) => request.Test) => Promise<string>;
  /**
   * Replaces what differs on every run in the answer (a random token in a link) before it is kept; it
   * sees the answer with its lists already cut to their first entries.
   */
  stable?: (answer: Json) => Json;
  /**
   * What the example shows of the request body, when what was sent differs on every run (a code from a
   * random secret, a passkey's signature): the body sent stays the one the API answered.
   */
  shown?: (body: unknown) => unknown;
  /** Query parameters, e.g. a small page so the example stays short. */
  query?: Record<string, string | number>;
  /** A multipart/form-data body instead (an upload): its text fields and files. */
  multipart?: {
    fields?: Record<string, string>;
    files: Record<string, { name: string; content: Buffer | string }>;
  };
}

export interface CaptureOptions {
  /** The session cookie of the demo family's user, sent on every call the document does not mark public. */
  cookie: string;
  /** Requests that cannot be derived from a demo row, by operation ("POST /api/auth/login"). */
  requests: Record<string, ExampleRequest>;
  /** Ids that stay as they are (the demo family's own); every other id is replaced by a stable one. */
  fixedIds: ReadonlySet<string>;
  /** Moves the frozen clock before the first write (so a write's updatedAt differs from the seed's). */
  beforeWrites?: () => void;
  /** Ends the message of an operation whose example cannot be made. */
  howToAdd: string;
}

export interface Capture {
  examples: OpenApiExamples;
  /** Operations whose example could not be made, and why. */
  problems: string[];
}

/**
 * Calls every operation of `document` that has a JSON request body or success answer, on `server` as the
 * demo family's user, and keeps what was sent and answered: reads first (so every list shows the family
 * as seeded), then the writes in the document's order. A POST or PATCH without an entry in `requests`
 * sends the fields of the first row its collection lists; a /{id} route uses that row's id.
 */
export async function captureExamples(
  server: Parameters<typeof request>[0],
  document: OpenApiDocument,
  { cookie, requests, fixedIds, beforeWrites, howToAdd }: CaptureOptions,
): Promise<Capture> {
  const call = (method: string, path: string, signedIn: boolean) => {
    const test = request(server)[method.toLowerCase() as 'get'](path);
    return signedIn ? test.set('Cookie', cookie) : test;
  };
  const examples: OpenApiExamples = {};
  const problems: string[] = [];
  const firstRows = new Map<string, Json | undefined>();
  const firstRow = async (collection: string): Promise<Json | undefined> => {
    if (!firstRows.has(collection)) {
      const response = await call('GET', collection, true);
      // A list is an array, or the `items` of a page.
      const rows: unknown =
        response.status !== 200
          ? undefined
          : Array.isArray(response.body)
            ? response.body
            : response.body?.items;
      firstRows.set(collection, Array.isArray(rows) ? (rows[0] as Json | undefined) : undefined);
    }
    return firstRows.get(collection);
  };

  let writing = false;
  for (const operation of operationsOf(document)) {
    if (operation.method !== 'GET' && !writing) {
      writing = true;
      beforeWrites?.();
    }
    const custom = requests[operation.key];
    // The collection a row of /api/x/{id} (or /api/x/{id}/more) belongs to: /api/x.
    const collection = operation.path.split('/{id}')[0]!;
    let path = custom?.setup
      ? await custom.setup((method, to) => call(method, to, true))
      : (custom?.path ?? operation.path);
    if (path.includes('{')) {
      const row = /\{[^}]+\}/.exec(path)?.[0] === '{id}' ? await firstRow(collection) : undefined;
      if (!row) {
        problems.push(`${operation.key}: no demo row to take the {id} of. ${howToAdd}`);
        continue;
      }
      path = path.replaceAll('{id}', String(row.id));
      if (path.includes('{')) {
        problems.push(`${operation.key}: no value for a path parameter other than {id}. ${howToAdd}`);
        continue;
      }
    }
    let body = custom?.body;
    if (operation.requestProperties && body === undefined) {
      const row = await firstRow(custom?.bodyFrom ?? collection);
      if (!row) {
        problems.push(`${operation.key}: no request body to send. ${howToAdd}`);
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
    const other = custom?.caller ? await custom.caller((method, to) => call(method, to, false)) : undefined;
    let sent = (
      other
        ? request(server)[operation.method.toLowerCase() as 'get'](path).set('Cookie', other)
        : call(operation.method, path, custom?.signedIn ?? !operation.public)
    ).query(custom?.query ?? {});
    if (custom?.multipart) {
      for (const [field, value] of Object.entries(custom.multipart.fields ?? {}))
        sent = sent.field(field, value);
      for (const [field, file] of Object.entries(custom.multipart.files))
        sent = sent.attach(field, Buffer.from(file.content), file.name);
    }
    const response = await (body === undefined ? sent : sent.send(body as object));
    if (!String(response.status).startsWith('2')) {
      problems.push(
        `${operation.key}: the demo family's example answered ${response.status} ${JSON.stringify(response.body)}. ${howToAdd}`,
      );
      continue;
    }
    examples[operation.key] = {
      ...(body === undefined ? {} : { request: custom?.shown ? custom.shown(body) : body }),
      ...(operation.answersWithBody.has(String(response.status))
        ? {
            answers: {
              [response.status]: response.type.includes('json')
                ? stableAnswer(shortened(response.body), custom?.stable)
                : response.text,
            },
          }
        : {}),
    };
  }
  return { examples: withStableIds(examples, fixedIds), problems };
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
      const answersWithBody = new Set(
        Object.entries(operation.responses)
          .filter(([status, answer]) => status.startsWith('2') && exampleMediaOf(answer.content))
          .map(([status]) => status),
      );
      if (!requestSchema && answersWithBody.size === 0) continue;
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        public: Array.isArray(operation.security) && operation.security.length === 0,
        requestProperties: requestSchema ? propertiesOf(document, requestSchema) : undefined,
        answersWithBody,
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

/** After shortening, so `stable` may show whole a list its schema wants whole (ten recovery codes). */
function stableAnswer(answer: unknown, stable: ExampleRequest['stable']): unknown {
  return stable ? stable(answer as Json) : answer;
}

/** Lists cut to their first entries, so a 600-row history is an example of a few lines. */
function shortened(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map(shortened);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shortened(inner)]));
}

/** Fixed ids stay; every other id becomes the next of a seeded series, in order of appearance. */
function withStableIds(examples: OpenApiExamples, fixed: ReadonlySet<string>): OpenApiExamples {
  let next = 0;
  const replaced = new Map<string, string>();
  const text = JSON.stringify(examples).replace(UUID, (id) => {
    if (fixed.has(id)) return id;
    if (!replaced.has(id)) replaced.set(id, stableId((next += 1)));
    return replaced.get(id)!;
  });
  return JSON.parse(text) as OpenApiExamples;
}

/** A version-4-format uuid made from a counter (FNV-1a of the counter, repeated), the same on every run. */
function stableId(n: number): string {
  let hex = '';
  for (let round = 0; hex.length < 32; round += 1) {
    let hash = 0x811c9dc5;
    for (const char of `openapi-example:${n}:${round}`)
      hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
    hex += (hash >>> 0).toString(16).padStart(8, '0');
  }
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
