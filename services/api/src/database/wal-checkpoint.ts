// A big SQLite write (a 100,000-row import) commits without checkpointing on the process's thread: in
// WAL mode SQLite copies the log back into the database file as part of the COMMIT that pushed the log
// past 1,000 pages, and for 100,000 rows that copy took 1.2 s of the 1.6 s the COMMIT blocked the API
// (measured alone on the bench's database, docs/benchmarks.md#during-an-import). While a write is
// deferred the connection's automatic checkpoint is off; once it is done a worker thread, on a
// connection of its own to the same file, checkpoints (PASSIVE: it never waits for, nor blocks, the
// API's reads and writes), and the automatic checkpoint is back on whether or not the worker succeeded.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { sqliteConnection, type SqliteConnection } from './prepared-select';

/** SQLite's own default for wal_autocheckpoint (pages). */
export const WAL_AUTOCHECKPOINT_PAGES = 1000;

const CHECKPOINT = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { timeout: 5000 });
try {
  parentPort.postMessage(db.pragma('wal_checkpoint(PASSIVE)')[0]);
} finally {
  db.close();
}
`;

type PragmaConnection = SqliteConnection & { pragma(source: string, options?: { simple: boolean }): unknown };

const deferring = new WeakMap<SqliteConnection, number>();
const logger = new Logger('Database');

/** Where better-sqlite3 is installed: the bundle is CommonJS (__filename), the tests are ES modules. */
function driverPath(): string {
  const from = typeof __filename === 'string' ? __filename : import.meta.url;
  return createRequire(from).resolve('better-sqlite3');
}

/** What the worker's checkpoint answered: WAL pages in the log and copied back (-1 when it failed). */
export interface CheckpointResult {
  log: number;
  checkpointed: number;
}

/**
 * Turns `dataSource`'s automatic checkpoint off until the returned function is called; that function
 * checkpoints on a worker thread and turns it back on, and its promise says when (for tests; the caller
 * need not wait). Nothing to do on MySQL/MariaDB or an in-memory SQLite database.
 */
export function deferWalCheckpoint(dataSource: DataSource): () => Promise<CheckpointResult | null> {
  const sqlite = sqliteConnection(dataSource) as PragmaConnection | undefined;
  const file = dataSource.options.database;
  if (!sqlite || typeof file !== 'string' || file === ':memory:' || file === '')
    return () => Promise.resolve(null);
  const held = deferring.get(sqlite) ?? 0;
  if (held === 0) sqlite.pragma('wal_autocheckpoint = 0');
  deferring.set(sqlite, held + 1);
  let released: Promise<CheckpointResult | null> | undefined;
  return () =>
    (released ??= new Promise((resolve) => {
      let result: CheckpointResult = { log: -1, checkpointed: -1 };
      const done = () => {
        const left = (deferring.get(sqlite) ?? 1) - 1;
        deferring.set(sqlite, left);
        if (left === 0 && sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
        resolve(result);
      };
      let worker: Worker;
      try {
        worker = new Worker(CHECKPOINT, { eval: true, workerData: { driver: driverPath(), file } });
      } catch (error) {
        logger.warn(`The checkpoint worker did not start: ${(error as Error).message}`);
        done();
        return;
      }
      // A checkpoint cut short by the process ending is safe: SQLite finishes it on the next one.
      worker.unref();
      worker.on('message', (message: CheckpointResult) => (result = message));
      worker.on('error', (error) => logger.warn(`The checkpoint worker failed: ${error.message}`));
      worker.on('exit', done);
    }));
}
