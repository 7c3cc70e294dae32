import type { APIRequestContext, Page } from '@playwright/test';
import { cents } from '../support/money';
import { expect, test } from '../support/test';
import { newFamilyContext } from '../support/users';

// Estate Planning, signed in as the demo family: the three counts against the API's lists, the status
// badges (outdated destructive, draft secondary), the flag when beneficiary shares do not total 100%,
// Add (a document or a beneficiary) with validation, edit and delete with toasts and the counts
// following, and AI Review, also with the AI service unreachable. The tests remove what they add.

const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ });

interface EstateDocument {
  id: string;
  title: string;
  status: 'active' | 'draft' | 'outdated';
}
interface Beneficiary {
  id: string;
  name: string;
  percentage: string | null;
  estateDocumentId: string | null;
}

async function listOf<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  return (await res.json()) as T[];
}

const badgeOf = (page: Page, id: string) =>
  page.locator(`[data-testid="estate-document-row"][data-document-id="${id}"] [data-testid="estate-status"]`);

async function expectFiguresMatch(page: Page) {
  const documents = await listOf<EstateDocument>(page.request, '/api/estate');
  const beneficiaries = await listOf<Beneficiary>(page.request, '/api/beneficiaries');
  await expect(page.getByTestId('active-documents')).toContainText(
    String(documents.filter((d) => d.status === 'active').length),
  );
  await expect(page.getByTestId('beneficiaries-count')).toContainText(String(beneficiaries.length));
  await expect(page.getByTestId('needs-attention')).toContainText(
    String(documents.filter((d) => d.status === 'outdated').length),
  );
  await expect(page.getByTestId('estate-document-row')).toHaveCount(documents.length);
  await expect(page.getByTestId('beneficiary-row')).toHaveCount(beneficiaries.length);
  const variants = { active: 'success', draft: 'secondary', outdated: 'destructive' } as const;
  for (const d of documents)
    await expect(badgeOf(page, d.id)).toHaveAttribute('data-variant', variants[d.status]);
  // The shares per document (an unknown or no document: one group), each with a share total checked.
  const groups = new Map<string, bigint[]>();
  for (const b of beneficiaries) {
    const key = documents.some((d) => d.id === b.estateDocumentId) ? b.estateDocumentId! : 'none';
    const shares = groups.get(key) ?? [];
    if (b.percentage !== null) shares.push(cents(b.percentage));
    groups.set(key, shares);
  }
  const checked = [...groups.values()].filter((shares) => shares.length > 0);
  const off = checked.filter((shares) => shares.reduce((a, b) => a + b, 0n) !== 10_000n).length;
  await expect(page.getByTestId('shares-flag')).toHaveCount(off);
  await expect(page.getByTestId('shares-ok')).toHaveCount(checked.length - off);
  return { documents, beneficiaries };
}

test('counts, badges and the shares flag follow the lists through add / edit / delete', async ({ page }) => {
  await page.goto('/estate');
  await expect(page.locator('main h1')).toHaveText('Estate Planning');
  const before = await expectFiguresMatch(page);
  // The demo family: outdated wills (destructive), a draft succession plan (secondary), active others,
  // and shares that total exactly 100%.
  expect(before.documents.map((d) => d.status).sort()).toEqual(
    expect.arrayContaining(['active', 'draft', 'outdated']),
  );
  // The demo beneficiaries are all named in the wills, whose shares total exactly 100%.
  const wills = before.documents.find((d) => d.id === before.beneficiaries[0]!.estateDocumentId)!;
  expect(before.beneficiaries.every((b) => b.estateDocumentId === wills.id)).toBe(true);
  await expect(page.getByTestId('shares-ok')).toHaveText(`${wills.title}: the shares add up to 100%.`);

  // Add a document through Add's choice, by keyboard, after its validation.
  await page.getByRole('button', { name: 'Add', exact: true }).focus();
  await page.keyboard.press('Enter');
  const choose = page.getByRole('dialog', { name: 'What would you like to add?' });
  await expect(choose.getByRole('button', { name: /Estate Document/ })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Estate Document' });
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await expect(choose).toBeHidden();
  await expect(dialog.getByLabel('Status')).toHaveValue('active');
  await dialog.getByRole('button', { name: 'Add Document' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Document type is required')).toBeVisible();
  await dialog.getByLabel('Title').fill('E2E Family Trust');
  await dialog.getByLabel('Document type').fill('Family Trust');
  await dialog.getByLabel('Created').fill('2025-06-01');
  await dialog.getByLabel('Last updated').fill('2025-05-01');
  await dialog.getByRole('button', { name: 'Add Document' }).click();
  await expect(dialog.getByText('Use lower-case words separated by underscores')).toBeVisible();
  await expect(dialog.getByText('Last updated cannot be before the created date')).toBeVisible();
  await dialog.getByLabel('Document type').fill('revocable_trust');
  await dialog.getByLabel('Last updated').fill('2025-07-01');
  await dialog.getByLabel('Status').selectOption('draft');
  await dialog.getByRole('button', { name: 'Add Document' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page)).toContainText('Estate Document Added');
  await expect(toast(page)).toContainText('E2E Family Trust has been added successfully.');
  const row = page.getByTestId('estate-document-row').filter({ hasText: 'E2E Family Trust' });
  await expect(row.getByTestId('estate-status')).toHaveText('Draft');
  await expect(row.getByTestId('estate-status')).toHaveAttribute('data-variant', 'secondary');
  await expectFiguresMatch(page);

  // Edit it to outdated: a destructive badge, one more needing attention.
  await row.getByRole('button', { name: 'Edit E2E Family Trust' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Estate Document' });
  await edit.getByLabel('Status').selectOption('outdated');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('E2E Family Trust has been updated successfully.');
  await expect(row.getByTestId('estate-status')).toHaveAttribute('data-variant', 'destructive');
  await expect(page.getByTestId('needs-attention')).toContainText(
    String(before.documents.filter((d) => d.status === 'outdated').length + 1),
  );
  await expectFiguresMatch(page);

  // A beneficiary with a 10% share: the shares now total 110%, flagged.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'What would you like to add?' })
    .getByRole('button', { name: /Beneficiary/ })
    .click();
  const add = page.getByRole('dialog', { name: 'Add Beneficiary' });
  await add.getByRole('button', { name: 'Add Beneficiary' }).click();
  await expect(add.getByText('Name is required')).toBeVisible();
  await expect(add.getByText('Relationship is required')).toBeVisible();
  await add.getByLabel('Name').fill('E2E Godchild');
  await add.getByLabel('Relationship').fill('Godchild');
  await add.getByLabel('Share (%)').fill('150');
  await add.getByRole('button', { name: 'Add Beneficiary' }).click();
  await expect(add.getByText('Must be at most 100')).toBeVisible();
  await add.getByLabel('Share (%)').fill('10');
  // A new beneficiary starts under the document the others are named in.
  await expect(add.getByLabel('Estate document')).toHaveValue(wills.id);
  await add.getByRole('button', { name: 'Add Beneficiary' }).click();
  await expect(add).toBeHidden();
  await expect(toast(page)).toContainText('Beneficiary Added');
  await expect(toast(page)).toContainText('E2E Godchild has been added successfully.');
  await expect(page.getByTestId('shares-flag')).toHaveText(
    `${wills.title}: the shares add up to 110.00%, not 100%. Correct them so that nothing is left undistributed or over-promised.`,
  );
  await expect(page.getByTestId('shares-ok')).toHaveCount(0);
  await expectFiguresMatch(page);

  // Moved under the trust: the wills add up again, the trust's 10% is flagged on its own.
  const person = page.getByTestId('beneficiary-row').filter({ hasText: 'E2E Godchild' });
  await expect(person.getByTestId('beneficiary-document')).toHaveText(wills.title);
  await person.getByRole('button', { name: 'Edit E2E Godchild' }).click();
  const move = page.getByRole('dialog', { name: 'Edit Beneficiary' });
  await move.getByLabel('Estate document').selectOption({ label: 'E2E Family Trust' });
  await move.getByRole('button', { name: 'Save Changes' }).click();
  await expect(move).toBeHidden();
  await expect(person.getByTestId('beneficiary-document')).toHaveText('E2E Family Trust');
  await expect(page.getByTestId('shares-flag')).toHaveText(
    /^E2E Family Trust: the shares add up to 10\.00%, not 100%/,
  );
  await expect(page.getByTestId('shares-ok')).toHaveText(`${wills.title}: the shares add up to 100%.`);
  await expectFiguresMatch(page);

  // Edit the share away: 100% again, no flag.
  await person.getByRole('button', { name: 'Edit E2E Godchild' }).click();
  const editPerson = page.getByRole('dialog', { name: 'Edit Beneficiary' });
  await editPerson.getByLabel('Share (%)').fill('');
  await editPerson.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('E2E Godchild has been updated successfully.');
  await expect(person.getByTestId('beneficiary-share')).toHaveText('No share');
  await expect(page.getByTestId('shares-flag')).toHaveCount(0);
  await expect(page.getByTestId('shares-ok')).toBeVisible();

  // Delete both, after confirming.
  await person.getByRole('button', { name: 'Delete E2E Godchild' }).click();
  await page
    .getByRole('dialog', { name: 'Delete E2E Godchild?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page)).toContainText('Beneficiary Deleted');
  await expect(person).toHaveCount(0);
  await row.getByRole('button', { name: 'Delete E2E Family Trust' }).click();
  await page
    .getByRole('dialog', { name: 'Delete E2E Family Trust?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page)).toContainText('Estate Document Deleted');
  await expect(toast(page)).toContainText('E2E Family Trust has been deleted.');
  await expect(row).toHaveCount(0);
  const after = await expectFiguresMatch(page);
  expect(after.documents.map((d) => d.id).sort()).toEqual(before.documents.map((d) => d.id).sort());
  expect(after.beneficiaries.map((b) => b.id).sort()).toEqual(before.beneficiaries.map((b) => b.id).sort());
});

test('AI Review shows the estate review, and a clear error when the AI service is unreachable', async ({
  page,
}) => {
  await page.goto('/estate');
  const open = () => page.getByRole('button', { name: 'AI Review' }).click();
  await open();
  const dialog = page.getByRole('dialog', { name: 'Estate Planning AI Review' });
  await expect(dialog.getByTestId('ai-review')).toContainText('beneficiaries');
  await expect(dialog.getByTestId('ai-review').locator('li').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // Unreachable: the request never gets an answer.
  await page.route('**/api/ai/review', (route) => route.abort('connectionrefused'));
  await open();
  const failed = page.getByRole('dialog', { name: 'Estate Planning AI Review' });
  await expect(failed.getByTestId('ai-review-error')).toContainText(
    'Could not reach the AI service, so this review could not be made. Check your connection and try again.',
  );
  await expect(failed.getByTestId('ai-review')).toHaveCount(0);

  // Down behind the gateway (503): said as such; Retry once it is back shows the review.
  await page.unroute('**/api/ai/review');
  await page.route('**/api/ai/review', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"message":"Service unavailable, please try again shortly"}',
    }),
  );
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(failed.getByTestId('ai-review-error')).toContainText(
    'The AI service is unavailable right now',
  );
  await page.unroute('**/api/ai/review');
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(failed.getByTestId('ai-review')).toContainText('beneficiaries');
});

test('a new family sees the empty states, no flag and zero counts', async ({ browser, baseURL }) => {
  const context = await newFamilyContext(browser, baseURL!);
  try {
    const page = await context.newPage();
    await page.goto('/estate');
    await expect(page.getByTestId('estate-documents')).toContainText('No estate documents yet');
    await expect(page.getByTestId('beneficiaries')).toContainText('No beneficiaries yet');
    await expect(page.getByTestId('needs-attention')).toContainText('0');
    await expect(page.getByTestId('shares-flag')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
