// Time for the net-worth snapshots, injectable so tests can name the day and fire the daily run.

export interface ScheduledTask {
  cancel(): void;
}

export interface Clock {
  now(): Date;
  /** Runs `task` once after `delayMs`; the pending task never keeps the process alive. */
  schedule(task: () => void, delayMs: number): ScheduledTask;
}

export const NET_WORTH_CLOCK = Symbol('NET_WORTH_CLOCK');

export const systemClock: Clock = {
  now: () => new Date(),
  schedule(task, delayMs) {
    const timer = setTimeout(task, delayMs);
    // A pending snapshot run is no reason to keep a stopping API (or a test run) alive.
    timer.unref();
    return { cancel: () => clearTimeout(timer) };
  },
};
