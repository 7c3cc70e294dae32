// At most `limit` AI calls per user in a one-minute window, on the services' one counter factory
// (@heirloom/server createCounter): per process today, shared by replicas once it is given a store.
import { createCounter, takePoint, type Counter } from '@heirloom/server';

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the next call would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

export class CallsPerMinuteLimiter {
  private readonly counter: Counter;

  constructor(limit: number) {
    this.counter = createCounter({ name: 'ai-calls', points: limit, windowSeconds: 60 });
  }

  take(key: string): Promise<RateLimitDecision> {
    return takePoint(this.counter, key);
  }
}
