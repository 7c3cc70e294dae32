// Calendar arithmetic on days, string in and string out, for the pages, the services and the seed alike
// (as actual's loot-core/src/shared/months.ts). A day is "YYYY-MM-DD", a month "YYYY-MM": calendar
// values with no time of day and no zone, so adding a day is always one day whatever the clock's zone
// or its daylight-saving changes. Instants enter through utcDayOf (the UTC day of a timestamp, how the
// database keeps days) or localDayOf (the user's own calendar day) and leave through utcMidnight.
// date-fns does the counting on local-calendar Dates that never leave this file.
import {
  addDays as addDaysTo,
  addMonths as addMonthsTo,
  addYears as addYearsTo,
  differenceInCalendarDays,
  endOfMonth as endOfMonthOf,
  isValid,
  parseISO,
  startOfWeek,
} from 'date-fns';

/** "YYYY-MM-DD". */
export type Day = string;
/** "YYYY-MM". */
export type Month = string;

const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** The day as a local Date at midnight, for date-fns; throws for anything but a real calendar day. */
function toDate(day: Day): Date {
  const date = DAY_SHAPE.test(day) ? parseISO(day) : new Date(Number.NaN);
  if (!isValid(date)) throw new RangeError(`Not a calendar day: "${day}"`);
  return date;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** The local Date's day. (Not date-fns' format: that brings its locale into the chart's first chunk.) */
const toDay = (date: Date): Day =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;

/** A real calendar day written "YYYY-MM-DD" (2026-02-29 is not one, 2024-02-29 is). */
export function isCalendarDay(text: string): boolean {
  return DAY_SHAPE.test(text) && isValid(parseISO(text));
}

/** The UTC day `instant` falls on. */
export function utcDayOf(instant: Date): Day {
  return instant.toISOString().slice(0, 10);
}

/** Today in UTC, the day the database and the services count in. */
export function utcToday(now: Date = new Date()): Day {
  return utcDayOf(now);
}

/** The calendar day `instant` falls on where the clock is (the user's own day, in a browser). */
export function localDayOf(instant: Date): Day {
  return toDay(instant);
}

/** The instant the day begins in UTC. */
export function utcMidnight(day: Day): Date {
  toDate(day);
  return new Date(`${day}T00:00:00.000Z`);
}

/**
 * The day of year/month/dayOfMonth (month 1-12), either of them past its end or before its start
 * counting on (`calendarDay(2026, 13, 0)` is 2026-12-31), as Date.UTC counts.
 */
export function calendarDay(year: number, month: number, dayOfMonth: number): Day {
  const first = new Date(2000, 0, 1);
  first.setFullYear(year, 0, 1);
  return toDay(addDaysTo(addMonthsTo(first, month - 1), dayOfMonth - 1));
}

export function addDays(day: Day, days: number): Day {
  return toDay(addDaysTo(toDate(day), days));
}

/** The same day of the month `months` later (earlier when negative), clamped to that month's last day. */
export function addMonths(day: Day, months: number): Day {
  return toDay(addMonthsTo(toDate(day), months));
}

/** The same day `years` later (earlier when negative); 29 February becomes the 28th in other years. */
export function addYears(day: Day, years: number): Day {
  return toDay(addYearsTo(toDate(day), years));
}

/** Calendar days from `from` to `to`, negative when `to` is earlier. */
export function daysBetween(from: Day, to: Day): number {
  return differenceInCalendarDays(toDate(to), toDate(from));
}

/** The month a day is in. */
export function monthOfDay(day: Day): Month {
  toDate(day);
  return day.slice(0, 7);
}

/** The first day of the day's month. */
export function startOfMonth(day: Day): Day {
  return `${monthOfDay(day)}-01`;
}

/** The last day of the day's month. */
export function endOfMonth(day: Day): Day {
  return toDay(endOfMonthOf(toDate(day)));
}

/** The first and last day of a month ("2026-02" -> 2026-02-01 and 2026-02-28). */
export function firstDayOf(month: Month): Day {
  return startOfMonth(`${month}-01`);
}
export function lastDayOf(month: Month): Day {
  return endOfMonth(`${month}-01`);
}

/** The month `months` later (earlier when negative), across year ends. */
export function addMonthsToMonth(month: Month, months: number): Month {
  return monthOfDay(addMonths(firstDayOf(month), months));
}

/** The Monday of the day's week (weeks as ISO 8601 counts them, Monday first). */
export function startOfIsoWeek(day: Day): Day {
  return toDay(startOfWeek(toDate(day), { weekStartsOn: 1 }));
}

/** Every day from `from` to `to`, both included, oldest first; none when `to` is earlier. */
export function daysFrom(from: Day, to: Day): Day[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i));
}
