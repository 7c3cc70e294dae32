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

const toast = (page: import('@playwright/test').Page) => page.getByRole('region', { name: /Notifications/ });

test('create, edit and delete a budget, with its toasts and tiles', async ({ page }) => {
  await page.goto('/budget');
  const total = page.getByTestId('total-budget');
  // The figure, not the prerendered frame's placeholder nor the loading ellipsis.
  await expect(total).toContainText(/-?\$[\d,]+\.\d{2}/);
  const before = cents((await total.innerText()).match(/-?\$[\d,]+\.\d{2}/)![0].replace(/[$,]/g, ''));
  await page.getByRole('button', { name: 'Create Budget' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Budget' });
  await dialog.getByRole('button', { name: 'Create Budget' }).click();
  await expect(dialog.getByText('Category is required')).toBeVisible();
  await expect(dialog.getByText('Monthly budget is required')).toBeVisible();
  await dialog.getByLabel('Category').fill('E2E Gifts');
  await dialog.getByLabel('Monthly budget').fill('150');
  await dialog.getByRole('button', { name: 'Create Budget' }).click();
  await expect(toast(page)).toContainText('E2E Gifts budget has been created successfully.');
  await expect(total).toContainText(dollars(before + 15000n));

  await page.getByRole('button', { name: 'Edit E2E Gifts budget' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Budget' });
  await edit.getByLabel('Monthly budget').fill('200');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('E2E Gifts budget has been updated successfully.');
  await expect(total).toContainText(dollars(before + 20000n));

  await page.getByRole('button', { name: 'Delete E2E Gifts budget' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this budget?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page)).toContainText('E2E Gifts budget has been deleted.');
  await expect(total).toContainText(dollars(before));
});

test('add, edit and delete a holding within an investment account', async ({ page }) => {
  await page.goto('/investments');
  await expect(page.getByTestId('holding-row').first()).toBeVisible();
  const count = await page.getByTestId('holding-row').count();
  await page.getByRole('button', { name: 'Add Holding' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Holding' });
  await dialog.getByRole('button', { name: 'Add Holding' }).click();
  await expect(dialog.getByText('Symbol is required')).toBeVisible();
  await dialog.getByLabel('Symbol').fill('e2ex');
  await dialog.getByLabel('Name').fill('E2E Example Fund');
  await dialog.getByLabel('Shares').fill('10');
  await dialog.getByLabel('Cost basis').fill('1000');
  await dialog.getByLabel('Current value').fill('900');
  await dialog.getByRole('button', { name: 'Add Holding' }).click();
  await expect(toast(page)).toContainText('E2EX has been added successfully.');
  await expect(page.getByTestId('holding-row')).toHaveCount(count + 1);
  await expect(page.getByTestId('tax-loss-row').filter({ hasText: 'E2EX' })).toContainText('$100.00');

  // Edit: back above its cost, it leaves the Tax-Loss Harvesting card.
  await page.getByRole('button', { name: 'Edit E2EX' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Holding' });
  await expect(edit.getByLabel('Current value')).toHaveValue('900.00');
  await edit.getByLabel('Current value').fill('1250');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('E2EX has been updated successfully.');
  await expect(page.getByTestId('holding-row').filter({ hasText: 'E2EX' })).toContainText('$1,250.00');
  await expect(page.getByTestId('tax-loss-row').filter({ hasText: 'E2EX' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete E2EX' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this holding?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page)).toContainText('E2EX has been removed from your portfolio.');
  await expect(page.getByTestId('holding-row')).toHaveCount(count);
});
