import { expect, test } from '../support/test';
import { queryDb } from '../support/data';

const groups = {
  Company: ['Home', 'Our Services', 'AI Platform'],
  'Financial Overview': [
    'Dashboard',
    'Accounts',
    'Transactions',
    'Budget',
    'Investments',
    'Private Investments',
    'Forecast',
  ],
  'Wealth Management': ['Real Estate', 'Tax Planning', 'Estate Planning', 'Insurance', 'Retirement'],
  Advisory: ['Connected Apps', 'AI Recommendations', 'AI Advisor', 'Professionals', 'Access'],
};

test.describe('shell layout', () => {
  test('sidebar lists the spec groups, footer links, tagline and highlights the current route', async ({
    page,
  }) => {
    await page.goto('/transactions');
    const sidebar = page.locator('#app-sidebar');
    for (const [group, entries] of Object.entries(groups)) {
      const g = sidebar.getByRole('group', { name: group });
      await expect(g.getByRole('link')).toHaveText(entries);
    }
    await expect(sidebar.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    await expect(sidebar.getByRole('link', { name: 'Contact / Demo' })).toHaveAttribute('href', '/contact');
    await expect(sidebar.getByText('Democratic family office services for the mass affluent')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', { name: 'Budget' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('parent-tagline')).toHaveText('A Northfield Financial Group company');
  });

  test('Ctrl+B collapses to icon mode, the state survives a reload via a 7-day cookie', async ({
    page,
    context,
  }) => {
    await page.goto('/about');
    const sidebar = page.locator('aside#app-sidebar');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect((await sidebar.boundingBox())!.width).toBeCloseTo(256, 0);
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBeCloseTo(48, 0);
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    const lifetime = cookie!.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(604800 - 60);
    expect(lifetime).toBeLessThanOrEqual(604800 + 1);
    await page.reload();
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  });

  test('under 768px the sidebar is an 18rem slide-in sheet and the parent tagline is hidden', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    const sheet = page.getByRole('dialog', { name: 'Sidebar' });
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId('parent-tagline')).toBeHidden();
    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    await expect(sheet).toBeVisible();
    await expect.poll(async () => (await sheet.boundingBox())!.width).toBeCloseTo(288, 0);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await page.keyboard.press('Control+b');
    await expect(sheet).toBeVisible();
    await sheet.getByRole('link', { name: 'Transactions' }).click();
    await expect(page).toHaveURL(/\/transactions$/);
    await expect(sheet).toBeHidden();
  });

  test('theme defaults to light, toggles to dark for shell and remotes, and is kept in localStorage', async ({
    page,
  }) => {
    await page.goto('/transactions');
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);
    const bgLight = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    const bgDark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bgDark).not.toBe(bgLight);
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(html).not.toHaveClass(/dark/);
  });

  test('unknown paths show the 404 page inside the shell; / renders without the shell', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(page.locator('#app-sidebar')).toHaveCount(1);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
    await expect(page.locator('#app-sidebar')).toHaveCount(0);
  });
});

test.describe('waitlist', () => {
  test('validates, shows Joining..., stores the signup, clears the fields and toasts', async ({ page }) => {
    await page.goto('/about');
    const waitlist = page.getByRole('region', { name: 'Join the Waitlist' });
    await expect(
      waitlist.getByText(
        'Be the first to know when the product launches new features and wealth management tools',
      ),
    ).toBeVisible();
    await expect(waitlist.getByText('We respect your privacy. Unsubscribe at any time.')).toBeVisible();
    const name = waitlist.getByLabel('Name');
    const email = waitlist.getByLabel('Email');
    await expect(email).toHaveAttribute('type', 'email');

    await waitlist.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    const address = `e2e-${Date.now()}@example.com`;
    await name.fill('Ada Lovelace');
    await email.fill('not-an-email');
    await waitlist.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');

    await email.fill(address);
    // Hold the request so the pending state is observable.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/newsletter/signup', async (route) => {
      await held;
      await route.continue();
    });
    await waitlist.getByRole('button', { name: 'Join Waitlist' }).click();
    const pending = waitlist.getByRole('button', { name: 'Joining...' });
    await expect(pending).toBeDisabled();
    release();
    await expect(page.getByText("You're on the list!")).toBeVisible();
    await expect(
      page.getByText("We'll notify you when new features and wealth management tools are available."),
    ).toBeVisible();
    await expect(name).toHaveValue('');
    await expect(email).toHaveValue('');
    await expect(waitlist.getByRole('button', { name: 'Join Waitlist' })).toBeEnabled();
    const rows = queryDb<{ name: string }>('SELECT name FROM newsletter_signups WHERE email = ?', address);
    expect(rows).toEqual([{ name: 'Ada Lovelace' }]);
  });

  test('a failed signup shows the destructive Error toast and keeps what was typed', async ({ page }) => {
    await page.route('**/api/newsletter/signup', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/about');
    const waitlist = page.getByRole('region', { name: 'Join the Waitlist' });
    await waitlist.getByLabel('Name').fill('Grace Hopper');
    await waitlist.getByLabel('Email').fill('grace@example.com');
    await waitlist.getByRole('button', { name: 'Join Waitlist' }).click();
    const toast = page.locator('[data-variant="destructive"]');
    await expect(toast).toContainText('Error');
    await expect(toast).toContainText('Something went wrong. Please try again.');
    await expect(waitlist.getByLabel('Email')).toHaveValue('grace@example.com');
  });

  test('toasts show one at a time and F8 focuses the notifications region', async ({ page }) => {
    await page.route('**/api/newsletter/signup', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/about');
    const waitlist = page.getByRole('region', { name: 'Join the Waitlist' });
    await waitlist.getByLabel('Name').fill('Grace Hopper');
    await waitlist.getByLabel('Email').fill('grace@example.com');
    await waitlist.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(page.locator('[data-variant="destructive"]')).toHaveCount(1);
    await waitlist.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(page.locator('[data-variant]')).toHaveCount(1);
    await page.keyboard.press('F8');
    const region = page.getByRole('region', { name: /Notifications/ });
    await expect(region).toBeFocused();
  });
});
