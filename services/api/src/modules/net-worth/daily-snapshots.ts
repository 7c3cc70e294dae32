// Once a day, just after midnight UTC, every user gets the new day's snapshot, so the history has a
// point for each day even when nothing changed. A timer started with the app: cheap (a few queries
// per 200 users), unref'd, stopped with the app, and driven by an injected clock in tests.
import { calendar, utcDayOf } from '@heirloom/contracts';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { NET_WORTH_CLOCK, type Clock, type ScheduledTask } from './clock';
import { NetWorthRecorder } from './net-worth.recorder';

/** After midnight, so a timer firing a little early still lands on the new day. */
export const RUN_AFTER_MIDNIGHT_MS = 60_000;

/** Milliseconds from `now` until the next daily run (the next UTC midnight, plus the margin). */
export function msUntilNextRun(now: Date): number {
  const midnight = calendar.utcMidnight(calendar.addDays(utcDayOf(now), 1));
  return midnight.getTime() + RUN_AFTER_MIDNIGHT_MS - now.getTime();
}

@Injectable()
export class DailySnapshots implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('NetWorth');
  private pending: ScheduledTask | null = null;
  private stopped = false;

  constructor(
    private readonly recorder: NetWorthRecorder,
    @Inject(NET_WORTH_CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.start();
  }

  onApplicationShutdown(): void {
    this.stop();
  }

  start(): void {
    this.stopped = false;
    this.scheduleNext();
  }

  stop(): void {
    this.stopped = true;
    this.pending?.cancel();
    this.pending = null;
  }

  /** True while a run is scheduled. */
  get scheduled(): boolean {
    return this.pending !== null;
  }

  /** Today's snapshot for everyone, then the next run; a failure waits for tomorrow's run. */
  async run(): Promise<void> {
    this.pending = null;
    try {
      const written = await this.recorder.recordEveryone(utcDayOf(this.clock.now()));
      this.logger.log(`Recorded ${written} daily net-worth snapshot(s)`);
    } catch (error) {
      this.logger.error(`The daily net-worth snapshots failed: ${String(error)}`);
    } finally {
      if (!this.stopped) this.scheduleNext();
    }
  }

  private scheduleNext(): void {
    this.pending?.cancel();
    this.pending = this.clock.schedule(() => void this.run(), msUntilNextRun(this.clock.now()));
  }
}
