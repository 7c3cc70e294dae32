import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { enrolAuthenticator } from '../support/second-factor';
import { expect, test } from '../support/test';
import { newFamilyContext } from '../support/users';

// The shared family office (issue 31), driven as people use it: an owner invites the spouse, shares two
// areas with a CPA until a day, the CPA works in the family's view (a K-1's note, a tax document's
// upload), the owner reads the note and the audit log and exports it, then revokes while the CPA is on a
// page. Each test makes families of its own, so the demo family other suites read is not changed.

const PASSWORD = 'a quiet harbor at dusk 42';
const PDF = Buffer.from('%PDF-1.4\n%e2e access\n');

async function created<T>(request: APIRequestContext, path: string, data: object): Promise<T> {
  const res = await request.post(path, { data });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A signed-out browser that follows `link` and signs up from it; answers its page on the dashboard. */
async function signUpFrom(browser: Browser, baseURL: string, link: string, username: string) {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(new URL(link).pathname);
  await expect(page.getByTestId('invitation-preview')).toBeVisible();
  await page.getByTestId('invitation-sign-up').click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { context, page };
}

test('the owner invites the spouse; the spouse signs up with the link and sees the family', async ({
  browser,
  baseURL,
}) => {
  const owner = await newFamilyContext(browser, baseURL!);
  const contexts: BrowserContext[] = [owner];
  try {
    const marker = `Joint Checking ${randomUUID().slice(0, 6)}`;
    await created(owner.request, '/api/accounts', {
      name: marker,
      accountType: 'checking',
      balance: '1200.00',
      institution: 'Chase',
    });
    const page = await owner.newPage();
    await page.goto('/access');
    await expect(page.getByTestId('access-page')).toBeVisible();
    await page.getByTestId('invite-member').click();
    const form = page.getByTestId('invite-member-form');
    await form.getByTestId('invite-role').selectOption('member');
    await form.getByTestId('invite-submit').click();
    const link =
      (await page
        .getByTestId('invitation-link')
        .inputValue()
        .catch(() => null)) ?? (await page.getByTestId('invitation-link').innerText());
    expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{20,}$/);

    const spouse = await signUpFrom(browser, baseURL!, link, `spouse-${randomUUID().slice(0, 8)}`);
    contexts.push(spouse.context);
    await spouse.page.goto('/accounts');
    await expect(spouse.page.locator('main')).toContainText(marker);
    // A member does not manage access: no Access entry, and the page is refused.
    await expect(spouse.page.locator('#app-sidebar').getByRole('link', { name: 'Access' })).toHaveCount(0);

    // The link was single-use.
    const again = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    contexts.push(again);
    const second = await again.newPage();
    await second.goto(new URL(link).pathname);
    await expect(second.getByTestId('invitation-problem')).toContainText('already been used');

    // The owner sees the spouse among the members.
    await page.goto('/access');
    await expect(page.getByTestId('member-row')).toHaveCount(2);
  } finally {
    for (const context of contexts) await context.close();
  }
});

test('a CPA sees only what was shared, leaves a note and uploads; the owner reads the note and the audit, then revokes', async ({
  browser,
  baseURL,
}) => {
  // Two people through a dozen pages, the CPA's second-factor enrolment (issue 32) and an upload: about
  // a minute on a quiet machine, so the default 60 s left no room for a busy one.
  test.slow();
  const owner = await newFamilyContext(browser, baseURL!);
  const contexts: BrowserContext[] = [owner];
  try {
    // The family: an account (not shared), a tax return and a business with its K-1 (shared).
    const accountName = `Private Checking ${randomUUID().slice(0, 6)}`;
    await created(owner.request, '/api/accounts', {
      name: accountName,
      accountType: 'checking',
      balance: '5000.00',
      institution: 'Chase',
    });
    await created(owner.request, '/api/tax-documents', {
      taxYear: 2025,
      documentType: '1040',
      totalTax: '1000',
    });
    const business = await created<{ id: string }>(owner.request, '/api/businesses', {
      name: 'E2E Holdings LLC',
      foundedDate: '2015-01-01',
      ownershipPercentage: '50',
      currentValuation: '100000',
      annualRevenue: '50000',
      industry: 'Real estate',
    });
    await created(owner.request, '/api/k1-documents', {
      entityType: 'business',
      entityId: business.id,
      taxYear: 2025,
      ordinaryIncome: '1200.00',
      fileUrl: '/files/e2e-k1.pdf',
    });
    await created(owner.request, '/api/professionals', { name: 'Pat Lee', type: 'cpa' });

    // The owner shares Tax and Private Investments, read + upload + notes, until a day.
    const page = await owner.newPage();
    await page.goto('/professionals');
    await page.getByTestId('professional-share').first().click();
    const grant = page.getByTestId('grant-form');
    for (const area of ['tax', 'private_investments']) {
      await grant.getByTestId(`grant-area-${area}`).check();
      await grant.getByTestId(`grant-level-${area}`).selectOption('notes');
    }
    const endsAt = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    await grant.getByTestId('grant-ends-at').fill(endsAt);
    await grant.getByTestId('grant-submit').click();
    const linkField = page.getByTestId('invitation-link');
    await expect(linkField).toBeVisible();
    const link = (await linkField.inputValue().catch(() => null)) ?? (await linkField.innerText());

    // The CPA signs up as a professional from the link and lands in the family's view.
    const cpaName = `cpa-${randomUUID().slice(0, 8)}`;
    const cpa = await signUpFrom(browser, baseURL!, link, cpaName);
    contexts.push(cpa.context);
    const cpaPage = cpa.page;
    // A professional sets up a second factor before any client's data (issue 32): the family's pages
    // say so and lead to /account, where the CPA turns the authenticator app on.
    await expect(cpaPage.getByTestId('second-factor-page')).toBeVisible();
    await cpaPage.getByTestId('set-up-second-factor').click();
    await expect(cpaPage).toHaveURL(/\/account#second-factor$/);
    await enrolAuthenticator(cpaPage);
    await cpaPage.goto('/dashboard');
    const sidebar = cpaPage.locator('#app-sidebar');
    await expect(cpaPage.getByTestId('client-banner')).toContainText('Tax');
    await expect(sidebar.getByRole('link', { name: 'Tax Planning' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Private Investments' })).toBeVisible();
    for (const hidden of [
      'Accounts',
      'Transactions',
      'Budget',
      'Investments',
      'Real Estate',
      'Estate Planning',
      'Insurance',
      'Professionals',
      'Access',
    ])
      await expect(sidebar.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    await expect(cpaPage.locator('main')).not.toContainText(accountName);
    // The client switcher lists the family with what it shares and until when; choosing it opens its view.
    await cpaPage.getByTestId('client-switcher').click();
    const option = cpaPage.getByTestId('client-option');
    await expect(option).toHaveCount(1);
    await expect(option).toContainText('Private investments and K-1s');
    await option.click();
    await expect(cpaPage).toHaveURL(/\/dashboard$/);
    await expect(cpaPage.getByTestId('client-banner')).toContainText('Tax');
    await cpaPage.goto('/accounts');
    await expect(cpaPage.locator('main h1')).toHaveText('This area is not shared with you');

    // A note on the K-1.
    await cpaPage.goto('/private-investments');
    const k1 = cpaPage.getByTestId('k1-row').first();
    await k1.getByTestId('notes-action').click();
    const note = `Basis looks right for ${randomUUID().slice(0, 4)}`;
    const panel = cpaPage.getByTestId('notes-panel');
    await panel.getByTestId('note-input').fill(note);
    await panel.getByTestId('note-submit').click();
    await expect(panel.getByTestId('note-item')).toContainText(note);
    await cpaPage.keyboard.press('Escape');

    // A tax document uploaded through the tax files.
    await cpaPage.goto('/tax');
    const files = cpaPage.getByTestId('tax-files');
    await files.getByRole('button', { name: 'Upload' }).click();
    const upload = cpaPage.getByRole('dialog', { name: 'Upload Tax Document' });
    await upload
      .locator('input[type=file]')
      .setInputFiles({ name: 'cpa-1099.pdf', mimeType: 'application/pdf', buffer: PDF });
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(files).toContainText('cpa-1099.pdf');

    // The CPA reads the log of their own acts on their account page.
    await cpaPage.goto('/account');
    const own = cpaPage.getByTestId('own-activity');
    await expect(own.getByTestId('own-activity-row').first()).toBeVisible();
    await expect(own).toContainText('POST /api/notes');
    await expect(own.getByTestId('own-activity-export')).toHaveAttribute('href', /\/api\/access\/audit\.csv/);

    // The owner sees the note with its author, and the CPA's reads and writes in the audit log.
    await page.goto('/private-investments');
    await page.getByTestId('k1-row').first().getByTestId('notes-action').click();
    const ownerNotes = page.getByTestId('notes-panel');
    await expect(ownerNotes.getByTestId('note-body')).toContainText(note);
    await expect(ownerNotes.getByTestId('note-author')).toContainText(cpaName);
    await page.keyboard.press('Escape');
    await page.goto('/access');
    const audit = page.getByTestId('audit-table');
    await expect(audit.getByTestId('audit-row').first()).toBeVisible();
    await expect(audit).toContainText(cpaName);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('audit-export').click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\n')[0]).toContain('action');
    expect(csv).toContain(cpaName);
    expect(csv).toContain('POST /api/notes');

    // Revoked while the CPA is on a page: the next navigation says access has ended.
    await cpaPage.goto('/tax');
    await expect(cpaPage.locator('main h1')).toHaveText('Tax Planning');
    const row = page.getByTestId('grant-row').first();
    await row.getByTestId('grant-revoke').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Revoke/ })
      .click();
    await expect(row).toHaveAttribute('data-status', 'revoked');
    await cpaPage.locator('#app-sidebar').getByRole('link', { name: 'Private Investments' }).click();
    await expect(cpaPage.locator('main h1')).toHaveText('Your access to this family has ended');
    // And the API refuses the family's rows at once.
    expect((await cpa.context.request.get('/api/k1-documents')).status()).toBe(403);
  } finally {
    for (const context of contexts) await context.close();
  }
});

test('"Explore as a professional" opens the demo CPA\'s view of the demo family', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const page: Page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByTestId('demo-family')).toHaveText('Explore the demo');
    await page.getByTestId('demo-professional').click();
    await expect(page.getByTestId('client-banner')).toBeVisible();
    const sidebar = page.locator('#app-sidebar');
    await expect(sidebar.getByRole('link', { name: 'Tax Planning' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Accounts', exact: true })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
