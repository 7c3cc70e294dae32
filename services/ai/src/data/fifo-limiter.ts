// At most `limit` tasks at once; the rest wait their turn in arrival order. The AI service puts every
// call to the API through one of these. A chat reply used to fire 15 reads at once (one, GET
// /api/family, since), and without a bound a burst of replies opened a connection per read and the API
// served them in no useful order, so the first replies of a burst waited seconds behind later ones
// (see README, Benchmarks). First come, first served keeps a burst in arrival order.

export class FifoLimiter {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a positive whole number');
  }

  /** Tasks running now. */
  get running(): number {
    return this.active;
  }

  /** Tasks waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Runs `task` when a slot is free. If `signal` aborts while the task is still waiting, it leaves the
   * queue and the promise rejects with the signal's reason; a task already running is not interrupted
   * here (pass the same signal to the task for that).
   */
  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquire(signal);
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.active < this.limit) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', abandon);
        resolve();
      };
      const abandon = () => {
        const index = this.waiting.indexOf(start);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(signal?.reason);
      };
      this.waiting.push(start);
      signal?.addEventListener('abort', abandon, { once: true });
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    // The slot passes straight to the next in line, so `active` stays as it is.
    if (next) next();
    else this.active--;
  }
}
