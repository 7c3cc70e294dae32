import { expect, test } from '../support/test';
import { ISOLATION_PORT_BASE } from '../support/ports';
import { startRemotesStack, type TestStack } from '../support/stack';

// With one remote's server stopped, its routes show an error card with Retry inside the shell; the
// sidebar, theme, toasts and other remotes keep working; Retry loads it once it is back, no reload.
let stack: TestStack;
test.beforeAll(async () => {
  stack = await startRemotesStack(ISOLATION_PORT_BASE);
});
test.afterAll(async () => {
  await stack?.stopAll();
});

test('a stopped remote is isolated and Retry recovers it without a page reload', async ({ page }) => {
  await stack.stop('wealth');
  await page.goto(`${stack.baseURL}/transactions`);
  const card = page.getByTestId('remote-error');
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.locator('main h1')).toHaveText("This section couldn't load");
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));

  // The shell keeps working: sidebar, theme, toasts (waitlist validation + a toast), other remotes.
  const sidebar = page.locator('#app-sidebar');
  await expect(sidebar.getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.route('**/api/newsletter/signup', (route) => route.fulfill({ status: 500, body: 'down' }));
  const waitlist = page.getByRole('region', { name: 'Join the Waitlist' });
  await waitlist.getByLabel('Name').fill('Ada');
  await waitlist.getByLabel('Email').fill('ada@example.com');
  await waitlist.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(page.locator('[data-variant="destructive"]')).toContainText(
    'Something went wrong. Please try again.',
  );

  await sidebar.getByRole('link', { name: 'Connected Apps' }).click();
  await expect(page.locator('main h1')).toHaveText('Connected Apps and Data Sources');
  await sidebar.getByRole('link', { name: 'About Us' }).click();
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);

  // Still down: Retry fails again, cleanly.
  await sidebar.getByRole('link', { name: 'Budget' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('remote-error')).toBeVisible();

  // Back up: Retry loads it in place.
  await stack.start('wealth');
  await page.getByTestId('remote-error').getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('main h1')).toHaveText('Budget');
  await sidebar.getByRole('link', { name: 'Transactions' }).click();
  await expect(page.locator('main h1')).toHaveText('Transactions');
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
});
