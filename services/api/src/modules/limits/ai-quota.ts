// Each user's AI quota (AI_CHAT_RATE_LIMIT chat, review and generate calls a minute), counted in the
// API's store so that every AI replica spends from the same one: the AI service, which has no database,
// takes a point through POST /api/limits/ai with the caller's own session before each such call.
import { createCounter, takePoint, type Counter, type CounterStore } from '@heirloom/server';
import { Inject, Injectable } from '@nestjs/common';
import { API_CONFIG } from '../../config/api-config.token';
import type { ApiConfig } from '../../config/api.config';
import { COUNTER_STORE } from './counter-store';

@Injectable()
export class AiQuota {
  private readonly counter: Counter;

  constructor(@Inject(COUNTER_STORE) store: CounterStore, @Inject(API_CONFIG) config: ApiConfig) {
    this.counter = createCounter({
      name: 'ai-calls',
      points: config.aiCallsPerMinute,
      windowSeconds: 60,
      store,
    });
  }

  take(userId: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    return takePoint(this.counter, userId);
  }
}
