// Authenticator codes (RFC 6238) with otplib, as the apps expect them: SHA-1, TOTP_DIGITS digits, a
// TOTP_STEP_SECONDS step, accepted in their step and TOTP_WINDOW_STEPS either side. Every function takes
// the time it works at, so suites move a fake clock instead of waiting for steps to pass. Which step was
// last used (replay) is the service's to remember: checkTotp answers the step a code matched.
import { TOTP_DIGITS, TOTP_ISSUER, TOTP_STEP_SECONDS, TOTP_WINDOW_STEPS } from '@heirloom/contracts';
import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const parameters = { algorithm: 'sha1', digits: TOTP_DIGITS, period: TOTP_STEP_SECONDS } as const;

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32 as apps take it. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The 30-second step `at` falls in (RFC 6238's T). */
export function totpStepAt(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** The otpauth:// URI an app scans: issuer Heirloom, the username as the account's label. */
export function totpUri(username: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: username, secret, ...parameters });
}

/** The URI as a QR code, an SVG data URL drawn here (no remote service sees the secret). */
export async function totpQrCode(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** The code an app shows at `at` (for the suites and the end-to-end tests). */
export function totpCodeAt(secret: string, at: Date): Promise<string> {
  return generate({ secret, ...parameters, epoch: Math.floor(at.getTime() / 1000) });
}

/** The step `code` is right for, within the window around `at`; null when it is right for none. */
export async function checkTotp(secret: string, code: string, at: Date): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    ...parameters,
    epoch: Math.floor(at.getTime() / 1000),
    epochTolerance: TOTP_WINDOW_STEPS * TOTP_STEP_SECONDS,
  });
  // The functional API answers HOTP's result type too; a TOTP match carries its step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
