// Exact arithmetic, readable amounts and calendar maths shared by the checks.
import { calendar } from '@heirloom/contracts';
import Decimal from 'decimal.js';
import type { DataIssue } from './types';

/** A private Decimal constructor: nobody configuring the global one can change the analyst's figures. */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = Decimal;
export type DecValue = Decimal.Value;

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** Two-place money string ("1234.50"); never "-0.00". */
export function money(value: Decimal.Value): string {
  const rounded = new Dec(value).toDecimalPlaces(2);
  return (rounded.isZero() ? rounded.abs() : rounded).toFixed(2);
}

/** A fixed number of places ("12.35"). */
export function fixed(value: Decimal.Value, places: number): string {
  const rounded = new Dec(value).toDecimalPlaces(places);
  return (rounded.isZero() ? rounded.abs() : rounded).toFixed(places);
}

export function sum(values: readonly Decimal.Value[]): Dec {
  return values.reduce<Dec>((total, value) => total.plus(value), new Dec(0));
}

/** Whole dollars as a user reads them: "$1,234,568"; "-$120" for negatives. */
export function dollars(value: Decimal.Value): string {
  const whole = new Dec(value).toDecimalPlaces(0);
  const text = whole
    .abs()
    .toFixed(0)
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole.isNegative() && !whole.isZero() ? `-$${text}` : `$${text}`;
}

/** Dollars and cents: "$1,234.50". */
export function dollarsAndCents(value: Decimal.Value): string {
  const amount = new Dec(value).toDecimalPlaces(2);
  const [whole = '0', cents = '00'] = amount.abs().toFixed(2).split('.');
  const text = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return amount.isNegative() && !amount.isZero() ? `-$${text}.${cents}` : `$${text}.${cents}`;
}

/** A percentage for text: trailing zeros dropped ("7.625%", "25%", "31.4%"). */
export function percentText(value: Decimal.Value): string {
  return `${new Dec(value)
    .toDecimalPlaces(3)
    .toFixed()
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '')}%`;
}

/**
 * Reads a decimal the API sent (a string; tolerates a finite number). Anything else is recorded as a
 * data issue and answers undefined, so one malformed row never poisons a whole check.
 */
export function readDecimal(
  value: unknown,
  issues: DataIssue[],
  where: Omit<DataIssue, 'message'>,
): Dec | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return new Dec(String(value));
  if (typeof value === 'string' && PLAIN_DECIMAL.test(value.trim())) return new Dec(value.trim());
  issues.push({ ...where, message: `not a number: ${JSON.stringify(value)}` });
  return undefined;
}

/** Reads a "YYYY-MM-DD" day (or the day of an ISO timestamp); records an issue otherwise. */
export function readDay(
  value: unknown,
  issues: DataIssue[],
  where: Omit<DataIssue, 'message'>,
): string | undefined {
  const day = parseDay(value);
  if (day === undefined) issues.push({ ...where, message: `not a date: ${JSON.stringify(value)}` });
  return day;
}

export function parseDay(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const day = value.trim().slice(0, 10);
  return calendar.isCalendarDay(day) ? day : undefined;
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => calendar.daysBetween(from, to);

/** Whole years from `from` to `to`, as birthdays count them. */
export function wholeYearsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
}

/** The same day `years` earlier, clamped to the month's end (Feb 29 -> Feb 28). */
export function yearsBefore(day: string, years: number): string {
  return calendar.addYears(day, -years);
}
