import {
  LOGIN_WINDOW_MS,
  LoginLimiter,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
} from './login-limiter';

describe('LoginLimiter', () => {
  let now: number;
  let limiter: LoginLimiter;

  beforeEach(() => {
    now = 1_000_000;
    limiter = new LoginLimiter(() => now);
  });

  const fail = (times: number, address = '10.0.0.1', username = 'demo') => {
    for (let i = 0; i < times; i++) limiter.recordFailure(address, username);
  };

  it('blocks an account from an address after too many failures, for one window', () => {
    fail(MAX_FAILURES_PER_ACCOUNT - 1);
    expect(limiter.isBlocked('10.0.0.1', 'demo')).toBe(false);
    fail(1);
    expect(limiter.isBlocked('10.0.0.1', 'DEMO')).toBe(true);
    expect(limiter.isBlocked('10.0.0.2', 'demo')).toBe(false);
    expect(limiter.isBlocked('10.0.0.1', 'other')).toBe(false);
    now += LOGIN_WINDOW_MS;
    expect(limiter.isBlocked('10.0.0.1', 'demo')).toBe(false);
  });

  it('blocks an address guessing across many usernames', () => {
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) fail(1, '10.0.0.9', `user${i}`);
    expect(limiter.isBlocked('10.0.0.9', 'fresh')).toBe(true);
  });

  it("forgets an account's failures after a right password", () => {
    fail(MAX_FAILURES_PER_ACCOUNT - 1);
    limiter.recordSuccess('10.0.0.1', 'demo');
    fail(MAX_FAILURES_PER_ACCOUNT - 1);
    expect(limiter.isBlocked('10.0.0.1', 'demo')).toBe(false);
  });
});
