// The net-worth chart's ranges and their first day, shared by the API and the chart. No zod here: the
// chart's light wrapper (libs/ui) imports these at first paint, and the schemas stay out of that chunk.
import { addMonths } from './calendar';

/** The chart's ranges, shortest first; 1Y when the query names none. */
export const netWorthRanges = ['1M', '6M', '1Y', 'ALL'] as const;
export type NetWorthRange = (typeof netWorthRanges)[number];
export const DEFAULT_NET_WORTH_RANGE: NetWorthRange = '1Y';

export { utcDayOf } from './calendar';

/**
 * The first day a range shows, ending on `today` ("YYYY-MM-DD"): the same day of the month 1, 6 or 12
 * months back, clamped to that month's last day (31 March - 1M is 28 or 29 February); null for ALL.
 */
export function rangeStart(range: NetWorthRange, today: string): string | null {
  const months = { '1M': 1, '6M': 6, '1Y': 12, ALL: null }[range];
  if (months === null) return null;
  return addMonths(today, -months);
}
