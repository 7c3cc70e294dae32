// Table-driven bad input for every create and update route: each field of a valid body replaced by
// values of the wrong type, out-of-range and malformed numbers and dates, huge strings, and fields
// removed or added. Every answer must be 400 (with field errors) or a success, never a 500, and a
// refused request must leave the table exactly as it was.
import type { HttpApp } from '@heirloom/server';
import { DataSource } from 'typeorm';
import { resources, type ResourceFixture } from './testing/resources';
import { signUp, type SignedInAgent } from './testing/sessions';
import { createTestApp } from './testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from './testing/test-databases';

const WRONG_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  9e99,
  -9e99,
  [],
  {},
  [1, 2],
  { value: '1' },
  '',
  '   ',
  'abc',
  '-5',
  '-0.001',
  '12.345',
  '1e5',
  '0x10',
  '1,000.00',
  'NaN',
  'Infinity',
  '99999999999999999999',
  '2024-02-30',
  '2024-13-01',
  '0000-00-00',
  'yesterday',
  '2024-01-01T25:00:00Z',
  'x'.repeat(20_000),
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '\u0000',
];

/** Bodies built from a valid one: every field wrong in every way, missing, or joined by extras. */
export function malformedBodies(valid: Record<string, unknown>): unknown[] {
  const bodies: unknown[] = [null, [], 'text', 42, true, [valid]];
  for (const field of Object.keys(valid)) {
    for (const value of WRONG_VALUES) bodies.push({ ...valid, [field]: value });
    const { [field]: _removed, ...rest } = valid;
    bodies.push(rest);
  }
  for (const extra of ['id', 'userId', 'createdAt', 'isAdmin', '__proto__', 'constructor']) {
    bodies.push({ ...valid, [extra]: 'x' });
  }
  return bodies;
}

describe.each(testDatabaseKinds())('bad input on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let owner: SignedInAgent;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    owner = await signUp(app, 'owner');
    dataSource = app.get(DataSource);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const snapshot = (table: string) => dataSource.query(`SELECT * FROM ${table} ORDER BY id`);

  /**
   * Sends each body; every answer must be `ok` or a 400 (409 for a duplicate) in the one error shape,
   * and a refusal must have changed nothing in the table. Answers the problems found (none) and how many bodies were refused.
   */
  async function sendAll(
    fixture: ResourceFixture,
    bodies: unknown[],
    send: (body: string) => Promise<{ status: number; body: { message?: unknown } }>,
    ok: number,
  ): Promise<{ problems: string[]; refused: number }> {
    const problems: string[] = [];
    let refused = 0;
    for (const body of bodies) {
      const rows = await snapshot(fixture.table);
      const response = await send(JSON.stringify(body));
      const context = `${JSON.stringify(body).slice(0, 120)} -> ${response.status}`;
      // 400, or 409 for a second open recommendation of one finding: refused with a message, nothing stored.
      if (response.status === 400 || response.status === 409) {
        refused++;
        if (typeof response.body.message !== 'string') problems.push(`${context}: no message`);
        if (JSON.stringify(await snapshot(fixture.table)) !== JSON.stringify(rows)) {
          problems.push(`${context}: changed the table`);
        }
      } else if (response.status !== ok) {
        problems.push(`${context}: ${JSON.stringify(response.body)}`);
      }
    }
    return { problems, refused };
  }

  it.each(resources.map((r) => [r.path, r] as const))('POST and PATCH /api/%s', async (_path, fixture) => {
    const valid = await fixture.validBody(owner.agent);
    const bodies = malformedBodies(valid);
    // The twelve whole-body cases and ~33 per field (a conversation has one field: its title).
    expect(bodies.length).toBeGreaterThan(40);

    const post = (body: string) =>
      owner.agent.post(`/api/${fixture.path}`).set('Content-Type', 'application/json').send(body);
    const creates = await sendAll(fixture, bodies, post, 201);
    expect(creates.problems).toEqual([]);
    expect(creates.refused).toBeGreaterThan(bodies.length / 2);

    // A fresh valid body: an accepted variant above may already hold `valid`'s one-per-user key.
    const fresh = await fixture.validBody(owner.agent);
    const target = (await owner.agent.post(`/api/${fixture.path}`).send(fresh).expect(201)).body;
    const patch = (body: string) =>
      owner.agent
        .patch(`/api/${fixture.path}/${target.id}`)
        .set('Content-Type', 'application/json')
        .send(body);
    const updates = await sendAll(fixture, bodies, patch, 200);
    expect(updates.problems).toEqual([]);
  });
});
