import type { Page } from '@playwright/test';
import { cents, dollars, sumCents } from '../support/money';
import { expect, test } from '../support/test';

// Private Investments, signed in as the demo family: the four cards against the API's lists, the Add
// Placement form (defaults, the spec's messages, its success and failure toasts), businesses and K-1s
// (the file through the upload dialog) with add / edit / delete, and AI Review with the AI stopped.
// Every test removes what it adds, so the demo family is as it was.

const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

interface Lists {
  placements: { name: string; initialInvestment: string; currentValue: string; vintage: number | null }[];
  businesses: { id: string; name: string; currentValuation: string }[];
  k1: {
    taxYear: number;
    ordinaryIncome: string | null;
    capitalGains: string | null;
    qualifiedDividends: string | null;
  }[];
}

async function lists(page: Page): Promise<Lists> {
  const get = async (path: string) => (await page.request.get(path)).json();
  return {
    placements: await get('/api/private-placements'),
    businesses: await get('/api/businesses'),
    k1: await get('/api/k1-documents'),
  };
}

/** The four cards as the spec defines them, computed here from the API's lists. */
function expected({ placements, businesses, k1 }: Lists) {
  const k1of2024 = k1.filter((k) => k.taxYear === 2024);
  return {
    total: dollars(
      sumCents(placements.map((p) => p.currentValue)) + sumCents(businesses.map((b) => b.currentValuation)),
    ),
    placements: String(placements.length),
    invested: `${dollars(sumCents(placements.map((p) => p.initialInvestment)))} invested`,
    businesses: String(businesses.length),
    valuation: `${dollars(sumCents(businesses.map((b) => b.currentValuation)))} valuation`,
    k1Income: dollars(
      k1of2024.reduce(
        (t, k) =>
          t +
          cents(k.ordinaryIncome ?? '0') +
          cents(k.capitalGains ?? '0') +
          cents(k.qualifiedDividends ?? '0'),
        0n,
      ),
    ),
    k1Count: `${k1of2024.length} document${k1of2024.length === 1 ? '' : 's'}`,
  };
}

async function expectCards(page: Page) {
  const want = expected(await lists(page));
  await expect(page.getByTestId('private-total-value')).toContainText(want.total);
  await expect(page.getByTestId('placements-summary')).toContainText(want.placements);
  await expect(page.getByTestId('placements-summary')).toContainText(want.invested);
  await expect(page.getByTestId('businesses-summary')).toContainText(want.businesses);
  await expect(page.getByTestId('businesses-summary')).toContainText(want.valuation);
  await expect(page.getByTestId('k1-summary')).toContainText('2024 K-1 Income');
  await expect(page.getByTestId('k1-summary')).toContainText(want.k1Income);
  await expect(page.getByTestId('k1-summary')).toContainText(want.k1Count);
}

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test('the cards equal the lists; Add Placement: defaults, messages, add / edit / delete', async ({
  page,
}) => {
  await page.goto('/private-investments');
  await expectCards(page);
  // K-1s newest tax year first.
  const years = (
    await page.getByTestId('k1-row').evaluateAll((rows) => rows.map((r) => r.dataset.taxYear))
  ).map(Number);
  expect(years.length).toBeGreaterThan(1);
  expect(years).toEqual([...years].sort((a, b) => b - a));

  await page.getByRole('button', { name: 'Add Placement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Private Placement' });
  await expect(dialog.getByLabel('Investment type')).toHaveValue('private_equity');
  await expect(dialog.getByLabel('Status')).toHaveValue('active');
  await expect(dialog.getByLabel('Distributions made')).toHaveValue('0');
  await expect(dialog.getByLabel('Capital calls')).toHaveValue('0');
  await expect(dialog.getByLabel('Vintage')).toHaveValue(String(new Date().getFullYear()));
  await expect(dialog.getByLabel('Investment date')).toHaveValue(today());
  await expect(dialog.getByLabel('Ownership %')).toHaveAttribute('step', '0.01');
  await expect(dialog.getByLabel('Management fee %')).toHaveAttribute('step', '0.01');

  await dialog.getByRole('button', { name: 'Add Placement' }).click();
  for (const message of [
    'Name is required',
    'Sponsor is required',
    'Initial investment is required',
    'Current value is required',
  ])
    await expect(dialog.getByText(message)).toBeVisible();

  // The vintage left empty is sent as the investment's year.
  await dialog.getByLabel('Name').fill('E2E Granite Fund I');
  await dialog.getByLabel('Sponsor').fill('Granite Partners');
  await dialog.getByLabel('Investment date').fill('2019-06-01');
  await dialog.getByLabel('Vintage').fill('');
  await dialog.getByLabel('Initial investment').fill('100000');
  await dialog.getByLabel('Current value').fill('125000.50');
  await dialog.getByLabel('Investment type').selectOption('venture_capital');
  await dialog.getByRole('button', { name: 'Add Placement' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page)).toContainText('Success');
  await expect(toast(page)).toContainText('Private placement added successfully');
  const row = page.getByTestId('placement-row').filter({ hasText: 'E2E Granite Fund I' });
  await expect(row).toContainText('$125,000.50');
  await expect(row).toContainText('Vintage 2019');
  const saved = (await lists(page)).placements.find((p) => p.name === 'E2E Granite Fund I')!;
  expect(saved.vintage).toBe(2019);
  await expectCards(page);

  await row.getByRole('button', { name: 'Edit E2E Granite Fund I' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Placement' });
  await expect(edit.getByLabel('Current value')).toHaveValue('125000.50');
  await edit.getByLabel('Current value').fill('90000');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('Private placement updated successfully');
  await expect(row).toContainText('$90,000.00');
  await expectCards(page);

  await row.getByRole('button', { name: 'Delete E2E Granite Fund I' }).click();
  await page
    .getByRole('dialog', { name: 'Delete E2E Granite Fund I?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page)).toContainText('E2E Granite Fund I has been deleted.');
  await expect(row).toHaveCount(0);
  await expectCards(page);
});

test('a placement the API fails to save: the spec’s error toast, the form kept', async ({ page }) => {
  await page.goto('/private-investments');
  await page.route('**/api/private-placements', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"message":"Internal server error"}',
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Add Placement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Private Placement' });
  await dialog.getByLabel('Name').fill('E2E Never Saved');
  await dialog.getByLabel('Sponsor').fill('Nobody');
  await dialog.getByLabel('Initial investment').fill('1000');
  await dialog.getByLabel('Current value').fill('1000');
  await dialog.getByRole('button', { name: 'Add Placement' }).click();
  await expect(toast(page)).toContainText('Error');
  await expect(toast(page)).toContainText('Failed to add private placement');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue('E2E Never Saved');
});

test('a business and its K-1: added with the file through the upload dialog, edited, deleted', async ({
  page,
}) => {
  await page.goto('/private-investments');
  await expectCards(page);

  // Add Business.
  await page.getByRole('button', { name: 'Add Business' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add Business' });
  // By keyboard: Enter in the first field submits (a click can miss the button while the name's own
  // message, shown on blur, moves it down).
  await expect(add.getByLabel('Business name')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(add.getByText('Name is required')).toBeVisible();
  await expect(add.getByText('Industry is required')).toBeVisible();
  await add.getByLabel('Business name').fill('E2E Bakery LLC');
  await add.getByLabel('Industry').fill('Food');
  await add.getByLabel('Ownership %').fill('50');
  await add.getByLabel('Current valuation').fill('200000');
  await add.getByLabel('Annual revenue').fill('350000');
  await add.getByRole('button', { name: 'Add Business' }).click();
  await expect(toast(page)).toContainText('E2E Bakery LLC has been added successfully.');
  const business = page.getByTestId('business-row').filter({ hasText: 'E2E Bakery LLC' });
  await expect(business).toContainText('$200,000.00');
  await expectCards(page);

  // Add K-1: the file first, then the figures.
  await page.getByRole('button', { name: 'Add K-1' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload K-1 Document' });
  await upload.locator('input[type=file]').setInputFiles({
    name: 'e2e-bakery-k1.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  const k1Form = page.getByRole('dialog', { name: 'Add K-1' });
  await expect(k1Form).toBeVisible();
  await expect(k1Form.getByTestId('k1-file')).toContainText('e2e-bakery-k1.pdf');
  await k1Form.getByRole('button', { name: 'Add K-1' }).click();
  await expect(k1Form.getByText('Choose the placement or business that issued the K-1')).toBeVisible();
  await k1Form.getByLabel('Issued by').selectOption({ label: 'Business: E2E Bakery LLC' });
  await k1Form.getByLabel('Tax year').fill('2024');
  await k1Form.getByLabel('Ordinary income').fill('1000.50');
  await k1Form.getByLabel('Capital gains').fill('-200');
  await k1Form.getByRole('button', { name: 'Add K-1' }).click();
  await expect(toast(page)).toContainText('The 2024 K-1 has been added successfully.');
  const k1 = page.getByTestId('k1-row').filter({ hasText: 'E2E Bakery LLC' });
  await expect(k1).toContainText('$800.50');
  await expect(k1.getByRole('link', { name: /Download the 2024 K-1/ })).toHaveAttribute(
    'href',
    /^\/api\/documents\/.+\/download$/,
  );
  await expectCards(page);

  // Edit the K-1.
  await k1.getByRole('button', { name: 'Edit 2024 K-1 from E2E Bakery LLC' }).click();
  const editK1 = page.getByRole('dialog', { name: 'Edit K-1' });
  await expect(editK1.getByLabel('Ordinary income')).toHaveValue('1000.50');
  await editK1.getByLabel('Qualified dividends').fill('99.50');
  await editK1.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('The 2024 K-1 has been updated successfully.');
  await expect(k1).toContainText('$900.00');
  await expectCards(page);

  // Edit the business.
  await business.getByRole('button', { name: 'Edit E2E Bakery LLC' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Business' });
  await edit.getByLabel('Current valuation').fill('250000');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('E2E Bakery LLC has been updated successfully.');
  await expect(business).toContainText('$250,000.00');
  await expectCards(page);

  // Deleting the business deletes its K-1.
  await business.getByRole('button', { name: 'Delete E2E Bakery LLC' }).click();
  await page
    .getByRole('dialog', { name: 'Delete E2E Bakery LLC?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page)).toContainText('E2E Bakery LLC has been deleted.');
  await expect(business).toHaveCount(0);
  await expect(k1).toHaveCount(0);
  await expectCards(page);

  const documents = (await (
    await page.request.get('/api/documents?category=private_investments')
  ).json()) as {
    id: string;
    fileName: string;
  }[];
  for (const d of documents.filter((x) => x.fileName === 'e2e-bakery-k1.pdf'))
    expect((await page.request.delete(`/api/documents/${d.id}`)).status()).toBe(204);
});

test('AI Review: the AI service’s review, and a clear error when it is stopped or unreachable', async ({
  page,
}) => {
  await page.goto('/private-investments');
  const open = async () => {
    await page.getByRole('button', { name: 'AI Review' }).click();
    return page.getByRole('dialog', { name: 'Private Investments AI Review' });
  };

  // What the gateway answers for a stopped AI service.
  await page.route('**/api/ai/review', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"message":"Service unavailable, please try again shortly"}',
    }),
  );
  let dialog = await open();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The AI service is unavailable right now, so this review could not be made. Please try again in a few minutes.',
  );
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await page.unroute('**/api/ai/review');
  await page.route('**/api/ai/review', (route) => route.abort('connectionrefused'));
  dialog = await open();
  await expect(dialog.getByRole('alert')).toContainText('Could not reach the AI service');
  await page.unroute('**/api/ai/review');

  // Retry reaches the real service.
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(dialog.getByTestId('ai-review')).toContainText('Your private investments are worth');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});
