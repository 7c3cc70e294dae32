import path from 'node:path';

/** The demo family seeded into every new database. */
export const DEMO = { username: 'demo', password: 'demo1234' };

/** Where the global setup saves the demo's signed-in browser state (beside the throwaway database). */
export function demoStatePath(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
  return path.join(dataDir, 'demo-storage-state.json');
}

/** An empty browser state: for tests that start signed out. */
export const signedOut = { cookies: [], origins: [] };
