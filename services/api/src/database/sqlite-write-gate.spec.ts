import { DataSource } from 'typeorm';
import { installSqliteWriteGate } from './sqlite-write-gate';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the SQLite write gate', () => {
  let dataSource: DataSource;

  beforeEach(async () => {
    dataSource = installSqliteWriteGate(new DataSource({ type: 'better-sqlite3', database: ':memory:' }));
    await dataSource.initialize();
    await dataSource.query('CREATE TABLE t (name TEXT NOT NULL)');
  });

  afterEach(async () => {
    await dataSource.destroy();
  });

  const names = async () =>
    ((await dataSource.query('SELECT name FROM t ORDER BY name')) as { name: string }[]).map((r) => r.name);

  /** A transaction that writes, lets the event loop turn a while (as an import does), then fails. */
  const failing = (release: Promise<void>) =>
    dataSource
      .transaction(async (manager) => {
        await manager.query("INSERT INTO t (name) VALUES ('import')");
        await release;
        await manager.query("INSERT INTO t (name) VALUES ('import, last')");
        throw new Error('the import failed');
      })
      .catch((error: Error) => error.message);

  it("keeps another context's plain write out of an open transaction, and reads at once", async () => {
    let release!: () => void;
    const outcome = failing(new Promise<void>((resolve) => (release = resolve)));
    await turn();
    let written = false;
    const write = dataSource.query("INSERT INTO t (name) VALUES ('theirs')").then(() => (written = true));
    // A read is not held: it runs on the same connection and sees the open transaction's row.
    expect(await names()).toEqual(['import']);
    for (let i = 0; i < 5; i++) await turn();
    expect(written).toBe(false);
    release();
    expect(await outcome).toBe('the import failed');
    await write;
    expect(await names()).toEqual(['theirs']);
  });

  it('runs another transaction after the open one, never as its savepoint', async () => {
    let release!: () => void;
    const outcome = failing(new Promise<void>((resolve) => (release = resolve)));
    await turn();
    const order: string[] = [];
    const theirs = dataSource.transaction(async (manager) => {
      order.push('theirs began');
      await manager.query("INSERT INTO t (name) VALUES ('theirs')");
      await turn();
      await manager.query("INSERT INTO t (name) VALUES ('theirs, second')");
    });
    for (let i = 0; i < 5; i++) await turn();
    order.push('import released');
    release();
    expect(await outcome).toBe('the import failed');
    await theirs;
    expect(order).toEqual(['import released', 'theirs began']);
    expect(await names()).toEqual(['theirs', 'theirs, second']);
  });

  it("gives save()'s own transaction (the runner's, outside dataSource.transaction) the same turn", async () => {
    let release!: () => void;
    const outcome = failing(new Promise<void>((resolve) => (release = resolve)));
    await turn();
    const runner = dataSource.createQueryRunner();
    // What EntityPersistExecutor does: a transaction of its own when the runner says none is active.
    const theirs = (async () => {
      expect(runner.isTransactionActive).toBe(false);
      await runner.startTransaction();
      await runner.query("INSERT INTO t (name) VALUES ('saved')");
      await turn();
      await runner.commitTransaction();
    })();
    for (let i = 0; i < 5; i++) await turn();
    release();
    expect(await outcome).toBe('the import failed');
    await theirs;
    expect(await names()).toEqual(['saved']);
  });

  it('nests a transaction begun inside the open one as its savepoint, without waiting for itself', async () => {
    await dataSource.transaction(async (manager) => {
      await manager.query("INSERT INTO t (name) VALUES ('outer')");
      await dataSource
        .transaction(async (inner) => {
          await inner.query("INSERT INTO t (name) VALUES ('inner')");
          throw new Error('inner failed');
        })
        .catch(() => {});
      await dataSource.query("INSERT INTO t (name) VALUES ('outer, plain')");
    });
    expect(await names()).toEqual(['outer', 'outer, plain']);
  });

  it('leaves a MySQL data source as it is', () => {
    const mysql = new DataSource({ type: 'mysql', host: '127.0.0.1', database: 'x' });
    const createQueryRunner = mysql.driver.createQueryRunner;
    expect(installSqliteWriteGate(mysql)).toBe(mysql);
    expect(mysql.driver.createQueryRunner).toBe(createQueryRunner);
  });
});
