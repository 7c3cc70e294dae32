import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REDEPLOY_PORT_BASE } from '../support/ports';
import { startRemotesStack, type TestStack } from '../support/stack';

// Independent deployment: with the shell's build untouched, the marketing remote is rebuilt with a
// changed text and redeployed; the site shows the new text on the next page load.
const repo = path.resolve(import.meta.dirname, '../..');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

function hashTree(dir: string): string {
  const hash = createHash('sha256');
  for (const file of walk(dir).sort()) hash.update(path.relative(dir, file)).update(readFileSync(file));
  return hash.digest('hex');
}

let stack: TestStack;
const served = mkdtempSync(path.join(os.tmpdir(), 'heirloom-served-marketing-'));
// Same depth as the real remote so its config's relative imports resolve.
const copy = path.join(repo, `.e2e-redeploy-mfe-marketing-${REDEPLOY_PORT_BASE}`);

test.beforeAll(async () => {
  cpSync(path.join(repo, 'mfe-marketing/dist'), served, { recursive: true });
  stack = await startRemotesStack(REDEPLOY_PORT_BASE, { marketing: served });
});
test.afterAll(async () => {
  await stack?.stopAll();
  rmSync(copy, { recursive: true, force: true });
  rmSync(served, { recursive: true, force: true });
});

test('a rebuilt remote is served and shown on the next load, the shell untouched', async ({ page }) => {
  test.setTimeout(180_000);
  const shellBefore = hashTree(path.join(repo, 'shell/dist'));
  await page.goto(`${stack.baseURL}/about`);
  await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();

  // Rebuild the remote from a copy of its source with one changed text.
  rmSync(copy, { recursive: true, force: true });
  cpSync(path.join(repo, 'mfe-marketing'), copy, {
    recursive: true,
    filter: (src) => !/[\\/](dist|node_modules)$/.test(src),
  });
  const stamp = `Our Mission, redeployed ${Date.now()}`;
  let changed = 0;
  for (const file of walk(path.join(copy, 'src')).filter((f) => f.endsWith('.tsx'))) {
    const text = readFileSync(file, 'utf8');
    if (text.includes('Our Mission')) {
      writeFileSync(file, text.replaceAll('Our Mission', stamp));
      changed++;
    }
  }
  expect(changed).toBeGreaterThan(0);
  execFileSync(
    process.execPath,
    [path.join(repo, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '--mode', 'production'],
    {
      cwd: copy,
      stdio: 'pipe',
    },
  );

  // Deploy: the remote's server now serves the new files.
  for (const name of readdirSync(served)) rmSync(path.join(served, name), { recursive: true, force: true });
  cpSync(path.join(copy, 'dist'), served, { recursive: true });

  await page.reload();
  await expect(page.getByRole('heading', { name: stamp })).toBeVisible();
  expect(hashTree(path.join(repo, 'shell/dist'))).toBe(shellBefore);
});
