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
import { DataSource, In, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { API_CONFIG } from '../../config/api-config.token';
import type { ApiConfig } from '../../config/api.config';
import { FamilyCache } from '../../database/family-version';
import { PreparedSelect } from '../../database/prepared-select';
import { AccountEntity } from '../accounts/account.entity';
import { BusinessEntity } from '../private-investments/business.entity';
import { PrivatePlacementEntity } from '../private-investments/private-placement.entity';
import { MortgageEntity } from '../real-estate/mortgage.entity';
import { PropertyEntity } from '../real-estate/property.entity';
import { NET_WORTH_CLOCK, type Clock } from './clock';
import { NetWorthSnapshotEntity } from './net-worth-snapshot.entity';

/** What a stored day gives its point (netWorthPointOf): a year's history reads these of 365 rows. */
const POINT_COLUMNS = [
  'day',
  'netWorth',
  'liquidAssets',
  'nonLiquidAssets',
  'realEstateEquity',
  'totalLiabilities',
] as const satisfies readonly (keyof NetWorthSnapshotEntity)[];

@Injectable()
export class NetWorthService {
  /** Today's point of each family while it is unchanged (SUMMARY_CACHE_FAMILIES, as the summary's). */
  private readonly todaysPoints: FamilyCache<NetWorthPoint>;
  /** The stored days of a range, and of all time (no start). */
  private readonly storedSince: PreparedSelect<NetWorthSnapshotEntity>;
  private readonly storedAll: PreparedSelect<NetWorthSnapshotEntity>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(NET_WORTH_CLOCK) private readonly clock: Clock,
    @Inject(API_CONFIG) config: Pick<ApiConfig, 'summaryCacheFamilies'>,
  ) {
    this.todaysPoints = new FamilyCache(dataSource, config.summaryCacheFamilies);
    const stored = (since: boolean) =>
      new PreparedSelect(
        dataSource,
        NetWorthSnapshotEntity,
        (builder) =>
          builder
            .where('e.userId = :userId')
            .andWhere(since ? 'e.day >= :start AND e.day < :today' : 'e.day < :today')
            .orderBy('e.day', 'ASC'),
        { columns: POINT_COLUMNS },
      );
    this.storedSince = stored(true);
    this.storedAll = stored(false);
  }

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

  /** The user's point for today, from their rows as they stand (kept while they stand). */
  async todaysPoint(userId: string): Promise<NetWorthPoint> {
    const today = this.today();
    return this.todaysPoints.get(userId, today, async () =>
      netWorthPointOf(today, (await this.figuresOf([userId])).get(userId)!),
    );
  }

  /**
   * The user's snapshots in the range, oldest first, ending with today's point computed from the rows
   * as they stand (so the chart's last point always equals the dashboard's figures).
   */
  async history(userId: string, range: NetWorthRange): Promise<NetWorthHistory> {
    const today = this.today();
    const start = rangeStart(range, today);
    const [stored, todays] = await Promise.all([
      start ? this.storedSince.rows({ userId, start, today }) : this.storedAll.rows({ userId, today }),
      this.todaysPoint(userId),
    ]);
    const points = [...stored.map((row) => netWorthPointOf(row.day, row)), todays];
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
