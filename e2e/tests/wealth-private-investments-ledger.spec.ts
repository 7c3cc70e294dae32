import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { cents, dollars } from '../support/money';
import { expect, test } from '../support/test';
import { newFamilyContext } from '../support/users';

// Private investments measured like an LP (issue 36 §1): on the demo family, every measure on the page
// (the program's cards and each placement's row) equals GET /api/private-placements/metrics; on a fresh
// family, the empty states, a placement added with its commitment, then its ledger: a call added, a
// distribution dated before the investment refused with the API's message, then added, edited and the
// call deleted, the figures following the API after each write; and a CSV import whose bad line is named.

interface Metrics {
  paidIn: string;
  distributed: string;
  nav: string;
  unfunded: string;
  dpi: string | null;
  rvpi: string | null;
  tvpi: string | null;
  irr: string | null;
}
interface Program {
  asOf: string;
  placements: { placementId: string; name: string; metrics: Metrics }[];
  program: Metrics;
  jCurve: { date: string }[];
}

/** A decimal string scaled to an integer of `places` decimals ("1.2345", 4 -> 12345n). */
function scaled(value: string, places: number): bigint {
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const n = BigInt(whole) * 10n ** BigInt(places) + BigInt(fraction.padEnd(places, '0').slice(0, places));
  return value.startsWith('-') ? -n : n;
}
/** Integer division rounding half away from zero. */
function roundDiv(n: bigint, by: bigint): bigint {
  const abs = n < 0n ? -n : n;
  const q = (abs + by / 2n) / by;
  return n < 0n ? -q : q;
}
const fixed2 = (hundredths: bigint) => {
  const abs = hundredths < 0n ? -hundredths : hundredths;
  return `${hundredths < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};
/** "1.2345" -> "1.23x"; null -> "—". */
const multiple = (value: string | null) =>
  value === null ? '—' : `${fixed2(roundDiv(scaled(value, 4), 100n))}x`;
/** "0.123456" -> "12.35%"; null -> "—". */
const irr = (value: string | null) => (value === null ? '—' : `${fixed2(roundDiv(scaled(value, 6), 100n))}%`);

function expectedTexts(m: Metrics): Record<string, string> {
  return {
    paidIn: dollars(cents(m.paidIn)),
    distributed: dollars(cents(m.distributed)),
    nav: dollars(cents(m.nav)),
    unfunded: dollars(cents(m.unfunded)),
    dpi: multiple(m.dpi),
    rvpi: multiple(m.rvpi),
    tvpi: multiple(m.tvpi),
    irr: irr(m.irr),
  };
}

async function metricsOf(request: APIRequestContext): Promise<Program> {
  const res = await request.get('/api/private-placements/metrics');
  expect(res.status()).toBe(200);
  return (await res.json()) as Program;
}

/** Every measure on the page, the program's cards and each placement's row, equal to the API's. */
async function expectMeasuresMatch(page: Page): Promise<Program> {
  const answer = await metricsOf(page.request);
  for (const [key, text] of Object.entries(expectedTexts(answer.program)))
    await expect(page.getByTestId(`program-${key}`)).toContainText(text);
  for (const placement of answer.placements) {
    const row = page.locator(`[data-testid="placement-row"][data-placement-id="${placement.placementId}"]`);
    for (const [key, text] of Object.entries(expectedTexts(placement.metrics)))
      await expect(row.locator(`[data-measure="${key}"] dd`)).toHaveText(text);
  }
  return answer;
}

test('the demo family: every LP measure on the page equals the API’s, and the J-curve is drawn', async ({
  page,
}) => {
  await page.goto('/private-investments');
  const answer = await expectMeasuresMatch(page);
  expect(answer.placements.length).toBeGreaterThan(0);
  // The demo's funds have called and distributed: a multiple and an IRR are figures, not dashes.
  expect(answer.program.tvpi).not.toBeNull();
  const chart = page.getByTestId('j-curve');
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect(chart.locator('tbody tr')).toHaveCount(answer.jCurve.length);
});

test.describe.serial('a fresh family’s ledger', () => {
  let context: BrowserContext;
  let page: Page;
  let row: Locator;
  let ledger: Locator;

  test.beforeAll(async ({ browser, baseURL }) => {
    context = await newFamilyContext(browser, baseURL!);
    page = await context.newPage();
  });
  test.afterAll(async () => context?.close());

  test('empty states: no placements, then a placement with no ledger', async () => {
    await page.goto('/private-investments');
    const jCard = page.getByTestId('j-curve-card');
    await expect(jCard.getByText('No private placements to measure')).toBeVisible();
    await expect(jCard.getByRole('button', { name: 'Add Placement' })).toBeVisible();
    await expect(page.getByTestId('program-lp')).toHaveCount(0);

    await jCard.getByRole('button', { name: 'Add Placement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Private Placement' });
    await dialog.getByLabel('Name').fill('E2E Ridge Fund II');
    await dialog.getByLabel('Sponsor').fill('Ridge Partners');
    await dialog.getByLabel('Investment date').fill('2022-01-15');
    await dialog.getByLabel('Initial investment').fill('100000');
    await dialog.getByLabel('Commitment').fill('250000');
    await dialog.getByLabel('Current value').fill('90000');
    await dialog.getByRole('button', { name: 'Add Placement' }).click();
    await expect(dialog).toBeHidden();

    row = page.getByTestId('placement-row').filter({ hasText: 'E2E Ridge Fund II' });
    await expect(row).toContainText('$250,000.00 committed');
    await expect(row.getByTestId('placement-no-ledger')).toBeVisible();
    await expect(jCard.getByText('No capital calls or distributions yet')).toBeVisible();
    const answer = await expectMeasuresMatch(page);
    expect(answer.program.unfunded).toBe('250000.00');

    await row.getByRole('button', { name: 'Ledger of E2E Ridge Fund II' }).click();
    ledger = page.getByRole('dialog', { name: 'Ledger of E2E Ridge Fund II' });
    await expect(ledger.getByText('No capital calls or distributions yet')).toBeVisible();
  });

  test('add, edit and delete entries: the figures follow; an early distribution gets the API’s message', async () => {
    // A capital call.
    await ledger.getByRole('button', { name: 'Add Entry' }).first().click();
    await ledger.getByLabel('Date').fill('2022-02-01');
    await ledger.getByLabel('Amount').fill('100000');
    await ledger.getByRole('button', { name: 'Add Entry' }).click();
    await expect(ledger.getByTestId('ledger-row')).toHaveCount(1);
    await expect(row.getByTestId('placement-no-ledger')).toHaveCount(0);
    await expect(row.locator('[data-measure="paidIn"] dd')).toHaveText('$100,000.00');
    await expectMeasuresMatch(page);

    // A distribution dated before the investment: the API's field message, nothing stored.
    await ledger.getByRole('button', { name: 'Add Entry' }).click();
    await ledger.getByLabel('Date').fill('2021-12-01');
    await ledger.getByLabel('Type').selectOption('distribution');
    await ledger.getByLabel('Amount').fill('20000');
    await ledger.getByRole('button', { name: 'Add Entry' }).click();
    await expect(ledger.getByText('A distribution cannot be dated before the investment date')).toBeVisible();
    await ledger.getByLabel('Date').fill('2023-06-30');
    await ledger.getByRole('button', { name: 'Add Entry' }).click();
    await expect(ledger.getByTestId('ledger-row')).toHaveCount(2);
    await expect(row.locator('[data-measure="dpi"] dd')).toHaveText('0.20x');
    await expectMeasuresMatch(page);

    // Edit the distribution.
    await ledger.getByRole('button', { name: 'Edit Distribution of Jun 30, 2023' }).click();
    await expect(ledger.getByLabel('Amount')).toHaveValue('20000.00');
    await ledger.getByLabel('Amount').fill('30000');
    await ledger.getByRole('button', { name: 'Save Entry' }).click();
    await expect(ledger.getByTestId('ledger-amount').last()).toHaveText('$30,000.00');
    await expect(row.locator('[data-measure="dpi"] dd')).toHaveText('0.30x');
    await expect(row.locator('[data-measure="tvpi"] dd')).toHaveText('1.20x');
    await expectMeasuresMatch(page);

    // Delete the call: nothing paid in, so no multiples.
    await ledger.getByRole('button', { name: 'Delete Capital call of Feb 1, 2022' }).click();
    await ledger.getByRole('button', { name: 'Delete Entry' }).click();
    await expect(ledger.getByTestId('ledger-row')).toHaveCount(1);
    await expect(row.locator('[data-measure="paidIn"] dd')).toHaveText('$0.00');
    await expect(row.locator('[data-measure="tvpi"] dd')).toHaveText('—');
    await expectMeasuresMatch(page);
  });

  test('a CSV import: a bad line is named and nothing added; a good file adds every line', async () => {
    await ledger.getByRole('button', { name: 'Import CSV' }).click();
    const file = ledger.getByLabel('CSV file', { exact: true });
    const csv = (lines: string[]) => ({
      name: 'ledger.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['date,type,amount,notes', ...lines].join('\n')),
    });
    await file.setInputFiles(csv(['2022-03-01,capital_call,50000.00,', '2021-06-01,distribution,100.00,']));
    await ledger.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(ledger.getByTestId('ledger-import-problems')).toContainText(
      'Line 3: A distribution cannot be dated before the investment date',
    );
    await file.setInputFiles(
      csv(['2022-03-01,capital_call,50000.00,First close', '2024-01-10,distribution,5000,']),
    );
    await ledger.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(ledger.getByTestId('ledger-row')).toHaveCount(3);
    await expect(ledger.getByText('First close')).toBeVisible();
    await expect(row.locator('[data-measure="paidIn"] dd')).toHaveText('$50,000.00');
    await expectMeasuresMatch(page);
  });
});
