// The Budget page shows one month at a time. Months are { month: 1..12, year }, as budgets store them;
// the shown month travels in the URL (?month=2026-11) so a reload or a shared link keeps it.
import { calendar } from '@heirloom/contracts';

export interface BudgetMonth {
  /** 1 (January) to 12. */
  month: number;
  year: number;
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthNameFormat = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** The month `date` falls in, in the user's own time zone (the current month by default). */
export function monthOf(date: Date = new Date()): BudgetMonth {
  return budgetMonthOf(calendar.localDayOf(date));
}

/** The month of a '2026-11' or '2026-11-05'. */
function budgetMonthOf(text: string): BudgetMonth {
  return { year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)) };
}

/** `delta` months later (or earlier when negative), across year ends. */
export function shiftMonth(shown: BudgetMonth, delta: number): BudgetMonth {
  return budgetMonthOf(calendar.addMonthsToMonth(monthParam(shown), delta));
}

export function sameMonth(a: BudgetMonth, b: BudgetMonth): boolean {
  return a.month === b.month && a.year === b.year;
}

/** 'November 2026'. */
export function monthLabel(shown: BudgetMonth): string {
  return monthFormat.format(calendar.utcMidnight(calendar.firstDayOf(monthParam(shown))));
}

/** 'January' ... 'December', for the form's month select. */
export const monthNames: readonly string[] = Array.from({ length: 12 }, (_, i) =>
  monthNameFormat.format(calendar.utcMidnight(calendar.calendarDay(2000, i + 1, 1))),
);

/** '2026-11', the URL's form. */
export function monthParam({ month, year }: BudgetMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The month of a '2026-11' parameter; null when missing or not a real month. */
export function parseMonthParam(value: string | null | undefined): BudgetMonth | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 && year >= 1900 && year <= 2200 ? { month, year } : null;
}

/** The budgets of one month, in the order given. */
export function budgetsOfMonth<T extends BudgetMonth>(rows: readonly T[], shown: BudgetMonth): T[] {
  return rows.filter((row) => sameMonth(row, shown));
}
