// How the LP measures read on the page (issue 36 §1): money as the API's decimal strings, the
// multiples to two places with an "x" ("1.2345" -> "1.23x", as fund reports print TVPI), the net IRR
// as a percentage to two places ("0.123456" -> "12.35%"), and a dash when a figure has no value
// (nothing paid in yet, or flows that never change sign). Rounding is decimal, half up.
import type { LpMetrics } from '@heirloom/contracts';
import { formatMoney } from '@heirloom/ui';
import Decimal from 'decimal.js';

export const NO_VALUE = '—';

export const formatMultiple = (value: string | null): string =>
  value === null ? NO_VALUE : `${new Decimal(value).toFixed(2, Decimal.ROUND_HALF_UP)}x`;

export function formatIrr(value: string | null): string {
  if (value === null) return NO_VALUE;
  const percent = new Decimal(value).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return `${(percent.isZero() ? percent.abs() : percent).toFixed(2)}%`;
}

export type LpMeasure = 'paidIn' | 'distributed' | 'nav' | 'unfunded' | 'dpi' | 'rvpi' | 'tvpi' | 'irr';

/** The eight measures in the order shown, with their names and what each means (the tiles' hints). */
export const lpMeasures: readonly { key: LpMeasure; label: string; hint: string }[] = [
  { key: 'paidIn', label: 'Paid-in', hint: 'Capital called so far' },
  { key: 'distributed', label: 'Distributed', hint: 'Cash returned so far' },
  { key: 'nav', label: 'NAV', hint: 'Current value' },
  { key: 'unfunded', label: 'Unfunded', hint: 'Commitment not yet called' },
  { key: 'dpi', label: 'DPI', hint: 'Distributed / paid-in' },
  { key: 'rvpi', label: 'RVPI', hint: 'NAV / paid-in' },
  { key: 'tvpi', label: 'TVPI', hint: '(Distributed + NAV) / paid-in' },
  { key: 'irr', label: 'Net IRR', hint: 'XIRR of the flows and NAV' },
];

/** One measure of `metrics` as the page prints it. */
export function measureText(metrics: LpMetrics, key: LpMeasure): string {
  switch (key) {
    case 'dpi':
    case 'rvpi':
    case 'tvpi':
      return formatMultiple(metrics[key]);
    case 'irr':
      return formatIrr(metrics.irr);
    default:
      return formatMoney(metrics[key]);
  }
}
