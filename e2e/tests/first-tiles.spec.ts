import type { APIRequestContext, Page } from '@playwright/test';
import { cents, dollars, sumCents } from '../support/money';
import { expect, test } from '../support/test';
import { newFamilyContext } from '../support/users';

// Issue 35: the first tiles of /transactions and /investments come with their HTML (the gateway's one
// include, the API's GET /api/first-paint/:page), as the dashboard's net worth does. Each family's first
// HTML holds its own figures and never another's, in the texts the page itself shows; and the page's own
// tile replaces the server's in one step, never both nor neither on screen.

const firstPaintOf = (html: string) =>
  /<div id="first-paint"[^>]*>([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
/** A server tile's value text, by the page's data-testid it stands for. */
const serverTile = (html: string, name: string) =>
  new RegExp(`data-first-paint-figure="${name}">.*?<p class="fp-value[^"]*">([^<]*)</p>`).exec(
    firstPaintOf(html),
  )?.[1];

/** The 365 UTC days up to today, as the page asks for them. */
function lastYear() {
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

async function expectedTransactions(request: APIRequestContext) {
  const res = await request.get('/api/transactions/summary', { params: lastYear() });
  expect(res.status()).toBe(200);
  const { income, expenses } = (await res.json()) as { income: string; expenses: string };
  return { income: `+${dollars(cents(income))}`, expenses: `-${dollars(cents(expenses))}` };
}

/** The Investments tiles, computed here in exact cents from the API's plain lists. */
async function expectedInvestments(request: APIRequestContext) {
  const accounts = (await (await request.get('/api/accounts')).json()) as Record<string, string>[];
  const holdings = (await (await request.get('/api/holdings')).json()) as Record<string, string>[];
  const value = sumCents(accounts.filter((a) => a.accountType === 'investment').map((a) => a.balance!));
  const gains = holdings.map((h) => cents(h.currentValue!) - cents(h.costBasis!));
  return {
    totalValue: dollars(value),
    winners: String(gains.filter((g) => g > 0n).length),
    losers: String(gains.filter((g) => g < 0n).length),
  };
}

/**
 * Records, after every change of the page and before the browser paints, where `name`'s figure is on
 * screen: the server's (in #first-paint), the page's own (its tile no longer busy), both or none.
 */
async function recordFigure(page: Page, name: string) {
  await page.addInitScript((testid) => {
    const seen: string[] = [];
    (window as unknown as { __figureStates: string[] }).__figureStates = seen;
    const shown = (selector: string) =>
      [...document.querySelectorAll(selector)].some((e) => e.getBoundingClientRect().height > 0);
    const check = () => {
      const where = [
        shown(`#first-paint [data-first-paint-figure="${testid}"]`) ? 'server' : '',
        shown(`main [data-testid="${testid}"]:not([aria-busy="true"])`) ? 'page' : '',
      ]
        .filter(Boolean)
        .join('+');
      if (seen.at(-1) !== (where || 'none')) seen.push(where || 'none');
    };
    new MutationObserver(() => queueMicrotask(check)).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
    });
  }, name);
}

const states = (page: Page) =>
  page.evaluate(() => (window as unknown as { __figureStates: string[] }).__figureStates);

test('/transactions: the first HTML holds the family’s own year of income and expenses, then the page’s own', async ({
  page,
}) => {
  const expected = await expectedTransactions(page.request);
  const response = await page.request.get('/transactions');
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const html = await response.text();
  expect(serverTile(html, 'total-income')).toBe(expected.income);
  expect(serverTile(html, 'total-expenses')).toBe(expected.expenses);
  expect(firstPaintOf(html)).toContain('<h1>Transactions</h1>');

  await recordFigure(page, 'total-income');
  await page.goto('/transactions');
  await expect(page.locator('main').getByTestId('total-income')).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('main').getByTestId('total-income')).toContainText(expected.income);
  await expect(page.locator('main').getByTestId('total-expenses')).toContainText(expected.expenses);
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const seen = await states(page);
  expect(seen[0] === 'none' ? seen.slice(1) : seen).toEqual(['server', 'page']);
});

test('/investments: the first HTML holds the family’s own portfolio tiles, then the page’s own', async ({
  page,
}) => {
  const expected = await expectedInvestments(page.request);
  const html = await (await page.request.get('/investments')).text();
  expect(serverTile(html, 'total-value')).toBe(expected.totalValue);
  expect(serverTile(html, 'winners')).toBe(expected.winners);
  expect(serverTile(html, 'losers')).toBe(expected.losers);
  const serverReturn = serverTile(html, 'total-return');
  expect(serverReturn).toMatch(/^[+-]?[\d,]+\.\d{2}%$/);

  await recordFigure(page, 'total-value');
  await page.goto('/investments');
  const main = page.locator('main');
  await expect(main.getByTestId('total-value')).not.toHaveAttribute('aria-busy', 'true');
  // The same texts the server drew: nothing changes when one replaces the other.
  await expect(main.getByTestId('total-value')).toContainText(expected.totalValue);
  await expect(main.getByTestId('total-return')).toContainText(serverReturn!);
  await expect(main.getByTestId('winners')).toContainText(expected.winners);
  await expect(main.getByTestId('losers')).toContainText(expected.losers);
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const seen = await states(page);
  expect(seen[0] === 'none' ? seen.slice(1) : seen).toEqual(['server', 'page']);
});

test('each family’s first tiles are its own, never the other’s', async ({ page, browser, baseURL }) => {
  const fresh = await newFamilyContext(browser, baseURL!);
  try {
    const account = await fresh.request.post('/api/accounts', {
      data: {
        name: 'Larkspur Brokerage',
        accountType: 'investment',
        institution: 'Schwab',
        balance: '3141592.65',
      },
    });
    expect(account.status()).toBe(201);
    const { id: accountId } = (await account.json()) as { id: string };
    const made = await fresh.request.post('/api/transactions', {
      data: {
        accountId,
        merchant: 'Larkspur Payroll',
        amount: '2718281.83',
        category: 'Income',
        date: lastYear().to,
        transactionType: 'income',
      },
    });
    expect(made.status()).toBe(201);

    const demo = {
      transactions: await (await page.request.get('/transactions')).text(),
      investments: await (await page.request.get('/investments')).text(),
    };
    const mine = {
      transactions: await (await fresh.request.get('/transactions')).text(),
      investments: await (await fresh.request.get('/investments')).text(),
    };
    expect(serverTile(mine.transactions, 'total-income')).toBe('+$2,718,281.83');
    expect(serverTile(mine.transactions, 'total-expenses')).toBe('-$0.00');
    expect(serverTile(mine.investments, 'total-value')).toBe('$3,141,592.65');
    expect(serverTile(mine.investments, 'winners')).toBe('0');

    const demoExpected = await expectedTransactions(page.request);
    const demoInvestments = await expectedInvestments(page.request);
    expect(serverTile(demo.transactions, 'total-income')).toBe(demoExpected.income);
    expect(serverTile(demo.investments, 'total-value')).toBe(demoInvestments.totalValue);
    for (const html of [demo.transactions, demo.investments])
      for (const theirs of ['2,718,281.83', '3,141,592.65', 'Larkspur']) expect(html).not.toContain(theirs);
    for (const html of [mine.transactions, mine.investments])
      for (const theirs of [demoExpected.income, demoExpected.expenses, demoInvestments.totalValue])
        expect(html).not.toContain(theirs);
  } finally {
    await fresh.close();
  }
});

test('signed out, the first HTML holds no tiles and asks for sign-in as before', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    for (const route of ['/transactions', '/investments']) {
      const html = await (await context.request.get(route)).text();
      expect(firstPaintOf(html), route).toBe('');
    }
  } finally {
    await context.close();
  }
});
