import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { newFamilyContext } from '../support/users';

// Connected Apps and the CSV import. Connect is honest (no live connections; import instead), Enter
// Manually lands on the right add form, templates are real files the import reads. The import runs on a
// new family of its own: a file with a bad row and an HTML cell is previewed (errors by line, the cell
// shown as text), imported, then imported again without duplicates; a bad file is refused with its
// reason; a bank's own layout is mapped column by column. Bank files (issue 37): a European statement
// is stored as the bank meant it, a file whose dates read both ways asks and the same bank's next
// statement for the account imports in one step, an OFX statement imports once.

const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`${lines.join('\r\n')}\r\n`),
});
const pad = (n: number) => String(n).padStart(2, '0');
/** The month 40 days ago: its 2nd to 28th have passed and are in the Transactions page's year. */
const lastMonth = () => {
  const d = new Date(Date.now() - 40 * 86_400_000);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1 };
};
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
/** A day as the preview and the Transactions page show it ('Nov 2, 2026'). */
const shown = (y: number, m: number, d: number) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(y, m - 1, d));
interface Listed {
  items: { date: string; merchant: string; amount: string; transactionType: string }[];
}
const listed = async (page: Page) =>
  ((await (await page.request.get('/api/transactions?pageSize=50')).json()) as Listed).items
    .map((t) => [t.date, t.merchant, t.amount, t.transactionType])
    .sort((a, b) => a[0]!.localeCompare(b[0]!));

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
    await expect(dialog).toContainText('Choose a CSV, OFX, QFX or QIF file: this file is none of them');
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'statement.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n'),
    });
    await dialog.getByRole('button', { name: 'Check File' }).click();
    await expect(toast(page).locator('[data-variant="destructive"]')).toContainText(
      'Choose a CSV, OFX, QFX or QIF file: this file is none of them',
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

test('a European statement (semicolons, decimal commas, DD.MM.YYYY, a title above) is stored as the bank meant it', async ({
  browser,
  baseURL,
}) => {
  const context = await newFamilyContext(browser, baseURL!);
  try {
    const page = await context.newPage();
    await page.request.post('/api/accounts', {
      data: { name: 'Girokonto', accountType: 'checking', institution: 'Sparkasse', balance: '1000' },
    });
    const { y, m } = lastMonth();
    const day = (d: number) => `${pad(d)}.${pad(m)}.${y}`;
    const file = csvFile('kontoauszug.csv', [
      'Account statement;Girokonto',
      'Closing balance;1.201,55',
      'Booking date;Description;Amount',
      `${day(2)};Rewe Markt;-63,89`,
      `${day(15)};Salary Acme GmbH;2.500,00`,
      `${day(25)};Stadtwerke;-1.234,56`,
    ]);

    await page.goto('/connected-apps');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a CSV file' });
    await dialog.getByLabel('Account', { exact: true }).selectOption({ label: 'Girokonto · Sparkasse' });
    await dialog.getByLabel('CSV file').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Check File' }).click();
    await expect(dialog.getByTestId('import-summary')).toContainText('3 ready to import');
    await expect(dialog).toContainText('2 lines skipped before the header');
    // Each row's raw cells beside what will be stored: 1.234,56 is a thousand, not a hundred thousand.
    const stored = dialog.getByTestId('import-stored');
    await expect(stored.nth(0)).toContainText(`${shown(y, m, 2)}-$63.89Expense`);
    await expect(stored.nth(1)).toContainText(`${shown(y, m, 15)}$2,500.00Income`);
    await expect(stored.nth(2)).toContainText(`${shown(y, m, 25)}-$1,234.56Expense`);
    await expect(dialog.getByTestId('import-sample-row').nth(2)).toContainText('-1.234,56');

    await dialog.getByRole('button', { name: 'Import 3 transactions' }).click();
    await expect(dialog.getByTestId('import-done')).toContainText('Imported 3 rows of transactions.');
    await dialog.getByRole('link', { name: 'View Transactions' }).click();
    await expect(page).toHaveURL(/\/transactions$/);
    const row = (merchant: string) => page.getByTestId('transaction-row').filter({ hasText: merchant });
    await expect(row('Rewe Markt')).toContainText('-$63.89');
    await expect(row('Rewe Markt')).toContainText(shown(y, m, 2));
    await expect(row('Salary Acme GmbH')).toContainText('+$2,500.00');
    await expect(row('Stadtwerke')).toContainText('-$1,234.56');
    await expect(row('Stadtwerke')).toContainText(shown(y, m, 25));
    expect(await listed(page)).toEqual([
      [iso(y, m, 2), 'Rewe Markt', '-63.89', 'expense'],
      [iso(y, m, 15), 'Salary Acme GmbH', '2500.00', 'income'],
      [iso(y, m, 25), 'Stadtwerke', '-1234.56', 'expense'],
    ]);
  } finally {
    await context.close();
  }
});

test("dates that read both ways are asked once; the bank's next statement for the account imports in one step", async ({
  browser,
  baseURL,
}) => {
  const context = await newFamilyContext(browser, baseURL!);
  try {
    const page = await context.newPage();
    await page.request.post('/api/accounts', {
      data: {
        name: 'Current Account',
        accountType: 'checking',
        institution: 'High Street Bank',
        balance: '800',
      },
    });
    const { y, m } = lastMonth();
    // Every day is 12 or under: 03/MM could be the 3rd of month MM or the MMth of March.
    const statement = (name: string, days: number[]) =>
      csvFile(name, [
        'Date,Description,Amount',
        ...days.map((d, i) => `${pad(d)}/${pad(m)}/${y},Shop ${d},-${10 + i}.50`),
      ]);

    await page.goto('/connected-apps');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a CSV file' });
    await dialog
      .getByLabel('Account', { exact: true })
      .selectOption({ label: 'Current Account · High Street Bank' });
    await dialog.getByLabel('CSV file').setInputFiles(statement('first.csv', [3, 8]));
    await dialog.getByRole('button', { name: 'Check File' }).click();

    const question = dialog.getByRole('group', { name: 'Which way round are the dates in this file?' });
    await expect(question).toContainText(`03/${pad(m)}/${y}`);
    // Nothing is imported while it is open, and the button says why.
    const plan = dialog.getByTestId('import-plan');
    await expect(plan).toContainText(
      'Answer this before importing: Which way round are the dates in this file?',
    );
    await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
    await expect(dialog.getByTestId('import-stored').first()).toContainText('Not settled');

    await question.getByRole('button', { name: 'Day first (25/04/2026 is 25 April)' }).click();
    await expect(question).toHaveCount(0);
    await expect(dialog.getByLabel('Dates')).toHaveValue('dmy');
    await expect(dialog.getByLabel('Dates')).toBeFocused();
    await expect(dialog.getByTestId('import-stored').nth(0)).toContainText(shown(y, m, 3));
    await expect(dialog.getByTestId('import-stored').nth(1)).toContainText(shown(y, m, 8));
    await dialog.getByRole('button', { name: 'Import 2 transactions' }).click();
    await expect(dialog.getByTestId('import-done')).toContainText('Imported 2 rows of transactions.');

    // The next statement: same bank, same account, same header. No question, no mapping: one step.
    await dialog.getByRole('button', { name: 'Import Another File' }).click();
    await dialog.getByLabel('CSV file').setInputFiles(statement('second.csv', [9, 11]));
    await dialog.getByRole('button', { name: 'Check File' }).click();
    await expect(dialog).toContainText("Columns and formats remembered from this account's last file");
    await expect(dialog.getByRole('group', { name: /Which way round/ })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Import 2 transactions' }).click();
    await expect(dialog.getByTestId('import-done')).toContainText('Imported 2 rows of transactions.');
    expect(await listed(page)).toEqual([
      [iso(y, m, 3), 'Shop 3', '-10.50', 'expense'],
      [iso(y, m, 8), 'Shop 8', '-11.50', 'expense'],
      [iso(y, m, 9), 'Shop 9', '-10.50', 'expense'],
      [iso(y, m, 11), 'Shop 11', '-11.50', 'expense'],
    ]);
  } finally {
    await context.close();
  }
});

test('an OFX statement imports, and the same statement again adds nothing', async ({ browser, baseURL }) => {
  const context = await newFamilyContext(browser, baseURL!);
  try {
    const page = await context.newPage();
    await page.request.post('/api/accounts', {
      data: {
        name: 'Everyday Checking',
        accountType: 'checking',
        institution: 'Mesa Federal',
        balance: '3000',
      },
    });
    // OFX 1.02: SGML, most elements without closing tags.
    const ofx = [
      'OFXHEADER:100',
      'DATA:OFXSGML',
      'VERSION:102',
      'SECURITY:NONE',
      'ENCODING:USASCII',
      'CHARSET:1252',
      'COMPRESSION:NONE',
      'OLDFILEUID:NONE',
      'NEWFILEUID:NONE',
      '',
      '<OFX>',
      '<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS>',
      '<DTSERVER>20260920120000<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>',
      '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
      '<STMTRS><CURDEF>USD',
      '<BANKACCTFROM><BANKID>321070007<ACCTID>5566778899<ACCTTYPE>CHECKING</BANKACCTFROM>',
      '<BANKTRANLIST><DTSTART>20260901<DTEND>20260920',
      '<STMTTRN>',
      '<TRNTYPE>DEBIT',
      '<DTPOSTED>20260904120000.000[-7:MST]',
      '<TRNAMT>-58.20',
      '<FITID>MF20260904A',
      '<NAME>DESERT WATER CO',
      '<MEMO>Autopay',
      '</STMTTRN>',
      '<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20260915<TRNAMT>2210.00<FITID>MF20260915B<NAME>MESA SCHOOLS PAYROLL</STMTTRN>',
      '<STMTTRN><TRNTYPE>CHECK<DTPOSTED>20260918<TRNAMT>-1450<FITID>MF20260918C<CHECKNUM>311<NAME>CHECK 311</STMTTRN>',
      '</BANKTRANLIST>',
      '<LEDGERBAL><BALAMT>4201.80<DTASOF>20260920</LEDGERBAL>',
      '</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
    ].join('\r\n');
    const file = { name: 'september.ofx', mimeType: 'application/x-ofx', buffer: Buffer.from(ofx) };

    await page.goto('/connected-apps');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a CSV file' });
    await expect(dialog).toContainText('CSV, OFX, QFX or QIF');
    await dialog
      .getByLabel('Account', { exact: true })
      .selectOption({ label: 'Everyday Checking · Mesa Federal' });
    await dialog.getByLabel('CSV file').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Check File' }).click();
    const summary = dialog.getByTestId('import-summary');
    await expect(summary).toContainText('OFX statement');
    await expect(summary).toContainText('3 ready to import');
    await expect(dialog.getByTestId('import-stored').nth(2)).toContainText('-$1,450.00');
    await dialog.getByRole('button', { name: 'Import 3 transactions' }).click();
    await expect(dialog.getByTestId('import-done')).toContainText('Imported 3 rows of transactions.');
    expect(await listed(page)).toEqual([
      ['2026-09-04', 'DESERT WATER CO', '-58.20', 'expense'],
      ['2026-09-15', 'MESA SCHOOLS PAYROLL', '2210.00', 'income'],
      ['2026-09-18', 'CHECK 311', '-1450.00', 'expense'],
    ]);

    // FITID is the duplicate key: the same statement again has nothing new.
    await dialog.getByRole('button', { name: 'Import Another File' }).click();
    await dialog.getByLabel('CSV file').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Check File' }).click();
    await expect(summary).toContainText('3 already imported');
    await expect(dialog.getByRole('button', { name: 'Nothing New to Import' })).toBeDisabled();
  } finally {
    await context.close();
  }
});

test('a card file reads charges as charges; a row with errors holds the import until only the valid rows are chosen, and they download', async ({
  browser,
  baseURL,
}) => {
  const context = await newFamilyContext(browser, baseURL!);
  try {
    const page = await context.newPage();
    await page.request.post('/api/accounts', {
      data: {
        name: 'Gold Card',
        accountType: 'credit',
        institution: 'Amex',
        balance: '-500',
        creditLimit: '5000',
      },
    });
    await page.goto('/connected-apps');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a CSV file' });
    await dialog.getByLabel('Account', { exact: true }).selectOption({ label: 'Gold Card · Amex' });
    await dialog
      .getByLabel('CSV file')
      .setInputFiles(
        csvFile('amex.csv', [
          'Date,Description,Amount',
          '2026-10-03,BLUE BOTTLE COFFEE,4.75',
          '2026-10-05,DELTA AIR LINES,1204.00',
          '2026-10-07,AUTOPAY PAYMENT - THANK YOU,-900.00',
          '2026-10-40,BROKEN ROW,12.00',
        ]),
      );
    await dialog.getByRole('button', { name: 'Check File' }).click();

    // A card whose amounts are mostly positive: the switch starts on, and the preview shows charges.
    await expect(dialog.getByRole('switch', { name: 'Charges are positive in this file' })).toBeChecked();
    const stored = dialog.getByTestId('import-stored');
    await expect(stored.nth(0)).toContainText('-$4.75Expense');
    await expect(stored.nth(2)).toContainText('$900.00Income');

    // All or nothing: the plan says why, and the only way on names what is left out.
    await expect(dialog.getByTestId('import-plan')).toContainText(
      '1 row has errors: fix the file, or import only the 3 valid rows (1 skipped)',
    );
    const [pending] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Download the rows with errors (CSV)' }).click(),
    ]);
    expect(await readFile((await pending.path())!, 'utf8')).toContain('BROKEN ROW');

    await dialog.getByRole('button', { name: 'Import 3 transactions only (skip 1)' }).click();
    const done = dialog.getByTestId('import-done');
    await expect(done).toContainText('Imported 3 rows of transactions.');
    const [skipped] = await Promise.all([
      page.waitForEvent('download'),
      done.getByRole('link', { name: 'Download the skipped rows (CSV)' }).click(),
    ]);
    const text = await readFile((await skipped.path())!, 'utf8');
    expect(text).toContain('BROKEN ROW');
    expect(text).not.toContain('BLUE BOTTLE COFFEE');
    expect(await listed(page)).toEqual([
      ['2026-10-03', 'BLUE BOTTLE COFFEE', '-4.75', 'expense'],
      ['2026-10-05', 'DELTA AIR LINES', '-1204.00', 'expense'],
      ['2026-10-07', 'AUTOPAY PAYMENT - THANK YOU', '900.00', 'income'],
    ]);
  } finally {
    await context.close();
  }
});
