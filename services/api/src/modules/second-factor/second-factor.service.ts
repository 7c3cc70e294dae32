// The second factor's core (issue 32): which factors a person has, pending sign-ins waiting for their
// second step, checking an answer (a code, a recovery code, a passkey) with the lockout, and marking a
// session as having passed a factor. The auth controller signs in and steps up through it; the factor
// and passkey controllers enrol through it.
//
// Every "used once" rule is a conditional write, so replicas sharing the database cannot both accept:
// a code's step must be past users.totpLastStep, a recovery code's usedAt must still be null, a pending
// sign-in must still be there to be deleted.
import {
  PENDING_SIGN_IN_MINUTES,
  type AccountKind,
  SECOND_FACTOR_LOCK_MINUTES,
  SECOND_FACTOR_MAX_FAILURES,
  secondFactorMessages,
  type SecondFactorAnswer,
  type SecondFactorMethod,
  type SecondFactors,
  type TotpConfirmed,
  type TotpEnrolment,
} from '@heirloom/contracts';
import {
  counterKey,
  createCounter,
  retryAfterSeconds,
  TooManyRequestsException,
  ValidationFailedException,
  type Counter,
  type CounterStore,
} from '@heirloom/server';
import {
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DataSource, IsNull, LessThan, MoreThan, Repository } from 'typeorm';
import { API_CONFIG } from '../../config/api-config.token';
import type { ApiConfig } from '../../config/api.config';
import { FamilyEntity, FamilyMemberEntity } from '../access/family.entity';
import { SessionCache } from '../auth/session-cache';
import { SessionEntity } from '../auth/session.entity';
import { UserEntity } from '../auth/user.entity';
import { COUNTER_STORE } from '../limits/counter-store';
import { PasskeysService, type PasskeyAuthenticationPurpose } from './passkeys.service';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { AuthChallengeEntity, PasskeyEntity, RecoveryCodeEntity } from './second-factor.entities';
import { SecretBox, secondFactorKey } from './secret-box';
import { checkTotp, newTotpSecret, totpQrCode, totpUri } from './totp';

/** A parsed SecondFactorAnswer (the schema's output: codes normalised). */
export type ParsedSecondFactorAnswer = SecondFactorAnswer;

const PENDING_SIGN_IN = 'pending-sign-in';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const fieldError = (path: string, message: string) => new ValidationFailedException([{ path, message }]);
const pendingExpired = () => new UnauthorizedException({ message: secondFactorMessages.pendingExpired });

/** A wrong answer: counted toward the lock (a reused code or a factor not enrolled is not a guess). */
class WrongAnswer extends Error {
  constructor(readonly refusal: HttpException) {
    super('wrong second factor answer');
  }
}

@Injectable()
export class SecondFactorService {
  private readonly failures: Counter;
  private box?: SecretBox;

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @InjectRepository(RecoveryCodeEntity) private readonly recoveryCodes: Repository<RecoveryCodeEntity>,
    @InjectRepository(AuthChallengeEntity) private readonly challenges: Repository<AuthChallengeEntity>,
    @InjectRepository(PasskeyEntity) private readonly passkeyRows: Repository<PasskeyEntity>,
    private readonly moduleRef: ModuleRef,
    private readonly sessionCache: SessionCache,
    private readonly dataSource: DataSource,
    @Inject(API_CONFIG) private readonly config: Pick<ApiConfig, 'secondFactorKey' | 'production'>,
    @Inject(COUNTER_STORE) store: CounterStore,
  ) {
    // Per account, shared by every replica: the lock lasts SECOND_FACTOR_LOCK_MINUTES from the first
    // wrong answer of a series.
    this.failures = createCounter({
      name: 'second-factor-failures',
      points: SECOND_FACTOR_MAX_FAILURES,
      windowSeconds: SECOND_FACTOR_LOCK_MINUTES * 60,
      store,
    });
  }

  /**
   * Looked up when needed, not injected: PasskeysService asks this one for the person's factors, so
   * neither constructor may need the other (and the modules import each other).
   */
  private get passkeys(): PasskeysService {
    return this.moduleRef.get(PasskeysService, { strict: false });
  }

  /** Made on first use, not at start: an API that never sees an authenticator app needs no key file. */
  private get secrets(): SecretBox {
    this.box ??= new SecretBox(secondFactorKey(this.config));
    return this.box;
  }

  /** The methods the person can use at sign-in's second step; [] when no factor is enrolled. */
  async methodsOf(userId: string): Promise<SecondFactorMethod[]> {
    const [user, passkeys] = await Promise.all([
      this.users.findOne({ where: { id: userId }, select: { id: true, totpSecret: true } }),
      this.passkeyRows.countBy({ userId }),
    ]);
    const methods: SecondFactorMethod[] = [];
    if (user?.totpSecret) methods.push('totp');
    if (passkeys > 0) methods.push('passkey');
    if (methods.length > 0 && (await this.recoveryCodes.countBy({ userId, usedAt: IsNull() })) > 0)
      methods.push('recovery');
    return methods;
  }

  /**
   * A password was right and a factor is enrolled: a pending sign-in (a random token for the
   * hl_pending cookie, stored as its SHA-256 in auth_challenges, PENDING_SIGN_IN_MINUTES).
   */
  async startPendingSignIn(
    userId: string,
    now: Date = new Date(),
  ): Promise<{ token: string; expiresAt: Date; methods: SecondFactorMethod[] }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + PENDING_SIGN_IN_MINUTES * 60_000);
    // Lapsed challenges of any kind go as new ones come: the table holds only live ones, give or take.
    await this.challenges.delete({ expiresAt: LessThan(now) });
    await this.challenges.insert({
      id: sha256(token),
      purpose: PENDING_SIGN_IN,
      userId,
      sessionId: null,
      challenge: null,
      expiresAt,
    });
    return { token, expiresAt, methods: await this.methodsOf(userId) };
  }

  /** The person a pending sign-in's token belongs to, or undefined when unknown or expired. */
  async pendingUser(token: string | undefined, now: Date = new Date()): Promise<string | undefined> {
    if (!token || token.length > 256) return undefined;
    const pending = await this.challenges.findOneBy({
      id: sha256(token),
      purpose: PENDING_SIGN_IN,
      expiresAt: MoreThan(now),
    });
    return pending?.userId ?? undefined;
  }

  /**
   * Sign-in's second step: checks the answer for the pending sign-in's person and, when right, ends the
   * pending sign-in and answers the person's id (the caller starts the session, verified). 401 when the
   * pending sign-in is unknown or expired; 400 with field messages for a wrong, reused or malformed
   * answer or a factor not enrolled; 429 (with the wait) while locked.
   */
  async completeSignIn(
    token: string | undefined,
    answer: ParsedSecondFactorAnswer,
    now: Date = new Date(),
  ): Promise<string> {
    const userId = await this.pendingUser(token, now);
    if (!userId || !token) throw pendingExpired();
    await this.check(userId, answer, now, 'passkey-second-factor', undefined);
    // Single use: of two right answers racing on one pending sign-in, one deletes it.
    const { affected } = await this.challenges.delete({ id: sha256(token), purpose: PENDING_SIGN_IN });
    if (!affected) throw pendingExpired();
    return userId;
  }

  /** A step-up: checks the answer for a signed-in person and sets the session's verifiedAt to now. */
  async stepUp(
    userId: string,
    sessionId: string,
    answer: ParsedSecondFactorAnswer,
    now: Date = new Date(),
  ): Promise<void> {
    await this.check(userId, answer, now, 'passkey-step-up', sessionId);
    await this.markVerified(sessionId, now);
  }

  /** The session passed a factor now (an enrolment of the first factor). */
  async markVerified(sessionId: string, now: Date = new Date()): Promise<void> {
    await this.sessions.update({ id: sessionId }, { verifiedAt: now });
    // This replica reads the session anew at its next request; another one within its cache's second.
    this.sessionCache.forget(sessionId);
  }

  /** A new set of RECOVERY_CODE_COUNT codes (the old ones stop working), answered this once. */
  async issueRecoveryCodes(userId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(RecoveryCodeEntity, { userId });
      await manager.insert(
        RecoveryCodeEntity,
        codes.map((code) => ({
          id: randomUUID(),
          userId,
          codeHash: recoveryCodeHash(userId, code),
          usedAt: null,
        })),
      );
    });
    return codes;
  }

  /** GET /api/auth/factors: the person's factors, why one is required, the session's last check. */
  async overview(userId: string, sessionId: string, requiredBecause: string | null): Promise<SecondFactors> {
    const [user, passkeys, session, recoveryCodesLeft] = await Promise.all([
      this.users.findOne({
        where: { id: userId },
        select: { id: true, totpSecret: true, totpEnabledAt: true },
      }),
      this.passkeys.list(userId),
      this.sessions.findOne({ where: { id: sessionId, userId }, select: { id: true, verifiedAt: true } }),
      this.recoveryCodes.countBy({ userId, usedAt: IsNull() }),
    ]);
    const totpEnabled = Boolean(user?.totpSecret);
    return {
      totp: {
        enabled: totpEnabled,
        enabledAt: totpEnabled ? (user?.totpEnabledAt?.toISOString() ?? null) : null,
      },
      passkeys,
      recoveryCodesLeft: totpEnabled || passkeys.length > 0 ? recoveryCodesLeft : 0,
      requiredBecause,
      verifiedAt: session?.verifiedAt?.toISOString() ?? null,
    };
  }

  /**
   * Why the person must have a factor: a professional always; anyone else when a family they belong to
   * requires it of every member. Null when a factor is only encouraged.
   */
  async requirementOf(person: { id: string; kind: AccountKind }): Promise<string | null> {
    if (person.kind === 'professional') return secondFactorMessages.professional;
    const requiring = await this.dataSource
      .getRepository(FamilyMemberEntity)
      .createQueryBuilder('member')
      .innerJoin(FamilyEntity, 'family', 'family.id = member.familyId')
      .where('member.userId = :userId', { userId: person.id })
      .andWhere('family.secondFactorRequiredAt IS NOT NULL')
      .getExists();
    return requiring ? secondFactorMessages.family : null;
  }

  /**
   * POST /api/auth/factors/totp: a new secret, kept encrypted as the pending one until a first code
   * confirms it, and sent this once. 409 when an app is already enabled (remove it first).
   */
  async beginTotp(person: { id: string; username: string }): Promise<TotpEnrolment> {
    const user = await this.users.findOne({
      where: { id: person.id },
      select: { id: true, totpSecret: true },
    });
    if (!user) throw new UnauthorizedException({ message: 'Not signed in' });
    if (user.totpSecret) throw new ConflictException({ message: secondFactorMessages.alreadyEnrolled });
    const secret = newTotpSecret();
    await this.users.update({ id: person.id }, { totpPendingSecret: this.secrets.seal(secret, person.id) });
    const otpauthUrl = totpUri(person.username, secret);
    return { secret, otpauthUrl, qrCode: await totpQrCode(otpauthUrl) };
  }

  /**
   * POST /api/auth/factors/totp/confirm: the first code proves the app holds the pending secret, which
   * becomes the enabled one (that code's step counts as used). The session has passed a factor. Recovery
   * codes are made and answered when this is the person's first factor; with a passkey already, their
   * codes stay as they are (a new set is on demand) and the answer says null.
   */
  async confirmTotp(
    userId: string,
    sessionId: string,
    code: string,
    now: Date = new Date(),
  ): Promise<TotpConfirmed> {
    const user = await this.users.findOne({
      where: { id: userId },
      select: { id: true, totpSecret: true, totpPendingSecret: true },
    });
    if (user?.totpSecret) throw new ConflictException({ message: secondFactorMessages.alreadyEnrolled });
    const pending = user?.totpPendingSecret;
    if (!pending) throw new BadRequestException({ message: secondFactorMessages.noEnrolment });
    const step = await checkTotp(this.secrets.open(pending, userId), code, now);
    if (step === null) throw fieldError('code', secondFactorMessages.codeWrong);

    const firstFactor = (await this.methodsOf(userId)).length === 0;
    const { affected } = await this.users
      .createQueryBuilder()
      .update()
      .set({ totpSecret: pending, totpPendingSecret: null, totpEnabledAt: now, totpLastStep: step })
      .where('id = :userId AND totpSecret IS NULL AND totpPendingSecret = :pending', { userId, pending })
      .execute();
    // Another request confirmed (or restarted) this enrolment meanwhile.
    if (!affected) throw new BadRequestException({ message: secondFactorMessages.noEnrolment });
    await this.markVerified(sessionId, now);
    return { recoveryCodes: firstFactor ? await this.issueRecoveryCodes(userId) : null };
  }

  /**
   * DELETE /api/auth/factors/totp: the app is removed (and a pending one forgotten); with no factor
   * left, the recovery codes go too, since they recover nothing.
   */
  async removeTotp(userId: string): Promise<void> {
    await this.users.update(
      { id: userId },
      { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null },
    );
    await this.factorRemoved(userId);
  }

  /**
   * After a factor went (the app, a passkey): when none is left, the recovery codes go too, and no
   * session of the person counts as having passed a factor any more, so a professional (or a member of
   * a family that requires one) is asked to enrol again at the next request, on every replica.
   */
  async factorRemoved(userId: string): Promise<void> {
    const methods = await this.methodsOf(userId);
    if (methods.includes('totp') || methods.includes('passkey')) return;
    await this.recoveryCodes.delete({ userId });
    await this.sessions.update({ userId }, { verifiedAt: null });
    this.sessionCache.forgetUser(userId);
  }

  /** POST /api/auth/factors/recovery-codes: a new set, only for a person with a factor to recover. */
  async renewRecoveryCodes(userId: string): Promise<string[]> {
    const methods = await this.methodsOf(userId);
    if (!methods.includes('totp') && !methods.includes('passkey'))
      throw new BadRequestException({ message: secondFactorMessages.notEnrolled });
    return this.issueRecoveryCodes(userId);
  }

  /**
   * Checks one answer for `userId`: refused at once while the account's second step is locked; a wrong
   * answer counts toward the lock, and the one that reaches it is answered with the wait; a right one
   * forgets the account's wrong answers.
   */
  private async check(
    userId: string,
    answer: ParsedSecondFactorAnswer,
    now: Date,
    passkeyPurpose: PasskeyAuthenticationPurpose,
    sessionId: string | undefined,
  ): Promise<void> {
    const key = counterKey(userId);
    const series = await this.failures.get(key);
    if (series && series.consumedPoints >= SECOND_FACTOR_MAX_FAILURES && series.msBeforeNext > 0)
      throw locked(series.msBeforeNext);
    try {
      await this.verify(userId, answer, now, passkeyPurpose, sessionId);
    } catch (error) {
      if (!(error instanceof WrongAnswer)) throw error;
      const counted = await this.failures.penalty(key);
      if (counted.consumedPoints >= SECOND_FACTOR_MAX_FAILURES) throw locked(counted.msBeforeNext);
      throw error.refusal;
    }
    if (series) await this.failures.delete(key);
  }

  private async verify(
    userId: string,
    answer: ParsedSecondFactorAnswer,
    now: Date,
    passkeyPurpose: PasskeyAuthenticationPurpose,
    sessionId: string | undefined,
  ): Promise<void> {
    const methods = await this.methodsOf(userId);
    if (!methods.includes(answer.method)) {
      // All recovery codes spent is a wrong recovery code, not a factor missing.
      const spent = answer.method === 'recovery' && methods.length > 0;
      if (!spent) throw fieldError('method', secondFactorMessages.notEnrolled);
    }
    switch (answer.method) {
      case 'totp':
        return this.verifyTotp(userId, answer.code, now);
      case 'recovery':
        return this.spendRecoveryCode(userId, answer.code, now);
      case 'passkey': {
        let passkeyOwner: string;
        try {
          passkeyOwner = await this.passkeys.verifyAuthentication(
            passkeyPurpose,
            userId,
            answer.challengeId,
            answer.response,
            sessionId,
          );
        } catch (error) {
          if (error instanceof HttpException && error.getStatus() === HttpStatus.BAD_REQUEST)
            throw new WrongAnswer(error);
          throw error;
        }
        if (passkeyOwner !== userId)
          throw new WrongAnswer(fieldError('response', secondFactorMessages.passkeyRejected));
        return;
      }
    }
  }

  private async verifyTotp(userId: string, code: string, now: Date): Promise<void> {
    const user = await this.users.findOne({
      where: { id: userId },
      select: { id: true, totpSecret: true, totpLastStep: true },
    });
    if (!user?.totpSecret) throw fieldError('method', secondFactorMessages.notEnrolled);
    const step = await checkTotp(this.secrets.open(user.totpSecret, userId), code, now);
    if (step === null) throw new WrongAnswer(fieldError('code', secondFactorMessages.codeWrong));
    const used = () => fieldError('code', secondFactorMessages.codeUsed);
    if (user.totpLastStep !== null && step <= user.totpLastStep) throw used();
    // Only a step past the last one used moves it: of two replicas given one code, one does.
    const { affected } = await this.users
      .createQueryBuilder()
      .update()
      .set({ totpLastStep: step })
      .where('id = :userId AND totpSecret IS NOT NULL AND (totpLastStep IS NULL OR totpLastStep < :step)', {
        userId,
        step,
      })
      .execute();
    if (!affected) throw used();
  }

  private async spendRecoveryCode(userId: string, code: string, now: Date): Promise<void> {
    const { affected } = await this.recoveryCodes
      .createQueryBuilder()
      .update()
      .set({ usedAt: now })
      .where('userId = :userId AND codeHash = :hash AND usedAt IS NULL', {
        userId,
        hash: recoveryCodeHash(userId, code),
      })
      .execute();
    if (!affected) throw new WrongAnswer(fieldError('code', secondFactorMessages.recoveryWrong));
  }
}

function locked(msBeforeNext: number): TooManyRequestsException {
  const seconds = retryAfterSeconds(msBeforeNext);
  return new TooManyRequestsException(secondFactorMessages.locked(Math.ceil(seconds / 60)), seconds);
}
