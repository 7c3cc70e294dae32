// Date ranges of the Transactions page, as calendar days ("YYYY-MM-DD", UTC) the API takes.
import { calendar } from '@heirloom/contracts';

/** The `days` calendar days up to and including `today`. */
export function lastDays(days: number, today: Date = new Date()): { from: string; to: string } {
  const to = calendar.utcDayOf(today);
  return { from: calendar.addDays(to, 1 - days), to };
}

/** True when the string is a real calendar day (the API answers 400 otherwise). */
export const isCalendarDay = (value: string): boolean => calendar.isCalendarDay(value);

/** The filter's range for the API, or the reason it cannot be asked for. */
export function checkRange(from: string, to: string): { from?: string; to?: string; error?: string } {
  if (from && !isCalendarDay(from)) return { error: 'Enter a valid start date' };
  if (to && !isCalendarDay(to)) return { error: 'Enter a valid end date' };
  if (from && to && from > to) return { error: 'The end date cannot be before the start date' };
  return { from: from || undefined, to: to || undefined };
}
