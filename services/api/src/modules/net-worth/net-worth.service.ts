// The figures a snapshot keeps and the history the chart reads. Figures are always familyFigures'
// (libs/contracts), computed from the user's own rows: never re-derived here.
import {
  familyFigures,
  netWorthPointOf,
  rangeStart,
  utcDayOf,
  type FamilyFigures,
  type NetWorthHistory,
  type NetWorthPoint,
  type NetWorthRange,
} from '@heirloom/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, DataSource, In, LessThan, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';
import { BusinessEntity } from '../private-investments/business.entity';
import { PrivatePlacementEntity } from '../private-investments/private-placement.entity';
import { MortgageEntity } from '../real-estate/mortgage.entity';
import { PropertyEntity } from '../real-estate/property.entity';
import { NET_WORTH_CLOCK, type Clock } from './clock';
import { NetWorthSnapshotEntity } from './net-worth-snapshot.entity';

@Injectable()
export class NetWorthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(NET_WORTH_CLOCK) private readonly clock: Clock,
  ) {}

  /** The UTC day it is now ("YYYY-MM-DD"). */
  today(): string {
    return utcDayOf(this.clock.now());
  }

  /** Each user's figures as their rows stand now; a user with no rows gets zeros. */
  async figuresOf(userIds: readonly string[]): Promise<Map<string, FamilyFigures>> {
    const ids = [...userIds];
    // Only the columns the figures read, for every user of the batch in one query per table.
    const [accounts, properties, mortgages, privatePlacements, businesses] = await Promise.all([
      this.rowsOf(AccountEntity, ids, ['accountType', 'balance']),
      this.rowsOf(PropertyEntity, ids, ['currentValue']),
      this.rowsOf(MortgageEntity, ids, ['currentBalance']),
      this.rowsOf(PrivatePlacementEntity, ids, ['currentValue']),
      this.rowsOf(BusinessEntity, ids, ['currentValuation']),
    ]);
    const ofUser = <T extends { userId: string }>(rows: T[], userId: string) =>
      rows.filter((row) => row.userId === userId);
    return new Map(
      ids.map((userId) => [
        userId,
        familyFigures({
          accounts: ofUser(accounts, userId),
          holdings: [],
          properties: ofUser(properties, userId),
          mortgages: ofUser(mortgages, userId),
          privatePlacements: ofUser(privatePlacements, userId),
          businesses: ofUser(businesses, userId),
          insurance: [],
        }),
      ]),
    );
  }

  /** The user's point for today, from their rows as they stand. */
  async todaysPoint(userId: string): Promise<NetWorthPoint> {
    const figures = (await this.figuresOf([userId])).get(userId)!;
    return netWorthPointOf(this.today(), figures);
  }

  /**
   * The user's snapshots in the range, oldest first, ending with today's point computed from the rows
   * as they stand (so the chart's last point always equals the dashboard's figures).
   */
  async history(userId: string, range: NetWorthRange): Promise<NetWorthHistory> {
    const today = this.today();
    const start = rangeStart(range, today);
    const stored = await this.dataSource.getRepository(NetWorthSnapshotEntity).find({
      where: { userId, day: start ? Between(start, today) : LessThan(today) },
      order: { day: 'ASC' },
    });
    const points = [
      ...stored.filter((row) => row.day < today).map((row) => netWorthPointOf(row.day, row)),
      await this.todaysPoint(userId),
    ];
    return { from: start ?? points[0]!.day, to: today, points };
  }

  private rowsOf<E extends ObjectLiteral & { userId: string }>(
    entity: EntityTarget<E>,
    userIds: string[],
    columns: (keyof E & string)[],
  ): Promise<E[]> {
    return this.dataSource.getRepository(entity).find({
      select: Object.fromEntries(['userId', ...columns].map((column) => [column, true])) as never,
      where: { userId: In(userIds) } as never,
    });
  }
}
