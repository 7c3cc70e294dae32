import Database from 'better-sqlite3';
import path from 'node:path';

/** Reads the e2e stack's embedded database directly, to prove what the API stored. */
export function queryDb<T = Record<string, unknown>>(sql: string, ...params: unknown[]): T[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
  const db = new Database(path.join(dataDir, 'heirloom.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
