// The audit log keeps each entry AUDIT_RETENTION_DAYS (400 by default): older entries are deleted at
// start and then daily, in bounded batches (by the `at` index), so a large backlog never holds one long
// transaction or lock. Nothing else deletes or changes an entry.
import { describeError } from '@heirloom/server';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, Repository } from 'typeorm';
import { API_CONFIG } from '../../config/api-config.token';
import type { ApiConfig } from '../../config/api.config';
import { AuditEntryEntity } from './audit-entry.entity';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Entries deleted per statement. */
export const AUDIT_SWEEP_BATCH = 1_000;

@Injectable()
export class AuditRetention implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Audit');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    @InjectRepository(AuditEntryEntity) private readonly entries: Repository<AuditEntryEntity>,
    @Inject(API_CONFIG) private readonly config: Pick<ApiConfig, 'auditRetentionDays'>,
  ) {}

  onApplicationBootstrap(): void {
    this.start();
    // Daily; never what keeps the process alive.
    this.timer = setInterval(() => this.start(), DAY_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    // A sweep under way ends before the database closes.
    await this.running;
  }

  /** Deletes the entries older than the retention period from `now`; answers how many went. */
  async sweep(now: Date = new Date(), batch: number = AUDIT_SWEEP_BATCH): Promise<number> {
    const before = new Date(now.getTime() - this.config.auditRetentionDays * DAY_MS);
    let deleted = 0;
    while (!this.stopped) {
      const old = await this.entries.find({
        select: { id: true },
        where: { at: LessThan(before) },
        order: { at: 'ASC' },
        take: batch,
      });
      if (!old.length) break;
      await this.entries.delete({ id: In(old.map(({ id }) => id)) });
      deleted += old.length;
      if (old.length < batch) break;
    }
    return deleted;
  }

  private start(): void {
    this.running = this.sweep().then(
      (deleted) => {
        if (deleted) this.logger.log(`Deleted ${deleted} audit entries past the retention period`);
      },
      (error: unknown) => this.logger.warn(`The audit retention sweep failed: ${describeError(error)}`),
    );
  }
}
