// Where the embedded database lives: DATA_DIR, or <repo root>/data. The repo root is found by walking
// up to nx.json from the running script (services/api/dist/main.cjs) or the working directory, so the
// bundle finds the same folder whichever directory it is started from.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

export function findRepoRoot(startDirs: readonly string[]): string | undefined {
  for (const start of startDirs) {
    let dir = path.resolve(start);
    for (;;) {
      if (existsSync(path.join(dir, 'nx.json'))) return dir;
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return undefined;
}

function startDirs(): string[] {
  const dirs: string[] = [];
  if (typeof __dirname === 'string') dirs.push(__dirname);
  if (process.argv[1]) dirs.push(path.dirname(process.argv[1]));
  dirs.push(process.cwd());
  return dirs;
}

export function resolveDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.DATA_DIR?.trim();
  if (configured) return path.resolve(configured);
  return path.join(findRepoRoot(startDirs()) ?? process.cwd(), 'data');
}

/** The data folder, created on first use. */
export function ensureDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const dir = resolveDataDir(env);
  mkdirSync(dir, { recursive: true });
  return dir;
}
