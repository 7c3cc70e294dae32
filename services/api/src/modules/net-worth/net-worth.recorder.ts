// Writes the snapshots: today's for one user after a change of their figures, and today's for every
// user once a day. An upsert on (userId, day), so writing twice, or from two replicas at once, leaves
// one row holding the latest figures.
import { netWorthPointFields, netWorthPointOf } from '@heirloom/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, MoreThan } from 'typeorm';
import { UserEntity } from '../auth/user.entity';
import { NetWorthService } from './net-worth.service';
import { NetWorthSnapshotEntity } from './net-worth-snapshot.entity';

/** Users per batch of the daily run: one query per figures table and one upsert each. */
const BATCH = 200;

@Injectable()
export class NetWorthRecorder {
  private readonly logger = new Logger('NetWorth');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly netWorth: NetWorthService,
  ) {}

  /** Today's snapshot of one user, from their rows as they stand. */
  async record(userId: string): Promise<void> {
    await this.recordUsers([userId], this.netWorth.today());
  }

  /**
   * As record, for a change already made: a failure is logged, not thrown, since the change itself
   * succeeded; the user's next change or the daily run writes the day's snapshot.
   */
  async recordAfterChange(userId: string): Promise<void> {
    try {
      await this.record(userId);
    } catch (error) {
      this.logger.warn(`Could not record the net-worth snapshot after a change: ${String(error)}`);
    }
  }

  /** `day`'s snapshot of every user, a batch at a time; answers how many were written. */
  async recordEveryone(day: string): Promise<number> {
    const users = this.dataSource.getRepository(UserEntity);
    let written = 0;
    for (let after = ''; ;) {
      const batch = await users.find({
        select: { id: true },
        where: { id: MoreThan(after) },
        order: { id: 'ASC' },
        take: BATCH,
      });
      if (!batch.length) return written;
      written += await this.recordUsers(
        batch.map((user) => user.id),
        day,
      );
      after = batch[batch.length - 1]!.id;
    }
  }

  private async recordUsers(userIds: readonly string[], day: string): Promise<number> {
    const figures = await this.netWorth.figuresOf(userIds);
    const now = new Date();
    const rows = userIds.map((userId) => ({
      userId,
      ...netWorthPointOf(day, figures.get(userId)!),
      createdAt: now,
      updatedAt: now,
    }));
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(NetWorthSnapshotEntity)
      .values(rows)
      .orUpdate([...netWorthPointFields, 'updatedAt'], ['userId', 'day'])
      .execute();
    return rows.length;
  }
}
