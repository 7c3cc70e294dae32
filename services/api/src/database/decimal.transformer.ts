// SQLite hands decimal columns back as JS numbers (stored as REAL), MySQL/MariaDB as exact strings.
// One transformer makes both answer the same fixed-point string, e.g. "1234.50".
import { toDecimalString } from '@heirloom/contracts';
import type { ColumnOptions, ValueTransformer } from 'typeorm';

/** A plain decimal with no more fraction digits than the column keeps: "1234.5", "-20", "0.3". */
const PLAIN = /^-?(0|[1-9]\d*)(?:\.(\d+))?$/;

/**
 * toDecimalString's answer without decimal.js when the value needs no rounding, which is every value a
 * column hands back (a family's 10,000 holdings are 40,000 of them: decimal.js took 250 ms of a
 * GET /api/family). String(number) is the shortest text that reads back as the same double, so for a
 * value stored from a decimal of `places` digits it is that decimal.
 */
function padded(value: string | number, places: number): string | null {
  const text = String(value);
  const match = PLAIN.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > places) return null;
  if (/^-?[0.]+$/.test(text)) return (0).toFixed(places);
  const whole = fraction ? text.slice(0, text.length - fraction.length - 1) : text;
  return places ? `${whole}.${fraction.padEnd(places, '0')}` : whole;
}

export function decimalTransformer(places: number): ValueTransformer {
  const normalise = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number'
      ? (padded(value, places) ?? toDecimalString(value, places))
      : value;
  return {
    // Anything else (null, undefined, a FindOperator) passes through untouched.
    to: normalise,
    from: normalise,
  };
}

interface DecimalColumnOptions {
  nullable?: boolean;
  default?: string;
}

/** A decimal(precision, scale) column read and written as a decimal string. */
export function decimalColumn(
  precision: number,
  scale: number,
  options: DecimalColumnOptions = {},
): ColumnOptions {
  return { type: 'decimal', precision, scale, transformer: decimalTransformer(scale), ...options };
}

/** Money: decimal(15,2), up to 9,999,999,999,999.99, always answered with two places. */
export const moneyColumn = (options: DecimalColumnOptions = {}) => decimalColumn(15, 2, options);

/** Percentages such as ownership or fees: decimal(7,2) covers -99999.99 to 99999.99. */
export const percentColumn = (options: DecimalColumnOptions = {}) => decimalColumn(7, 2, options);
