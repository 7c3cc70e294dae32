import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { newFamilyContext } from '../support/users';

// Professionals ('Build Your Network'), signed in as the demo family: the counts per type against the
// API's list, the Add Professional dialog's validation, add -> edit -> delete with the spec's toasts and
// the list following each step, and the find-expertise search (no API call). A new family sees the
// empty state, never the demo family's people. The test removes what it adds.

const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ });

interface Professional {
  id: string;
  name: string;
  type: string;
  firm: string | null;
  specialty: string | null;
}

async function professionalsOf(request: APIRequestContext): Promise<Professional[]> {
  const res = await request.get('/api/professionals');
  expect(res.status()).toBe(200);
  return (await res.json()) as Professional[];
}

async function expectCountsMatch(page: Page) {
  const list = await professionalsOf(page.request);
  const cells = page.getByTestId('type-count');
  await expect(cells).toHaveCount(8);
  for (const type of [
    'cpa',
    'attorney',
    'financial_advisor',
    'insurance_agent',
    'mortgage_broker',
    'loan_officer',
    'estate_planner',
    'tax_specialist',
  ]) {
    const expected = list.filter((p) => p.type === type).length;
    await expect(page.locator(`[data-testid="type-count"][data-type="${type}"] [data-count]`)).toHaveText(
      String(expected),
    );
  }
  await expect(page.getByTestId('professionals-list').getByTestId('professional-row')).toHaveCount(
    list.length,
  );
  return list;
}

test('counts per type equal the list; add / edit / delete with validation, toasts and the list following', async ({
  page,
}) => {
  await page.goto('/professionals');
  await expect(page.locator('main h1')).toHaveText('Build Your Network');
  const before = await expectCountsMatch(page);
  const estatePlanners = before.filter((p) => p.type === 'estate_planner').length;
  const team = page.getByTestId('professionals-list');

  // Validation: the schema's messages, on their fields.
  await page.getByRole('button', { name: 'Add Professional' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Professional' });
  await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(dialog.getByLabel('Rating')).toHaveAttribute('step', '0.1');
  await dialog.getByRole('button', { name: 'Add Professional' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('E2E Eleanor Vance');
  await dialog.getByLabel('Email').fill('eleanor@');
  await dialog.getByLabel('Rating').fill('5.5');
  await dialog.getByRole('button', { name: 'Add Professional' }).click();
  await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
  await expect(dialog.getByText('Rating must be from 1 to 5')).toBeVisible();
  await dialog.getByLabel('Rating').fill('0.5');
  await dialog.getByRole('button', { name: 'Add Professional' }).click();
  await expect(dialog.getByText('Rating must be from 1 to 5')).toBeVisible();
  await dialog.getByLabel('Rating').fill('4.75');
  await dialog.getByRole('button', { name: 'Add Professional' }).click();
  await expect(dialog.getByText('At most 1 decimal place')).toBeVisible();

  // Add.
  await dialog.getByLabel('Type').selectOption('estate_planner');
  await dialog.getByLabel('Firm').fill('Vance Trust & Estate Counsel');
  await dialog.getByLabel('Specialty').fill('Dynasty trusts');
  await dialog.getByLabel('Email').fill('eleanor@vance.example.com');
  await dialog.getByLabel('Rating').fill('4.8');
  await dialog.getByRole('button', { name: 'Add Professional' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page)).toContainText('Professional Added');
  await expect(toast(page)).toContainText('E2E Eleanor Vance has been added to your network.');
  const row = team.getByTestId('professional-row').filter({ hasText: 'E2E Eleanor Vance' });
  await expect(row).toContainText('Estate Planner');
  await expect(row).toContainText('4.8');
  await expect(page.locator('[data-type="estate_planner"] [data-count]')).toHaveText(
    String(estatePlanners + 1),
  );
  await expectCountsMatch(page);

  // The search finds her by firm and by specialty, with no call to the API.
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) calls.push(r.url());
  });
  const search = page.getByRole('searchbox');
  const answer = page.getByTestId('expertise-answer');
  await search.fill('vance trust');
  await expect(answer).toContainText('1 professional in your network matches.');
  await expect(answer.getByTestId('expertise-match')).toHaveText(/E2E Eleanor Vance/);
  await search.fill('DYNASTY');
  await expect(answer.getByTestId('expertise-match')).toHaveCount(1);
  await expect(answer.getByTestId('expertise-match')).toContainText('E2E Eleanor Vance');
  // A firm of the demo family too.
  await search.fill('peak home lending');
  await expect(answer.getByTestId('expertise-match')).toContainText('Tom Okafor');
  await search.fill('');
  await expect(answer).toBeEmpty();

  // Edit.
  await row.getByRole('button', { name: 'Edit E2E Eleanor Vance' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Professional' });
  await expect(edit.getByLabel('Rating')).toHaveValue('4.8');
  await expect(edit.getByLabel('Type')).toHaveValue('estate_planner');
  await edit.getByLabel('Type').selectOption('attorney');
  await edit.getByLabel('Rating').fill('5');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(toast(page)).toContainText('Professional Updated');
  await expect(toast(page)).toContainText('E2E Eleanor Vance has been updated to your network.');
  await expect(row).toContainText('Attorney');
  await expect(row).toContainText('5.0');
  await expect(page.locator('[data-type="estate_planner"] [data-count]')).toHaveText(String(estatePlanners));
  await expectCountsMatch(page);

  // Delete, after confirming; Cancel first keeps her.
  await row.getByRole('button', { name: 'Delete E2E Eleanor Vance' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove E2E Eleanor Vance?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Delete E2E Eleanor Vance' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page)).toContainText('Professional Removed');
  await expect(toast(page)).toContainText('E2E Eleanor Vance has been removed from your network.');
  await expect(row).toHaveCount(0);
  const after = await expectCountsMatch(page);
  expect(after.map((p) => p.id).sort()).toEqual(before.map((p) => p.id).sort());
  expect(calls.filter((url) => !/\/api\/professionals|\/api\/summary/.test(url))).toEqual([]);
});

test('an unmatched need names the type it calls for, and Add presets it', async ({ page }) => {
  await page.goto('/professionals');
  const list = await professionalsOf(page.request);
  // The demo family has no estate planner (its wills' attorney retired).
  expect(list.some((p) => p.type === 'estate_planner')).toBe(false);
  await expect(page.getByTestId('professional-row')).toHaveCount(list.length);

  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) calls.push(r.url());
  });
  const search = page.getByRole('searchbox');
  const answer = page.getByTestId('expertise-answer');
  await search.fill('update our wills');
  await expect(answer).toHaveText(/No one in your network matches\. For this, look for an Estate Planner\./);
  await answer.getByRole('button', { name: 'Add Estate Planner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Professional' });
  await expect(dialog.getByLabel('Type')).toHaveValue('estate_planner');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // A need the network covers by type, not by words: the mortgage broker is offered.
  await search.fill('refinance');
  await expect(answer).toContainText('this calls for a Mortgage Broker');
  await expect(answer.getByTestId('expertise-match')).toContainText('Tom Okafor');
  expect(calls).toEqual([]);
});

test('a new family sees the empty state, never the demo family', async ({ browser, baseURL, page: demo }) => {
  const demoPeople = await professionalsOf(demo.request);
  expect(demoPeople.length).toBeGreaterThan(0);
  const context = await newFamilyContext(browser, baseURL!);
  try {
    const page = await context.newPage();
    await page.goto('/professionals');
    await expect(page.getByTestId('professionals-list')).toContainText('No professionals yet');
    await expect(page.getByTestId('professional-row')).toHaveCount(0);
    await expect(page.locator('[data-type="cpa"] [data-count]')).toHaveText('0');
    for (const p of demoPeople) await expect(page.locator('main')).not.toContainText(p.name);
    await page.getByRole('searchbox').fill('Priya');
    await expect(page.getByTestId('expertise-answer')).toContainText('No one in your network matches.');
    await expect(page.getByTestId('expertise-answer')).not.toContainText('Priya Raman');
  } finally {
    await context.close();
  }
});
