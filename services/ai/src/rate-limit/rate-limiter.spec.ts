import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { CallsPerMinuteLimiter } from './rate-limiter';

describe('CallsPerMinuteLimiter', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('allows `limit` calls in a minute, then says when the next one is allowed', async () => {
    const limiter = new CallsPerMinuteLimiter(3);
    expect((await limiter.take('u1')).allowed).toBe(true);
    jest.advanceTimersByTime(10_000);
    expect((await limiter.take('u1')).allowed).toBe(true);
    jest.advanceTimersByTime(10_000);
    expect((await limiter.take('u1')).allowed).toBe(true);
    jest.advanceTimersByTime(10_000);
    expect(await limiter.take('u1')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    // The minute that began with the first call is over: calls are allowed again.
    jest.advanceTimersByTime(30_001);
    expect((await limiter.take('u1')).allowed).toBe(true);
  });

  it('counts each user on their own', async () => {
    const limiter = new CallsPerMinuteLimiter(1);
    expect((await limiter.take('u1')).allowed).toBe(true);
    expect((await limiter.take('u1')).allowed).toBe(false);
    expect((await limiter.take('u2')).allowed).toBe(true);
  });
});
