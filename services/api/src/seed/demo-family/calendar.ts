// Calendar arithmetic on UTC days. The demo family is anchored to one day ("today"), never to the
// clock: every relative date is computed from that anchor.

const DAY_MS = 86_400_000;

/** Midnight UTC of the day `date` falls on. */
export function utcDay(date: Date): Date {
  if (Number.isNaN(date.getTime())) throw new RangeError('The demo family needs a valid date');
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** A fixed calendar day, e.g. `day(2017, 3, 9)` for 9 March 2017 (month 1-12). */
export function day(year: number, month: number, dayOfMonth: number): Date {
  return new Date(Date.UTC(year, month - 1, dayOfMonth));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Same day of the month `months` later, clamped to the month's last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/** Whole days from `from` to `to` (both UTC midnights). */
export function daysBetween(from: Date, to: Date): number {
  return Math.round((to.getTime() - from.getTime()) / DAY_MS);
}

/** A timestamp on `date`'s day at hh:mm UTC. */
export function atTime(date: Date, hours: number, minutes: number): Date {
  return new Date(date.getTime() + (hours * 60 + minutes) * 60_000);
}

/** 'YYYY-MM-DD', how date columns store a day. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
