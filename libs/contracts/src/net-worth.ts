// GET /api/net-worth/history: the user's net worth day by day (a snapshot per UTC day, kept by the API
// when figures change and once a day), for the dashboard's chart. The figures of each point are the
// ones familyFigures (figures.ts) gives for that day's rows.
import { z } from './zod';
import { decimalString, isoDate } from './entities/fields';
import type { FamilyFigures } from './figures';
import { DEFAULT_NET_WORTH_RANGE, netWorthRanges } from './net-worth-range';

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
