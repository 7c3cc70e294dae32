// Each user's import work in the current minute, counted in the API's store (every replica spends from
// the same count), like the AI quota. An import reads its whole file on upload, on every change of
// mapping or answer, and on commit: each read costs the file's size (at least 64 KB, so a flood of tiny
// files counts too), and a user may read IMPORT_BYTES_PER_MINUTE a minute: three 20 MB files, or a
// thousand small ones. Past it the call answers 429 with Retry-After and reads nothing.
import { importMessages, MAX_IMPORT_BYTES } from '@heirloom/contracts';
import {
  createCounter,
  retryAfterSeconds,
  TooManyRequestsException,
  type Counter,
  type CounterStore,
} from '@heirloom/server';
import { Inject, Injectable } from '@nestjs/common';
import { COUNTER_STORE } from './counter-store';

export const IMPORT_BYTES_PER_MINUTE = 3 * MAX_IMPORT_BYTES;
/** What the smallest read costs. */
export const IMPORT_MIN_COST = 64 * 1024;

@Injectable()
export class ImportQuota {
  private readonly counter: Counter;

  constructor(@Inject(COUNTER_STORE) store: CounterStore) {
    this.counter = createCounter({
      name: 'import-bytes',
      points: Number.MAX_SAFE_INTEGER,
      windowSeconds: 60,
      store,
    });
  }

  /** Spends one read of a file of `bytes`; throws 429 when the minute's reading is spent. */
  async spend(userId: string, bytes: number): Promise<void> {
    const cost = Math.max(IMPORT_MIN_COST, bytes);
    const { consumedPoints, msBeforeNext } = await this.counter.penalty(userId, cost);
    if (consumedPoints > IMPORT_BYTES_PER_MINUTE) {
      // Refused work is not counted: a user who waits gets the whole budget back.
      await this.counter.reward(userId, cost);
      throw new TooManyRequestsException(importMessages.tooManyImports, retryAfterSeconds(msBeforeNext));
    }
  }
}
