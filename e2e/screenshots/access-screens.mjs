// Screenshots of the shared family office's screens (issue 31), to look at by eye: the Access page, the
// grant form and its link, the client switcher, a professional's dashboard with its banner, the "not
// shared with you" and "access ended" pages and the invitation page, at 1280x800 and 390x844, light and
// dark. Run by hand, never part of `npm test`:
//
//   npm run build   # once
//   PORT=7300 MFE_MARKETING_PORT=7301 MFE_WEALTH_PORT=7302 MFE_ADVISORY_PORT=7303 API_PORT=7310 \
//     AI_PORT=7311 DATA_DIR=$(mktemp -d) DATABASE_URL= node scripts/start.mjs --no-build &
//   node e2e/screenshots/access-screens.mjs [http://localhost:7300] [/tmp/shots]
//
// It works on the demo family (owner demo, professional cpa) of the running site, so point it at a
// throwaway database: it adds a member invitation, a professional with a grant it then revokes, an
// accepted invitation's account and audit entries. Re-running adds more of them.
import { chromium } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const baseURL = process.argv[2] ?? process.env.SHOTS_BASE_URL ?? 'http://localhost:7300';
const outDir = process.argv[3] ?? process.env.SHOTS_DIR ?? '/tmp/shots';
const DEMO_PASSWORD = 'demo1234';
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

/** A browser context signed in as `username` (or signed out), in a theme and a viewport. */
async function contextFor(username, theme, viewport, password = DEMO_PASSWORD) {
  const context = await browser.newContext({
    baseURL,
    viewport,
    deviceScaleFactor: 1,
    colorScheme: theme,
    reducedMotion: 'reduce',
  });
  // The site keeps its theme in localStorage under `theme` (libs/platform/src/theme.ts).
  await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  if (username) {
    const res = await context.request.post('/api/auth/login', { data: { username, password } });
    if (!res.ok()) throw new Error(`sign-in of ${username}: ${res.status()} ${await res.text()}`);
  }
  return context;
}

async function call(request, method, url, data) {
  const res = await request.fetch(url, { method, data });
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  return res.status() === 204 ? null : res.json();
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

// ---------- the data: made once through the API ----------
const setup = await contextFor('demo', 'light', viewports.desktop);
const owner = setup.request;
const overview = await call(owner, 'GET', '/api/access');
// One member invitation pending (older ones withdrawn, so re-runs show one).
for (const invitation of overview.invitations.filter((i) => i.kind === 'member'))
  await call(owner, 'DELETE', `/api/access/invitations/${invitation.id}`);
const memberInvite = await call(owner, 'POST', '/api/access/members/invitations', { role: 'member' });
const memberToken = new URL(memberInvite.link).pathname.split('/').pop();

// A second professional whose grant is accepted, then revoked while they are signed in: "access ended".
const attorney = await call(owner, 'POST', '/api/professionals', {
  name: 'Morgan Ellsworth-Delacroix',
  type: 'attorney',
  firm: 'Ellsworth Delacroix & Partners LLP',
  email: 'morgan.ellsworth-delacroix@ellsworthdelacroixpartners.example',
});
const endsAt = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
const attorneyGrant = await call(owner, 'POST', '/api/access/grants', {
  professionalId: attorney.id,
  areas: { estate: 'notes', insurance: 'read', documents: 'upload' },
  endsAt,
});
const attorneyToken = new URL(attorneyGrant.invitation.link).pathname.split('/').pop();
// The signed-out invitation page of a professional's link, before it is used.
const proInvite = await call(owner, 'POST', '/api/access/grants', {
  professionalId: attorney.id,
  areas: { estate: 'notes', tax: 'upload', private_investments: 'read', real_estate: 'read' },
  endsAt,
});
const proToken = new URL(proInvite.invitation.link).pathname.split('/').pop();
const attorneyUser = `morgan-${randomUUID().slice(0, 6)}`;
await call(setup.request, 'POST', '/api/auth/register', {
  username: attorneyUser,
  password: PASSWORD,
  kind: 'professional',
  invitation: attorneyToken,
});

// Audit rows: the demo CPA reads what was shared (and tries what was not).
const cpaSetup = await contextFor('cpa', 'light', viewports.desktop);
for (const url of ['/api/tax-documents', '/api/k1-documents', '/api/businesses', '/api/accounts'])
  await cpaSetup.request.get(url);
await cpaSetup.close();
// The audit is written in batches off the answer's path: give it a moment.
await new Promise((resolve) => setTimeout(resolve, 1500));

// ---------- the screens ----------
const combos = themes.flatMap((theme) =>
  Object.entries(viewports).map(([size, viewport]) => ({ theme, viewport, tag: `${size}-${theme}` })),
);

// The owner's Access page first, for every size and theme, so each shows the same rows.
for (const { theme, viewport, tag } of combos) {
  const context = await contextFor('demo', theme, viewport);
  const page = await context.newPage();
  await page.goto('/access');
  await expectVisible(page.getByTestId('audit-row').first(), 'the audit rows');
  await shoot(page, `access-${tag}`);
  await page.getByTestId('invite-member').click();
  await expectVisible(page.getByTestId('invite-member-form'), 'the invite form');
  await shoot(page, `invite-member-${tag}`, { fullPage: false });
  await context.close();
}

for (const { theme, viewport, tag } of combos) {
  // The grant form on /professionals, filled, then the link it gives.
  {
    const context = await contextFor('demo', theme, viewport);
    const page = await context.newPage();
    await page.goto('/professionals');
    await page.getByTestId('professional-share').first().click();
    const form = page.getByTestId('grant-form');
    await expectVisible(form, 'the grant form');
    for (const [area, level] of [
      ['tax', 'notes'],
      ['private_investments', 'upload'],
      ['documents', 'read'],
    ]) {
      await form.getByTestId(`grant-area-${area}`).check();
      await form.getByTestId(`grant-level-${area}`).selectOption(level);
    }
    await shoot(page, `grant-form-${tag}`, { fullPage: false });
    // The dialog scrolls within itself: the end date and the buttons at its foot.
    await form.getByTestId('grant-submit').scrollIntoViewIfNeeded();
    await form.getByTestId('grant-ends-at').focus();
    await shoot(page, `grant-form-end-${tag}`, { fullPage: false });
    await form.getByTestId('grant-submit').click();
    await expectVisible(page.getByTestId('invitation-link'), 'the invitation link');
    await shoot(page, `grant-link-${tag}`, { fullPage: false });
    await page.getByTestId('grant-done').click();
    await context.close();
  }

  // The demo CPA: the dashboard with its banner, the switcher open, an area not shared.
  {
    const context = await contextFor('cpa', theme, viewport);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await expectVisible(page.getByTestId('client-banner'), 'the client banner');
    await shoot(page, `pro-dashboard-${tag}`);
    await page.getByTestId('client-switcher').click();
    await expectVisible(page.getByTestId('client-switcher-list'), 'the switcher list');
    await shoot(page, `pro-switcher-${tag}`, { fullPage: false });
    await page.keyboard.press('Escape');
    // Keyboard focus on the switcher button, so its focus ring is seen.
    await shoot(page, `pro-switcher-focus-${tag}`, { fullPage: false });
    await page.goto('/accounts');
    await expectVisible(page.getByTestId('not-shared'), 'the not-shared page');
    await shoot(page, `pro-not-shared-${tag}`);
    await context.close();
  }

  // Signed out: a member's and a professional's invitation link, and a used one.
  {
    const context = await contextFor(null, theme, viewport);
    const page = await context.newPage();
    await page.goto(`/invite/${memberToken}`);
    await expectVisible(page.getByTestId('invitation-preview'), 'the member invitation');
    await shoot(page, `invite-page-member-${tag}`);
    await page.goto(`/invite/${proToken}`);
    await expectVisible(page.getByTestId('invitation-preview'), 'the professional invitation');
    await shoot(page, `invite-page-professional-${tag}`);
    await page.goto(`/invite/${attorneyToken}`);
    await expectVisible(page.getByTestId('invitation-problem'), 'the used invitation');
    await shoot(page, `invite-page-used-${tag}`);
    await context.close();
  }
}

// "Access ended": the attorney is on a page when the owner revokes; the next navigation says so.
const ownerGrants = (await call(owner, 'GET', '/api/access')).grants;
const revokeId = ownerGrants.find((g) => g.granteeName === attorneyUser && g.status === 'active')?.id;
if (!revokeId) throw new Error('the attorney’s grant is not active');
const endedPages = [];
for (const { theme, viewport, tag } of combos) {
  const context = await contextFor(attorneyUser, theme, viewport, PASSWORD);
  const page = await context.newPage();
  await page.goto('/estate');
  await expectVisible(page.getByTestId('client-banner'), 'the attorney’s banner');
  endedPages.push({ page, context, tag });
}
await call(owner, 'POST', `/api/access/grants/${revokeId}/revoke`);
for (const { page, context, tag } of endedPages) {
  // A navigation inside the app (a phone's sidebar is closed): what a click on a link does.
  await page.evaluate(() => {
    history.pushState({}, '', '/insurance');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expectVisible(page.getByTestId('access-ended'), 'the access-ended page');
  await shoot(page, `pro-access-ended-${tag}`);
  await context.close();
}

await setup.close();
await browser.close();
console.log(shots.join('\n'));
