import type { Page } from '@playwright/test';
import { dollars, cents } from '../support/money';
import { expect, test } from '../support/test';

// Transactions, signed in as the demo family: tiles from the API's summary, the search done by the API,
// View All's filters against the API's totals, and add / edit / delete (cleaned up after).

interface Page1 {
  items: { merchant: string; category: string }[];
  total: number;
}
const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const apiPage = async (page: Page, query: string) =>
  (await (await page.request.get(`/api/transactions${query}`)).json()) as Page1;

test('tiles, search and the full history agree with the API', async ({ page }) => {
  await page.goto('/transactions');
  const income = page.getByTestId('total-income');
  await expect(income).not.toContainText('…');
  const today = new Date();
  const from = new Date(today.getTime() - 364 * 86_400_000).toISOString().slice(0, 10);
  const summary = (await (
    await page.request.get(`/api/transactions/summary?from=${from}&to=${today.toISOString().slice(0, 10)}`)
  ).json()) as { income: string; expenses: string; byCategory: { category: string }[] };
  await expect(income).toContainText(`+${dollars(cents(summary.income))}`);
  await expect(page.getByTestId('total-expenses')).toContainText(`-${dollars(cents(summary.expenses))}`);

  // Search: case-insensitive substring of merchant or category, answered by the API.
  const rows = page.getByTestId('transaction-row');
  await expect(rows.first()).toBeVisible();
  await page.getByPlaceholder('Search transactions...').fill('FOOD');
  const food = await apiPage(page, '?search=food&pageSize=10');
  await expect(rows).toHaveCount(food.items.length);
  for (const item of food.items) expect(`${item.merchant} ${item.category}`.toLowerCase()).toContain('food');
  await page.getByPlaceholder('Search transactions...').fill('no-such-merchant-xyz');
  await expect(page.getByText('No transactions found')).toBeVisible();
  await page.getByPlaceholder('Search transactions...').fill('');

  // View All: every transaction, then filtered by category and by dates.
  await page.getByRole('button', { name: 'View All' }).click();
  const count = page.getByTestId('history-count');
  const all = await apiPage(page, '?pageSize=1');
  await expect(count).toHaveText(`${all.total.toLocaleString('en-US')} transactions`);
  const category = summary.byCategory[0]!.category;
  await page.getByLabel('Category').selectOption(category);
  const inCategory = await apiPage(page, `?pageSize=1&category=${encodeURIComponent(category)}`);
  await expect(count).toHaveText(new RegExp(`^${inCategory.total.toLocaleString('en-US')} transactions?$`));
  await page.getByLabel('From', { exact: true }).fill('2000-01-01');
  await page.getByLabel('To', { exact: true }).fill('1999-01-01');
  await expect(page.getByText('The end date cannot be before the start date')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(count).toHaveText(`${all.total.toLocaleString('en-US')} transactions`);
});

test('add, edit and delete a transaction', async ({ page }) => {
  await page.goto('/transactions');
  await page.getByRole('button', { name: 'Add Transaction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(dialog.getByText('Merchant is required')).toBeVisible();
  await expect(dialog.getByText('Amount is required')).toBeVisible();
  await expect(dialog.getByText('Category is required')).toBeVisible();

  await dialog.getByLabel('Merchant').fill('E2E Corner Bakery');
  await dialog.getByLabel('Amount').fill('12.34');
  await dialog.getByLabel('Category').fill('Food & Dining');
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(toast(page)).toContainText('E2E Corner Bakery has been added successfully.');
  const row = page.getByTestId('transaction-row').filter({ hasText: 'E2E Corner Bakery' });
  await expect(row).toContainText('-$12.34');

  await row.getByRole('button', { name: /^Edit E2E Corner Bakery/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Transaction' });
  await expect(edit.getByLabel('Amount')).toHaveValue('12.34');
  await edit.getByLabel('Amount').fill('20');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('E2E Corner Bakery has been updated successfully.');
  await expect(row).toContainText('-$20.00');

  await row.getByRole('button', { name: /^Delete E2E Corner Bakery/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete this transaction?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page)).toContainText('E2E Corner Bakery has been deleted.');
  await expect(row).toHaveCount(0);
  expect((await apiPage(page, '?search=E2E%20Corner')).total).toBe(0);
});
