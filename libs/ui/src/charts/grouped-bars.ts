// What GroupedBarChart draws: per group (a year, say) one bar per series, each bar's height a share of
// the largest amount shown. Amounts are two-place decimal strings, compared in exact cents.
import { toCents } from './cents';

export interface BarGroupInput {
  /** The group's label under its bars ("2024"). */
  label: string;
  /** Per series key, its amount as a decimal string; null when the group has none. */
  values: Readonly<Record<string, string | null>>;
}

export interface Bar {
  key: string;
  amount: string | null;
  /** 0-100, for drawing: a negative or missing amount draws no bar. */
  height: number;
}

export interface BarGroup {
  label: string;
  bars: Bar[];
}

export function groupedBars(groups: readonly BarGroupInput[], seriesKeys: readonly string[]): BarGroup[] {
  const positive = (amount: string | null) => {
    if (amount === null) return 0n;
    const cents = toCents(amount);
    return cents > 0n ? cents : 0n;
  };
  let max = 0n;
  for (const group of groups)
    for (const key of seriesKeys) {
      const cents = positive(group.values[key] ?? null);
      if (cents > max) max = cents;
    }
  return groups.map((group) => ({
    label: group.label,
    bars: seriesKeys.map((key) => {
      const amount = group.values[key] ?? null;
      // Per mille in BigInt, then a number: exact enough for drawing, never a float sum.
      const height = max === 0n ? 0 : Number((positive(amount) * 1000n) / max) / 10;
      return { key, amount, height };
    }),
  }));
}
