import { describe, expect, it } from '@jest/globals';
import { secondFactorMessages } from '@heirloom/contracts';
import { ApiError } from '@heirloom/platform';
import { PASSKEY_CANCELLED } from './passkey';
import {
  cleanCode,
  codeProblem,
  FACTOR_FAILED,
  factorFailure,
  factorMethods,
  firstMethod,
  otherMethods,
  usableMethods,
} from './second-factor-answer';

const apiError = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), '');

describe('which way the second factor is asked', () => {
  it('opens with the app’s code, offering the passkey and a recovery code under it', () => {
    const methods = ['passkey', 'recovery', 'totp'] as const;
    expect(firstMethod(methods)).toBe('totp');
    expect(otherMethods(methods, 'totp')).toEqual(['passkey', 'recovery']);
    expect(otherMethods(methods, 'recovery')).toEqual(['totp', 'passkey']);
  });

  it('opens with the passkey when there is no app, and never with a recovery code first', () => {
    expect(firstMethod(['recovery', 'passkey'])).toBe('passkey');
    expect(firstMethod(['recovery'])).toBe('recovery');
    expect(firstMethod([])).toBeNull();
  });

  it('offers a passkey only where the browser can use one', () => {
    expect(usableMethods(['totp', 'passkey', 'recovery'], false)).toEqual(['totp', 'recovery']);
    expect(usableMethods(['passkey'], true)).toEqual(['passkey']);
    expect(firstMethod(usableMethods(['passkey'], false))).toBeNull();
  });

  it('reads a signed-in person’s factors', () => {
    const none = { totp: { enabled: false }, passkeys: [], recoveryCodesLeft: 0 };
    expect(factorMethods(none)).toEqual([]);
    expect(factorMethods({ ...none, totp: { enabled: true }, recoveryCodesLeft: 10 })).toEqual([
      'totp',
      'recovery',
    ]);
    expect(factorMethods({ ...none, passkeys: [{ id: 'p1' }], recoveryCodesLeft: 0 })).toEqual(['passkey']);
  });
});

describe('a typed code', () => {
  it('forgives spaces (and a recovery code’s case), as the API does', () => {
    expect(cleanCode('totp', ' 123 456 ')).toBe('123456');
    expect(cleanCode('recovery', ' K3F9Q-2MX7Z ')).toBe('k3f9q-2mx7z');
  });

  it('is checked before it is sent', () => {
    expect(codeProblem('totp', '123456')).toBeUndefined();
    expect(codeProblem('totp', '12345')).toBe(secondFactorMessages.codeFormat);
    expect(codeProblem('totp', '12345a')).toBe(secondFactorMessages.codeFormat);
    expect(codeProblem('recovery', 'k3f9q-2mx7z')).toBeUndefined();
    expect(codeProblem('recovery', 'k3f9q2mx7z')).toBe(secondFactorMessages.recoveryFormat);
  });
});

describe('where a failed answer’s message goes', () => {
  it('a wrong code: on the field', () => {
    const wrong = apiError(400, {
      message: 'Validation failed',
      errors: [{ path: 'code', message: secondFactorMessages.codeWrong }],
    });
    expect(factorFailure(wrong, 'totp')).toEqual({ kind: 'field', message: secondFactorMessages.codeWrong });
    const used = apiError(400, { message: secondFactorMessages.codeUsed });
    expect(factorFailure(used, 'totp')).toEqual({ kind: 'field', message: secondFactorMessages.codeUsed });
  });

  it('a refused passkey: above the form (it has no field)', () => {
    const refused = apiError(400, {
      message: 'Validation failed',
      errors: [{ path: 'response', message: secondFactorMessages.passkeyRejected }],
    });
    expect(factorFailure(refused, 'passkey')).toEqual({
      kind: 'alert',
      message: secondFactorMessages.passkeyRejected,
    });
  });

  it('the lockout: above the form, with the wait', () => {
    const locked = apiError(429, { message: secondFactorMessages.locked(12) });
    expect(factorFailure(locked, 'totp')).toEqual({
      kind: 'alert',
      message: secondFactorMessages.locked(12),
    });
  });

  it('a lapsed pending sign-in: back to the password', () => {
    const expired = apiError(401, { message: secondFactorMessages.pendingExpired });
    expect(factorFailure(expired, 'recovery')).toEqual({
      kind: 'expired',
      message: secondFactorMessages.pendingExpired,
    });
    expect(factorFailure(new ApiError(401, '', 'Unauthorized'), 'totp').message).toBe(
      secondFactorMessages.pendingExpired,
    );
  });

  it('the browser’s passkey dialog closed: says so', () => {
    const closed = Object.assign(new Error('The operation either timed out or was not allowed.'), {
      name: 'NotAllowedError',
    });
    expect(factorFailure(closed, 'passkey')).toEqual({ kind: 'alert', message: PASSKEY_CANCELLED });
  });

  it('a server failure: a plain sentence, never its body', () => {
    expect(factorFailure(new ApiError(500, '<html>', 'Internal Server Error'), 'totp')).toEqual({
      kind: 'alert',
      message: FACTOR_FAILED,
    });
  });
});

describe('a failure that is no answer of the API', () => {
  it('a lost connection while typing a code is not blamed on a passkey', () => {
    expect(factorFailure(new TypeError('Failed to fetch'), 'totp')).toEqual({
      kind: 'alert',
      message: FACTOR_FAILED,
    });
  });
});
