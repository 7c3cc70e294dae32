import type { BrowserContext, Page } from '@playwright/test';
import { cents, dollars } from '../support/money';
import { expect, test } from '../support/test';
import { newFamilyContext } from '../support/users';

// Retirement odds (issue 36 §3), for a family of its own: the empty state asks for the birth years and
// the plan's form adds them; the page's figures equal the API's; a what-if slider changes the
// probability (worked out in the page's Web Worker by the API's engine) to what the API's what-if answers
// for the same change, the latest of quick moves winning. SCREENSHOTS=1 also saves the page at 1280 and 390 px, light and dark, under test-results/.

interface Projection {
  successProbability: number;
  medianRunsOutAge: number | null;
  ages: number[];
}
interface Plan {
  inputs: { adults: unknown[] };
  scenario: { annualSpending: string; startingWealth: string; adults: unknown[] };
  projection: Projection | null;
}

const percent = (probability: number) =>
  new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 }).format(probability);
const year = new Date().getUTCFullYear();

test.describe.serial('retirement odds', () => {
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser, baseURL }) => {
    context = await newFamilyContext(browser, baseURL!);
    page = await context.newPage();
    const account = await page.request.post('/api/accounts', {
      data: { name: 'Brokerage', accountType: 'investment', institution: 'Schwab', balance: '1500000' },
    });
    expect(account.status()).toBe(201);
  });
  test.afterAll(async () => context?.close());

  test('asks for the birth years first, and the form adds them', async () => {
    await page.goto('/retirement');
    const empty = page.getByTestId('retirement-empty');
    await expect(empty.getByText('Add your birth years to see your retirement odds')).toBeVisible();
    await empty.getByRole('button', { name: 'Add Birth Years' }).click();
    const dialog = page.getByRole('dialog', { name: 'Retirement Plan' });
    await dialog.getByLabel('Name').first().fill('Alex');
    await dialog
      .getByLabel('Birth year')
      .first()
      .fill(String(year - 50));
    // Below the current age: refused on its field, nothing stored.
    await dialog.getByLabel('Retirement age').first().fill('45');
    await dialog.getByLabel('Spending per year in retirement').fill('110000');
    await dialog.getByLabel('Savings per year until retirement').fill('30000');
    await dialog.getByRole('button', { name: 'Save Plan' }).click();
    await expect(dialog.getByText("Retirement age can't be below the current age (50)")).toBeVisible();
    await dialog.getByLabel('Retirement age').first().fill('60');
    await dialog.getByRole('button', { name: 'Save Plan' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('retirement-empty')).toBeHidden();
  });

  test('shows the API’s figures', async () => {
    const plan = (await (await page.request.get('/api/retirement')).json()) as Plan;
    const projection = plan.projection!;
    expect(projection.successProbability).toBeGreaterThan(0.3);
    expect(projection.successProbability).toBeLessThan(0.99);
    await expect(page.getByTestId('retirement-probability')).toContainText(
      percent(projection.successProbability),
    );
    await expect(page.getByTestId('retirement-median-runs-out')).toContainText(
      projection.medianRunsOutAge === null
        ? `Lasts past ${projection.ages.at(-1)}`
        : `Age ${projection.medianRunsOutAge}`,
    );
    await expect(page.getByTestId('retirement-invested')).toContainText(
      dollars(cents(plan.scenario.startingWealth)),
    );
    await expect(page.getByTestId('wealth-bands').locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('what-if-probability')).toHaveText(percent(projection.successProbability));
  });

  test('a what-if slider changes the probability, to what the API answers for it', async () => {
    const plan = (await (await page.request.get('/api/retirement')).json()) as Plan;
    const base = plan.projection!.successProbability;
    await page.getByTestId('what-if-spending').fill('70');
    const simulated = await page.request.post('/api/retirement/simulate', {
      data: {
        adults: plan.inputs.adults,
        annualSpending: (Number(plan.scenario.annualSpending) * 0.7).toFixed(2),
        annualSavings: '30000',
      },
    });
    expect(simulated.status()).toBe(200);
    const expected = ((await simulated.json()) as { projection: Projection }).projection.successProbability;
    expect(expected).toBeGreaterThan(base);
    await expect(page.getByTestId('what-if-probability')).toHaveText(percent(expected));
    await expect(page.getByText('With these changes')).toBeVisible();
    // Worked out in the Web Worker (its own content-hashed bundle, from the page's origin), not on the
    // page's thread: the fallback would show the same figure.
    await expect(page.getByTestId('what-if-probability')).toHaveAttribute('data-engine', 'worker');
    const workers = page.workers().map((worker) => new URL(worker.url()));
    expect(workers.map((url) => url.pathname)).toContainEqual(
      expect.stringMatching(/\/what-if\.worker\.[0-9a-f]{10}\.js$/),
    );
    expect(workers.every((url) => url.origin === new URL(page.url()).origin)).toBe(true);
    // A newer what-if always wins: three quick moves, the last one's figure shown.
    for (const value of ['80', '90', '75']) await page.getByTestId('what-if-spending').fill(value);
    const last = await page.request.post('/api/retirement/simulate', {
      data: {
        adults: plan.inputs.adults,
        annualSpending: (Number(plan.scenario.annualSpending) * 0.75).toFixed(2),
        annualSavings: '30000',
      },
    });
    const lastExpected = ((await last.json()) as { projection: Projection }).projection.successProbability;
    await expect(page.getByTestId('what-if-probability')).toHaveText(percent(lastExpected));
    await expect(page.getByTestId('what-if-probability')).not.toHaveAttribute('aria-busy', 'true');

    if (process.env.SCREENSHOTS === '1') {
      for (const theme of ['light', 'dark'] as const)
        for (const width of [1280, 390]) {
          await page.emulateMedia({ colorScheme: theme });
          await page.evaluate((t) => {
            localStorage.setItem('theme', t);
            document.documentElement.dataset.theme = t;
            document.documentElement.classList.toggle('dark', t === 'dark');
          }, theme);
          await page.setViewportSize({ width, height: 900 });
          await page.screenshot({ path: `test-results/retirement-${width}-${theme}.png`, fullPage: true });
        }
    }

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByTestId('what-if-probability')).toHaveText(percent(base));
  });
});
