import { SlidingWindowRateLimiter } from './rate-limiter';

describe('SlidingWindowRateLimiter', () => {
  it('allows `limit` calls in any minute, then says when the next one is allowed', () => {
    const limiter = new SlidingWindowRateLimiter(3);
    const t0 = 1_000_000;
    expect(limiter.take('u1', t0).allowed).toBe(true);
    expect(limiter.take('u1', t0 + 10_000).allowed).toBe(true);
    expect(limiter.take('u1', t0 + 20_000).allowed).toBe(true);
    expect(limiter.take('u1', t0 + 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    // The first call leaves the window after 60 s: one more is allowed, not three.
    expect(limiter.take('u1', t0 + 60_001).allowed).toBe(true);
    expect(limiter.take('u1', t0 + 60_002).allowed).toBe(false);
  });

  it('counts each user on their own', () => {
    const limiter = new SlidingWindowRateLimiter(1);
    expect(limiter.take('u1', 0).allowed).toBe(true);
    expect(limiter.take('u1', 1).allowed).toBe(false);
    expect(limiter.take('u2', 2).allowed).toBe(true);
  });

  it('forgets users who have been idle for a whole window', () => {
    const limiter = new SlidingWindowRateLimiter(5);
    limiter.take('u1', 0);
    limiter.take('u2', 0);
    expect(limiter.size).toBe(2);
    limiter.take('u3', 120_000);
    expect(limiter.size).toBe(1);
  });
});
