import type { APIRequestContext } from '@playwright/test';
import { cents, dollars, sumCents } from '../support/money';
import { expect, test } from '../support/test';
import { signedOut } from '../support/session';
import { newFamilyContext } from '../support/users';

// The dashboard, signed in as the demo family: every figure equals what the test computes itself (in
// exact cents) from the API's plain lists; one call brings the page; the category filter; and a new
// family sees a welcome, never the demo family's figures.

type Row = Record<string, string | number | null>;
const list = async (request: APIRequestContext, path: string) => {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as Row[];
};

async function expectedFigures(request: APIRequestContext) {
  const [accounts, properties, mortgages, placements, businesses, insurance] = (await Promise.all(
    [
      '/api/accounts',
      '/api/properties',
      '/api/mortgages',
      '/api/private-placements',
      '/api/businesses',
      '/api/insurance',
    ].map((path) => list(request, path)),
  )) as [Row[], Row[], Row[], Row[], Row[], Row[]];
  // Spec section 9, with the one rule for what is owed: a credit balance counts as owed (negative).
  const balance = (a: Row) => {
    const value = cents(a.balance as string);
    return a.accountType === 'credit' && value > 0n ? -value : value;
  };
  const liquid = accounts.reduce((total, a) => total + balance(a), 0n);
  const nonLiquid =
    sumCents(placements.map((p) => p.currentValue as string)) +
    sumCents(businesses.map((b) => b.currentValuation as string));
  const equity =
    sumCents(properties.map((p) => p.currentValue as string)) -
    sumCents(mortgages.map((m) => m.currentBalance as string));
  const creditOwed = -accounts
    .filter((a) => a.accountType === 'credit')
    .reduce((total, a) => total + balance(a), 0n);
  return {
    accounts,
    netWorth: liquid + nonLiquid + equity,
    liquid,
    nonLiquid,
    equity,
    liabilities: creditOwed + sumCents(mortgages.map((m) => m.currentBalance as string)),
    life: sumCents(insurance.filter((p) => p.policyType === 'life').map((p) => p.coverageAmount as string)),
  };
}

test('every dashboard figure equals the sums of the API lists, from at most 2 calls', async ({ page }) => {
  const calls: string[] = [];
  const scripts: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/auth/')) calls.push(url.pathname);
    if (req.resourceType() === 'script') scripts.push(url.pathname);
  });
  await page.goto('/dashboard');
  await expect(page.getByTestId('net-worth')).toBeVisible();
  const expected = await expectedFigures(page.request);

  await expect(page.getByTestId('net-worth')).toHaveText(dollars(expected.netWorth));
  await expect(page.getByTestId('card-liquid-figure')).toHaveText(dollars(expected.liquid));
  await expect(page.getByTestId('card-non-liquid-figure')).toHaveText(dollars(expected.nonLiquid));
  await expect(page.getByTestId('card-real-estate-figure')).toHaveText(dollars(expected.equity));
  await expect(page.getByTestId('card-liabilities-figure')).toHaveText(dollars(expected.liabilities));
  await expect(page.getByTestId('card-life-insurance-figure')).toHaveText(dollars(expected.life));

  // The first five accounts, by name.
  const firstFive = [...expected.accounts]
    .sort((a, b) => String(a.name).localeCompare(String(b.name)))
    .slice(0, 5)
    .map((a) => String(a.name));
  const rows = page.getByTestId('liquid-account-row');
  await expect(rows).toHaveCount(Math.min(5, expected.accounts.length));
  for (const [i, name] of firstFive.entries()) await expect(rows.nth(i)).toContainText(name);

  // Let the charts settle, then count: the summary, and the history at most.
  await page.waitForLoadState('networkidle');
  expect(calls).toContain('/api/summary');
  expect(calls.length, calls.join(', ')).toBeLessThanOrEqual(2);
  // The dashboard has no form: the schemas' zod chunk never loads with it (a label taken from a schema
  // module once brought it along, +25 KB gzip).
  expect(scripts.filter((path) => /\/zod\.[0-9a-f]+\.js$/.test(path))).toEqual([]);
});

test('the first HTML already shows the net worth, which stays on screen until the page shows its own', async ({
  page,
}) => {
  const expected = await expectedFigures(page.request);
  // The page as the server sends it, before any script: the gateway's first paint holds the figure.
  const html = await (await page.request.get('/dashboard')).text();
  const firstPaint = /<div id="first-paint"[^>]*>([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
  expect(firstPaint).toContain(`data-testid="net-worth">${dollars(expected.netWorth)}</p>`);
  expect(firstPaint).toContain(`<dd>${dollars(expected.liquid)}</dd>`);

  // After every change of the page, once every observer has run (the shell's removes the first paint)
  // and before the browser paints, exactly one net-worth figure is on screen, from the first paint
  // through the page's own render.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __figureStates: string[] }).__figureStates = seen;
    const check = () => {
      const shown = [...document.querySelectorAll('[data-testid="net-worth"]')].filter(
        (e) => e.getBoundingClientRect().height > 0,
      );
      const where = shown.map((e) => (e.closest('#first-paint') ? 'server' : 'page')).join('+') || 'none';
      if (seen.at(-1) !== where) seen.push(where);
    };
    new MutationObserver(() => queueMicrotask(check)).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
    });
  });
  await page.goto('/dashboard');
  await expect(page.locator('main').getByTestId('net-worth')).toHaveText(dollars(expected.netWorth));
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const states = await page.evaluate(
    () => (window as unknown as { __figureStates: string[] }).__figureStates,
  );
  // Nothing before the HTML's own figure arrives, then the server's alone, then the page's alone:
  // never none in between, never both at once.
  expect(states[0] === 'none' ? states.slice(1) : states).toEqual(['server', 'page']);
});

test('the estate, tax and professionals cards list the first five of their lists', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByTestId('net-worth')).toBeVisible();
  const text = (a: unknown, b: unknown) => String(a).localeCompare(String(b), 'en', { sensitivity: 'base' });
  const firstFive = (rows: Row[], compare: (a: Row, b: Row) => number) => [...rows].sort(compare).slice(0, 5);
  const cards = [
    {
      rows: 'estate-row',
      expected: firstFive(
        await list(page.request, '/api/estate-documents'),
        (a, b) => text(b.lastUpdated, a.lastUpdated) || text(a.title, b.title),
      ).map((d) => String(d.title)),
    },
    {
      rows: 'tax-row',
      expected: firstFive(
        await list(page.request, '/api/tax-documents'),
        (a, b) => Number(b.taxYear) - Number(a.taxYear) || text(a.documentType, b.documentType),
      ).map((d) => `${d.taxYear} ${d.documentType}`),
    },
    {
      rows: 'professional-row',
      expected: firstFive(await list(page.request, '/api/professionals'), (a, b) => text(a.name, b.name)).map(
        (p) => String(p.name),
      ),
    },
  ];
  for (const { rows, expected } of cards) {
    expect(expected.length, rows).toBeGreaterThan(0);
    const shown = page.getByTestId(rows);
    await expect(shown).toHaveCount(expected.length);
    for (const [i, title] of expected.entries()) await expect(shown.nth(i), rows).toContainText(title);
  }
});

test('signed out, the dashboard asks for sign-in and never for the figures', async ({ browser }) => {
  // The shell starts the first page's queries early, but only once the session answer says so.
  const context = await browser.newContext({ storageState: signedOut });
  const page = await context.newPage();
  const calls: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/auth/')) calls.push(pathname);
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Heirloom' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
  await context.close();
});

test('the recommendations card filters its new items by category', async ({ page }) => {
  await page.goto('/dashboard');
  const card = page.getByTestId('card-recommendations');
  const recommendations = (await list(page.request, '/api/recommendations')).filter(
    (r) => r.status === 'new',
  );
  const rows = card.getByTestId('recommendation-row');
  await expect(rows).toHaveCount(Math.min(5, recommendations.length));

  await card.getByTestId('recommendation-filter').selectOption('mortgage');
  const mortgage = recommendations.filter((r) => r.type === 'refinance');
  await expect(rows).toHaveCount(Math.min(5, mortgage.length));
  for (const r of mortgage.slice(0, 5)) await expect(card).toContainText(String(r.title));

  await card.getByTestId('recommendation-filter').selectOption('estate');
  const estate = recommendations.filter((r) => r.type === 'estate_update');
  await expect(rows).toHaveCount(Math.min(5, estate.length));
  if (estate.length === 0) await expect(card).toContainText('No new estate recommendations.');

  await card.getByTestId('recommendation-filter').selectOption('all');
  await expect(rows).toHaveCount(Math.min(5, recommendations.length));
});

test('a new family sees a welcome and zeros, never the demo family', async ({
  browser,
  baseURL,
  page: demo,
}) => {
  const demoAccounts = await list(demo.request, '/api/accounts');
  const context = await newFamilyContext(browser, baseURL!);
  try {
    const page = await context.newPage();
    await page.goto('/dashboard');
    await expect(page.getByTestId('welcome')).toContainText('Welcome to Heirloom');
    await expect(page.getByTestId('net-worth')).toHaveText('$0.00');
    await expect(page.getByTestId('liquid-account-row')).toHaveCount(0);
    await expect(page.getByTestId('card-liquid')).toContainText('No accounts yet.');
    for (const account of demoAccounts)
      await expect(page.locator('main')).not.toContainText(String(account.name));
    await page.getByRole('link', { name: 'Add Your First Account' }).click();
    await expect(page.locator('main h1')).toHaveText('Accounts');
  } finally {
    await context.close();
  }
});

test('the net-worth history answers each range, drawn and described', async ({ page }) => {
  await page.goto('/dashboard');
  const ranges = page.getByRole('group', { name: 'Net worth range' });
  await expect(ranges.getByRole('button', { name: /^1Y/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('main canvas').first()).toBeVisible();
  for (const [name, range, words] of [
    ['1M', '1M', 'the last month'],
    ['6M', '6M', 'the last 6 months'],
    ['All', 'ALL', 'all recorded history'],
  ] as const) {
    const answer = page.waitForResponse((r) => r.url().includes(`/api/net-worth/history?range=${range}`));
    await ranges.getByRole('button', { name: new RegExp(`^${name}:`) }).click();
    const history = (await (await answer).json()) as { points: { day: string; netWorth: string }[] };
    await expect(ranges.getByRole('button', { name: new RegExp(`^${name}:`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const last = history.points.at(-1)!;
    await expect(page.getByText(`Net worth over ${words}:`)).toContainText(dollars(cents(last.netWorth)));
    if (range === 'ALL') expect(history.points.length).toBeGreaterThan(700); // 24 months of demo history
  }
  // Today's point is the figure on screen.
  await expect(page.getByTestId('net-worth')).toBeVisible();
});
