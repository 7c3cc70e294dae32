// Each user's import work in the current minute, counted in the API's store (every replica spends from
// the same count), like the AI quota. An import reads its whole file on upload, on every change of
// mapping or answer, and on commit: each read costs the file's size (at least 64 KB, so a flood of tiny
// files counts too), and a user may read IMPORT_BYTES_PER_MINUTE a minute: three 20 MB files, or a
// thousand small ones. Past it the call answers 429 with Retry-After and reads nothing. Previews and
// commits (the reads that write: a spool file, then up to 100,000 rows) are also counted one by one,
// IMPORT_LIMIT_PER_MINUTE a minute (10), like the chat's per-person limit: a dozen 99,999-row previews
// in a minute are not one family's work.
import { importMessages, MAX_IMPORT_BYTES } from '@heirloom/contracts';
import {
  createCounter,
  retryAfterSeconds,
  TooManyRequestsException,
  type Counter,
  type CounterStore,
} from '@heirloom/server';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { API_CONFIG } from '../../config/api-config.token';
import type { ApiConfig } from '../../config/api.config';
import { COUNTER_STORE } from './counter-store';

export const IMPORT_BYTES_PER_MINUTE = 3 * MAX_IMPORT_BYTES;
/** What the smallest read costs. */
export const IMPORT_MIN_COST = 64 * 1024;
/** Previews and commits a minute when the configuration does not say. */
export const IMPORT_RUNS_PER_MINUTE = 10;

@Injectable()
export class ImportQuota {
  private readonly counter: Counter;
  private readonly runs: Counter;
  private readonly runsPerMinute: number;

  constructor(
    @Inject(COUNTER_STORE) store: CounterStore,
    @Optional() @Inject(API_CONFIG) config?: ApiConfig,
  ) {
    this.counter = createCounter({
      name: 'import-bytes',
      points: Number.MAX_SAFE_INTEGER,
      windowSeconds: 60,
      store,
    });
    this.runs = createCounter({
      name: 'import-runs',
      points: Number.MAX_SAFE_INTEGER,
      windowSeconds: 60,
      store,
    });
    this.runsPerMinute = config?.importRunsPerMinute ?? IMPORT_RUNS_PER_MINUTE;
  }

  /**
   * Spends one read of a file of `bytes` (with `run`: a preview or a commit, counted one by one too);
   * throws 429 when the minute's reading or runs are spent.
   */
  async spend(userId: string, bytes: number, { run = false }: { run?: boolean } = {}): Promise<void> {
    if (run) {
      const { consumedPoints, msBeforeNext } = await this.runs.penalty(userId, 1);
      if (consumedPoints > this.runsPerMinute) {
        await this.runs.reward(userId, 1);
        throw new TooManyRequestsException(importMessages.tooManyImports, retryAfterSeconds(msBeforeNext));
      }
    }
    const cost = Math.max(IMPORT_MIN_COST, bytes);
    const { consumedPoints, msBeforeNext } = await this.counter.penalty(userId, cost);
    if (consumedPoints > IMPORT_BYTES_PER_MINUTE) {
      // Refused work is not counted: a user who waits gets the whole budget back.
      await this.counter.reward(userId, cost);
      if (run) await this.runs.reward(userId, 1);
      throw new TooManyRequestsException(importMessages.tooManyImports, retryAfterSeconds(msBeforeNext));
    }
  }
}
