// Calendar arithmetic on UTC days, for the seed's Dates: each is the UTC midnight of a day (or, from
// atTime, a moment on one), counted by the calendar of @heirloom/contracts. The demo family is anchored
// to one day ("today"), never to the clock: every relative date is computed from that anchor.
import { calendar } from '@heirloom/contracts';

const DAY_MS = 86_400_000;

/** Midnight UTC of the day `date` falls on. */
export function utcDay(date: Date): Date {
  if (Number.isNaN(date.getTime())) throw new RangeError('The demo family needs a valid date');
  return calendar.utcMidnight(calendar.utcDayOf(date));
}

/** A fixed calendar day, e.g. `day(2017, 3, 9)` for 9 March 2017 (month 1-12). */
export function day(year: number, month: number, dayOfMonth: number): Date {
  return calendar.utcMidnight(calendar.calendarDay(year, month, dayOfMonth));
}

/** `days` later, at the same time of day: a UTC day is always 24 hours. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Same day of the month `months` later, clamped to the month's last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  return calendar.utcMidnight(calendar.addMonths(isoDay(date), months));
}

/** Whole days from `from` to `to` (both UTC midnights). */
export function daysBetween(from: Date, to: Date): number {
  return calendar.daysBetween(isoDay(from), isoDay(to));
}

/** A timestamp on `date`'s day at hh:mm UTC. */
export function atTime(date: Date, hours: number, minutes: number): Date {
  return new Date(date.getTime() + (hours * 60 + minutes) * 60_000);
}

/** 'YYYY-MM-DD', how date columns store a day. */
export function isoDay(date: Date): string {
  return calendar.utcDayOf(date);
}
