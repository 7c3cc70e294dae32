// SQLite hands decimal columns back as JS numbers (stored as REAL), MySQL/MariaDB as exact strings.
// One transformer makes both answer the same fixed-point string, e.g. "1234.50".
import { toDecimalString } from '@heirloom/contracts';
import type { ColumnOptions, ValueTransformer } from 'typeorm';

export function decimalTransformer(places: number): ValueTransformer {
  const normalise = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? toDecimalString(value, places) : value;
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
