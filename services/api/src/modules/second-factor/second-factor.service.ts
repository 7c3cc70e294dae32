// The second factor's core (issue 32): which factors a person has, pending sign-ins waiting for their
// second step, checking an answer (a code, a recovery code, a passkey) with the lockout, and marking a
// session as having passed a factor. The auth controller signs in and steps up through it; the factor
// and passkey controllers enrol through it.
import type { SecondFactorAnswer, SecondFactorMethod, SecondFactors } from '@heirloom/contracts';
import { Injectable, NotImplementedException } from '@nestjs/common';

/** A parsed SecondFactorAnswer (the schema's output: codes normalised). */
export type ParsedSecondFactorAnswer = SecondFactorAnswer;

@Injectable()
export class SecondFactorService {
  /** The methods the person can use at sign-in's second step; [] when no factor is enrolled. */
  methodsOf(_userId: string): Promise<SecondFactorMethod[]> {
    throw new NotImplementedException();
  }

  /**
   * A password was right and a factor is enrolled: a pending sign-in (a random token for the
   * hl_pending cookie, stored as its SHA-256 in auth_challenges, PENDING_SIGN_IN_MINUTES).
   */
  startPendingSignIn(
    _userId: string,
    _now?: Date,
  ): Promise<{ token: string; expiresAt: Date; methods: SecondFactorMethod[] }> {
    throw new NotImplementedException();
  }

  /** The person a pending sign-in's token belongs to, or undefined when unknown or expired. */
  pendingUser(_token: string | undefined, _now?: Date): Promise<string | undefined> {
    throw new NotImplementedException();
  }

  /**
   * Sign-in's second step: checks the answer for the pending sign-in's person and, when right, ends the
   * pending sign-in and answers the person's id (the caller starts the session, verified). 401 when the
   * pending sign-in is unknown or expired; 400 with field messages for a wrong, reused or malformed
   * answer or a factor not enrolled; 429 (with the wait) while locked.
   */
  completeSignIn(
    _token: string | undefined,
    _answer: ParsedSecondFactorAnswer,
    _now?: Date,
  ): Promise<string> {
    throw new NotImplementedException();
  }

  /** A step-up: checks the answer for a signed-in person and sets the session's verifiedAt to now. */
  stepUp(_userId: string, _sessionId: string, _answer: ParsedSecondFactorAnswer, _now?: Date): Promise<void> {
    throw new NotImplementedException();
  }

  /** The session passed a factor now (an enrolment of the first factor). */
  markVerified(_sessionId: string, _now?: Date): Promise<void> {
    throw new NotImplementedException();
  }

  /** A new set of RECOVERY_CODE_COUNT codes (the old ones stop working), answered this once. */
  issueRecoveryCodes(_userId: string): Promise<string[]> {
    throw new NotImplementedException();
  }

  /** GET /api/auth/factors: the person's factors, why one is required, the session's last check. */
  overview(_userId: string, _sessionId: string, _requiredBecause: string | null): Promise<SecondFactors> {
    throw new NotImplementedException();
  }
}
