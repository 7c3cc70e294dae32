import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { newFamilyContext } from '../support/users';

// Connected Apps and the CSV import. Connect is honest (no live connections; import instead), Enter
// Manually lands on the right add form, templates are real files the import reads. The import runs on a
// new family of its own: a file with a bad row and an HTML cell is previewed (errors by line, the cell
// shown as text), imported, then imported again without duplicates; a bad file is refused with its
// reason; a bank's own layout is mapped column by column.

const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`${lines.join('\r\n')}\r\n`),
});

test('Connect says live connections are not offered and leads to the import', async ({ page }) => {
  await page.goto('/connected-apps');
  await page.getByRole('button', { name: 'Connect Zillow' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect Zillow' });
  await expect(connect).toContainText('Live connections are not offered yet.');
  await connect.getByRole('button', { name: 'Import a CSV File' }).click();
  await expect(page.getByRole('dialog', { name: 'Import a CSV file' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Download Template gives the columns the import reads, Enter Manually opens the add form', async ({
  page,
}) => {
  await page.goto('/connected-apps');
  await page.getByRole('combobox', { name: 'Template' }).selectOption('transactions');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Template' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('heirloom-transactions-template.csv');
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.split('\r\n')[0]).toBe('date,merchant,amount,category,transactionType,account,notes');
  await expect(toast(page)).toContainText('Template downloaded');

  await page.getByRole('button', { name: 'Enter Manually' }).click();
  await page.getByRole('link', { name: /An account/ }).click();
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByRole('dialog', { name: 'Add Account' })).toBeVisible();
});

test('a new family imports a file with a bad row, then the same file adds nothing', async ({
  browser,
  baseURL,
}) => {
  const context = await newFamilyContext(browser, baseURL!);
  try {
    const page = await context.newPage();
    const created = await page.request.post('/api/accounts', {
      data: { name: 'Joint Checking', accountType: 'checking', institution: 'First Bank', balance: '2500' },
    });
    expect(created.status()).toBe(201);
    const injected = '<img src=x onerror="window.__injected=1">';
    const file = csvFile('january.csv', [
      'date,merchant,amount,category,account',
      '2026-01-05,Whole Foods Market,-86.40,Groceries,Joint Checking',
      '2026-01-32,Bad Date Cafe,-4.00,Food & Dining,Joint Checking',
      '2026-01-06,"<img src=x onerror=""window.__injected=1"">",-1.00,Shopping,Joint Checking',
      '2026-01-31,Acme Payroll,4200.00,Income,Joint Checking',
    ]);

    await page.goto('/connected-apps');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a CSV file' });
    await dialog.getByLabel('CSV file').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Check File' }).click();
    const summary = dialog.getByTestId('import-summary');
    await expect(summary).toContainText('4 rows');
    await expect(summary).toContainText('3 ready to import');
    await expect(summary).toContainText('1 with errors');
    await expect(dialog.getByTestId('import-errors')).toContainText('Line 3 · Date: Must be a date');
    // The cell is text on screen, never markup.
    await expect(dialog.getByTestId('import-sample-row').nth(2)).toContainText(injected);
    expect(
      await page.evaluate(() => (window as unknown as { __injected?: number }).__injected),
    ).toBeUndefined();

    await dialog.getByRole('button', { name: 'Import 3 transactions' }).click();
    await expect(dialog.getByTestId('import-done')).toContainText('Imported 3 rows of transactions.');
    await expect(toast(page)).toContainText('Import complete');
    const list = (await (await page.request.get('/api/transactions')).json()) as {
      items: { merchant: string; amount: string }[];
    };
    expect(list.items.map((t) => t.merchant).sort()).toEqual(
      ['Acme Payroll', 'Whole Foods Market', injected].sort(),
    );

    await dialog.getByRole('button', { name: 'Import Another File' }).click();
    await dialog.getByLabel('CSV file').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Check File' }).click();
    await expect(summary).toContainText('3 already imported');
    await expect(summary).toContainText('0 ready to import');
    await expect(dialog.getByRole('button', { name: 'Nothing New to Import' })).toBeDisabled();
    // Closing discards the upload: nothing stays pending.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/imports')).json()) as { status: string }[]).filter(
            (i) => i.status === 'pending',
          ).length,
      )
      .toBe(0);
    const after = (await (await page.request.get('/api/transactions')).json()) as { total: number };
    expect(after.total).toBe(3);
  } finally {
    await context.close();
  }
});

test('a bad file is refused with its reason; a bank layout is mapped column by column', async ({
  browser,
  baseURL,
}) => {
  const context = await newFamilyContext(browser, baseURL!);
  try {
    const page = await context.newPage();
    await page.request.post('/api/accounts', {
      data: { name: 'Everyday', accountType: 'checking', institution: 'Credit Union', balance: '900' },
    });
    await page.goto('/connected-apps');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a CSV file' });

    // Refused in the browser by its name, then by the API for its content.
    await dialog.getByLabel('CSV file').setInputFiles(csvFile('notes.txt', ['a,b']));
    await expect(dialog).toContainText('Choose a CSV file (.csv): this file is not one');
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'statement.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n'),
    });
    await dialog.getByRole('button', { name: 'Check File' }).click();
    await expect(toast(page).locator('[data-variant="destructive"]')).toContainText(
      'Choose a CSV file (.csv): this file is not one',
    );

    await dialog
      .getByLabel('CSV file')
      .setInputFiles(
        csvFile('bank-export.csv', [
          'Posted,Payee,Out,In',
          '03/02/2026,City Gym,45.00,',
          '03/15/2026,Paycheck,,3000.00',
        ]),
      );
    await dialog.getByLabel('Account', { exact: true }).selectOption({ label: 'Everyday · Credit Union' });
    await dialog.getByRole('button', { name: 'Check File' }).click();
    const summary = dialog.getByTestId('import-summary');
    await expect(summary).toContainText('2 with errors');
    await dialog.getByLabel('Date (required)').selectOption('Posted');
    await dialog.getByLabel('Debit (money out)').selectOption('Out');
    await dialog.getByLabel('Credit (money in)').selectOption('In');
    await expect(summary).toContainText('2 ready to import');
    await expect(summary).not.toContainText('with errors');
    await dialog.getByRole('button', { name: 'Import 2 transactions' }).click();
    await expect(dialog.getByTestId('import-done')).toContainText('Imported 2 rows of transactions.');
    const list = (await (await page.request.get('/api/transactions')).json()) as {
      items: { merchant: string; amount: string; date: string }[];
    };
    expect(list.items.map((t) => [t.date, t.merchant, t.amount])).toEqual([
      ['2026-03-15', 'Paycheck', '3000.00'],
      ['2026-03-02', 'City Gym', '-45.00'],
    ]);
  } finally {
    await context.close();
  }
});

test('Get Personalized Recommendation runs the analysis and opens the recommendations', async ({
  browser,
  baseURL,
}) => {
  const context = await newFamilyContext(browser, baseURL!);
  try {
    const page = await context.newPage();
    await page.goto('/connected-apps');
    const generated = page.waitForResponse(
      (res) => res.url().endsWith('/api/recommendations/generate') && res.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Get Personalized Recommendation' }).click();
    expect((await generated).status()).toBe(200);
    await expect(page).toHaveURL(/\/recommendations$/);
    await expect(page.locator('main h1')).toHaveText('AI Recommendations');
  } finally {
    await context.close();
  }
});
