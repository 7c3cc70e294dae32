// What the passkeys need of the second factor's core (SecondFactorService), as an injection token: the
// core checks passkey answers through PasskeysService, so the passkeys name only this interface and the
// two files do not import each other (AuthModule binds the token to SecondFactorService).
import type { SecondFactorMethod } from '@heirloom/contracts';

export interface FactorHooks {
  /** The methods the person can use at sign-in's second step; [] when no factor is enrolled. */
  methodsOf(userId: string): Promise<SecondFactorMethod[]>;
  /** A new set of recovery codes (the old ones stop working), answered this once. */
  issueRecoveryCodes(userId: string): Promise<string[]>;
  /** The session passed a factor now (the first factor's enrolment). */
  markVerified(sessionId: string): Promise<void>;
  /** A factor went: with none left, the recovery codes and every session's verification go too. */
  factorRemoved(userId: string): Promise<void>;
}

export const FACTOR_HOOKS = Symbol('FactorHooks');
