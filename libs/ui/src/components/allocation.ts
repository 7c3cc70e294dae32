// Shares of a whole for the allocation bars: which slice is how big. Values are decimal strings
// summed exactly; the percentages are for display, one decimal, and always add up to 100.
import { compareMoney, sumMoney } from '@heirloom/contracts';

export interface AllocationItem {
  key: string;
  label: string;
  /** Money as a decimal string ("1234.56"). */
  value: string;
}

export interface AllocationShare extends AllocationItem {
  /** Percent of the total, one decimal. */
  percent: number;
}

export interface Allocation {
  /** Sum of the positive values, two places. */
  total: string;
  /** Largest first; zero and negative values have no share and are left out. */
  shares: AllocationShare[];
}

export interface AllocationOptions {
  /** Show at most this many rows: the smallest ones beyond it become one 'Other (n)' row. */
  limit?: number;
  otherLabel?: string;
}

const OTHER_KEY = '__other';

export function allocationShares(
  items: readonly AllocationItem[],
  { limit = Infinity, otherLabel = 'Other' }: AllocationOptions = {},
): Allocation {
  const positive = items
    .filter((item) => compareMoney(item.value, 0) > 0)
    .sort((a, b) => compareMoney(b.value, a.value) || a.label.localeCompare(b.label));
  let rows: AllocationItem[] = positive;
  if (positive.length > limit && limit >= 1) {
    const kept = positive.slice(0, limit - 1);
    const rest = positive.slice(limit - 1);
    rows = [
      ...kept,
      {
        key: OTHER_KEY,
        label: `${otherLabel} (${rest.length})`,
        value: sumMoney(rest.map((item) => item.value)),
      },
    ];
  }
  const total = sumMoney(rows.map((row) => row.value));
  const tenths = largestRemainder(
    rows.map((row) => row.value),
    total,
  );
  return { total, shares: rows.map((row, i) => ({ ...row, percent: tenths[i]! / 10 })) };
}

/**
 * Each value's share of `total` in tenths of a percent, rounded so the shares add up to exactly 1000
 * (largest remainder: the rows that lost most to rounding down get the spare tenths).
 */
function largestRemainder(values: readonly string[], total: string): number[] {
  if (values.length === 0) return [];
  const whole = Number(total);
  const raw = values.map((value) => (Number(value) / whole) * 1000);
  const floors = raw.map(Math.floor);
  let spare = 1000 - floors.reduce((a, b) => a + b, 0);
  const byRemainder = raw.map((r, i) => ({ i, rest: r - floors[i]! })).sort((a, b) => b.rest - a.rest);
  for (const { i } of byRemainder) {
    if (spare <= 0) break;
    floors[i]! += 1;
    spare -= 1;
  }
  return floors;
}
