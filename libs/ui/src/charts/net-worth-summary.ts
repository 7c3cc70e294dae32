// The chart's text alternative: what a screen-reader user (or anyone) needs from the line in a
// sentence or two. Money arithmetic in exact cents (cents.ts), never floats.
import type { NetWorthPoint, NetWorthRange } from '@heirloom/contracts';
import { fromCents, toCents } from './cents';
import { formatMoney, formatPercent } from '@heirloom/ui/base';
import { formatDay } from './chart-format';

/** The range buttons' labels. */
export const rangeLabels: Record<NetWorthRange, string> = { '1M': '1M', '6M': '6M', '1Y': '1Y', ALL: 'All' };

/** The same ranges in words, for the summary and the buttons' accessible names. */
export const rangeDescriptions: Record<NetWorthRange, string> = {
  '1M': 'the last month',
  '6M': 'the last 6 months',
  '1Y': 'the last year',
  ALL: 'all recorded history',
};

export function describeNetWorthHistory(points: readonly NetWorthPoint[], range: NetWorthRange): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return 'No net worth history yet.';
  if (points.length === 1) return `Net worth on ${formatDay(last.day)}: ${formatMoney(last.netWorth)}.`;
  const start = toCents(first.netWorth);
  const change = toCents(last.netWorth) - start;
  // A ratio for display only; the amounts themselves stay exact.
  const percent =
    start > 0n ? ` (${formatPercent((Number(change) / Number(start)) * 100, 2, { signed: true })})` : '';
  const moved =
    change === 0n
      ? 'unchanged'
      : `${change > 0n ? 'up' : 'down'} ${formatMoney(fromCents(change < 0n ? -change : change))}${percent}`;
  const byValue = points
    .map((point) => ({ point, cents: toCents(point.netWorth) }))
    .sort((a, b) => (a.cents < b.cents ? -1 : a.cents > b.cents ? 1 : 0));
  const low = byValue[0]!.point;
  const high = byValue[byValue.length - 1]!.point;
  return (
    `Net worth over ${rangeDescriptions[range]}: ${formatMoney(first.netWorth)} on ${formatDay(first.day)}, ` +
    `${formatMoney(last.netWorth)} on ${formatDay(last.day)}, ${moved}. ` +
    `Lowest ${formatMoney(low.netWorth)} on ${formatDay(low.day)}; highest ${formatMoney(high.netWorth)} on ${formatDay(high.day)}.`
  );
}
