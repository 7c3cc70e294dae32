import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureDataDir, findRepoRoot, resolveDataDir } from './data-dir';

describe('data folder', () => {
  let scratch: string;

  beforeEach(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'heirloom-data-dir-'));
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  it('finds the repo root from a nested folder', () => {
    writeFileSync(path.join(scratch, 'nx.json'), '{}');
    const nested = path.join(scratch, 'services', 'api', 'dist');
    mkdirSync(nested, { recursive: true });
    expect(findRepoRoot([nested])).toBe(scratch);
  });

  it('defaults to <repo root>/data for this checkout', () => {
    const root = findRepoRoot([process.cwd()]);
    expect(root).toBeDefined();
    expect(resolveDataDir({})).toBe(path.join(root!, 'data'));
  });

  it('honours DATA_DIR and creates it on first use', () => {
    const dir = path.join(scratch, 'fresh', 'data');
    expect(ensureDataDir({ DATA_DIR: dir })).toBe(dir);
    expect(() => mkdirSync(dir)).toThrow(/EEXIST/);
  });
});
