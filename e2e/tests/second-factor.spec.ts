import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { APIRequestContext, Page } from '@playwright/test';
import { queryDb } from '../support/data';
import { addVirtualAuthenticator, enrolAuthenticator } from '../support/second-factor';
import { signedOut } from '../support/session';
import { expect, test } from '../support/test';
import { newFamilyContext } from '../support/users';

// The second factor (issue 32) as people meet it: an authenticator app set up on /account and asked
// after the password, a recovery code that works once, a passkey from Chromium's virtual authenticator
// that signs in alone, a professional asked to set one up before a client's data, and a step-up once
// the session's last check is old. Every test signs up a person of its own.

test.use({ storageState: signedOut });

const PASSWORD = 'a quiet harbor at dusk 42';

async function signUp(page: Page, kind: 'family' | 'professional' = 'family', invitation?: string) {
  const username = `${kind === 'family' ? 'mfa' : 'mfa-pro'}-${randomUUID().slice(0, 8)}`;
  const credentials = { username, password: PASSWORD };
  for (const [url, data] of [
    ['/api/auth/register', { ...credentials, ...(invitation ? { kind, invitation } : {}) }],
    ['/api/auth/login', credentials],
  ] as const) {
    const res = await page.request.post(url, { data });
    if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
  }
  return username;
}

async function signOut(page: Page) {
  await page.getByRole('group', { name: 'Header actions' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
}

/** The password step: for an account with a factor it leads to "Confirm it's you", not a session. */
async function enterPassword(page: Page, username: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm it’s you' })).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
}

test('the authenticator app: set up on /account, then sign-in asks for its code after the password', async ({
  page,
}) => {
  const username = await signUp(page);
  await page.goto('/account');
  const card = page.getByTestId('second-factor');
  await expect(card).toContainText('Off');
  const { app } = await enrolAuthenticator(page);
  await expect(card).toContainText('On');
  await expect(card.getByTestId('recovery-codes-left')).toHaveText('10 of 10 left');
  // The key is never sent again once the app is on.
  expect(JSON.stringify(await (await page.request.get('/api/auth/factors')).json())).not.toContain(
    app.secret,
  );

  await signOut(page);
  await enterPassword(page, username);
  const code = page.getByTestId('second-factor-code');
  await expect(code).toBeFocused();
  await code.fill(await app.wrongCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByText('That code is not right. Check your authenticator app and try again.'),
  ).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  await code.fill(await app.code());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('session-user')).toContainText(username);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { secondFactor: object };
  expect(me.secondFactor).toMatchObject({ enrolled: true, verified: true });
});

test('a recovery code signs in once; used again it is refused', async ({ page }) => {
  const username = await signUp(page);
  const { recoveryCodes } = await enrolAuthenticator(page);
  expect(new Set(recoveryCodes).size).toBe(10);
  const [recovery] = recoveryCodes;

  const useRecovery = async (value: string) => {
    await enterPassword(page, username);
    await page.getByTestId('second-factor-use-recovery').click();
    const field = page.getByTestId('second-factor-recovery');
    await expect(field).toBeFocused();
    await field.fill(value);
    await page.getByRole('button', { name: 'Verify' }).click();
  };

  await signOut(page);
  await useRecovery(recovery!);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/account');
  await expect(page.getByTestId('recovery-codes-left')).toHaveText('9 of 10 left');

  await signOut(page);
  await useRecovery(recovery!);
  await expect(page.getByText('That recovery code is not right, or it was already used.')).toBeVisible();
  await expect(page).toHaveURL('/login');
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('a passkey: added on /account, signs in alone, removed', async ({ page }) => {
  const authenticator = await addVirtualAuthenticator(page);
  const username = await signUp(page);
  await page.goto('/account');
  const passkeys = page.getByTestId('passkeys');
  await expect(passkeys).toContainText('No passkeys yet');

  await passkeys.getByTestId('passkey-add').click();
  const name = 'Test laptop';
  await page.getByTestId('passkey-name').fill(name);
  await page.getByTestId('passkey-continue').click();
  // The first factor: its recovery codes are shown once.
  const saved = page.getByRole('dialog', { name: 'Save your recovery codes' });
  await expect(saved.getByTestId('recovery-code')).toHaveCount(10);
  await saved.getByTestId('recovery-codes-saved').click();
  await expect(passkeys.getByTestId('passkey-row')).toHaveCount(1);
  await expect(passkeys.getByTestId('passkey-row')).toContainText(name);
  await expect(passkeys.getByTestId('passkey-row')).toContainText('never used');
  expect(await authenticator.credentials()).toHaveLength(1);

  // A passkey is both factors: no username, no password.
  await signOut(page);
  await page.getByTestId('passkey-sign-in').click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('session-user')).toContainText(username);

  await page.goto('/account');
  const row = passkeys.getByTestId('passkey-row');
  await expect(row).not.toContainText('never used');
  await row.getByRole('button', { name: `Remove passkey ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Remove “${name}”?` })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(passkeys).toContainText('No passkeys yet');

  // The device still holds it, but Heirloom no longer accepts it.
  await signOut(page);
  await page.getByTestId('passkey-sign-in').click();
  await expect(page.getByText('This passkey is not registered on Heirloom.')).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

async function created<T>(request: APIRequestContext, url: string, data: object): Promise<T> {
  const res = await request.post(url, { data });
  if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A family that shares its tax area with a new professional: the invitation's token. */
async function taxInvitation(request: APIRequestContext): Promise<string> {
  const professional = await created<{ id: string }>(request, '/api/professionals', {
    name: 'Pat Lee',
    type: 'cpa',
  });
  const grant = await created<{ invitation: { link: string } }>(request, '/api/access/grants', {
    professionalId: professional.id,
    areas: { tax: 'read' },
    endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  });
  return new URL(grant.invitation.link).pathname.split('/').pop()!;
}

test('a professional sets up a second factor before seeing a client: the client switcher asks first', async ({
  page,
  browser,
  baseURL,
}) => {
  const first = await newFamilyContext(browser, baseURL!);
  const second = await newFamilyContext(browser, baseURL!);
  try {
    await signUp(page, 'professional', await taxInvitation(first.request));
    const accept = await page.request.post(`/api/invitations/${await taxInvitation(second.request)}/accept`);
    expect(accept.ok(), await accept.text()).toBe(true);

    // The family's pages wait for the factor, and the API refuses them with the reason.
    await page.goto('/tax');
    await expect(page.getByTestId('second-factor-page')).toBeVisible();
    await expect(page.getByTestId('second-factor-page')).toContainText(
      'Set up a second factor before you see your clients’ data.',
    );
    const refused = await page.request.get('/api/tax-documents');
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ reason: 'second-factor-required' });

    // Choosing the other client asks for a factor first, and leads to /account to set it up.
    await page.getByTestId('client-switcher').click();
    await page.locator('[data-testid="client-option"][aria-selected="false"]').click();
    const ask = page.getByRole('dialog', { name: 'Set up a second factor first' });
    await expect(ask).toContainText('Set up a second factor before you see your clients’ data.');
    await ask.getByTestId('set-up-second-factor').click();
    await expect(page).toHaveURL(/\/account#second-factor$/);
    await expect(page.getByTestId('second-factor-required')).toBeVisible();
    await enrolAuthenticator(page);

    // Now the switch goes through and the client's data shows.
    await page.getByTestId('client-switcher').click();
    await page.locator('[data-testid="client-option"][aria-selected="false"]').click();
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/tax');
    await expect(page.locator('main h1')).toHaveText('Tax Planning');
    expect((await page.request.get('/api/tax-documents')).status()).toBe(200);
  } finally {
    await first.close();
    await second.close();
  }
});

/** Moves this person's sessions' last check back by `minutes` (the API reads it from the database on a
 *  sensitive route), as if the factor had been passed that long ago. */
function ageLastCheck(username: string, minutes: number) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'heirloom.sqlite'), { fileMustExist: true });
  try {
    const [{ id }] = queryDb<{ id: string }>('SELECT id FROM users WHERE username = ?', username) as [
      { id: string },
    ];
    const old = new Date(Date.now() - minutes * 60_000).toISOString().replace('T', ' ').replace('Z', '');
    db.prepare('UPDATE sessions SET verifiedAt = ? WHERE userId = ?').run(old, id);
  } finally {
    db.close();
  }
}

test('a sensitive action asks for the factor again once the last check is older than 10 minutes', async ({
  page,
}) => {
  const username = await signUp(page);
  const { app } = await enrolAuthenticator(page);
  ageLastCheck(username, 11);

  await page.getByTestId('second-factor').getByRole('button', { name: 'Make new codes' }).click();
  await page
    .getByRole('dialog', { name: 'Make new recovery codes?' })
    .getByRole('button', { name: 'Make new codes' })
    .click();
  const stepUp = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await expect(stepUp.getByTestId('step-up-dialog')).toBeVisible();
  await stepUp.getByTestId('second-factor-code').fill(await app.code());
  await stepUp.getByRole('button', { name: /Verify|Confirm/ }).click();
  // The action went on once confirmed.
  const codes = page.getByRole('dialog', { name: 'Your new recovery codes' });
  await expect(codes.getByTestId('recovery-code')).toHaveCount(10);
});
