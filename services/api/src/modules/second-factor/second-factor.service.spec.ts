// Sign-in's second step and step-up (issue 32), on the service the auth controller calls: codes in their
// step and one either side, replays, recovery codes, the lockout and its end. The clock is fake (Date
// only: the lockout's counters read it too), so steps and the 15-minute window pass at once.
import { jest } from '@jest/globals';
import {
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_LOCK_MINUTES,
  SECOND_FACTOR_MAX_FAILURES,
  secondFactorMessages,
} from '@heirloom/contracts';
import { TooManyRequestsException, ValidationFailedException, type HttpApp } from '@heirloom/server';
import { HttpException } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { Repository } from 'typeorm';
import { SessionEntity } from '../auth/session.entity';
import { UserEntity } from '../auth/user.entity';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { signedIn, type SignedInPerson } from './second-factor-testing';
import { SecondFactorService, type ParsedSecondFactorAnswer } from './second-factor.service';
import { AuthChallengeEntity } from './second-factor.entities';
import { totpCodeAt } from './totp';

const START = new Date('2026-06-01T08:00:05.000Z');
const STEP = 30_000;
const MINUTE = 60_000;

/** What a refusal says: its status, and its field errors or message. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof HttpException)) throw error;
    const body = error.getResponse() as { message?: string };
    return {
      status: error.getStatus(),
      errors: error instanceof ValidationFailedException ? error.errors : undefined,
      message: body.message,
      retryAfter: error instanceof TooManyRequestsException ? error.retryAfterSeconds : undefined,
    };
  }
  throw new Error('expected a refusal');
}

describe.each(testDatabaseKinds())('the second step on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let factors: SecondFactorService;
  let users: Repository<UserEntity>;
  let sessions: Repository<SessionEntity>;
  let challenges: Repository<AuthChallengeEntity>;
  let now = START;
  const setClock = (at: Date) => {
    now = at;
    jest.setSystemTime(at);
  };
  const later = (ms: number) => setClock(new Date(now.getTime() + ms));

  beforeAll(async () => {
    jest.useFakeTimers({
      now: START,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options, { secondFactorKey: randomBytes(32) });
    factors = app.get(SecondFactorService);
    users = app.get(getRepositoryToken(UserEntity));
    sessions = app.get(getRepositoryToken(SessionEntity));
    challenges = app.get(getRepositoryToken(AuthChallengeEntity));
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    jest.useRealTimers();
  });

  // Each test an hour after the last: no step, pending sign-in or lock carries over.
  beforeEach(() => later(60 * MINUTE));

  let counter = 0;
  /** A person with the authenticator app enabled (confirmed a step ago), and their recovery codes. */
  async function enrolled(): Promise<SignedInPerson & { secret: string; recoveryCodes: string[] }> {
    const person = await signedIn(app, `second.${kind}.${++counter}`);
    const { secret } = (await person.agent.post('/api/auth/factors/totp').expect(200)).body;
    const confirmed = await person.agent
      .post('/api/auth/factors/totp/confirm')
      .send({ code: await totpCodeAt(secret, now) })
      .expect(200);
    later(STEP);
    return { ...person, secret, recoveryCodes: confirmed.body.recoveryCodes };
  }
  const totp = async (secret: string, offsetSteps = 0): Promise<ParsedSecondFactorAnswer> => ({
    method: 'totp',
    code: await totpCodeAt(secret, new Date(now.getTime() + offsetSteps * STEP)),
  });
  const wrongTotp = async (secret: string): Promise<ParsedSecondFactorAnswer> => {
    const right = Number(await totpCodeAt(secret, now));
    // Not the code of any step in the window.
    for (let guess = (right + 1) % 1_000_000; ; guess = (guess + 1) % 1_000_000) {
      const code = String(guess).padStart(6, '0');
      const inWindow = await Promise.all([-1, 0, 1].map((s) => totp(secret, s)));
      if (!inWindow.some((answer) => answer.method === 'totp' && answer.code === code))
        return { method: 'totp', code };
    }
  };

  it('lists the methods of an enrolled person, and none for a person without a factor', async () => {
    const person = await enrolled();
    expect(await factors.methodsOf(person.id)).toEqual(['totp', 'recovery']);
    const plain = await signedIn(app, `plain.${kind}`);
    expect(await factors.methodsOf(plain.id)).toEqual([]);
  });

  it('accepts a code of the step, and one step either side; not two steps back', async () => {
    const person = await enrolled();
    const sign = async (answer: ParsedSecondFactorAnswer) => {
      const { token } = await factors.startPendingSignIn(person.id);
      return factors.completeSignIn(token, answer);
    };
    // Each accepted code is of a later step than the last, as replay protection requires.
    later(4 * STEP);
    expect(await sign(await totp(person.secret, -1))).toBe(person.id);
    expect(await sign(await totp(person.secret, 0))).toBe(person.id);
    expect(await sign(await totp(person.secret, 1))).toBe(person.id);
    later(10 * STEP);
    expect(await refusal(sign(await totp(person.secret, -2)))).toMatchObject({
      status: 400,
      errors: [{ path: 'code', message: secondFactorMessages.codeWrong }],
    });
    expect(await refusal(sign(await totp(person.secret, 2)))).toMatchObject({ status: 400 });
  });

  it('refuses a code already used, and an earlier step once a later one was used', async () => {
    const person = await enrolled();
    const { token } = await factors.startPendingSignIn(person.id);
    const code = await totp(person.secret);
    expect(await factors.completeSignIn(token, code)).toBe(person.id);
    const again = await factors.startPendingSignIn(person.id);
    expect(await refusal(factors.completeSignIn(again.token, code))).toEqual({
      status: 400,
      errors: [{ path: 'code', message: secondFactorMessages.codeUsed }],
      message: 'Validation failed',
      retryAfter: undefined,
    });
    expect(await refusal(factors.completeSignIn(again.token, await totp(person.secret, -1)))).toMatchObject({
      errors: [{ path: 'code', message: secondFactorMessages.codeUsed }],
    });
    // Two replicas given the same new code at once: one accepts.
    const next = await totp(person.secret, 1);
    const other = await factors.startPendingSignIn(person.id);
    const results = await Promise.allSettled([
      factors.completeSignIn(again.token, next),
      factors.completeSignIn(other.token, next),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((await users.findOneByOrFail({ id: person.id })).totpLastStep).toBe(
      Math.floor(now.getTime() / STEP) + 1,
    );
  });

  it('ends the pending sign-in once passed, and refuses an unknown or lapsed one (401)', async () => {
    const person = await enrolled();
    const { token, expiresAt, methods } = await factors.startPendingSignIn(person.id);
    expect(methods).toEqual(['totp', 'recovery']);
    expect(expiresAt.getTime() - now.getTime()).toBe(10 * MINUTE);
    expect(await factors.pendingUser(token)).toBe(person.id);
    expect(await challenges.countBy({ userId: person.id, purpose: 'pending-sign-in' })).toBe(1);
    await factors.completeSignIn(token, await totp(person.secret));
    expect(await factors.pendingUser(token)).toBeUndefined();
    later(STEP);
    const pendingExpired = { status: 401, message: secondFactorMessages.pendingExpired };
    expect(await refusal(factors.completeSignIn(token, await totp(person.secret)))).toMatchObject(
      pendingExpired,
    );
    expect(await refusal(factors.completeSignIn(undefined, await totp(person.secret)))).toMatchObject(
      pendingExpired,
    );
    const lapsing = await factors.startPendingSignIn(person.id);
    later(10 * MINUTE + 1);
    expect(await refusal(factors.completeSignIn(lapsing.token, await totp(person.secret)))).toMatchObject(
      pendingExpired,
    );
  });

  it('refuses a factor that is not enrolled as a field error', async () => {
    const person = await signedIn(app, `nofactor.${kind}`);
    const { token } = await factors.startPendingSignIn(person.id);
    for (const answer of [
      { method: 'totp', code: '123456' },
      { method: 'recovery', code: 'abcde-12345' },
    ] as ParsedSecondFactorAnswer[])
      expect(await refusal(factors.completeSignIn(token, answer))).toMatchObject({
        status: 400,
        errors: [{ path: 'method', message: secondFactorMessages.notEnrolled }],
      });
  });

  it('accepts each recovery code once', async () => {
    const person = await enrolled();
    expect(person.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    const [first, second] = person.recoveryCodes as [string, string];
    const sign = async (code: string) =>
      factors.completeSignIn((await factors.startPendingSignIn(person.id)).token, {
        method: 'recovery',
        code,
      });
    expect(await sign(first)).toBe(person.id);
    expect(await refusal(sign(first))).toMatchObject({
      status: 400,
      errors: [{ path: 'code', message: secondFactorMessages.recoveryWrong }],
    });
    expect(await sign(second)).toBe(person.id);
    expect(await refusal(sign('zzzzz-99999'))).toMatchObject({ status: 400 });
    const { body } = await person.agent.get('/api/auth/factors').expect(200);
    expect(body.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 2);
    // A new set: the old codes stop working.
    const renewed = await person.agent.post('/api/auth/factors/recovery-codes').expect(200);
    expect(await refusal(sign(person.recoveryCodes[2]!))).toMatchObject({ status: 400 });
    expect(await sign(renewed.body.recoveryCodes[0])).toBe(person.id);
  });

  it(`locks the second step after ${SECOND_FACTOR_MAX_FAILURES} wrong answers, saying how long, until the window passes`, async () => {
    const person = await enrolled();
    const { token } = await factors.startPendingSignIn(person.id);
    const locked = {
      status: 429,
      message: secondFactorMessages.locked(SECOND_FACTOR_LOCK_MINUTES),
      retryAfter: SECOND_FACTOR_LOCK_MINUTES * 60,
    };
    for (let i = 1; i < SECOND_FACTOR_MAX_FAILURES; i++) {
      const wrong =
        i % 2 ? await wrongTotp(person.secret) : { method: 'recovery' as const, code: 'zzzzz-00000' };
      expect(await refusal(factors.completeSignIn(token, wrong))).toMatchObject({ status: 400 });
    }
    // The fifth wrong answer locks, and says so.
    expect(await refusal(factors.completeSignIn(token, await wrongTotp(person.secret)))).toMatchObject(
      locked,
    );
    // Even the right code waits; a step-up of the same account too.
    later(5 * MINUTE);
    expect(await refusal(factors.completeSignIn(token, await totp(person.secret)))).toMatchObject({
      status: 429,
      message: secondFactorMessages.locked(10),
      retryAfter: 10 * 60,
    });
    expect(
      await refusal(factors.stepUp(person.id, person.sessionId, await totp(person.secret))),
    ).toMatchObject({
      status: 429,
    });
    // Another account is not locked.
    const other = await enrolled();
    const pendingOther = await factors.startPendingSignIn(other.id);
    expect(await factors.completeSignIn(pendingOther.token, await totp(other.secret))).toBe(other.id);
    // The window since the first wrong answer passes: open again.
    later(10 * MINUTE);
    const fresh = await factors.startPendingSignIn(person.id);
    expect(await factors.completeSignIn(fresh.token, await totp(person.secret))).toBe(person.id);
  });

  it('steps up: a right answer sets the session’s last check, a wrong one changes nothing', async () => {
    const person = await enrolled();
    await sessions.update({ id: person.sessionId }, { verifiedAt: null });
    expect(
      await refusal(factors.stepUp(person.id, person.sessionId, await wrongTotp(person.secret))),
    ).toMatchObject({
      status: 400,
    });
    expect((await sessions.findOneByOrFail({ id: person.sessionId })).verifiedAt).toBeNull();
    await factors.stepUp(person.id, person.sessionId, await totp(person.secret));
    expect((await sessions.findOneByOrFail({ id: person.sessionId })).verifiedAt?.toISOString()).toBe(
      now.toISOString(),
    );
    const { body } = await person.agent.get('/api/auth/factors').expect(200);
    expect(body.verifiedAt).toBe(now.toISOString());
  });
});
