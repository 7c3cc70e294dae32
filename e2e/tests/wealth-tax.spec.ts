import type { APIRequestContext, Page } from '@playwright/test';
import { cents, dollars, sumCents } from '../support/money';
import { expect, test } from '../support/test';
import { newFamilyContext } from '../support/users';

// Tax Planning, signed in as the demo family: the latest year's income, tax and effective rate and the
// year-over-year chart against the API's list (a year's income is its 1040's, its tax every return's),
// the tax document dialog's validation, add -> edit -> delete with toasts and the figures following,
// and the tax files widget listing the documents of category tax. The test removes what it adds.

const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ });

interface TaxDocument {
  id: string;
  taxYear: number;
  documentType: string;
  totalIncome: string | null;
  totalTax: string | null;
}

async function documentsOf(request: APIRequestContext): Promise<TaxDocument[]> {
  const res = await request.get('/api/tax');
  expect(res.status()).toBe(200);
  return (await res.json()) as TaxDocument[];
}

/** The test's own reading of a year: the 1040's income (else the largest), the sum of the tax. */
function yearOf(list: TaxDocument[], year: number) {
  const docs = list.filter((d) => d.taxYear === year);
  const incomes = docs.filter((d) => d.totalIncome !== null);
  const federal = incomes.find((d) => d.documentType === '1040');
  const income = federal
    ? cents(federal.totalIncome!)
    : incomes
        .map((d) => cents(d.totalIncome!))
        .reduce<bigint | null>((a, b) => (a === null || b > a ? b : a), null);
  const tax = sumCents(docs.flatMap((d) => (d.totalTax === null ? [] : [d.totalTax])));
  return { income, tax };
}

/** tax / income in percent, one decimal, half up: '28.4%'. */
function rate(tax: bigint, income: bigint): string {
  const tenths = (tax * 2000n + income) / (income * 2n);
  return `${tenths / 10n}.${tenths % 10n}%`;
}

async function expectFiguresMatch(page: Page): Promise<TaxDocument[]> {
  const list = await documentsOf(page.request);
  const years = [...new Set(list.map((d) => d.taxYear))].sort((a, b) => b - a);
  const latest = years[0]!;
  const { income, tax } = yearOf(list, latest);
  await expect(page.getByTestId('latest-tax-year')).toContainText(String(latest));
  await expect(page.getByTestId('total-income')).toContainText(dollars(income!));
  await expect(page.getByTestId('total-tax')).toContainText(dollars(tax));
  await expect(page.getByTestId('effective-rate')).toContainText(rate(tax, income!));
  // The chart's table (what a screen reader reads): one row per year, oldest first.
  const chartRows = page.getByTestId('tax-chart').locator('tbody tr');
  await expect(chartRows).toHaveCount(years.length);
  for (const [i, year] of [...years].reverse().entries()) {
    const figures = yearOf(list, year);
    await expect(chartRows.nth(i)).toHaveText(`${year}${dollars(figures.income!)}${dollars(figures.tax)}`);
  }
  await expect(page.getByTestId('tax-documents').getByTestId('tax-document-row')).toHaveCount(list.length);
  return list;
}

test('the figures equal the tax documents; add / edit / delete with validation, toasts and figures', async ({
  page,
}) => {
  await page.goto('/tax');
  await expect(page.locator('main h1')).toHaveText('Tax Planning');
  const before = await expectFiguresMatch(page);
  const nextYear = Math.max(...before.map((d) => d.taxYear)) + 1;

  // Validation: the schema's messages, on their fields.
  await page.getByRole('button', { name: 'Add Tax Document' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Tax Document' });
  await dialog.getByLabel('Tax year').fill('');
  await dialog.getByRole('button', { name: 'Add Document' }).click();
  await expect(dialog.getByText('Tax year is required')).toBeVisible();
  await expect(dialog.getByText('Document type is required')).toBeVisible();
  await dialog.getByLabel('Tax year').fill(String(nextYear));
  await dialog.getByLabel('Document type').fill('1040');
  await dialog.getByLabel('Total tax').fill('-5');
  await dialog.getByRole('button', { name: 'Add Document' }).click();
  await expect(dialog.getByText('Must not be negative')).toBeVisible();

  // Add a newer year: it becomes the latest, 125,000 / 500,000 = 25.0%.
  await dialog.getByLabel('Filing status').selectOption('married_filing_jointly');
  await dialog.getByLabel('Total income').fill('500000');
  await dialog.getByLabel('Total tax').fill('125000');
  await dialog.getByLabel('Preparer').fill('E2E Preparer');
  await dialog.getByRole('button', { name: 'Add Document' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page)).toContainText('Tax Document Added');
  await expect(toast(page)).toContainText(`${nextYear} 1040 has been added successfully.`);
  await expect(page.getByTestId('latest-tax-year')).toContainText(String(nextYear));
  await expect(page.getByTestId('effective-rate')).toContainText('25.0%');
  const row = page.getByTestId('tax-document-row').filter({ hasText: 'E2E Preparer' });
  await expect(row).toContainText('Married filing jointly');
  await expectFiguresMatch(page);

  // Edit the tax: 100,000 / 500,000 = 20.0%.
  await row.getByRole('button', { name: `Edit ${nextYear} 1040` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Tax Document' });
  await expect(edit.getByLabel('Total tax')).toHaveValue('125000.00');
  await edit.getByLabel('Total tax').fill('100000');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(toast(page)).toContainText('Tax Document Updated');
  await expect(toast(page)).toContainText(`${nextYear} 1040 has been updated successfully.`);
  await expect(page.getByTestId('total-tax')).toContainText('$100,000.00');
  await expect(page.getByTestId('effective-rate')).toContainText('20.0%');
  await expectFiguresMatch(page);

  // Delete, after confirming: the previous latest year is back.
  await row.getByRole('button', { name: `Delete ${nextYear} 1040` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete the ${nextYear} 1040?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Tax Document Deleted');
  await expect(toast(page)).toContainText(`${nextYear} 1040 has been deleted.`);
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('latest-tax-year')).toContainText(String(nextYear - 1));
  const after = await expectFiguresMatch(page);
  expect(after.map((d) => d.id).sort()).toEqual(before.map((d) => d.id).sort());
});

test('the tax files widget lists the documents of category tax', async ({ page }) => {
  const upload = await page.request.post('/api/documents', {
    multipart: {
      category: 'tax',
      file: { name: 'e2e-1099.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%e2e\n') },
    },
  });
  expect(upload.status()).toBe(201);
  const stored = (await upload.json()) as { id: string };
  try {
    await page.goto('/tax');
    const files = page.getByTestId('tax-files');
    await expect(files).toContainText('e2e-1099.pdf');
    await files.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('dialog', { name: 'Upload Tax Document' })).toBeVisible();
  } finally {
    expect((await page.request.delete(`/api/documents/${stored.id}`)).status()).toBe(204);
  }
});

test('a new family sees the empty states and no figures', async ({ browser, baseURL }) => {
  const context = await newFamilyContext(browser, baseURL!);
  try {
    const page = await context.newPage();
    await page.goto('/tax');
    await expect(page.getByTestId('tax-documents')).toContainText('No tax documents yet');
    await expect(page.getByTestId('tax-chart')).toContainText('No tax years yet');
    await expect(page.getByTestId('latest-tax-year')).toContainText('None yet');
    await expect(page.getByTestId('effective-rate')).toContainText('—');
    await expect(page.getByTestId('tax-files')).toContainText('No documents uploaded here yet.');
  } finally {
    await context.close();
  }
});
