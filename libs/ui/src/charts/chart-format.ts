// Pure formatting for the charts: axis ticks in compact money and dates, the hovered point's label,
// and theme colours for the canvas (which cannot read CSS variables itself).

import { madeOnFirstUse } from '@heirloom/contracts';

const DAY_SECONDS = 86_400;

/** uPlot's x values: seconds since the epoch at the day's UTC midnight. */
export function dayToSeconds(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`) / 1000;
}

const monthDayFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }),
);
const monthYearFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      year: '2-digit',
      timeZone: 'UTC',
    }),
);

/** "Nov 23, 2026" for "2026-11-23": the one day format of libs/ui, re-exported for the charts' imports. */
export { formatDay } from '@heirloom/ui/base';

/**
 * Date ticks of the x axis (seconds): "Nov 23" within about half a year, "Nov '26" (month and year)
 * beyond, so long ranges never repeat a label for different years.
 */
export function formatDateTicks(splits: readonly number[]): string[] {
  const span = splits.length > 1 ? (splits[splits.length - 1]! - splits[0]!) / DAY_SECONDS : 0;
  return splits.map((seconds) => {
    const date = new Date(seconds * 1000);
    if (span <= 190) return monthDayFormat().format(date);
    const parts = monthYearFormat().formatToParts(date);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('month')} '${part('year')}`;
  });
}

const UNITS = [
  { size: 1e12, suffix: 'T' },
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
  { size: 1, suffix: '' },
] as const;

/**
 * Money ticks of the y axis in one compact unit with just the decimals the step between ticks needs:
 * [5_500_000, 5_510_000] -> ["$5.50M", "$5.51M"], [0, 500_000, 1_000_000] -> ["$0", "$0.5M", "$1.0M"].
 */
export function formatMoneyTicks(splits: readonly number[]): string[] {
  const finite = splits.filter(Number.isFinite);
  const largest = Math.max(0, ...finite.map(Math.abs));
  const steps = finite
    .slice(1)
    .map((value, i) => Math.abs(value - finite[i]!))
    .filter((step) => step > 0);
  let index = UNITS.findIndex((u) => largest >= u.size);
  if (index < 0) index = UNITS.length - 1;
  const decimalsFor = (size: number) =>
    steps.length ? Math.max(0, Math.ceil(-Math.log10(Math.min(...steps) / size) - 1e-9)) : 0;
  // A step too fine for two decimals of the unit is told in the next smaller one ("$5,512.5K").
  while (decimalsFor(UNITS[index]!.size) > 2 && index < UNITS.length - 1) index += 1;
  const unit = UNITS[index]!;
  const decimals = Math.min(2, decimalsFor(unit.size));
  const number = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return splits.map((value) => {
    if (!Number.isFinite(value)) return '';
    if (value === 0) return '$0';
    return `${value < 0 ? '-' : ''}$${number.format(Math.abs(value) / unit.size)}${unit.suffix}`;
  });
}

/** "#0b6e4f" (or "#abc") with an alpha, as a canvas colour: "rgb(11 110 79 / 0.25)"; other colours as given. */
export function withAlpha(color: string, alpha: number): string {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return color.trim();
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return `rgb(${r} ${g} ${b} / ${alpha})`;
}
