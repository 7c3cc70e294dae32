import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO, signedOut } from '../support/session';

// Every test here starts signed out, in a fresh context (the other suites use the demo session).
test.use({ storageState: signedOut });

const header = (page: Page) => page.getByRole('group', { name: 'Header actions' });

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('a signed-out visit to a guarded route signs in and comes back to it', async ({ page }) => {
  await page.goto('/transactions');
  await expect(page).toHaveURL('/login?next=%2Ftransactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Heirloom' })).toBeVisible();

  await signIn(page, DEMO.username, DEMO.password);

  await expect(page).toHaveURL('/transactions');
  await expect(page.locator('main h1')).toHaveText('Transactions');
  await expect(page.getByTestId('session-user')).toContainText('demo');
});

test('Explore the demo signs in as the demo family in one click', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Explore the demo' }).click();

  await expect(page).toHaveURL('/dashboard');
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByTestId('session-user')).toContainText('demo');
});

test("a wrong password shows the API's message and stays on the sign-in screen", async ({ page }) => {
  await page.goto('/login?next=%2Fbudget');
  await signIn(page, DEMO.username, 'not-the-password');

  await expect(page.locator('form').getByRole('alert')).toHaveText('Invalid username or password');
  await expect(page).toHaveURL('/login?next=%2Fbudget');
});

test('create-account shows field messages for a bad username and a short password', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Username').fill('Bad Name!');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText('Use lowercase letters, digits and . _ - only')).toBeVisible();
  await expect(page.getByText('Password must be at least 12 characters')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/register');
});

test('create-account rates the password as it is typed and refuses a common one', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Username').fill(`e2e.common.${Date.now().toString(36)}`);
  const meter = page.getByRole('status').filter({ hasText: 'Password strength' });
  await page.getByLabel('Password').fill('qwertyuiop12');
  await expect(meter).toHaveText(/Password strength: (Very weak|Weak)/);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('This password is too common. Choose one that is harder to guess.'),
  ).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/register');

  await page.getByLabel('Password').fill('copper kettle, quiet harbour');
  await expect(meter).toHaveText('Password strength: Strong');
});

test('a new account is created, signed in and shown in the header', async ({ page }) => {
  const username = `e2e.${Date.now().toString(36)}`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();

  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('session-user')).toContainText(username);

  // The same name cannot be taken twice: the API's message shows above the form.
  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('another-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText('That username is already taken');
});

test('Sign out returns to the sign-in screen and guarded routes redirect again', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Explore the demo' }).click();
  await expect(page).toHaveURL('/dashboard');

  await header(page).getByRole('button', { name: 'Sign out' }).click();

  await expect(page).toHaveURL('/login');
  await page.goto('/budget');
  await expect(page).toHaveURL('/login?next=%2Fbudget');
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('the marketing pages stay public and offer Sign in', async ({ page }) => {
  for (const path of ['/', '/home', '/services', '/platform', '/about', '/contact']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page).toHaveURL(path);
  }
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
});

test('a next that points off the site is ignored: sign-in lands on the dashboard', async ({ page }) => {
  await page.goto('/login?next=//evil.example');
  await signIn(page, DEMO.username, DEMO.password);

  await expect(page).toHaveURL('/dashboard');
  await expect(page.locator('main h1')).toBeVisible();
});

test('the account page changes the password and signs out the other devices', async ({ page, browser }) => {
  const username = `e2e.account.${Date.now().toString(36)}`;
  const first = 'first passphrase, 2026';
  const second = 'second passphrase, 2027';
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(first);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/dashboard');

  // Another browser signed in as the same user.
  const other = await browser.newContext({ storageState: signedOut });
  const otherPage = await other.newPage();
  expect(
    (await otherPage.request.post('/api/auth/login', { data: { username, password: first } })).status(),
  ).toBe(200);

  await page.getByTestId('session-user').click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();

  await page.getByLabel('Current password').fill('not my password');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(second);
  await page.getByLabel('Confirm new password').fill(second);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('That is not your current password')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Current password').fill(first);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Your other devices have been signed out and your assistant tokens revoked.'),
  ).toBeVisible();
  expect((await otherPage.request.get('/api/auth/me')).status()).toBe(401);
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);

  // Sign out of all other devices, after a confirmation.
  expect(
    (await otherPage.request.post('/api/auth/login', { data: { username, password: second } })).status(),
  ).toBe(200);
  await page.getByRole('button', { name: 'Sign out of all other devices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out of all other devices?' });
  await dialog.getByRole('button', { name: 'Sign out other devices' }).click();
  await expect(page.getByText('1 other device was signed out.')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect((await otherPage.request.get('/api/auth/me')).status()).toBe(401);
  await other.close();
});

test('a session the API has ended sends the user to sign in, with a message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Explore the demo' }).click();
  await expect(page).toHaveURL('/dashboard');
  await page.getByTestId('session-user').click();
  await expect(page).toHaveURL('/account');
  // The page's own reads done first: one still in flight after the logout below would answer 401 and
  // send the user to sign in before the click (it did once in CI), which is right but not this test.
  const signOutOthers = page.getByRole('button', { name: 'Sign out of all other devices' });
  await expect(signOutOthers).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Ended behind the page's back (as the idle timeout or another device would): drop the cookie's session.
  await page.request.post('/api/auth/logout');
  await signOutOthers.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out other devices' }).click();

  await expect(page).toHaveURL('/login?next=%2Faccount');
  await expect(page.locator('form').getByRole('alert')).toHaveText(
    'Your session has ended. Please sign in again to continue.',
  );
});
