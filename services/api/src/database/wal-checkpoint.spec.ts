import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { quiet } from '../testing/test-databases';
import { sqliteOptions } from './database.config';
import { deferWalCheckpoint, WAL_AUTOCHECKPOINT_PAGES } from './wal-checkpoint';

describe('a deferred WAL checkpoint (SQLite)', () => {
  let dir: string;
  let file: string;
  let dataSource: DataSource;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'heirloom-checkpoint-'));
    file = path.join(dir, 'test.sqlite');
    dataSource = new DataSource({
      ...sqliteOptions(file),
      ...quiet,
      entities: [],
      migrations: [],
      migrationsRun: false,
    });
    await dataSource.initialize();
    await dataSource.query('CREATE TABLE rows (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
  });
  afterEach(async () => {
    await dataSource.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const autocheckpoint = async () =>
    ((await dataSource.query('PRAGMA wal_autocheckpoint')) as { wal_autocheckpoint: number }[])[0]!
      .wal_autocheckpoint;

  it('commits a big write without copying the log into the file; a worker thread copies it after', async () => {
    const sizeBefore = statSync(file).size;
    const checkpoint = deferWalCheckpoint(dataSource);
    expect(await autocheckpoint()).toBe(0);
    // Well past the 1,000 pages (4 MB) at which the COMMIT would checkpoint by itself.
    await dataSource.transaction(async (manager) => {
      for (let i = 0; i < 30; i++)
        await manager.query(
          `INSERT INTO rows (text) SELECT printf('%.500c', 'x') || value FROM json_each(?)`,
          [JSON.stringify(Array.from({ length: 1000 }, (_, n) => n))],
        );
    });
    expect(statSync(file).size).toBe(sizeBefore);

    const result = await checkpoint();
    expect(result!.log).toBeGreaterThan(WAL_AUTOCHECKPOINT_PAGES);
    expect(result!.checkpointed).toBe(result!.log);
    expect(statSync(file).size).toBeGreaterThan(sizeBefore + 15_000_000);
    expect(await autocheckpoint()).toBe(WAL_AUTOCHECKPOINT_PAGES);
    expect(await dataSource.query('SELECT COUNT(*) AS n FROM rows')).toEqual([{ n: 30_000 }]);
  });

  it('keeps the automatic checkpoint off until the last of two deferrals is done', async () => {
    const first = deferWalCheckpoint(dataSource);
    const second = deferWalCheckpoint(dataSource);
    await first();
    expect(await autocheckpoint()).toBe(0);
    await second();
    expect(await autocheckpoint()).toBe(WAL_AUTOCHECKPOINT_PAGES);
  });
});
