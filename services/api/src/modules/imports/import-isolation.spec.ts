// Another family's write while an import commits is its own, whatever becomes of the import. On SQLite
// the API has one connection (TypeORM's better-sqlite3 driver shares one query runner), and the commit
// lets the event loop turn inside its open transaction (issue 34): another request's INSERT ran inside
// that transaction, and its own transaction became a SAVEPOINT of it, so an import that then failed took
// their rows with it after they had been answered 201. MySQL/MariaDB (one pooled connection per
// transaction) must behave the same, so the suite runs there too.
import { jest } from '@jest/globals';
import type { HttpApp } from '@heirloom/server';
import request from 'supertest';
import type { EntityManager } from 'typeorm';
import { signUp, type SignedInAgent } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { ImportsService } from './imports.service';

const csv = (...lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
/** Rows enough that the commit yields many times while its transaction is open. */
const ROWS = 3000;

describe.each(testDatabaseKinds())("another family's write during an import on %s", (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let owner: SignedInAgent;
  let stranger: SignedInAgent;
  let checking: { id: string };
  let theirs: { id: string };
  let run = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    owner = await signUp(app, 'owner');
    stranger = await signUp(app, 'stranger');
    const account = {
      name: 'Everyday Checking',
      accountType: 'checking',
      institution: 'First Bank',
      balance: '1000',
    };
    checking = (await owner.agent.post('/api/accounts').send(account).expect(201)).body;
    theirs = (
      await stranger.agent
        .post('/api/accounts')
        .send({ ...account, name: 'Theirs' })
        .expect(201)
    ).body;
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  type Write = (tag: string) => PromiseLike<{ status: number }>;
  const writes: [string, Write, (tag: string) => Promise<boolean>][] = [
    [
      'a plain insert (POST /api/accounts)',
      (tag) =>
        stranger.agent
          .post('/api/accounts')
          .send({ name: tag, accountType: 'savings', institution: 'Elsewhere', balance: '5' }),
      async (tag) =>
        ((await stranger.agent.get('/api/accounts').expect(200)).body as { name: string }[]).some(
          (a) => a.name === tag,
        ),
    ],
    [
      'its own transaction (POST /api/transactions)',
      (tag) =>
        stranger.agent.post('/api/transactions').send({
          accountId: theirs.id,
          merchant: tag,
          category: 'Groceries',
          date: '2026-05-01',
          amount: '-3.00',
          transactionType: 'expense',
        }),
      async (tag) =>
        (
          (await stranger.agent.get('/api/transactions?pageSize=200').expect(200)).body.items as {
            merchant: string;
          }[]
        ).some((t) => t.merchant === tag),
    ],
    [
      "save()'s transaction (PATCH /api/accounts/{id})",
      (tag) => stranger.agent.patch(`/api/accounts/${theirs.id}`).send({ institution: tag }),
      async (tag) =>
        (await stranger.agent.get(`/api/accounts/${theirs.id}`).expect(200)).body.institution === tag,
    ],
  ];

  it.each(writes)('%s stays when the import fails after it', async (_name, write, isStored) => {
    const tag = `Theirs ${++run}`;
    const lines = Array.from({ length: ROWS }, (_, i) => `2026-06-01,Row ${run}.${i},-1.00`);
    const upload = await owner.agent
      .post('/api/imports')
      .field('kind', 'transactions')
      .field('accountId', checking.id)
      .attach('file', csv('date,merchant,amount', ...lines), { filename: 'big.csv' })
      .expect(201);
    const id = upload.body.import.id as string;
    expect(upload.body.import.validRows).toBe(ROWS);

    // The other family's write starts at the first progress event, while the import's transaction is
    // open and the commit yields between slices.
    let answered: Promise<number> | undefined;
    let readDuringImport: number | undefined;
    let readBeforeFailure: number | undefined;
    const start = () => {
      answered ??= Promise.resolve(write(tag)).then((res) => res.status);
      // Reads are answered meanwhile (issue 34: /api/health runs SELECT 1), not held until the import ends.
      void request(app.getHttpServer())
        .get('/api/health')
        .then((res) => (readDuringImport ??= res.status));
    };
    // The import then fails at its very end, inside its transaction (as a failing statement would),
    // once the other write was answered (or after a while, if it waits for the import).
    const service = app.get(ImportsService);
    const remember = jest
      .spyOn(service as unknown as { remember: (m: EntityManager) => Promise<void> }, 'remember')
      .mockImplementationOnce(async () => {
        start();
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([answered, new Promise((resolve) => (timer = setTimeout(resolve, 1500)))]);
        clearTimeout(timer);
        readBeforeFailure = readDuringImport;
        throw new Error('the disk is full');
      });
    try {
      const res = await owner.agent
        .post(`/api/imports/${id}/commit/stream`)
        .buffer(true)
        .parse((response, done) => {
          let text = '';
          response.on('data', (chunk: Buffer) => {
            text += chunk.toString();
            if (text.includes('event: progress')) start();
          });
          response.on('end', () => done(null, text));
        });
      expect(String(res.body)).toMatch(/event: error/);
    } finally {
      remember.mockRestore();
    }

    // The read was answered while the import still held its transaction open.
    expect(readBeforeFailure).toBe(200);
    expect(await answered).toBeLessThan(300);
    // The import left nothing behind, and the other family's write is there.
    expect((await owner.agent.get(`/api/imports/${id}`).expect(200)).body).toMatchObject({
      status: 'pending',
      importedRows: 0,
    });
    const ownRows = (await owner.agent.get('/api/transactions?pageSize=1').expect(200)).body.total;
    expect(ownRows).toBe(0);
    expect(await isStored(tag)).toBe(true);
  });
});
