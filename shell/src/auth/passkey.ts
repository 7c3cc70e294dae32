// The browser's half of a passkey (issue 32): @simplewebauthn/browser answers the API's challenge. The
// library loads only when a passkey is used, so the sign-in screen's first paint does not carry it.
import type { PasskeyChallenge, PasskeySignIn } from '@heirloom/contracts';
import { ApiError } from '@heirloom/platform';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';

/**
 * Whether this browser can use a passkey at all (what browserSupportsWebAuthn checks, without loading
 * the library for it): an old browser, or a page that is not a secure context, has no PublicKeyCredential.
 */
export function webAuthnAvailable(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** A challenge's answer, as the API's PasskeySignIn and SecondFactorAnswer take it. */
export type PasskeyAnswer = PasskeySignIn;

/** Asks the person's passkey (the browser's own dialog) to sign the API's challenge. */
export async function answerPasskey(challenge: PasskeyChallenge): Promise<PasskeyAnswer> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({
    optionsJSON: challenge.options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  // Plain copies: the contract's outline of the answer is open to the fields it does not name.
  return {
    challengeId: challenge.challengeId,
    response: { ...response, response: { ...response.response } },
  };
}

export const PASSKEY_CANCELLED =
  'The passkey request was cancelled or timed out. Try again when you are ready.';
export const PASSKEY_UNAVAILABLE = 'This browser cannot use a passkey on this site. Choose another way.';
export const PASSKEY_FAILED = 'Your passkey could not be used. Try again, or choose another way.';

/**
 * What a failure on the browser's side means to the person (the dialog closed or timed out, no WebAuthn
 * here), or undefined for the API's answers, which their caller reads.
 */
export function passkeyFailure(error: unknown): string | undefined {
  if (error instanceof ApiError) return undefined;
  // @simplewebauthn/browser's WebAuthnError keeps the DOMException's name.
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return PASSKEY_CANCELLED;
  if (name === 'NotSupportedError' || name === 'SecurityError' || !webAuthnAvailable())
    return PASSKEY_UNAVAILABLE;
  return PASSKEY_FAILED;
}
