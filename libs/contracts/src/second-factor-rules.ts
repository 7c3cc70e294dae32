// A second factor (issue 32): authenticator codes (RFC 6238) and passkeys (WebAuthn), recovery codes,
// the sign-in's second step, step-up for sensitive actions, and who must have one. Zod-free: the API's
// guard and the shell's pages that load no zod read these rules; second-factor.ts adds the schemas.

/** The second factors a person can enrol, and what sign-in's second step accepts. */
export const secondFactorMethods = ['totp', 'passkey', 'recovery'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, a 30-second step. */
export const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;
/** A code is accepted in its own step and one step either side (clock drift). */
export const TOTP_WINDOW_STEPS = 1;
/** The issuer authenticator apps show beside the account name. */
export const TOTP_ISSUER = 'Heirloom';

/** One-time recovery codes made at the first enrolment (and on demand): shown once, stored hashed. */
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code as shown: two groups of five lowercase letters and digits ("k3f9q-2mx7z"). */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-[a-z0-9]{5}$/;

/** Wrong second-step answers (codes, recovery codes, passkeys) per account before that step locks. */
export const SECOND_FACTOR_MAX_FAILURES = 5;
/** The window those failures are counted in, and how long the lock lasts from the first of them. */
export const SECOND_FACTOR_LOCK_MINUTES = 15;
/** How long a password that was right waits for its second step (the pending sign-in cookie). */
export const PENDING_SIGN_IN_MINUTES = 10;
/** How long a WebAuthn challenge may be answered. */
export const WEBAUTHN_CHALLENGE_MINUTES = 5;
/** Sensitive actions ask for the second factor again when the last check is older than this. */
export const STEP_UP_MINUTES = 10;
/** The longest name a passkey may be given. */
export const PASSKEY_NAME_MAX = 64;

/** The cookie that carries a sign-in waiting for its second step (httpOnly, like the session's). */
export const PENDING_SIGN_IN_COOKIE = 'hl_pending';

/**
 * Why a 403 was answered, when the browser has something to do about it (the error body's `reason`):
 * - `second-factor-required`: enrol a factor (a professional, or a family that requires one), or prove
 *   the one enrolled (a session signed in before the factor was);
 * - `step-up-required`: confirm the factor again before this sensitive action.
 */
export const secondFactorReasons = ['second-factor-required', 'step-up-required'] as const;
export type SecondFactorReason = (typeof secondFactorReasons)[number];

export const secondFactorMessages = {
  // Sign-in's second step.
  codeFormat: `Enter the ${TOTP_DIGITS}-digit code from your authenticator app`,
  codeWrong: 'That code is not right. Check your authenticator app and try again.',
  codeUsed: 'That code was already used. Wait for the next one.',
  recoveryFormat: 'Enter a recovery code like k3f9q-2mx7z',
  recoveryWrong: 'That recovery code is not right, or it was already used.',
  notEnrolled: 'That second factor is not set up on this account',
  pendingExpired: 'Your sign-in has expired. Enter your password again.',
  locked: (minutes: number) =>
    `Too many wrong attempts. The second step of sign-in is locked for ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  // WebAuthn.
  challengeExpired: 'That passkey request has expired. Try again.',
  challengeMismatch: 'That passkey answer does not belong to this request. Try again.',
  passkeyUnknown: 'This passkey is not registered on Heirloom.',
  passkeyRejected: 'That passkey could not be verified. Try again.',
  passkeyName: 'Give the passkey a name',
  // Enrolment.
  alreadyEnrolled: 'An authenticator app is already set up. Remove it first to set up another.',
  noEnrolment: 'Start setting up the authenticator app again.',
  // Who must have one.
  professional: 'Set up a second factor before you see your clients’ data.',
  family: 'This family asks everyone to use a second factor. Set one up to continue.',
  unverified: 'Confirm your second factor to continue.',
  requireSelfFirst: 'Set up a second factor for yourself before requiring one for the family.',
  // Step-up.
  stepUp: 'Confirm it’s you with your second factor to continue.',
  // The demo entries.
  demoOff: 'The demo is not available here.',
} as const;

/** Why a person's next family request is refused until they act, or null when nothing is needed. */
export function secondFactorNeed(input: {
  kind: 'family' | 'professional';
  /** The acting family requires a factor of every member. */
  familyRequires: boolean;
  /** This session passed a second factor (at sign-in, at enrolment, or by a step-up). */
  verified: boolean;
}): string | null {
  if (input.verified) return null;
  if (input.kind === 'professional') return secondFactorMessages.professional;
  if (input.familyRequires) return secondFactorMessages.family;
  return null;
}

/**
 * Sensitive actions: changing the password or the factors, managing who has access to the family, and
 * exporting all data. A person with a factor enrolled is asked for it again when the session's last
 * check is older than STEP_UP_MINUTES. Entries are "METHOD path-prefix"; the guard decides.
 */
export const stepUpRoutes: readonly string[] = [
  'POST /api/auth/password',
  'POST /api/auth/factors',
  'PUT /api/auth/factors',
  'PATCH /api/auth/factors',
  'DELETE /api/auth/factors',
  'POST /api/access',
  'PUT /api/access',
  'PATCH /api/access',
  'DELETE /api/access',
  'GET /api/exports',
  // An assistant token reads the family's data without a second factor of its own (issue 33).
  'POST /api/account/assistant-tokens',
];

/**
 * Routes under the step-up prefixes that are not sensitive: choosing a client, leaving a family, and
 * enrolling the very first factor (the guard lets that through when none is enrolled yet).
 */
const notStepUp: readonly string[] = ['POST /api/access/switch', 'POST /api/access/leave'];

/** The paths of stepUpRoutes, for a quick refusal of every other request (the guard asks on each). */
const stepUpPaths: readonly string[] = [...new Set(stepUpRoutes.map((entry) => entry.split(' ')[1]!))];

/** Whether this request is a sensitive action (for a person who has a factor to confirm). */
export function needsStepUp(method: string, path: string): boolean {
  if (!stepUpPaths.some((prefix) => path.startsWith(prefix))) return false;
  const verb = method.toUpperCase();
  const bare = (path.split('?')[0] ?? path).replace(/\/+$/, '');
  const key = `${verb} ${bare}`;
  if (notStepUp.includes(key)) return false;
  return stepUpRoutes.some((entry) => key === entry || key.startsWith(`${entry}/`));
}

/** Whether the last second-factor check (ISO time or null) is recent enough for a sensitive action. */
export function stepUpFresh(verifiedAt: Date | null, now: Date = new Date()): boolean {
  return verifiedAt !== null && now.getTime() - verifiedAt.getTime() <= STEP_UP_MINUTES * 60_000;
}
