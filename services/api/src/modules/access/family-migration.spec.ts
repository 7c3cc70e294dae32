// Migration 1797300000000 on a database with a family in it (issue 31): the account becomes the owner of
// a family with its own id, its open session keeps working and acts for it, and every figure it read
// before reads the same after.
import type { HttpApp } from '@heirloom/server';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { migrations } from '../../database/migrations';
import { signUp } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { sharedDatabase } from './access-testing';

const READS = ['/api/accounts', '/api/summary', '/api/transactions', '/api/professionals'];

describe.each(testDatabaseKinds())('the shared family office migration on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp | undefined;

  beforeAll(async () => {
    database = await sharedDatabase(kind);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('moves an existing account’s data to its family unchanged', async () => {
    app = await createTestApp(database.options);
    const user = await signUp(app, `migrated.${kind}`);
    const account = await user.agent
      .post('/api/accounts')
      .send({
        name: 'Joint Checking',
        accountType: 'checking',
        institution: 'Alpine Bank',
        balance: '1234.56',
      })
      .expect(201);
    await user.agent
      .post('/api/transactions')
      .send({
        accountId: account.body.id,
        date: '2026-11-02',
        merchant: 'King Soopers',
        amount: '-42.10',
        category: 'Groceries',
        transactionType: 'expense',
      })
      .expect(201);
    await user.agent.post('/api/professionals').send({ name: 'Priya Raman', type: 'cpa' }).expect(201);
    const login = await request(app.getHttpServer())
      .post('/api/auth/login')
      .send({ username: user.username, password: 'correct horse battery' })
      .expect(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const before = new Map<string, unknown>();
    for (const path of READS) before.set(path, (await user.agent.get(path).expect(200)).body);
    await app.close();
    app = undefined;

    // Back to the database as it was before the migration (the tables and columns it adds dropped).
    const dataSource = await new DataSource(database.options).initialize();
    try {
      // Undone down to and including the shared family office (later migrations first).
      const shared = migrations.findIndex((m) => m.name === 'SharedFamilyOffice1797300000000');
      expect(shared).toBeGreaterThan(0);
      for (let i = migrations.length - 1; i >= shared; i--) await dataSource.undoLastMigration();
      const q = (name: string) => dataSource.driver.escape(name);
      const tables = (await dataSource.query(
        kind === 'sqlite'
          ? "SELECT name FROM sqlite_master WHERE type = 'table'"
          : 'SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()',
      )) as { name: string }[];
      expect(tables.map((t) => t.name)).not.toContain('family_members');
      await dataSource.runMigrations();
      const [member] = (await dataSource.query(
        `SELECT ${q('familyId')}, ${q('role')} FROM ${q('family_members')} WHERE ${q('userId')} = ?`,
        [user.id],
      )) as { familyId: string; role: string }[];
      expect(member).toEqual({ familyId: user.id, role: 'owner' });
      const [family] = (await dataSource.query(
        `SELECT ${q('name')} FROM ${q('families')} WHERE ${q('id')} = ?`,
        [user.id],
      )) as { name: string }[];
      expect(family).toEqual({ name: user.username });
    } finally {
      await dataSource.destroy();
    }

    app = await createTestApp(database.options);
    // The session opened before the migration still works: it acts for the family.
    const get = (path: string) => request(app!.getHttpServer()).get(path).set('Cookie', cookie);
    const me = (await get('/api/auth/me').expect(200)).body;
    expect(me.access).toEqual({
      kind: 'family',
      familyId: user.id,
      familyName: user.username,
      role: 'owner',
      areas: null,
      endsAt: null,
    });
    for (const path of READS) expect((await get(path).expect(200)).body).toEqual(before.get(path));
    // And a new sign-in acts for it too.
    const again = request.agent(app.getHttpServer());
    await again
      .post('/api/auth/login')
      .send({ username: user.username, password: 'correct horse battery' })
      .expect(200);
    expect((await again.get('/api/accounts').expect(200)).body).toEqual(before.get('/api/accounts'));
  });
});
