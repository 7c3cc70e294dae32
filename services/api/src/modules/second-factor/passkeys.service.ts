// Passkeys (issue 32): WebAuthn registration and authentication with @simplewebauthn/server, as a
// second factor and as a sign-in on their own. Challenges are single use and expire
// (WEBAUTHN_CHALLENGE_MINUTES); counters are checked; attestation is 'none'; the relying party id and
// origins come from configuration (WEBAUTHN_RP_ID, WEBAUTHN_ORIGINS).
import type { Passkey, PasskeyChallenge, PasskeyRegistration } from '@heirloom/contracts';
import { Injectable, NotImplementedException } from '@nestjs/common';
import type { AuthChallengePurpose } from './second-factor.entities';

export type PasskeyAuthenticationPurpose = Extract<
  AuthChallengePurpose,
  'passkey-sign-in' | 'passkey-second-factor' | 'passkey-step-up'
>;

@Injectable()
export class PasskeysService {
  list(_userId: string): Promise<Passkey[]> {
    throw new NotImplementedException();
  }

  count(_userId: string): Promise<number> {
    throw new NotImplementedException();
  }

  /** Options to register a new passkey for this signed-in person (their passkeys excluded). */
  registrationOptions(
    _user: { id: string; username: string },
    _sessionId: string,
  ): Promise<PasskeyChallenge> {
    throw new NotImplementedException();
  }

  /** Verifies a registration answer and stores the passkey. 400 with field messages when it does not verify. */
  register(_userId: string, _sessionId: string, _input: PasskeyRegistration): Promise<Passkey> {
    throw new NotImplementedException();
  }

  remove(_userId: string, _passkeyId: string): Promise<void> {
    throw new NotImplementedException();
  }

  /**
   * Options to authenticate: for a sign-in with a passkey alone (userId null: discoverable credentials),
   * a pending sign-in's second step, or a step-up (that person's passkeys allowed).
   */
  authenticationOptions(
    _purpose: PasskeyAuthenticationPurpose,
    _userId: string | null,
    _sessionId?: string | null,
  ): Promise<PasskeyChallenge> {
    throw new NotImplementedException();
  }

  /**
   * Verifies an authentication answer against its challenge (single use, same purpose and person) and
   * the stored public key and counter; answers the person's id. 400 with field messages for an expired
   * or foreign challenge, an unknown passkey, a replayed or failed assertion.
   */
  verifyAuthentication(
    _purpose: PasskeyAuthenticationPurpose,
    _userId: string | null,
    _challengeId: string,
    _response: unknown,
  ): Promise<string> {
    throw new NotImplementedException();
  }
}
