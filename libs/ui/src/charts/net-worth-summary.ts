// The chart's text alternative: what a screen-reader user (or anyone) needs from the line in a
// sentence or two. Money arithmetic in decimal (libs/contracts), never floats.
import {
  compareMoney,
  returnPercent,
  sumMoney,
  type NetWorthPoint,
  type NetWorthRange,
} from '@heirloom/contracts';
import { formatMoney, formatPercent } from '../format';
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

const negate = (value: string) => (value.startsWith('-') ? value.slice(1) : `-${value}`);

export function describeNetWorthHistory(points: readonly NetWorthPoint[], range: NetWorthRange): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return 'No net worth history yet.';
  if (points.length === 1) return `Net worth on ${formatDay(last.day)}: ${formatMoney(last.netWorth)}.`;
  const change = sumMoney([last.netWorth, negate(first.netWorth)]);
  const direction = compareMoney(change, 0);
  const percent =
    compareMoney(first.netWorth, 0) > 0
      ? ` (${formatPercent(returnPercent(first.netWorth, last.netWorth), 2, { signed: true })})`
      : '';
  const moved =
    direction === 0
      ? 'unchanged'
      : `${direction > 0 ? 'up' : 'down'} ${formatMoney(change.replace('-', ''))}${percent}`;
  const byValue = [...points].sort((a, b) => compareMoney(a.netWorth, b.netWorth));
  const low = byValue[0]!;
  const high = byValue[byValue.length - 1]!;
  return (
    `Net worth over ${rangeDescriptions[range]}: ${formatMoney(first.netWorth)} on ${formatDay(first.day)}, ` +
    `${formatMoney(last.netWorth)} on ${formatDay(last.day)}, ${moved}. ` +
    `Lowest ${formatMoney(low.netWorth)} on ${formatDay(low.day)}; highest ${formatMoney(high.netWorth)} on ${formatDay(high.day)}.`
  );
}
