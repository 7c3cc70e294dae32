// Passkeys (issue 32): WebAuthn registration and authentication with @simplewebauthn/server, as a
// second factor and as a sign-in on their own. Challenges are single use and expire
// (WEBAUTHN_CHALLENGE_MINUTES); counters are checked; attestation is 'none'; the relying party id and
// origins come from configuration (WEBAUTHN_RP_ID, WEBAUTHN_ORIGINS).
import { randomBytes, randomUUID } from 'node:crypto';
import {
  secondFactorMessages,
  WEBAUTHN_CHALLENGE_MINUTES,
  type Passkey,
  type PasskeyAdded,
  type PasskeyChallenge,
  type PasskeyRegistration,
} from '@heirloom/contracts';
import { ValidationFailedException } from '@heirloom/server';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { IsNull, LessThan, Repository } from 'typeorm';
import { API_CONFIG } from '../../config/api-config.token';
import type { ApiConfig } from '../../config/api.config';
import { isUniqueViolation } from '../../database/errors';
import { FACTOR_HOOKS, type FactorHooks } from './factor-hooks';
import { AuthChallengeEntity, PasskeyEntity, type AuthChallengePurpose } from './second-factor.entities';

export type PasskeyAuthenticationPurpose = Extract<
  AuthChallengePurpose,
  'passkey-sign-in' | 'passkey-second-factor' | 'passkey-step-up'
>;

/** The passkeys' relying party, from configuration. */
export type WebAuthnConfig = Pick<ApiConfig, 'webAuthnRpId' | 'webAuthnRpName' | 'webAuthnOrigins'>;

export const PASSKEY_DUPLICATE = 'This passkey is already registered.';

const refused = (path: 'challengeId' | 'response' | 'name', message: string) =>
  new ValidationFailedException([{ path, message }]);

/** The answer's credential id, or undefined when the answer is not even shaped like one. */
function credentialIdOf(response: unknown): string | undefined {
  const id = (response as { id?: unknown } | null)?.id;
  return typeof response === 'object' && typeof id === 'string' && id.length > 0 ? id : undefined;
}

const transportsOf = (stored: string | null): AuthenticatorTransport[] | undefined =>
  stored ? (stored.split(',') as AuthenticatorTransport[]) : undefined;

const toPasskey = (row: PasskeyEntity): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

@Injectable()
export class PasskeysService {
  constructor(
    @InjectRepository(PasskeyEntity) private readonly passkeys: Repository<PasskeyEntity>,
    @InjectRepository(AuthChallengeEntity) private readonly challenges: Repository<AuthChallengeEntity>,
    @Inject(API_CONFIG) private readonly config: WebAuthnConfig,
    // The second factor's core (factor-hooks.ts); it looks this service up lazily, so no constructor
    // needs the other.
    @Inject(FACTOR_HOOKS) private readonly factors: FactorHooks,
  ) {}

  async list(userId: string): Promise<Passkey[]> {
    const rows = await this.passkeys.find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map(toPasskey);
  }

  count(userId: string): Promise<number> {
    return this.passkeys.countBy({ userId });
  }

  /** Options to register a new passkey for this signed-in person (their passkeys excluded). */
  async registrationOptions(
    user: { id: string; username: string },
    sessionId: string,
  ): Promise<PasskeyChallenge> {
    const existing = await this.passkeys.find({
      where: { userId: user.id },
      select: { credentialId: true, transports: true },
    });
    const options = await generateRegistrationOptions({
      rpName: this.config.webAuthnRpName,
      rpID: this.config.webAuthnRpId,
      userName: user.username,
      // The person's id as the user handle: an authenticator keeps one passkey per person and site,
      // replacing an older one rather than piling up copies.
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      excludeCredentials: existing.map((row) => ({
        id: row.credentialId,
        transports: transportsOf(row.transports),
      })),
      // Discoverable when the authenticator can, so the passkey can also sign in on its own.
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    const challengeId = await this.saveChallenge('passkey-register', user.id, sessionId, options.challenge);
    return { challengeId, options: { ...options } };
  }

  /**
   * Verifies a registration answer and stores the passkey; when it is the person's first factor, the
   * session counts as having passed it and recovery codes are made (answered this once), else null.
   * 400 with field messages when it does not verify.
   */
  async register(userId: string, sessionId: string, input: PasskeyRegistration): Promise<PasskeyAdded> {
    const challenge = await this.takeChallenge(input.challengeId, 'passkey-register', userId, sessionId);
    let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verified = await verifyRegistrationResponse({
        response: input.response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.config.webAuthnOrigins,
        expectedRPID: this.config.webAuthnRpId,
        // 'preferred': a security key without a PIN may still be a second factor.
        requireUserVerification: false,
      });
    } catch {
      // The library throws on anything it cannot read or accept: never a 500 for a browser's answer.
      throw refused('response', secondFactorMessages.passkeyRejected);
    }
    const credential = verified.verified ? verified.registrationInfo.credential : undefined;
    // The library reads the credential from the signed authenticator data; the id beside it must agree.
    if (!credential || credential.id !== credentialIdOf(input.response))
      throw refused('response', secondFactorMessages.passkeyRejected);

    const firstFactor = (await this.factors.methodsOf(userId)).length === 0;
    const row = this.passkeys.create({
      id: randomUUID(),
      userId,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports?.length ? credential.transports.join(',') : null,
      name: input.name,
      // To the millisecond (SQLite's default is the second): the list shows passkeys in the order added.
      createdAt: new Date(),
      lastUsedAt: null,
    });
    try {
      await this.passkeys.insert(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw refused('response', PASSKEY_DUPLICATE);
      throw error;
    }
    const saved = await this.passkeys.findOneByOrFail({ id: row.id });
    if (!firstFactor) return { passkey: toPasskey(saved), recoveryCodes: null };
    const recoveryCodes = await this.factors.issueRecoveryCodes(userId);
    await this.factors.markVerified(sessionId);
    return { passkey: toPasskey(saved), recoveryCodes };
  }

  /** Removes one of the person's passkeys; 404 for any other id (another person's included). */
  async remove(userId: string, passkeyId: string): Promise<void> {
    const { affected } = await this.passkeys.delete({ id: passkeyId, userId });
    if (!affected) throw new NotFoundException({ message: 'Passkey not found' });
    await this.factors.factorRemoved(userId);
  }

  /**
   * Options to authenticate: for a sign-in with a passkey alone (userId null: discoverable credentials),
   * a pending sign-in's second step, or a step-up (that person's passkeys allowed). sessionId binds the
   * challenge to one session (a step-up's) or pending sign-in; verifyAuthentication must then name it.
   */
  async authenticationOptions(
    purpose: PasskeyAuthenticationPurpose,
    userId: string | null,
    sessionId: string | null = null,
  ): Promise<PasskeyChallenge> {
    const allowed =
      userId === null
        ? []
        : await this.passkeys.find({ where: { userId }, select: { credentialId: true, transports: true } });
    const options = await generateAuthenticationOptions({
      rpID: this.config.webAuthnRpId,
      allowCredentials: allowed.map((row) => ({
        id: row.credentialId,
        transports: transportsOf(row.transports),
      })),
      userVerification: purpose === 'passkey-sign-in' ? 'required' : 'preferred',
    });
    const challengeId = await this.saveChallenge(purpose, userId, sessionId, options.challenge);
    return { challengeId, options: { ...options } };
  }

  /**
   * Verifies an authentication answer against its challenge (single use, same purpose and person, and
   * the same session when one is named) and the stored public key and counter; answers the person's
   * id. 400 with field messages for an expired or foreign challenge, an unknown passkey, a replayed or
   * failed assertion.
   */
  async verifyAuthentication(
    purpose: PasskeyAuthenticationPurpose,
    userId: string | null,
    challengeId: string,
    response: unknown,
    sessionId?: string | null,
  ): Promise<string> {
    const challenge = await this.takeChallenge(challengeId, purpose, userId, sessionId);
    const credentialId = credentialIdOf(response);
    if (!credentialId) throw refused('response', secondFactorMessages.passkeyRejected);
    // A second factor or a step-up takes only that person's passkeys; sign-in alone, anyone's.
    const passkey = await this.passkeys.findOneBy(
      userId === null ? { credentialId } : { credentialId, userId },
    );
    if (!passkey) throw refused('response', secondFactorMessages.passkeyUnknown);

    let newCounter: number;
    try {
      const verified = await verifyAuthenticationResponse({
        response: response as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.config.webAuthnOrigins,
        expectedRPID: this.config.webAuthnRpId,
        credential: {
          id: passkey.credentialId,
          publicKey: isoBase64URL.toBuffer(passkey.publicKey),
          counter: passkey.counter,
          transports: transportsOf(passkey.transports),
        },
        // A passkey alone stands for both factors: the authenticator must have verified the person.
        requireUserVerification: purpose === 'passkey-sign-in',
      });
      if (!verified.verified) throw new Error('not verified');
      newCounter = verified.authenticationInfo.newCounter;
    } catch {
      // The library checks the counter too (it must move forward when either side counts).
      throw refused('response', secondFactorMessages.passkeyRejected);
    }
    // Conditional on the counter read: of two answers racing with one authenticator's counter, one wins.
    const { affected } = await this.passkeys.update(
      { id: passkey.id, counter: passkey.counter },
      { counter: newCounter, lastUsedAt: new Date() },
    );
    if (!affected) throw refused('response', secondFactorMessages.passkeyRejected);
    return passkey.userId;
  }

  private async saveChallenge(
    purpose: AuthChallengePurpose,
    userId: string | null,
    sessionId: string | null,
    challenge: string,
  ): Promise<string> {
    const id = randomBytes(24).toString('base64url');
    const now = Date.now();
    // Requests never answered would pile up (sign-in's is public): each new one clears the lapsed.
    await this.challenges.delete({ expiresAt: LessThan(new Date(now)) });
    await this.challenges.insert({
      id,
      purpose,
      userId,
      sessionId,
      challenge,
      expiresAt: new Date(now + WEBAUTHN_CHALLENGE_MINUTES * 60_000),
    });
    return id;
  }

  /**
   * Takes a challenge for this purpose, person and session (when named): read, then deleted on the same
   * conditions, so of two answers to one challenge only one gets past; a replay finds it gone. Answers
   * the challenge to verify against.
   */
  private async takeChallenge(
    challengeId: string,
    purpose: AuthChallengePurpose,
    userId: string | null,
    sessionId: string | null | undefined,
  ): Promise<string> {
    const mismatch = () => refused('challengeId', secondFactorMessages.challengeMismatch);
    if (typeof challengeId !== 'string' || !challengeId || challengeId.length > 64) throw mismatch();
    const row = await this.challenges.findOneBy({ id: challengeId });
    if (
      !row ||
      row.purpose !== purpose ||
      row.userId !== userId ||
      row.challenge === null ||
      (sessionId !== undefined && row.sessionId !== sessionId)
    )
      throw mismatch();
    const { affected } = await this.challenges.delete({
      id: row.id,
      purpose,
      userId: userId ?? IsNull(),
    });
    if (!affected) throw mismatch();
    if (row.expiresAt.getTime() <= Date.now())
      throw refused('challengeId', secondFactorMessages.challengeExpired);
    return row.challenge;
  }
}
