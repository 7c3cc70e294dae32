// Money and percentages travel as decimal strings ("1234.56"). Arithmetic on them goes through
// decimal.js so sums and comparisons never pick up binary-float error.
import Decimal from 'decimal.js';

/** A private Decimal constructor: callers elsewhere may configure the global one differently. */
const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export type DecimalLike = string | number;

/** Plain decimal notation only: no exponents, hex, thousands separators or stray signs. */
const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;

/** True for a finite number or a string in plain decimal notation ("-12", "3.50"). */
export function isDecimalLike(value: unknown): value is DecimalLike {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && DECIMAL_PATTERN.test(value.trim());
}

function toExact(value: DecimalLike): Decimal {
  if (!isDecimalLike(value)) throw new TypeError(`Not a decimal value: ${String(value)}`);
  // String(number) keeps the shortest round-trip form, so 0.1 stays 0.1, not 0.1000000000000000055...
  return new Exact(typeof value === 'number' ? String(value) : value.trim());
}

/** Significant digits after the decimal point ("1.250" -> 2, 12 -> 0). */
export function decimalPlaces(value: DecimalLike): number {
  return toExact(value).decimalPlaces();
}

/** Fixed-point string with `places` decimals, rounded half away from zero; never "-0.00". */
export function toDecimalString(value: DecimalLike, places: number): string {
  const rounded = toExact(value).toDecimalPlaces(places);
  return (rounded.isZero() ? rounded.abs() : rounded).toFixed(places);
}

/** Two-place money string: 1234.5 -> "1234.50". */
export function toMoneyString(value: DecimalLike): string {
  return toDecimalString(value, 2);
}

/** Exact sum of money values, as a two-place string ("0.00" for an empty list). */
export function sumMoney(values: readonly DecimalLike[]): string {
  const total = values.reduce<Decimal>((sum, value) => sum.plus(toExact(value)), new Exact(0));
  return toMoneyString(total.toFixed());
}

/** -1, 0 or 1 as a is less than, equal to or greater than b; usable as a sort comparator. */
export function compareMoney(a: DecimalLike, b: DecimalLike): -1 | 0 | 1 {
  return toExact(a).comparedTo(toExact(b)) as -1 | 0 | 1;
}

/** Unrealised return in percent with two places: (value - cost) / cost * 100; "0.00" at zero cost. */
export function returnPercent(costBasis: DecimalLike, currentValue: DecimalLike): string {
  const cost = toExact(costBasis);
  if (cost.isZero()) return '0.00';
  return toDecimalString(toExact(currentValue).minus(cost).dividedBy(cost).times(100).toFixed(), 2);
}
