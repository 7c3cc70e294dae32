import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { backoffSeconds, LOGIN_POLICIES, LoginLimiter, tooManyAttemptsMessage } from './login-limiter';

describe('backoffSeconds', () => {
  const policy = { free: 3, capSeconds: 60, windowSeconds: 3600 };

  it('is free at first, then doubles up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 100].map((n) => backoffSeconds(n, policy))).toEqual([
      0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60,
    ]);
  });
});

describe('LoginLimiter', () => {
  let limiter: LoginLimiter;
  const owner = '203.0.113.7';

  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
    limiter = new LoginLimiter();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const fail = async (times: number, address: string, username = 'demo') => {
    for (let i = 0; i < times; i++) await limiter.recordFailure(address, username);
  };
  /** Waits out whatever the last failure imposed, so the next guess is allowed. */
  const waitOut = async (address: string, username = 'demo') => {
    jest.advanceTimersByTime((await limiter.retryAfter(address, username)) * 1000);
  };

  it('lets a few mistakes pass, then asks for a wait that grows with each failure', async () => {
    const { free } = LOGIN_POLICIES.accountAtAddress;
    await fail(free, owner);
    expect(await limiter.retryAfter(owner, 'demo')).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      await fail(1, owner);
      waits.push(await limiter.retryAfter(owner, 'DEMO'));
      await waitOut(owner);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    expect(await limiter.retryAfter(owner, 'other')).toBe(0);
  });

  it("never makes the owner's usual address wait more than a few minutes", async () => {
    await limiter.recordSuccess(owner, 'demo');
    for (let i = 0; i < 200; i++) {
      await fail(1, owner);
      expect(await limiter.retryAfter(owner, 'demo')).toBeLessThanOrEqual(5 * 60);
      await waitOut(owner);
    }
  });

  it('holds guesses spread over many addresses to a small budget per account', async () => {
    let address = 0;
    const nextAddress = () => `198.51.100.${++address}`;
    // Every guess comes from a fresh address, as a botnet (or a forged header, before the gateway
    // overwrote it) would send them: the account-wide count still grows.
    for (let i = 0; i < LOGIN_POLICIES.account.free; i++) await fail(1, nextAddress());
    expect(await limiter.retryAfter(nextAddress(), 'demo')).toBe(0);
    await fail(1, nextAddress());
    expect(await limiter.retryAfter(nextAddress(), 'demo')).toBe(1);
    // A day of guessing, each as soon as allowed: about a hundred, not thousands.
    let guesses = LOGIN_POLICIES.account.free + 1;
    const end = Date.now() + 24 * 60 * 60 * 1000 - 60_000;
    for (;;) {
      const from = nextAddress();
      await waitOut(from);
      if (Date.now() >= end) break;
      await fail(1, from);
      guesses++;
    }
    expect(guesses).toBeLessThan(130);
  });

  it('does not keep the owner out with guesses from elsewhere: their usual address still signs in', async () => {
    await limiter.recordSuccess(owner, 'demo');
    for (let i = 0; i < 30; i++) await fail(1, `198.51.100.${i + 1}`);
    expect(await limiter.retryAfter('192.0.2.1', 'demo')).toBeGreaterThan(60);
    expect(await limiter.retryAfter(owner, 'demo')).toBe(0);
  });

  it('slows one address guessing across many usernames', async () => {
    for (let i = 0; i < LOGIN_POLICIES.address.free; i++) await fail(1, owner, `user${i}`);
    expect(await limiter.retryAfter(owner, 'fresh')).toBe(0);
    await fail(1, owner, 'one-more');
    expect(await limiter.retryAfter(owner, 'fresh')).toBe(1);
    expect(await limiter.retryAfter('192.0.2.1', 'fresh')).toBe(0);
  });

  it("forgets an address's mistakes on an account after the right password", async () => {
    await fail(LOGIN_POLICIES.accountAtAddress.free, owner);
    await limiter.recordSuccess(owner, 'demo');
    await fail(LOGIN_POLICIES.accountAtAddress.free, owner);
    expect(await limiter.retryAfter(owner, 'demo')).toBe(0);
  });

  it('forgets failures once their window has passed', async () => {
    await fail(LOGIN_POLICIES.accountAtAddress.free + 3, owner);
    jest.advanceTimersByTime(LOGIN_POLICIES.accountAtAddress.windowSeconds * 1000);
    await fail(1, owner);
    expect(await limiter.retryAfter(owner, 'demo')).toBe(0);
  });
});

describe('tooManyAttemptsMessage', () => {
  it('says how long to wait, in words', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many sign-in attempts. Please wait 1 second and try again.');
    expect(tooManyAttemptsMessage(45)).toBe(
      'Too many sign-in attempts. Please wait 45 seconds and try again.',
    );
    expect(tooManyAttemptsMessage(60)).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
    expect(tooManyAttemptsMessage(299)).toBe(
      'Too many sign-in attempts. Please wait 5 minutes and try again.',
    );
  });
});
