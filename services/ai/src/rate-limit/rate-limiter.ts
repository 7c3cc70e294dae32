// At most `limit` AI calls (chat, review, generate) per user in a one-minute window, counted where
// every AI replica sees the same count:
// - in Redis when REDIS_URL is set (CallsPerMinuteLimiter on that store);
// - else by the API, in its database: ApiCallQuota spends one call through POST /api/limits/ai with
//   the caller's own session (this service has no database of its own).
// CallsPerMinuteLimiter with no store counts in this process's memory (unit tests).
import {
  closeCounterStore,
  createCounter,
  MEMORY_STORE,
  takePoint,
  type Counter,
  type CounterStore,
} from '@heirloom/server';
import type { UserApi } from '../data/api-client';

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the next call would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

/** Spends one of a user's AI calls for this minute. */
export abstract class AiCallLimiter {
  /** `api`: the API on behalf of that same user (their session), for a limiter that counts there. */
  abstract take(userId: string, api: () => UserApi): Promise<RateLimitDecision>;

  /** Lets go of what the limiter holds open (a Redis client), when the app stops. */
  async close(): Promise<void> {}
}

export class CallsPerMinuteLimiter extends AiCallLimiter {
  private readonly counter: Counter;

  constructor(
    limit: number,
    private readonly store: CounterStore = MEMORY_STORE,
  ) {
    super();
    this.counter = createCounter({ name: 'ai-calls', points: limit, windowSeconds: 60, store });
  }

  take(key: string): Promise<RateLimitDecision> {
    return takePoint(this.counter, key);
  }

  override close(): Promise<void> {
    return closeCounterStore(this.store);
  }
}

export class ApiCallQuota extends AiCallLimiter {
  constructor(private readonly callsPerMinute: number) {
    super();
  }

  /** 204: allowed. A 429 from the API is thrown on as it is (TooManyRequestsException, its Retry-After). */
  async take(_userId: string, api: () => UserApi): Promise<RateLimitDecision> {
    await api().post<void>('/limits/ai', { callsPerMinute: this.callsPerMinute });
    return { allowed: true, retryAfterSeconds: 0 };
  }
}
