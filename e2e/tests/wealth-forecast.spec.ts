import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { cents, dollars } from '../support/money';
import { expect, test } from '../support/test';
import { newFamilyContext } from '../support/users';

// Cash-Flow Forecast (issue 36 §2), for families of their own: the empty state under three months of
// transactions; recurring items found in the transactions and confirmed on the page, then every month's
// figures and items equal to the API's; a planned event that breaks the floor brings the warning, and
// deleting it takes the warning away. And the demo family's (read only): the items it confirmed from
// the detector's suggestions (Daniel's pay twice a month among them), not suggested again, and Ethan's
// two planned expenses in its months; each fund's investment period, one of them the fund's own. A fund's
// own period is set on its placement's form, checked by the contracts' schema (1 to 15 years).

interface ForecastAnswer {
  floor: string;
  lowest: { month: string; balance: string };
  warning: { month: string } | null;
  months: { month: string; closing: string; net: string; items: { label: string; amount: string }[] }[];
}

/** "YYYY-MM-DD" `days` from today (UTC, as the API counts), and `months` calendar months before that. */
function day(days: number, months = 0): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, now.getUTCDate() + days));
  return d.toISOString().slice(0, 10);
}
const longMonth = (month: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

async function forecastOf(request: APIRequestContext): Promise<ForecastAnswer> {
  const res = await request.get('/api/forecast');
  expect(res.status()).toBe(200);
  return (await res.json()) as ForecastAnswer;
}

async function expectFiguresMatch(page: Page): Promise<ForecastAnswer> {
  const answer = await forecastOf(page.request);
  const rows = page.getByTestId('forecast-month');
  await expect(rows).toHaveCount(12);
  for (const month of answer.months) {
    const row = page.locator(`[data-testid="forecast-month"][data-month="${month.month}"]`);
    await expect(row.locator('[data-cell="closing"]')).toHaveText(dollars(cents(month.closing)));
    await expect(row.locator('[data-cell="net"]')).toHaveText(dollars(cents(month.net)));
  }
  await expect(page.getByTestId('forecast-lowest')).toContainText(dollars(cents(answer.lowest.balance)));
  await expect(page.getByTestId('forecast-floor')).toContainText(dollars(cents(answer.floor)));
  return answer;
}

test.describe.serial('cash-flow forecast', () => {
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser, baseURL }) => {
    context = await newFamilyContext(browser, baseURL!);
    page = await context.newPage();
  });
  test.afterAll(async () => context?.close());

  test('asks for three months of transactions first, and links to importing them', async () => {
    await page.goto('/forecast');
    const empty = page.getByTestId('forecast-empty');
    await expect(empty.getByText('Not enough transactions yet')).toBeVisible();
    await expect(empty.getByRole('link', { name: 'Import Transactions' })).toHaveAttribute(
      'href',
      '/connected-apps',
    );
    await expect(empty.getByRole('link', { name: 'Add a Transaction' })).toHaveAttribute(
      'href',
      '/transactions?add=1',
    );
  });

  test('confirms the detected items and shows the API’s figures and items', async () => {
    const request = page.request;
    const account = await (
      await request.post('/api/accounts', {
        data: {
          name: 'Everyday Checking',
          accountType: 'checking',
          institution: 'Chase',
          balance: '20000.00',
        },
      })
    ).json();
    for (let i = 0; i < 5; i++) {
      for (const [merchant, amount, offset, type] of [
        ['Maple Court Apartments', '-2400.00', -3, 'expense'],
        ['Acme Payroll', '6000.00', -10, 'income'],
      ] as const) {
        const res = await request.post('/api/transactions', {
          data: {
            accountId: account.id,
            merchant,
            amount,
            category: type === 'income' ? 'Income' : 'Housing',
            date: day(offset, i),
            transactionType: type,
          },
        });
        expect(res.status()).toBe(201);
      }
    }
    await page.goto('/forecast');
    const detected = page.getByTestId('detected-row');
    await expect(detected).toHaveCount(2);
    for (const name of ['Maple Court Apartments', 'Acme Payroll']) {
      await page.getByRole('button', { name: `Confirm ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm Recurring Item' });
      await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(page.getByTestId('recurring-row')).toHaveCount(2);
    await expect(detected).toHaveCount(0);

    const answer = await expectFiguresMatch(page);
    expect(answer.warning).toBeNull();
    await expect(page.getByTestId('forecast-warning')).toHaveCount(0);
    // The second month's items, one by one.
    const second = answer.months[1]!;
    await page.locator(`[data-testid="forecast-month"][data-month="${second.month}"] button`).click();
    await expect(page.getByTestId('month-items-title')).toHaveText(longMonth(second.month));
    const amounts = page.getByTestId('month-items').getByTestId('month-item-amount');
    await expect(amounts).toHaveText(second.items.map((item) => dollars(cents(item.amount))));
  });

  test('warns when a planned event breaks the floor, and not once it is deleted', async () => {
    await page.getByRole('button', { name: 'Add Planned Event' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Planned Event' });
    await dialog.getByLabel('Name').fill('Tuition');
    await dialog.getByLabel('Date').fill(day(40));
    await dialog.getByLabel('Amount').fill('60000');
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await expect(dialog).toBeHidden();

    const answer = await forecastOf(page.request);
    expect(answer.warning?.month).toBe(day(40).slice(0, 7));
    const warning = page.getByTestId('forecast-warning');
    await expect(warning).toContainText(`Cash falls below your floor in ${longMonth(day(40).slice(0, 7))}`);
    await expectFiguresMatch(page);

    await page.getByRole('button', { name: 'Delete Tuition' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Tuition?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(warning).toHaveCount(0);
    expect((await forecastOf(page.request)).warning).toBeNull();
  });

  test('spreads a fund over the investment period set on its placement, checked on the form', async () => {
    const placement = await (
      await page.request.post('/api/private-placements', {
        data: {
          name: 'Harbor Growth Fund II',
          sponsor: 'Harbor Capital',
          investmentDate: day(0, 24),
          initialInvestment: '100000.00',
          commitment: '250000.00',
          currentValue: '100000.00',
          capitalCalls: '100000.00',
        },
      })
    ).json();
    await page.goto('/private-investments');
    await page.getByRole('button', { name: `Edit ${placement.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Placement' });
    const period = dialog.getByLabel('Investment period (years)');
    await period.fill('16');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Must be between 1 and 15')).toBeVisible();
    await period.fill('4');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/forecast');
    const fund = page.getByTestId('fund-period').filter({ hasText: 'Harbor Growth Fund II' });
    await expect(fund).toContainText('over 4 years');
    await expect(fund).toContainText('the fund’s own period');
    await expect(fund).toContainText('$150,000.00 unfunded');
    await expectFiguresMatch(page);
  });
});

test.describe('cash-flow forecast of the demo family', () => {
  test('opens on its confirmed items and planned events, each in the forecast, with the rest suggested', async ({
    page,
  }) => {
    const overview = (await (await page.request.get('/api/recurring-items/overview')).json()) as {
      items: { name: string; detectionKey: string | null; status: string }[];
      detected: { key: string; name: string }[];
    };
    const confirmed = [
      'Comcast Xfinity',
      'Netflix',
      'Spotify Family',
      'Studio Terra Payroll',
      'Whitman Family Dentistry Distribution',
      'Whitman Family Dentistry Payroll',
    ];
    expect(overview.items.map((i) => i.name).sort()).toEqual(confirmed);
    const keys = new Set(overview.items.map((i) => i.detectionKey));
    expect(overview.detected.some((d) => keys.has(d.key))).toBe(false);
    expect(overview.detected.length).toBeGreaterThan(0);

    await page.goto('/forecast');
    await expect(page.getByTestId('recurring-row')).toHaveCount(confirmed.length);
    for (const name of confirmed)
      await expect(page.getByTestId('recurring-row').filter({ hasText: name })).toHaveCount(1);
    await expect(page.getByTestId('detected-row')).toHaveCount(overview.detected.length);
    const planned = page.getByTestId('planned-row');
    await expect(planned).toHaveCount(2);
    // Money out is written as everywhere on the page (and the site): an ASCII hyphen-minus.
    await expect(planned.filter({ hasText: 'Ethan’s summer program' })).toContainText('-$7,850.00');
    await expect(planned.filter({ hasText: 'Car for Ethan' })).toContainText('-$24,500.00');
    await expect(page.getByTestId('recurring-row').filter({ hasText: 'Dentistry Payroll' })).toContainText(
      'Twice a month',
    );
    await expect(page.locator('main')).not.toContainText('\u2212');

    const answer = await expectFiguresMatch(page);
    const labels = answer.months.flatMap((m) => m.items.map((i) => i.label));
    for (const label of [...confirmed, 'Ethan’s summer program', 'Car for Ethan'])
      expect(labels).toContain(label);
    // No label says its kind twice ("Wells Fargo Home Mortgage mortgage").
    expect(labels.filter((label) => /\b(\w+) \1\b/i.test(label))).toEqual([]);
    // Daniel's pay on the 1st and the 15th: twice in every month after the first, $12,296.54.
    for (const month of answer.months.slice(1)) {
      const pay = month.items.filter((i) => i.label === 'Whitman Family Dentistry Payroll');
      expect(pay.map((i) => i.amount)).toEqual(['6148.27', '6148.27']);
    }
    // Each fund's investment period, its own or the default, and where to change it.
    const assumption = page.getByTestId('capital-call-assumption');
    await expect(assumption.getByTestId('fund-period').filter({ hasText: 'Summit Ridge' })).toContainText(
      'over 6 years',
    );
    await expect(assumption.getByTestId('fund-period').filter({ hasText: 'Summit Ridge' })).toContainText(
      'the fund’s own period',
    );
    await expect(
      assumption.getByRole('link', { name: 'Edit a fund’s period in Private Investments' }),
    ).toHaveAttribute('href', '/private-investments');
  });
});
