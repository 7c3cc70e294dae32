import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO, signedOut } from '../support/session';

// Issue 35's smaller findings, as a visitor's browser sees them: no console error and no session
// question for an anonymous visitor, the password dictionary loaded only when the field is touched,
// no layout shift on /investments on a phone, and the advisor's list markup.

const publicPages = ['/', '/home', '/services', '/platform', '/about', '/contact', '/login', '/register'];

/** Console errors and /api/auth/me requests the page makes from now on. */
function watch(page: Page) {
  const errors: string[] = [];
  const sessionQuestions: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/me') sessionQuestions.push(request.url());
  });
  return { errors, sessionQuestions };
}

test.describe('an anonymous visitor', () => {
  test.use({ storageState: signedOut });

  for (const route of publicPages) {
    test(`${route} logs no console error and never asks who is signed in`, async ({ page }) => {
      const seen = watch(page);
      await page.goto(route);
      await expect(page.locator('h1')).toHaveCount(1);
      await page.waitForTimeout(1500); // the page's late requests: the session question came first, if any
      expect(seen.errors).toEqual([]);
      expect(seen.sessionQuestions).toEqual([]);
    });
  }

  test('signs in, and a reload still shows the signed-in shell; signing out drops the hint', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(DEMO.username);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/dashboard');
    const hint = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name === 'hl_signed_in');
    expect(await hint()).toMatchObject({ value: '1', httpOnly: false, sameSite: 'Lax' });

    const seen = watch(page);
    await page.reload();
    await expect(page.getByTestId('session-user')).toContainText('demo');
    await expect(page).toHaveURL('/dashboard');
    expect(seen.sessionQuestions.length).toBeGreaterThan(0);

    await page.goto('/transactions');
    await expect(page.locator('main h1')).toHaveText('Transactions');
    await page
      .getByRole('group', { name: 'Header actions' })
      .getByRole('button', { name: 'Sign out' })
      .click();
    await expect(page).toHaveURL(/\/login/);
    expect(await hint()).toBeUndefined();
  });

  test('a stale hint costs one question, then is dropped', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'hl_signed_in', value: '1', url: baseURL! }]);
    await page.goto('/transactions');
    await expect(page).toHaveURL('/login?next=%2Ftransactions');
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'hl_signed_in')).toBe(false);
    const seen = watch(page);
    await page.goto('/about');
    await expect(page.locator('h1')).toHaveCount(1);
    await page.waitForTimeout(1500);
    expect(seen.sessionQuestions).toEqual([]);
  });

  test('/register loads the password dictionary only once the field is focused', async ({ page }) => {
    // Every script the page asks for, and whether it asked before or after the field was focused.
    const scripts: { url: string; afterFocus: boolean; bytes: Promise<number> }[] = [];
    let focused = false;
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      const bytes = request.response().then(
        async (response) => (await response?.body())?.length ?? 0,
        () => 0,
      );
      scripts.push({ url: request.url(), afterFocus: focused, bytes });
    });
    const estimator = (list: typeof scripts) => list.filter((s) => /password-strength\./.test(s.url));
    const bytesOf = async (list: typeof scripts) =>
      (await Promise.all(list.map((s) => s.bytes))).reduce((sum, n) => sum + n, 0);

    await page.goto('/register');
    await expect(page.getByLabel('Password')).toBeVisible();
    await page.waitForTimeout(1500); // time for anything the page itself would still load
    expect(estimator(scripts)).toEqual([]);
    const beforeFocus = scripts.length;

    focused = true;
    await page.getByLabel('Password').focus();
    await expect.poll(() => estimator(scripts).length).toBe(1);
    const onFocus = scripts.slice(beforeFocus);
    // The dictionary is most of those bytes: it comes with the focus, not with the page.
    expect(await bytesOf(onFocus)).toBeGreaterThan(300_000);

    await page.getByLabel('Password').fill('correct horse battery staple');
    const meter = page.getByRole('status').filter({ hasText: 'Password strength' });
    await expect(meter).toContainText(/Strong|Good/);
  });
});

/** Sums the page's layout shifts from its first paint (PerformanceObserver 'layout-shift', as CLS). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShifts: { value: number; moved: string[] }[] };
    w.layoutShifts = [];
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map(({ node, previousRect: from, currentRect: to }) => {
          const el = node instanceof Element ? node : node?.parentElement;
          const name = el ? (el.getAttribute('data-testid') ?? el.tagName.toLowerCase()) : '?';
          return `${name} y ${Math.round(from.y)}->${Math.round(to.y)}, height ${Math.round(from.height)}->${Math.round(to.height)}`;
        });
        w.layoutShifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const width of [390, 1280]) {
  test(`/investments shifts no layout while it loads, at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await recordLayoutShifts(page);
    await page.goto('/investments');
    await expect(page.getByTestId('holding-row').first()).toBeVisible();
    await page.waitForTimeout(1000); // the allocation bars and anything late
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts,
    );
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.02);
  });
}

test('/ai-advisor has no serious or critical axe violations (its log is a list)', async ({ page }) => {
  await page.goto('/ai-advisor');
  await expect(page.getByTestId('assistant-message').first()).toBeVisible();
  await expect(page.getByTestId('chat-capabilities')).toBeVisible(); // the list inside the list, too
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
  expect(violations.map((v) => v.id)).not.toContain('listitem');
});
