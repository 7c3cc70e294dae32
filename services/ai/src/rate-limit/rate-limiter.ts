// A sliding one-minute window per key: at most `limit` calls in any 60 seconds. Kept in memory, so with
// several replicas each one counts on its own (the limit is per replica).

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the next call would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

export class SlidingWindowRateLimiter {
  /** Per key, the times (ms) of the calls still inside the window, oldest first. */
  private readonly calls = new Map<string, number[]>();
  private sweepAt = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  take(key: string, now = Date.now()): RateLimitDecision {
    this.sweep(now);
    const since = now - this.windowMs;
    const times = (this.calls.get(key) ?? []).filter((t) => t > since);
    if (times.length >= this.limit) {
      this.calls.set(key, times);
      const retryAfterMs = times[0]! + this.windowMs - now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    }
    times.push(now);
    this.calls.set(key, times);
    return { allowed: true, retryAfterSeconds: 0 };
  }

  /** Keys being tracked (for tests and to see that idle users are forgotten). */
  get size(): number {
    return this.calls.size;
  }

  /** Once per window, forgets users with no call inside it, so memory follows active users only. */
  private sweep(now: number): void {
    if (now < this.sweepAt) return;
    this.sweepAt = now + this.windowMs;
    const since = now - this.windowMs;
    for (const [key, times] of this.calls) if (!times.some((t) => t > since)) this.calls.delete(key);
  }
}
