import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { API_RESTART_PORT_BASE } from '../support/ports';
import { startRemotesStack, type TestStack } from '../support/stack';

// The API restarts under an open page (a crash, a redeploy): the shell keeps running, the pages that
// need data fail cleanly meanwhile, and once the API is back they load again, signed in with the same
// session and without the page reloading. A stack with an API of its own, which this test restarts.
let dataDir: string;
let stack: TestStack;
test.beforeAll(async () => {
  // Here, not at load: Playwright loads a spec file in more than one process.
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-e2e-restart-'));
  stack = await startRemotesStack(API_RESTART_PORT_BASE, {}, dataDir);
});
test.afterAll(async () => {
  await stack?.stopAll();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test.use({ storageState: { cookies: [], origins: [] } });

test('the page survives an API restart without a reload, with the same session', async ({ page }) => {
  const signIn = await page.request.post(`${stack.baseURL}/api/auth/login`, {
    data: { username: 'demo', password: 'demo1234' },
  });
  expect(signIn.status()).toBe(200);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.goto(`${stack.baseURL}/dashboard`);
  await expect(page.locator('main h1')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
  const sidebar = page.locator('#app-sidebar');

  await stack.stop('api');
  await sidebar.getByRole('link', { name: 'Transactions' }).click();
  await expect(page.locator('main h1')).toHaveText('Transactions');
  await expect(page.getByTestId('transaction-row')).toHaveCount(0);

  await stack.start('api');
  await sidebar.getByRole('link', { name: 'Budget' }).click();
  await sidebar.getByRole('link', { name: 'Transactions' }).click();
  await expect(page.getByTestId('transaction-row').first()).toBeVisible();
  // Still the same page (no reload, no new document) and still signed in.
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
  expect(documents).toHaveLength(1);
  expect((await page.request.get(`${stack.baseURL}/api/auth/me`)).status()).toBe(200);
});
