// The second factor as a person's phone and browser give it (issue 32): an authenticator app that
// computes codes from the key the page shows (otplib, RFC 6238, as a real app would), and Chromium's
// virtual authenticator for passkeys.
import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';

const PERIOD = 30;

/**
 * An authenticator app holding one key. The API refuses a code whose 30-second step is not past the
 * last one used (a replay), and accepts the steps either side of now: so each code is for the first
 * step after the last one handed out, now's or the next, and waits only when both were used already.
 */
export class Authenticator {
  private lastStep = -1;

  constructor(readonly secret: string) {}

  /** The page shows the key grouped in fours ("ABCD EFGH ..."): the app is given it without spaces. */
  static fromShown(shown: string): Authenticator {
    return new Authenticator(shown.replace(/\s+/g, ''));
  }

  async code(): Promise<string> {
    for (;;) {
      const now = Math.floor(Date.now() / 1000 / PERIOD);
      const step = Math.max(now, this.lastStep + 1);
      if (step <= now + 1) {
        this.lastStep = step;
        return generate({ secret: this.secret, epoch: step * PERIOD });
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }

  /** A 6-digit code the API cannot accept now: none of the steps around now gives it. */
  async wrongCode(): Promise<string> {
    const now = Math.floor(Date.now() / 1000 / PERIOD);
    const valid = new Set<string>();
    for (let step = now - 2; step <= now + 2; step++)
      valid.add(await generate({ secret: this.secret, epoch: step * PERIOD }));
    for (let n = 123456; ; n = (n + 111_111) % 1_000_000) {
      const code = String(n).padStart(6, '0');
      if (!valid.has(code)) return code;
    }
  }
}

/**
 * Sets up the authenticator app on /account as a person does: "Set up", the key read off the dialog, a
 * first code, then the recovery codes shown once ("I have saved these codes"). Answers the app and the
 * codes.
 */
export async function enrolAuthenticator(
  page: Page,
): Promise<{ app: Authenticator; recoveryCodes: string[] }> {
  if (!page.url().endsWith('/account')) await page.goto('/account');
  const card = page.getByTestId('second-factor');
  await card.getByTestId('totp-set-up').click();
  const dialog = page.getByRole('dialog', { name: 'Set up an authenticator app' });
  await expect(dialog.getByTestId('totp-qr')).toBeVisible();
  const app = Authenticator.fromShown(await dialog.getByTestId('totp-secret').innerText());
  await dialog.getByTestId('totp-code').fill(await app.code());
  await dialog.getByTestId('totp-confirm').click();

  const saved = page.getByRole('dialog', { name: 'Save your recovery codes' });
  const codes = saved.getByTestId('recovery-code');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = (await codes.allInnerTexts()).map((code) => code.trim());
  await saved.getByTestId('recovery-codes-saved').click();
  await expect(saved).toBeHidden();
  return { app, recoveryCodes };
}

/** Chromium's virtual authenticator on this page (CDP): a platform authenticator with user verification
 *  that makes discoverable credentials, like a laptop's fingerprint reader. */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}
