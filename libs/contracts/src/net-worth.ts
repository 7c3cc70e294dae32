// GET /api/net-worth/history: the user's net worth day by day (a snapshot per UTC day, kept by the API
// when figures change and once a day), for the dashboard's chart. The figures of each point are the
// ones familyFigures (figures.ts) gives for that day's rows.
import { z } from 'zod';
import { decimalString, isoDate } from './entities/fields';
import type { FamilyFigures } from './figures';

/** The chart's ranges, shortest first; 1Y when the query names none. */
export const netWorthRanges = ['1M', '6M', '1Y', 'ALL'] as const;
export type NetWorthRange = (typeof netWorthRanges)[number];
export const DEFAULT_NET_WORTH_RANGE: NetWorthRange = '1Y';

/** The figures a snapshot keeps: what the chart draws and its composition needs over time. */
export const netWorthPointFields = [
  'netWorth',
  'liquidAssets',
  'nonLiquidAssets',
  'realEstateEquity',
  'totalLiabilities',
] as const satisfies readonly (keyof FamilyFigures)[];

export const netWorthPointSchema = z
  .object({
    /** The UTC day the figures are for. */
    day: isoDate,
    netWorth: decimalString,
    liquidAssets: decimalString,
    nonLiquidAssets: decimalString,
    realEstateEquity: decimalString,
    totalLiabilities: decimalString,
  })
  .meta({ id: 'NetWorthPoint', description: 'The family figures at the end of one UTC day.' });
export type NetWorthPoint = z.infer<typeof netWorthPointSchema>;

export const netWorthHistorySchema = z
  .object({
    /** First day of the range (for ALL: the oldest point's day). */
    from: isoDate,
    /** Today (UTC); its point is always the last one. */
    to: isoDate,
    /** Oldest first, at most one per day; days without a snapshot are left out. */
    points: z.array(netWorthPointSchema).min(1),
  })
  .meta({ id: 'NetWorthHistory', description: "The session user's net worth over a range of days." });
export type NetWorthHistory = z.infer<typeof netWorthHistorySchema>;

export const netWorthHistoryQuerySchema = z.strictObject({
  range: z
    .preprocess(
      (value) => (value === undefined || value === '' ? DEFAULT_NET_WORTH_RANGE : value),
      z.enum(netWorthRanges, { error: 'Range must be one of 1M, 6M, 1Y, ALL' }),
    )
    .meta({ description: 'The last month, 6 months, year, or every recorded day (default 1Y)' }),
});
export type NetWorthHistoryQuery = z.output<typeof netWorthHistoryQuerySchema>;

/** What a point keeps of a FamilyFigures (a stored snapshot has just these). */
export type NetWorthFigures = Pick<FamilyFigures, (typeof netWorthPointFields)[number]>;

/** The point of `figures` for `day`. */
export function netWorthPointOf(day: string, figures: NetWorthFigures): NetWorthPoint {
  return {
    day,
    netWorth: figures.netWorth,
    liquidAssets: figures.liquidAssets,
    nonLiquidAssets: figures.nonLiquidAssets,
    realEstateEquity: figures.realEstateEquity,
    totalLiabilities: figures.totalLiabilities,
  };
}

/** "YYYY-MM-DD" of the UTC day `date` falls on. */
export function utcDayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The first day a range shows, ending on `today` ("YYYY-MM-DD"): the same day of the month 1, 6 or 12
 * months back, clamped to that month's last day (31 March - 1M is 28 or 29 February); null for ALL.
 */
export function rangeStart(range: NetWorthRange, today: string): string | null {
  const months = { '1M': 1, '6M': 6, '1Y': 12, ALL: null }[range];
  if (months === null) return null;
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return utcDayOf(first);
}
