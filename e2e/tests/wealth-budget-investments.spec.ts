import { cents, dollars, sumCents } from '../support/money';
import { expect, test } from '../support/test';

// Budget and Investments, signed in as the demo family: the tiles against the API's lists.

test('the budget tiles equal this month of the budget list', async ({ page }) => {
  await page.goto('/budget');
  const now = new Date();
  const budgets = (
    (await (await page.request.get('/api/budgets')).json()) as {
      month: number;
      year: number;
      monthlyBudget: string;
      currentSpent: string;
      category: string;
    }[]
  ).filter((b) => b.month === now.getUTCMonth() + 1 && b.year === now.getUTCFullYear());
  expect(budgets.length).toBeGreaterThan(0);
  await expect(page.getByTestId('total-budget')).toContainText(
    dollars(sumCents(budgets.map((b) => b.monthlyBudget))),
  );
  await expect(page.getByTestId('total-spent')).toContainText(
    dollars(sumCents(budgets.map((b) => b.currentSpent))),
  );
  await expect(page.getByTestId('budget-row')).toHaveCount(budgets.length);
  for (const b of budgets.filter((b) => cents(b.currentSpent) > cents(b.monthlyBudget))) {
    await expect(page.locator(`[data-testid="budget-row"][data-category="${b.category}"]`)).toHaveAttribute(
      'data-over',
      'true',
    );
  }
});

test('the investment tiles equal the accounts and holdings lists', async ({ page }) => {
  await page.goto('/investments');
  const accounts = (await (await page.request.get('/api/accounts')).json()) as {
    accountType: string;
    balance: string;
  }[];
  const holdings = (await (await page.request.get('/api/holdings')).json()) as {
    costBasis: string;
    currentValue: string;
  }[];
  const investment = accounts.filter((a) => a.accountType === 'investment');
  await expect(page.getByTestId('total-value')).toContainText(
    dollars(sumCents(investment.map((a) => a.balance))),
  );
  await expect(page.getByTestId('total-value')).toContainText(`Across ${investment.length} account(s)`);
  const gain = (h: { costBasis: string; currentValue: string }) => cents(h.currentValue) - cents(h.costBasis);
  await expect(page.getByTestId('winners')).toContainText(
    String(holdings.filter((h) => gain(h) > 0n).length),
  );
  const losers = holdings.filter((h) => gain(h) < 0n).length;
  await expect(page.getByTestId('losers')).toContainText(String(losers));
  await expect(page.getByTestId('holding-row')).toHaveCount(holdings.length);
  if (losers > 0) {
    await expect(page.getByText('Tax-Loss Harvesting Opportunities')).toBeVisible();
    await expect(page.getByTestId('tax-loss-row')).toHaveCount(losers);
  }
});
