// At most `limit` tasks at once; the rest wait their turn. The AI service puts every call to the API
// through one of these. Without a bound a burst of replies opened a connection per read and the API served
// them in no useful order, so the first replies of a burst waited seconds behind later ones (see
// docs/benchmarks.md, The AI service). Fair between users: each user's tasks keep their arrival order, and
// a freed slot goes to the waiting user with the fewest tasks running (the longest waiting among equals),
// so one family's burst of questions never holds another family's reply behind all of it.

interface Waiting {
  key: string;
  start: () => void;
}

export class FairLimiter {
  private active = 0;
  /** Waiting tasks per user, users in the order they began waiting. */
  private readonly queues = new Map<string, Waiting[]>();
  private readonly runningByKey = new Map<string, number>();
  private waitingCount = 0;

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a positive whole number');
  }

  /** Tasks running now. */
  get running(): number {
    return this.active;
  }

  /** Tasks waiting for a slot. */
  get queued(): number {
    return this.waitingCount;
  }

  /**
   * Runs `task` when a slot is free and it is `key`'s turn (one key per user; tasks without a key share
   * one, first come first served). If `signal` aborts while the task is still waiting, it leaves the
   * queue and the promise rejects with the signal's reason; a task already running is not interrupted
   * here (pass the same signal to the task for that).
   */
  async run<T>(task: () => Promise<T>, signal?: AbortSignal, key = ''): Promise<T> {
    await this.acquire(key, signal);
    try {
      return await task();
    } finally {
      this.release(key);
    }
  }

  private acquire(key: string, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.active < this.limit) {
      this.started(key);
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiting: Waiting = {
        key,
        start: () => {
          signal?.removeEventListener('abort', abandon);
          resolve();
        },
      };
      const abandon = () => {
        const queue = this.queues.get(key) ?? [];
        const index = queue.indexOf(waiting);
        if (index >= 0) {
          queue.splice(index, 1);
          this.waitingCount--;
          if (queue.length === 0) this.queues.delete(key);
        }
        reject(signal?.reason);
      };
      const queue = this.queues.get(key);
      if (queue) queue.push(waiting);
      else this.queues.set(key, [waiting]);
      this.waitingCount++;
      signal?.addEventListener('abort', abandon, { once: true });
    });
  }

  private started(key: string): void {
    this.active++;
    this.runningByKey.set(key, (this.runningByKey.get(key) ?? 0) + 1);
  }

  private release(key: string): void {
    this.active--;
    const left = (this.runningByKey.get(key) ?? 1) - 1;
    if (left > 0) this.runningByKey.set(key, left);
    else this.runningByKey.delete(key);
    const next = this.nextInLine();
    if (next) {
      this.started(next.key);
      next.start();
    }
  }

  /** The first task of the waiting user with the fewest tasks running; among equals, who waited longest. */
  private nextInLine(): Waiting | undefined {
    let chosen: string | undefined;
    let fewest = Number.POSITIVE_INFINITY;
    for (const key of this.queues.keys()) {
      const running = this.runningByKey.get(key) ?? 0;
      if (running < fewest) [chosen, fewest] = [key, running];
      if (running === 0) break;
    }
    if (chosen === undefined) return undefined;
    const queue = this.queues.get(chosen)!;
    const next = queue.shift()!;
    this.waitingCount--;
    // Served: this user goes to the back of the line behind the others waiting.
    this.queues.delete(chosen);
    if (queue.length > 0) this.queues.set(chosen, queue);
    return next;
  }
}
