// Every counter the services keep to limit someone (failed sign-ins, AI calls per user) is made here,
// on rate-limiter-flexible. Today the counters live in each process's memory; making them shared by
// every replica means giving this one function a store (Redis, MySQL) instead of memory: the callers
// keep the same calls (consume, penalty, block, get, delete).
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export type Counter = RateLimiterAbstract;

export interface CounterOptions {
  /** Names the counter's keys, so counters can share one store. */
  name: string;
  /** How many points `consume` allows per window before it rejects. */
  points: number;
  /** The window, from a key's first point. */
  windowSeconds: number;
}

export function createCounter({ name, points, windowSeconds }: CounterOptions): Counter {
  return new RateLimiterMemory({ keyPrefix: name, points, duration: windowSeconds });
}

/** Whole seconds until a refused caller may try again (at least 1), for the Retry-After header. */
export function retryAfterSeconds(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}

/**
 * Takes one point; answers how long to wait when the window's points are spent. The store's own
 * errors (a lost connection, once counters are shared) are thrown, not taken for a refusal.
 */
export async function takePoint(
  counter: Counter,
  key: string,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  try {
    await counter.consume(key);
    return { allowed: true, retryAfterSeconds: 0 };
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) {
      return { allowed: false, retryAfterSeconds: retryAfterSeconds(refusal.msBeforeNext) };
    }
    throw refusal;
  }
}
