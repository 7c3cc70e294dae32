// Date ranges of the Transactions page, as calendar days ("YYYY-MM-DD", UTC) the API takes.
import { utcDayOf } from '@heirloom/contracts';

const DAY_MS = 86_400_000;

/** The `days` calendar days up to and including `today`. */
export function lastDays(days: number, today: Date = new Date()): { from: string; to: string } {
  return { from: utcDayOf(new Date(today.getTime() - (days - 1) * DAY_MS)), to: utcDayOf(today) };
}

/** True when the string is a real calendar day (the API answers 400 otherwise). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && utcDayOf(date) === value;
}

/** The filter's range for the API, or the reason it cannot be asked for. */
export function checkRange(from: string, to: string): { from?: string; to?: string; error?: string } {
  if (from && !isCalendarDay(from)) return { error: 'Enter a valid start date' };
  if (to && !isCalendarDay(to)) return { error: 'Enter a valid end date' };
  if (from && to && from > to) return { error: 'The end date cannot be before the start date' };
  return { from: from || undefined, to: to || undefined };
}
