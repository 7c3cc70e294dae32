import type { APIRequestContext, Page } from '@playwright/test';
import { dollars, sumCents } from '../support/money';
import { expect, test } from '../support/test';
import { newFamilyContext } from '../support/users';

// Insurance Portfolio, signed in as the demo family: the tiles and the counts per type against the
// API's list, 'Expiring Soon' on exactly the policies that end within 90 days, the Add Policy dialog's
// validation, and add -> edit -> delete with the spec's toasts and the figures following each step.
// The test removes what it adds.

const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ });

interface Policy {
  id: string;
  policyType: string;
  provider: string;
  coverageAmount: string;
  annualPremium: string;
  expirationDate: string | null;
}

async function policiesOf(request: APIRequestContext): Promise<Policy[]> {
  const res = await request.get('/api/insurance');
  expect(res.status()).toBe(200);
  return (await res.json()) as Policy[];
}

/** "YYYY-MM-DD", `days` from today in the local calendar. */
function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Whole days from today to a day; the test's own arithmetic. */
function daysUntil(day: string): number {
  const now = new Date();
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((Date.parse(`${day}T00:00:00Z`) - today) / 86_400_000);
}

/** The tiles, the counts per type and each row's Expiring Soon badge, against the API's list. */
async function expectFiguresMatch(page: Page): Promise<Policy[]> {
  const list = await policiesOf(page.request);
  const annual = sumCents(list.map((p) => p.annualPremium));
  await expect(page.getByTestId('total-coverage')).toContainText(
    dollars(sumCents(list.map((p) => p.coverageAmount))),
  );
  await expect(page.getByTestId('annual-premiums')).toContainText(dollars(annual));
  await expect(page.getByTestId('annual-premiums')).toContainText(
    `${dollars((annual * 2n + 12n) / 24n)} a month on average`,
  );
  for (const type of ['life', 'property', 'liability', 'umbrella']) {
    await expect(
      page.locator(`[data-testid="policy-type-count"][data-type="${type}"] [data-count]`),
    ).toHaveText(String(list.filter((p) => p.policyType === type).length));
  }
  const rows = page.getByTestId('policy-list').getByTestId('policy-row');
  await expect(rows).toHaveCount(list.length);
  for (const policy of list) {
    const days = policy.expirationDate ? daysUntil(policy.expirationDate) : null;
    const soon = days !== null && days >= 0 && days <= 90;
    const row = page.locator(`[data-testid="policy-row"][data-policy-id="${policy.id}"]`);
    await expect(row.getByTestId('expiring-soon')).toHaveCount(soon ? 1 : 0);
  }
  await expect(page.getByTestId('expiring-count')).toContainText(
    String(
      list.filter((p) => {
        const days = p.expirationDate ? daysUntil(p.expirationDate) : null;
        return days !== null && days >= 0 && days <= 90;
      }).length,
    ),
  );
  return list;
}

test('the figures equal the policy list; add / edit / delete with validation, toasts and Expiring Soon', async ({
  page,
}) => {
  await page.goto('/insurance');
  await expect(page.locator('main h1')).toHaveText('Insurance Portfolio');
  const before = await expectFiguresMatch(page);
  // The demo family's homeowners policy renews within 90 days; the others do not.
  expect(before.some((p) => p.expirationDate && daysUntil(p.expirationDate) <= 90)).toBe(true);
  expect(before.some((p) => p.expirationDate && daysUntil(p.expirationDate) > 90)).toBe(true);

  // Validation: the spec's required fields, on their fields.
  await page.getByRole('button', { name: 'Add Policy' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Policy' });
  await expect(dialog.getByLabel('Policy type')).toHaveValue('life');
  await expect(dialog.getByLabel('Coverage amount')).toHaveAttribute('step', '0.01');
  await dialog.getByRole('button', { name: 'Add Policy' }).click();
  for (const message of [
    'Provider is required',
    'Policy number is required',
    'Coverage amount is required',
    'Annual premium is required',
    'Start date is required',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await dialog.getByLabel('Policy type').selectOption('umbrella');
  await dialog.getByLabel('Provider').fill('E2E Mutual');
  await dialog.getByLabel('Policy number').fill('E2E-UMB-1');
  await dialog.getByLabel('Coverage amount').fill('1000000');
  await dialog.getByLabel('Annual premium').fill('600.125');
  await dialog.getByLabel('Start date').fill(dayFromToday(-10));
  await dialog.getByLabel('Expiration date').fill(dayFromToday(-20));
  await dialog.getByRole('button', { name: 'Add Policy' }).click();
  await expect(dialog.getByText('At most 2 decimal places')).toBeVisible();
  // The dates are checked together once every field is valid on its own.
  await dialog.getByLabel('Annual premium').fill('600');
  await dialog.getByRole('button', { name: 'Add Policy' }).click();
  await expect(dialog.getByText('Expiration date must be after the start date')).toBeVisible();

  // Add, ending in 30 days: Expiring Soon.
  await dialog.getByLabel('Expiration date').fill(dayFromToday(30));
  await dialog.getByRole('button', { name: 'Add Policy' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page)).toContainText('Policy Added');
  await expect(toast(page)).toContainText('E2E Mutual policy has been added successfully.');
  const row = page.getByTestId('policy-row').filter({ hasText: 'E2E Mutual' });
  await expect(row.getByTestId('expiring-soon')).toHaveText('Expiring Soon');
  await expect(row).toContainText('$1,000,000.00');
  const coverage = sumCents(before.map((p) => p.coverageAmount));
  await expect(page.getByTestId('total-coverage')).toContainText(dollars(coverage + 100_000_000n));
  await expectFiguresMatch(page);

  // Edit: ending in 200 days, no longer expiring soon; a higher premium.
  await row.getByRole('button', { name: 'Edit E2E Mutual umbrella policy' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Policy' });
  await expect(edit.getByLabel('Annual premium')).toHaveValue('600.00');
  await edit.getByLabel('Annual premium').fill('1200');
  await edit.getByLabel('Expiration date').fill(dayFromToday(200));
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(toast(page)).toContainText('Policy Updated');
  await expect(toast(page)).toContainText('E2E Mutual policy has been updated successfully.');
  await expect(row.getByTestId('expiring-soon')).toHaveCount(0);
  await expect(row).toContainText('$1,200.00 a year');
  await expect(page.getByTestId('annual-premiums')).toContainText(
    dollars(sumCents(before.map((p) => p.annualPremium)) + 120_000n),
  );
  await expectFiguresMatch(page);

  // Delete, after confirming; Cancel first keeps it.
  await row.getByRole('button', { name: 'Delete E2E Mutual umbrella policy' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the E2E Mutual policy?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Delete E2E Mutual umbrella policy' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Policy Deleted');
  await expect(toast(page)).toContainText('E2E Mutual policy has been deleted.');
  await expect(row).toHaveCount(0);
  const after = await expectFiguresMatch(page);
  expect(after.map((p) => p.id).sort()).toEqual(before.map((p) => p.id).sort());
  expect(sumCents(after.map((p) => p.coverageAmount))).toBe(coverage);
});

test('a failed load offers Retry; a new family sees the empty state', async ({ browser, baseURL, page }) => {
  let failures = 0;
  await page.route('**/api/insurance', (route) => {
    if (route.request().method() === 'GET' && failures === 0) {
      failures += 1;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' });
    }
    return route.continue();
  });
  await page.goto('/insurance');
  const list = page.getByTestId('policy-list');
  await expect(list.getByRole('alert')).toContainText('Could not load this list.');
  await expect(page.getByTestId('total-coverage')).toContainText('—');
  await list.getByRole('button', { name: 'Retry' }).click();
  await expect(list.getByTestId('policy-row').first()).toBeVisible();

  const context = await newFamilyContext(browser, baseURL!);
  try {
    const fresh = await context.newPage();
    await fresh.goto('/insurance');
    await expect(fresh.getByTestId('policy-list')).toContainText('No policies yet');
    await expect(fresh.getByTestId('total-coverage')).toContainText('$0.00');
    await expect(fresh.getByTestId('annual-premiums')).toContainText('$0.00 a month on average');
    await expect(fresh.locator('[data-type="life"] [data-count]')).toHaveText('0');
  } finally {
    await context.close();
  }
});
