// Each user's AI calls in the current minute, counted in the API's store so that every AI replica
// spends from the same count: the AI service, which has no database, spends one through
// POST /api/limits/ai with the caller's own session before each chat, review or generate. The quota's
// size is the AI's (AI_CHAT_RATE_LIMIT), sent with each call: the count is one per user whatever the
// size, and a user calling the route directly can only add to their own count.
import { createCounter, retryAfterSeconds, type Counter, type CounterStore } from '@heirloom/server';
import { Inject, Injectable } from '@nestjs/common';
import { COUNTER_STORE } from './counter-store';

@Injectable()
export class AiQuota {
  private readonly counter: Counter;

  constructor(@Inject(COUNTER_STORE) store: CounterStore) {
    this.counter = createCounter({
      name: 'ai-calls',
      points: Number.MAX_SAFE_INTEGER,
      windowSeconds: 60,
      store,
    });
  }

  async take(
    userId: string,
    callsPerMinute: number,
  ): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const { consumedPoints, msBeforeNext } = await this.counter.penalty(userId);
    return consumedPoints <= callsPerMinute
      ? { allowed: true, retryAfterSeconds: 0 }
      : { allowed: false, retryAfterSeconds: retryAfterSeconds(msBeforeNext) };
  }
}
