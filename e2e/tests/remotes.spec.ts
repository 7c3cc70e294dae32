import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';

// Every route of the spec renders inside its owning remote.
const routes: [path: string, heading: string][] = [
  ['/home', ''],
  ['/services', 'Our Services'],
  ['/platform', 'AI Platform'],
  ['/about', ''],
  ['/contact', 'Request Information or Demo'],
  ['/dashboard', 'Dashboard'],
  ['/accounts', 'Accounts'],
  ['/transactions', 'Transactions'],
  ['/budget', 'Budget'],
  ['/investments', 'Investment Portfolio'],
  ['/private-investments', 'Private Investments'],
  ['/real-estate', 'Real Estate Portfolio'],
  ['/tax', 'Tax Planning'],
  ['/estate', 'Estate Planning'],
  ['/insurance', 'Insurance Portfolio'],
  ['/connected-apps', 'Connected Apps and Data Sources'],
  ['/recommendations', 'AI Recommendations'],
  ['/ai-advisor', 'AI Financial Advisor'],
  ['/professionals', 'Build Your Network'],
];

// Pages built out so far; the others still show their heading and a coming-soon note.
const realPages = new Set([
  '/home',
  '/services',
  '/platform',
  '/about',
  '/contact',
  '/dashboard',
  '/accounts',
  '/transactions',
  '/budget',
  '/investments',
  '/private-investments',
  '/real-estate',
  '/tax',
  '/estate',
  '/insurance',
  '/connected-apps',
  '/recommendations',
  '/ai-advisor',
  '/professionals',
]);

function remoteRequests(page: Page) {
  const seen = new Set<string>();
  page.on('request', (req) => {
    const m = /\/remotes\/(marketing|wealth|advisory)\//.exec(req.url());
    if (m) seen.add(m[1]!);
  });
  return seen;
}

test.describe('every route renders in its remote', () => {
  for (const [path, heading] of routes) {
    test(`${path} shows its heading${realPages.has(path) ? '' : ' and a coming-soon note'}`, async ({
      page,
    }) => {
      await page.goto(path);
      const h1 = page.locator('main h1');
      await expect(h1).toHaveCount(1);
      if (heading) await expect(h1).toHaveText(heading);
      if (!realPages.has(path))
        await expect(
          page
            .locator('main')
            .getByText(/coming soon/i)
            .first(),
        ).toBeVisible();
    });
  }
});

test('remotes are loaded only when one of their routes is visited', async ({ page }) => {
  const seen = remoteRequests(page);
  await page.goto('/about');
  await expect(page.locator('main h1')).toBeVisible();
  expect([...seen]).toEqual(['marketing']);
  await page.locator('#app-sidebar').getByRole('link', { name: 'Transactions' }).click();
  await expect(page.locator('main h1')).toHaveText('Transactions');
  expect([...seen].sort()).toEqual(['marketing', 'wealth']);
});

test('navigating between remotes keeps one React app (no full page reload)', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
  const sidebar = page.locator('#app-sidebar');
  await sidebar.getByRole('link', { name: 'Connected Apps' }).click();
  await expect(page.locator('main h1')).toHaveText('Connected Apps and Data Sources');
  await sidebar.getByRole('link', { name: 'Transactions' }).click();
  await expect(page.locator('main h1')).toHaveText('Transactions');
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
});

test('a remote raises a toast through the shared platform store and the shell shows it', async ({ page }) => {
  await page.goto('/connected-apps');
  await page.getByRole('button', { name: 'Download Template' }).click();
  const region = page.getByRole('region', { name: /Notifications/ });
  await expect(region.locator('[data-variant="default"]')).toContainText('Template downloaded');
});
