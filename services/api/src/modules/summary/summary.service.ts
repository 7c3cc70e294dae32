// The family in one call: the dashboard's summary and the AI service's snapshot, both from FamilyLoader
// and the one figures function, so a page and the chat never read two different net worths.
import { createHash } from 'node:crypto';
import { accessAreas, type AreaLevels, type FamilySnapshot, type FamilySummary } from '@heirloom/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { API_CONFIG } from '../../config/api-config.token';
import type { ApiConfig } from '../../config/api.config';
import { FamilyCache, familyVersion } from '../../database/family-version';
import { HoldingsService } from '../holdings/holdings.service';
import { TransactionReportsService } from '../transactions/transaction-reports.service';
import { FamilyLoader, type FamilyList } from './family-loader';
import { familySummary, figuresOf, SUMMARY_LISTS } from './family-summary';

/** Every list the AI service reads. */
const SNAPSHOT_LISTS = [
  'accounts',
  'holdings',
  'budgets',
  'properties',
  'mortgages',
  'insurance',
  'estateDocuments',
  'beneficiaries',
  'taxDocuments',
  'professionals',
  'privatePlacements',
  'businesses',
  'k1Documents',
  'recommendations',
] as const satisfies readonly FamilyList[];

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Changes when the snapshot's shape or meaning changes, so no reader keeps one of the old kind. */
const SNAPSHOT_REVISION = 1;

@Injectable()
export class SummaryService {
  /**
   * The summaries this replica computed last (SUMMARY_CACHE_FAMILIES): the dashboard asks for its
   * summary on every visit, and a family's summary changes only when the family does.
   */
  private readonly summaries: FamilyCache<FamilySummary>;

  constructor(
    private readonly loader: FamilyLoader,
    private readonly transactions: TransactionReportsService,
    private readonly holdings: HoldingsService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(API_CONFIG) config: Pick<ApiConfig, 'summaryCacheFamilies'>,
  ) {
    this.summaries = new FamilyCache(dataSource, config.summaryCacheFamilies);
  }

  /**
   * The dashboard's summary. While the family is unchanged (its version, read from one row) the day's
   * summary this replica computed last is answered again: the eleven tables are read after a change.
   */
  async summary(userId: string, now: Date = new Date()): Promise<FamilySummary> {
    const asOf = isoDay(now);
    return this.summaries.get(userId, asOf, async () => {
      const [lists, holdings] = await Promise.all([
        this.loader.load(userId, SUMMARY_LISTS),
        this.holdings.totals(userId),
      ]);
      return familySummary({ ...lists, holdings }, asOf);
    });
  }

  /**
   * The snapshot's entity tag: the user's family version (moved by triggers on every table it reads,
   * migration FamilyVersions), the day its year of spending ends on and, for a professional, the areas
   * it was cut to (the household's tag is as it always was). Read before the snapshot, so a write
   * landing in between gives a newer snapshot under the older tag, never the reverse.
   */
  async snapshotTag(
    userId: string,
    now: Date = new Date(),
    areas: AreaLevels | null = null,
  ): Promise<string> {
    const version = (await familyVersion(this.dataSource, userId)) ?? 0;
    return `"${SNAPSHOT_REVISION}.${userId}.${version}.${isoDay(now)}${areas === null ? '' : `.${areasTag(areas)}`}"`;
  }

  /** Every list whole, the figures, and the transactions of the 365 days up to today summed. */
  async snapshot(userId: string, now: Date = new Date()): Promise<FamilySnapshot> {
    const asOf = isoDay(now);
    const [lists, spending] = await Promise.all([
      this.loader.load(userId, SNAPSHOT_LISTS),
      this.transactions.summary(userId, { from: null, to: asOf }, now),
    ]);
    return { asOf, figures: figuresOf(lists), ...lists, spending };
  }
}

/** A short digest of granted areas, the same whatever order the grant lists them in. */
function areasTag(areas: AreaLevels): string {
  const granted = accessAreas.filter((area) => areas[area]).map((area) => `${area}=${areas[area]}`);
  return createHash('sha256').update(granted.join(',')).digest('base64url').slice(0, 16);
}
