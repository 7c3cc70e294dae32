// What the second factor's form decides (sign-in's second step and the step-up dialog, issue 32), as
// pure functions: which way it opens with and which others it offers, whether a typed code is worth
// sending, and where a failure's message goes (on the field, above the form, or back to the password).
import {
  RECOVERY_CODE_PATTERN,
  secondFactorMessages,
  TOTP_DIGITS,
  type SecondFactorMethod,
} from '@heirloom/contracts';
import { ApiError, apiMessage } from '@heirloom/platform';
import { passkeyFailure } from './passkey';

/** The ways this person can answer here: a passkey only where the browser can use one. */
export function usableMethods(
  methods: readonly SecondFactorMethod[],
  webAuthn: boolean,
): SecondFactorMethod[] {
  return methods.filter((method) => method !== 'passkey' || webAuthn);
}

/**
 * The way the form opens with: the authenticator app's code (typed where the focus already is), else
 * the passkey; a recovery code is the way out, offered under them. Null when nothing is usable.
 */
export function firstMethod(methods: readonly SecondFactorMethod[]): SecondFactorMethod | null {
  return (['totp', 'passkey', 'recovery'] as const).find((method) => methods.includes(method)) ?? null;
}

/** The other ways offered under the one shown, in a steady order. */
export function otherMethods(
  methods: readonly SecondFactorMethod[],
  current: SecondFactorMethod | null,
): SecondFactorMethod[] {
  return (['totp', 'passkey', 'recovery'] as const).filter(
    (method) => method !== current && methods.includes(method),
  );
}

export const methodLinks: Record<SecondFactorMethod, string> = {
  totp: 'Use your authenticator app',
  passkey: 'Use a passkey',
  recovery: 'Use a recovery code',
};

/** A typed code as the API compares it (the contract's own forgiving of spaces and case). */
export function cleanCode(method: 'totp' | 'recovery', raw: string): string {
  return method === 'totp' ? raw.replace(/\s+/g, '') : raw.trim().toLowerCase().replace(/\s+/g, '');
}

/** The field's message for a code that cannot be right, before asking the API; undefined when it may be. */
export function codeProblem(method: 'totp' | 'recovery', code: string): string | undefined {
  if (method === 'totp')
    return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code) ? undefined : secondFactorMessages.codeFormat;
  return RECOVERY_CODE_PATTERN.test(code) ? undefined : secondFactorMessages.recoveryFormat;
}

export type FactorFailure =
  /** Beside the code being typed (a wrong, used or malformed code). */
  | { kind: 'field'; message: string }
  /** Above the form (the lockout and its wait, a passkey refused or cancelled, a failure). */
  | { kind: 'alert'; message: string }
  /** The pending sign-in lapsed: back to the password step with this message. */
  | { kind: 'expired'; message: string };

export const FACTOR_FAILED = 'Something went wrong. Please try again.';

/**
 * Where a failed answer's message goes. A 400 about a code goes on the code's field (a passkey has
 * none: above the form); a 401 means the pending sign-in (or the session) is gone; a 429 is the lockout,
 * whose message says how long to wait.
 */
export function factorFailure(error: unknown, method: SecondFactorMethod): FactorFailure {
  const browser = method === 'passkey' ? passkeyFailure(error) : undefined;
  if (browser) return { kind: 'alert', message: browser };
  if (!(error instanceof ApiError)) return { kind: 'alert', message: FACTOR_FAILED };
  const message = apiMessage(error);
  if (error.status === 401)
    return { kind: 'expired', message: message ?? secondFactorMessages.pendingExpired };
  if (error.status === 400) {
    const onField = error.fieldErrors.find((entry) => entry.path === 'code' || entry.path === '')?.message;
    const said = onField ?? error.fieldErrors[0]?.message ?? message;
    if (said) return { kind: method === 'passkey' ? 'alert' : 'field', message: said };
  }
  if (error.status === 429 && message) return { kind: 'alert', message };
  return { kind: 'alert', message: (error.status < 500 && message) || FACTOR_FAILED };
}

/**
 * The ways a signed-in person can confirm (GET /api/auth/factors): the app's code and, with it, a
 * recovery code while some are left; a passkey when one is registered.
 */
export function factorMethods(factors: {
  totp: { enabled: boolean };
  passkeys: readonly unknown[];
  recoveryCodesLeft: number;
}): SecondFactorMethod[] {
  const methods: SecondFactorMethod[] = [];
  if (factors.totp.enabled) methods.push('totp');
  if (factors.passkeys.length > 0) methods.push('passkey');
  if (factors.recoveryCodesLeft > 0) methods.push('recovery');
  return methods;
}
