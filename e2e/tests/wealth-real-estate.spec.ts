import type { Page } from '@playwright/test';
import { cents, dollars, sumCents } from '../support/money';
import { expect, test } from '../support/test';

// Real Estate, signed in as the demo family: the figures against the API's lists, the rate badge shown
// and not shown, the Add Property dialog's messages, add / edit / delete of a property and of a mortgage
// on it with their toasts, the refinance view (and its error with the AI stopped), 'Unknown property'.
// Every test removes what it adds, so the demo family is as it was.

const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ });

interface Property {
  id: string;
  address: string;
  purchasePrice: string;
  currentValue: string;
}
interface Mortgage {
  id: string;
  propertyId: string;
  lender: string;
  currentBalance: string;
  interestRate: string;
  monthlyPayment: string;
}

async function lists(page: Page) {
  return {
    properties: (await (await page.request.get('/api/properties')).json()) as Property[],
    mortgages: (await (await page.request.get('/api/mortgages')).json()) as Mortgage[],
  };
}

/** Percent to 2 places from cents, rounded half away from zero: (a - b) / b. */
function percent2(numerator: bigint, denominator: bigint): string {
  const scaled =
    (numerator * 10000n * 2n + (numerator >= 0n ? denominator : -denominator)) / (2n * denominator);
  const sign = scaled < 0n ? '-' : '';
  const abs = scaled < 0n ? -scaled : scaled;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

async function expectFigures(page: Page) {
  const { properties, mortgages } = await lists(page);
  const value = sumCents(properties.map((p) => p.currentValue));
  const debt = sumCents(mortgages.map((m) => m.currentBalance));
  await expect(page.getByTestId('real-estate-value')).toContainText(dollars(value));
  await expect(page.getByTestId('real-estate-equity')).toContainText(dollars(value - debt));
  await expect(page.getByTestId('real-estate-equity')).toContainText(
    `${percent2(value - debt, value)}% equity`,
  );
  await expect(page.getByTestId('mortgage-debt')).toContainText(dollars(debt));
  for (const property of properties) {
    const row = page.locator(`[data-property-id="${property.id}"]`);
    const price = cents(property.purchasePrice);
    const change = percent2(cents(property.currentValue) - price, price);
    await expect(row.getByTestId('property-value')).toHaveText(dollars(cents(property.currentValue)));
    await expect(row.getByTestId('property-change')).toHaveText(
      `${change.startsWith('-') ? '' : '+'}${change}%`,
    );
    const own = sumCents(mortgages.filter((m) => m.propertyId === property.id).map((m) => m.currentBalance));
    await expect(row.getByTestId('property-debt')).toHaveText(`${dollars(own)} debt`);
  }
  for (const mortgage of mortgages) {
    const row = page.locator(`[data-mortgage-id="${mortgage.id}"]`);
    await expect(row.getByTestId('mortgage-balance')).toHaveText(dollars(cents(mortgage.currentBalance)));
    await expect(row.getByTestId('mortgage-payment')).toHaveText(
      `${dollars(cents(mortgage.monthlyPayment))}/mo`,
    );
    await expect(row.getByTestId('mortgage-property')).toHaveText(
      properties.find((p) => p.id === mortgage.propertyId)?.address ?? 'Unknown property',
    );
    // The destructive badge above 7%, not at or below it.
    const high = Number(mortgage.interestRate) > 7;
    if (high) await expect(row.getByTestId('mortgage-rate')).toHaveAttribute('data-high', 'true');
    else await expect(row.getByTestId('mortgage-rate')).not.toHaveAttribute('data-high');
  }
  return { properties, mortgages };
}

test('the figures equal the lists; the rate badge is destructive above 7% only', async ({ page }) => {
  await page.goto('/real-estate');
  const { mortgages } = await expectFigures(page);
  expect(mortgages.some((m) => Number(m.interestRate) > 7)).toBe(true);
  expect(mortgages.some((m) => Number(m.interestRate) <= 7)).toBe(true);
  await expect(page.locator('[data-testid="mortgage-rate"][data-high]')).toHaveCount(
    mortgages.filter((m) => Number(m.interestRate) > 7).length,
  );
});

test('a mortgage whose property is not in the list reads Unknown property', async ({ page }) => {
  await page.route('**/api/mortgages', async (route) => {
    const response = await route.fetch();
    const rows = (await response.json()) as Mortgage[];
    await route.fulfill({ response, json: [...rows, { ...rows[0]!, id: 'orphan', propertyId: 'gone' }] });
  });
  await page.goto('/real-estate');
  await expect(page.locator('[data-mortgage-id="orphan"]').getByTestId('mortgage-property')).toHaveText(
    'Unknown property',
  );
});

test('Add Property: the messages, then add / edit a property and add / edit / delete its mortgage', async ({
  page,
}) => {
  await page.goto('/real-estate');
  await expectFigures(page);

  await page.getByRole('button', { name: 'Add Property' }).click();
  const add = page.getByRole('dialog', { name: 'Add Property' });
  await add.getByLabel('Square feet').fill('1200.5');
  await add.getByRole('button', { name: 'Add Property' }).click();
  for (const message of [
    'Address is required',
    'Purchase price is required',
    'Current value is required',
    'Purchase date is required',
    'Must be a whole number',
  ])
    await expect(add.getByText(message)).toBeVisible();
  await add.getByLabel('Address').fill('1 E2E Lane, Golden, CO 80401');
  await add.getByLabel('Property type').selectOption('investment');
  await add.getByLabel('Purchase price').fill('400000');
  await add.getByLabel('Current value').fill('500000');
  await add.getByLabel('Purchase date').fill('2020-05-01');
  await add.getByLabel('Square feet').fill('1800');
  await add.getByRole('button', { name: 'Add Property' }).click();
  await expect(add).toBeHidden();
  await expect(toast(page)).toContainText('Property Added');
  await expect(toast(page)).toContainText('1 E2E Lane, Golden, CO 80401 has been added successfully.');
  const property = page.getByTestId('property-row').filter({ hasText: '1 E2E Lane' });
  await expect(property.getByTestId('property-change')).toHaveText('+25.00%');
  await expectFigures(page);

  await property.getByRole('button', { name: 'Edit 1 E2E Lane, Golden, CO 80401' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Property' });
  await expect(edit.getByLabel('Square feet')).toHaveValue('1800');
  await edit.getByLabel('Current value').fill('380000');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('Property Updated');
  await expect(toast(page)).toContainText('1 E2E Lane, Golden, CO 80401 has been updated successfully.');
  await expect(property.getByTestId('property-change')).toHaveText('-5.00%');
  await expectFigures(page);

  // A mortgage on it, at a high rate: the destructive badge and a refinance that pays.
  await property.getByRole('button', { name: 'Add a mortgage on 1 E2E Lane, Golden, CO 80401' }).click();
  const addLoan = page.getByRole('dialog', { name: 'Add Mortgage' });
  await addLoan.getByRole('button', { name: 'Add Mortgage' }).click();
  await expect(addLoan.getByText('Lender is required')).toBeVisible();
  await expect(addLoan.getByText('Interest rate is required')).toBeVisible();
  await addLoan.getByLabel('Lender').fill('E2E Credit Union');
  await addLoan.getByLabel('Original amount').fill('320000');
  await addLoan.getByLabel('Current balance').fill('300000');
  await addLoan.getByLabel('Interest rate %').fill('7.5');
  await addLoan.getByLabel('Monthly payment').fill('2237.49');
  await addLoan.getByLabel('Start date').fill('2020-05-01');
  await addLoan.getByLabel('Maturity date').fill('2050-05-01');
  await addLoan.getByRole('button', { name: 'Add Mortgage' }).click();
  await expect(toast(page)).toContainText('The E2E Credit Union mortgage has been added successfully.');
  const loan = page.getByTestId('mortgage-row').filter({ hasText: 'E2E Credit Union' });
  await expect(loan.getByTestId('mortgage-property')).toHaveText('1 E2E Lane, Golden, CO 80401');
  await expect(loan.getByTestId('mortgage-rate')).toHaveText('7.5%');
  await expect(loan.getByTestId('mortgage-rate')).toHaveAttribute('data-high', 'true');
  await expectFigures(page);

  await loan.getByRole('button', { name: 'Refinance analysis of the E2E Credit Union mortgage' }).click();
  const refi = page.getByRole('dialog', { name: 'Refinance: E2E Credit Union' });
  await expect(refi.getByTestId('refinance-saving')).toHaveText(/^\$\d[\d,]*\.\d\d$/);
  await expect(refi.getByTestId('refinance-break-even')).toHaveText(/^\d+ months$/);
  await expect(refi.getByTestId('refinance-assumptions')).toContainText(
    '6.25%: the annual rate a refinance would get today',
  );
  await expect(refi.getByTestId('refinance-assumptions')).toContainText(
    '2%: the closing costs of a refinance',
  );
  await refi.getByRole('button', { name: 'Close' }).last().click();

  // Edit the rate to 6.5%: the badge is no longer destructive.
  await loan.getByRole('button', { name: 'Edit E2E Credit Union mortgage' }).click();
  const editLoan = page.getByRole('dialog', { name: 'Edit Mortgage' });
  await expect(editLoan.getByLabel('Interest rate %')).toHaveValue('7.500');
  await editLoan.getByLabel('Interest rate %').fill('6.5');
  await editLoan.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('The E2E Credit Union mortgage has been updated successfully.');
  await expect(loan.getByTestId('mortgage-rate')).toHaveText('6.5%');
  await expect(loan.getByTestId('mortgage-rate')).not.toHaveAttribute('data-high');
  await expectFigures(page);

  await loan.getByRole('button', { name: 'Delete E2E Credit Union mortgage' }).click();
  await page
    .getByRole('dialog', { name: 'Delete the E2E Credit Union mortgage?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page)).toContainText('The E2E Credit Union mortgage has been deleted.');
  await expect(loan).toHaveCount(0);
  await expectFigures(page);

  await property.getByRole('button', { name: 'Delete 1 E2E Lane, Golden, CO 80401' }).click();
  await page
    .getByRole('dialog', { name: 'Delete 1 E2E Lane, Golden, CO 80401?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page)).toContainText('1 E2E Lane, Golden, CO 80401 has been deleted.');
  await expect(property).toHaveCount(0);
  await expectFigures(page);
});

test('the refinance view: the AI’s break-even analysis, and a clear error with the AI stopped', async ({
  page,
}) => {
  await page.goto('/real-estate');
  const { mortgages } = await lists(page);
  const high = [...mortgages].sort((a, b) => Number(b.interestRate) - Number(a.interestRate))[0]!;
  const row = page.locator(`[data-mortgage-id="${high.id}"]`);

  await page.route('**/api/ai/refinance/**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"message":"Service unavailable, please try again shortly"}',
    }),
  );
  await row.getByRole('button', { name: /Refinance analysis/ }).click();
  const dialog = page.getByRole('dialog', { name: `Refinance: ${high.lender}` });
  await expect(dialog.getByRole('alert')).toHaveText(
    'The AI service is unavailable right now, so the refinance analysis could not be made. Please try again in a few minutes.',
  );

  await page.unroute('**/api/ai/refinance/**');
  await dialog.getByRole('button', { name: 'Retry' }).click();
  const analysis = (await (await page.request.get(`/api/ai/refinance/${high.id}`)).json()) as {
    monthlySaving: string;
    breakEvenMonths: number;
    recommended: boolean;
  };
  await expect(dialog.getByTestId('refinance-saving')).toHaveText(dollars(cents(analysis.monthlySaving)));
  await expect(dialog.getByTestId('refinance-break-even')).toHaveText(`${analysis.breakEvenMonths} months`);
  await expect(dialog.getByTestId('refinance-verdict-badge')).toHaveText(
    analysis.recommended ? 'Worth refinancing' : 'Not worth refinancing',
  );
  await expect(dialog.getByTestId('refinance-assumptions')).toContainText('6.25%');
});
