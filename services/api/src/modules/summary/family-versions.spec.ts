// GET /api/family's ETag (migration FamilyVersions): 304 with no body while nothing of the family
// changed; any insert, update or delete in any table the snapshot reads, whichever path wrote it, gives
// a new tag; another user's writes or tag never touch it.
import type { HttpApp } from '@heirloom/server';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { signIn, signUp, type SignedInAgent } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';

/** Written out here, not taken from the migration: a table it forgets fails below. */
const SNAPSHOT_TABLES = [
  'accounts',
  'holdings',
  'budgets',
  'properties',
  'mortgages',
  'insurance_policies',
  'estate_documents',
  'beneficiaries',
  'tax_documents',
  'professionals',
  'private_placements',
  'businesses',
  'k1_documents',
  'recommendations',
  'transactions',
];

describe.each(testDatabaseKinds())('GET /api/family ETag on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let dataSource: DataSource;
  let demo: SignedInAgent;
  let stranger: SignedInAgent;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options, { seedDemo: true });
    dataSource = app.get(DataSource);
    demo = await signIn(app, 'demo', 'demo1234');
    stranger = await signUp(app, `versions-stranger.${kind}`);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const tagOf = async (who: SignedInAgent): Promise<string> => {
    const res = await who.agent.get('/api/family').expect(200);
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    return res.headers.etag as string;
  };
  const q = (name: string) => dataSource.driver.escape(name);

  it('answers 304 with no body to its own tag, and the whole snapshot to any other', async () => {
    const tag = await tagOf(demo);
    const unchanged = await demo.agent.get('/api/family').set('If-None-Match', tag).expect(304);
    expect(unchanged.text ?? '').toBe('');
    expect(unchanged.headers.etag).toBe(tag);
    await demo.agent.get('/api/family').set('If-None-Match', `"other", W/${tag}`).expect(304);
    const stale = await demo.agent.get('/api/family').set('If-None-Match', '"1.someone.0.2020-01-01"');
    expect(stale.status).toBe(200);
    expect(stale.body.accounts.length).toBeGreaterThan(0);
    // The demo's tag names the demo: another user never gets a 304 with it.
    const theirs = await stranger.agent.get('/api/family').set('If-None-Match', tag).expect(200);
    expect(theirs.headers.etag).not.toBe(tag);
    await stranger.agent.get('/api/family').set('If-None-Match', tag).expect(200);
  });

  it('moves on a write through a route, and only for the writer', async () => {
    const [before, strangerBefore] = [await tagOf(demo), await tagOf(stranger)];
    await demo.agent
      .post('/api/accounts')
      .send({ name: 'Versioned', accountType: 'checking', institution: 'Chase', balance: '10' })
      .expect(201);
    expect(await tagOf(demo)).not.toBe(before);
    expect(await tagOf(stranger)).toBe(strangerBefore);
  });

  it('moves on an insert, an update and a delete in every table the snapshot reads', async () => {
    const demoId = demo.id;
    const strangerBefore = await tagOf(stranger);
    for (const table of SNAPSHOT_TABLES) {
      const [row] = (await dataSource.query(`SELECT * FROM ${q(table)} WHERE ${q('userId')} = ? LIMIT 1`, [
        demoId,
      ])) as Record<string, unknown>[];
      expect({ table, found: row !== undefined }).toEqual({ table, found: true });
      const id = row!.id as string;
      const seen = [await tagOf(demo)];
      const expectMoved = async (what: string) => {
        const tag = await tagOf(demo);
        expect({ table, what, moved: !seen.includes(tag) }).toEqual({ table, what, moved: true });
        seen.push(tag);
      };
      await dataSource.query(`UPDATE ${q(table)} SET ${q('updatedAt')} = ? WHERE ${q('id')} = ?`, [
        '2031-01-02 03:04:05',
        id,
      ]);
      await expectMoved('update');
      await dataSource.query(`DELETE FROM ${q(table)} WHERE ${q('id')} = ?`, [id]);
      await expectMoved('delete');
      const copy: Record<string, unknown> = { ...row!, id: randomUUID() };
      const columns = Object.keys(copy);
      await dataSource.query(
        `INSERT INTO ${q(table)} (${columns.map(q).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        columns.map((c) => copy[c]),
      );
      await expectMoved('insert');
    }
    expect(await tagOf(stranger)).toBe(strangerBefore);
  });

  it('gives every new user a version of their own from the start', async () => {
    const newcomer = await signUp(app, `versions-new.${kind}`);
    const me = newcomer.id;
    const rows = (await dataSource.query(
      `SELECT ${q('version')} FROM ${q('family_versions')} WHERE ${q('userId')} = ?`,
      [me],
    )) as { version: number | string }[];
    expect(rows.map((r) => Number(r.version))).toEqual([0]);
    expect(await tagOf(newcomer)).toContain(`.${me}.0.`);
  });
});
