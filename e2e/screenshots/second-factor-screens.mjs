// Screenshots of the second factor's screens (issue 32), to look at by eye: the encouragement prompt,
// setting up the authenticator app (QR and key), the recovery codes, /account with the factor on and
// two sessions, the step-up dialog, sign-in's second step (a code, a wrong one, a recovery code), and a
// professional asked to set a factor up first (the family's page and the client switcher's question),
// at 1280x800 and 390x844, light and dark. Run by hand, never part of `npm test`:
//
//   npm run build   # once
//   DATA=$(mktemp -d)
//   PORT=7300 MFE_MARKETING_PORT=7301 MFE_WEALTH_PORT=7302 MFE_ADVISORY_PORT=7303 API_PORT=7310 \
//     AI_PORT=7311 DATA_DIR=$DATA DATABASE_URL= node scripts/start.mjs --no-build &
//   SHOTS_SQLITE=$DATA/heirloom.sqlite node e2e/screenshots/second-factor-screens.mjs \
//     [http://localhost:7300] [/tmp/shots-2fa]
//
// Every screen uses people of its own (new accounts, new families), so the demo family is not changed.
// The step-up dialog needs a last check older than 10 minutes: with SHOTS_SQLITE (the stack's SQLite
// file) the script moves it back; without, that screen is skipped.
import { chromium } from '@playwright/test';
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';

const baseURL = process.argv[2] ?? process.env.SHOTS_BASE_URL ?? 'http://localhost:7300';
const outDir = process.argv[3] ?? process.env.SHOTS_DIR ?? '/tmp/shots-2fa';
const sqlite = process.env.SHOTS_SQLITE;
const PASSWORD = 'a quiet harbor at dusk 42';
const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
};
const themes = ['light', 'dark'];

// As e2e/support/browser.ts (a .ts file Node 20 cannot import from here): the system's Chromium.
const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p) => p && existsSync(p),
);
if (!executablePath) throw new Error('No Chromium found: install it or set CHROMIUM_PATH');
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath, args });
const shots = [];

/** A signed-out browser context in a theme and a viewport. */
async function contextFor(theme, viewport) {
  const context = await browser.newContext({
    baseURL,
    viewport,
    deviceScaleFactor: 1,
    colorScheme: theme,
    reducedMotion: 'reduce',
  });
  // The site keeps its theme in localStorage under `theme` (libs/platform/src/theme.ts).
  await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  return context;
}

async function call(request, method, url, data) {
  const res = await request.fetch(url, { method, data });
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  return res.status() === 204 ? null : res.json();
}

/** Registers (a professional with an invitation) and signs in through `request`; answers the name. */
async function signUp(request, prefix, invitation) {
  const username = `${prefix}-${randomUUID().slice(0, 6)}`;
  const credentials = { username, password: PASSWORD };
  await call(request, 'POST', '/api/auth/register', {
    ...credentials,
    ...(invitation ? { kind: 'professional', invitation } : {}),
  });
  await call(request, 'POST', '/api/auth/login', credentials);
  return username;
}

/** An authenticator app: each code for a 30-second step past the last one given (the API refuses a
 *  replay), now's or the next. */
function authenticator(secret) {
  let last = -1;
  return async () => {
    for (;;) {
      const now = Math.floor(Date.now() / 30_000);
      const step = Math.max(now, last + 1);
      if (step <= now + 1) {
        last = step;
        return generate({ secret, epoch: step * 30 });
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
}

/** Waits for the page to settle (no skeletons, fonts loaded) and saves it. */
async function shoot(page, name, { fullPage = true } = {}) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 10_000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  shots.push(file);
}

async function expectVisible(locator, what) {
  await locator.waitFor({ state: 'visible', timeout: 15_000 }).catch(() => {
    throw new Error(`${what} did not show`);
  });
}

/** Moves the person's sessions' last check 11 minutes back, so the next sensitive action asks again. */
function ageLastCheck(username) {
  const db = new Database(sqlite, { fileMustExist: true });
  try {
    const old = new Date(Date.now() - 11 * 60_000).toISOString().replace('T', ' ').replace('Z', '');
    db.prepare(
      'UPDATE sessions SET verifiedAt = ? WHERE userId = (SELECT id FROM users WHERE username = ?)',
    ).run(old, username);
  } finally {
    db.close();
  }
}

/** A new family sharing its tax area with a new professional: the invitation's token. */
async function taxInvitation() {
  const context = await browser.newContext({ baseURL });
  await signUp(context.request, 'family');
  const professional = await call(context.request, 'POST', '/api/professionals', {
    name: 'Pat Lee',
    type: 'cpa',
  });
  const grant = await call(context.request, 'POST', '/api/access/grants', {
    professionalId: professional.id,
    areas: { tax: 'read', private_investments: 'notes' },
    endsAt: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
  });
  await context.close();
  return new URL(grant.invitation.link).pathname.split('/').pop();
}

const combos = themes.flatMap((theme) =>
  Object.entries(viewports).map(([size, viewport]) => ({ theme, viewport, tag: `${size}-${theme}` })),
);

for (const { theme, viewport, tag } of combos) {
  // A family owner: the prompt, setting up the app, the codes, /account, the step-up, then sign-in.
  {
    const context = await contextFor(theme, viewport);
    const page = await context.newPage();
    const username = await signUp(context.request, 'owner');
    await page.goto('/dashboard');
    await page.locator('main h1').waitFor();
    await shoot(page, `2fa-prompt-${tag}`, { fullPage: false });

    await page.goto('/account');
    await page.getByTestId('totp-set-up').click();
    const setUp = page.getByRole('dialog', { name: 'Set up an authenticator app' });
    await expectVisible(setUp.getByTestId('totp-qr'), 'the QR code');
    await page.waitForFunction(() => {
      const img = document.querySelector('[data-testid="totp-qr"]');
      return img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0;
    });
    await shoot(page, `2fa-enrol-${tag}`, { fullPage: false });
    const code = authenticator((await setUp.getByTestId('totp-secret').innerText()).replace(/\s+/g, ''));
    await setUp.getByTestId('totp-code').fill('12345');
    await setUp.getByTestId('totp-confirm').click();
    await expectVisible(setUp.getByText(/6-digit code/).last(), 'the code’s message');
    await shoot(page, `2fa-enrol-error-${tag}`, { fullPage: false });
    await setUp.getByTestId('totp-code').fill(await code());
    await setUp.getByTestId('totp-confirm').click();
    const saved = page.getByRole('dialog', { name: 'Save your recovery codes' });
    await expectVisible(saved.getByTestId('recovery-codes'), 'the recovery codes');
    await shoot(page, `2fa-recovery-codes-${tag}`, { fullPage: false });
    const recovery = (await saved.getByTestId('recovery-code').first().innerText()).trim();
    await saved.getByTestId('recovery-codes-saved').click();

    // A second browser (a phone) signed in too, so the sessions list has two rows.
    const phone = await browser.newContext({
      baseURL,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    });
    await call(phone.request, 'POST', '/api/auth/login', { username, password: PASSWORD });
    await phone.request.post('/api/auth/second-factor', { data: { method: 'recovery', code: recovery } });
    await page.reload();
    await expectVisible(page.getByTestId('session-row').nth(1), 'the second session');
    await shoot(page, `2fa-account-${tag}`);
    await page.getByTestId('sessions').scrollIntoViewIfNeeded();
    await shoot(page, `2fa-sessions-${tag}`, { fullPage: false });

    if (sqlite) {
      ageLastCheck(username);
      await page.getByTestId('second-factor').getByRole('button', { name: 'Make new codes' }).click();
      await page
        .getByRole('dialog', { name: 'Make new recovery codes?' })
        .getByRole('button', { name: 'Make new codes' })
        .click();
      await expectVisible(page.getByTestId('step-up-dialog'), 'the step-up dialog');
      await shoot(page, `2fa-step-up-${tag}`, { fullPage: false });
      await page.keyboard.press('Escape');
    }

    // Signed out: the password, then the second step.
    await context.clearCookies();
    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectVisible(page.getByTestId('second-factor-code'), 'the second step');
    await shoot(page, `2fa-sign-in-code-${tag}`, { fullPage: false });
    await page.getByTestId('second-factor-code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectVisible(
      page.getByText('That code is not right', { exact: false }),
      'the wrong code’s message',
    );
    await shoot(page, `2fa-sign-in-wrong-${tag}`, { fullPage: false });
    await page.getByTestId('second-factor-use-recovery').click();
    await expectVisible(page.getByTestId('second-factor-recovery'), 'the recovery code field');
    await shoot(page, `2fa-sign-in-recovery-${tag}`, { fullPage: false });
    await phone.close();
    await context.close();
  }

  // A professional with two clients and no factor: the family's page, then the switcher's question.
  {
    const context = await contextFor(theme, viewport);
    await signUp(context.request, 'pro', await taxInvitation());
    await call(context.request, 'POST', `/api/invitations/${await taxInvitation()}/accept`);
    const page = await context.newPage();
    await page.goto('/tax');
    await expectVisible(page.getByTestId('second-factor-page'), 'the second-factor page');
    await shoot(page, `2fa-pro-required-${tag}`, { fullPage: false });
    await page.getByTestId('client-switcher').click();
    await page.locator('[data-testid="client-option"][aria-selected="false"]').click();
    await expectVisible(page.getByRole('dialog', { name: 'Set up a second factor first' }), 'the question');
    await shoot(page, `2fa-pro-switch-${tag}`, { fullPage: false });
    await context.close();
  }
}

await browser.close();
console.log(shots.join('\n'));
