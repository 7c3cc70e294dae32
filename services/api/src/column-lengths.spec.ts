// Every text input fits its column: each write the document describes (POST, PATCH) is sent with its
// example body (taken from the demo family, openapi.examples.json) and one text field at the longest
// its schema allows, which must be stored (2xx, where a column too short answers 500 on MySQL/MariaDB),
// then one character longer, which must be a 400 naming that field; the varchar the row landed in (entity
// metadata) must be at least that long, which SQLite would not enforce. Driven by the committed document,
// so a new route or column is covered as soon as it has its example.
import type { HttpApp } from '@heirloom/server';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DEMO_PASSWORD, DEMO_USERNAME } from './seed/seed.service';
import { rowsOf } from './testing/owned-resource-suite';
import { createTestApp, OPENAPI_DOCUMENT } from './testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from './testing/test-databases';

type Json = Record<string, unknown>;
interface Operation {
  security?: unknown[];
  requestBody?: { content?: { 'application/json'?: { schema?: Json; example?: unknown } } };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
}

const document = JSON.parse(readFileSync(OPENAPI_DOCUMENT, 'utf8')) as Document;
const WRITES = new Set(['post', 'put', 'patch']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Text of exactly `length` characters that no rule refuses for being one repeated letter. */
const text = (length: number) =>
  'Whitman family office '.repeat(Math.ceil(length / 22) + 1).slice(0, length - 1) + 'x';

/** Each write with an example body, and its free text fields (no pattern, format or enum) with their maximum. */
function textInputs() {
  const cases: {
    name: string;
    method: string;
    path: string;
    public: boolean;
    body: Json;
    field: string;
    max: number;
  }[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const media = operation.requestBody?.content?.['application/json'];
      if (!WRITES.has(method) || !media?.schema || !media.example) continue;
      const ref = media.schema.$ref as string | undefined;
      const schema = ref ? document.components.schemas[ref.split('/').pop()!]! : media.schema;
      for (const [field, property] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
        const { maxLength, pattern, format, enum: values } = property;
        if (property.type !== 'string' || typeof maxLength !== 'number' || pattern || format || values)
          continue;
        // A reference to another row (an accountId) is an id of its own length, checked for existence.
        if (field.endsWith('Id') || UUID.test(String((media.example as Json)[field]))) continue;
        // An invitation link's token is looked up by its hash, never stored: a longer one is just unknown.
        if (field === 'invitation') continue;
        // A passkey's name comes with a one-time WebAuthn answer the example cannot replay: its lengths
        // are proved with a real registration in passkeys.spec.ts.
        if (path === '/api/auth/factors/passkeys' && field === 'name') continue;
        // A ledger CSV's text is a file, read line by line and never stored as such: its size rule is
        // proved with a real file in placement-ledger.controller.spec.ts.
        if (path.endsWith('/ledger/import') && field === 'csv') continue;
        cases.push({
          name: `${method.toUpperCase()} ${path} ${field} (${maxLength})`,
          method,
          path,
          public: Array.isArray(operation.security) && operation.security.length === 0,
          body: media.example as Json,
          field,
          max: maxLength,
        });
      }
    }
  }
  return cases;
}

describe.each(testDatabaseKinds())('text inputs on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let demo: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options, { seedDemo: true });
    demo = request.agent(app.getHttpServer());
    await demo.post('/api/auth/login').send({ username: DEMO_USERNAME, password: DEMO_PASSWORD }).expect(200);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const cases = textInputs();

  /** The column `field` is stored in, in whichever table holds the row `id` (undefined for none). */
  async function columnOf(id: unknown, field: string) {
    if (typeof id !== 'string') return undefined;
    const dataSource = app.get(DataSource);
    for (const entity of dataSource.entityMetadatas) {
      if (!entity.findColumnWithPropertyName('id')) continue;
      if (await dataSource.getRepository(entity.target).existsBy({ id })) {
        const column = entity.findColumnWithPropertyName(field);
        return column && { type: String(column.type), length: column.length };
      }
    }
    return undefined;
  }

  it('cover every text field of every write the document describes', () => {
    expect(cases.length).toBeGreaterThan(50);
  });

  it.each(cases.map((c) => [c.name, c] as const))(
    '%s: the longest is stored, one more is a 400',
    async (_, c) => {
      let path = c.path;
      let body = c.body;
      // /api/x/{id} and /api/x/{id}/more: the first row the demo family lists at /api/x.
      if (path.includes('/{id}')) {
        const rows = rowsOf((await demo.get(path.split('/{id}')[0]!).expect(200)).body);
        path = path.replace('{id}', rows[0]!.id);
        // A change of that row sends it as it is now, as a form does (an earlier case may have changed a
        // figure another write keeps, such as a placement's calls, which its ledger sums), but the field.
        if (c.method === 'patch' && c.path.endsWith('/{id}')) {
          const now = rows[0] as Json;
          body = Object.fromEntries(Object.keys(body).map((k) => [k, k in now ? now[k] : body[k]]));
        }
      }
      // A placement's ledger entry (issue 36): the first entry of that placement's ledger.
      if (path.includes('/{entryId}')) {
        const entries = rowsOf((await demo.get(path.split('/{entryId}')[0]!).expect(200)).body);
        path = path.replace('{entryId}', entries[0]!.id);
      }
      const client = c.public ? request(app.getHttpServer()) : demo;
      const send = (value: string) => client[c.method as 'post'](path).send({ ...body, [c.field]: value });
      const longest = await send(text(c.max));
      expect(longest.status).toBeLessThan(300);
      // SQLite stores any length, so the column the row landed in is also read from the entity metadata.
      const column = await columnOf(longest.body?.id ?? path.split('/').pop(), c.field);
      if (column?.type === 'varchar') expect(Number(column.length)).toBeGreaterThanOrEqual(c.max);
      const tooLong = await send(text(c.max + 1));
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.errors).toContainEqual({
        path: c.field,
        message: expect.stringContaining(String(c.max)),
      });
    },
  );
});
