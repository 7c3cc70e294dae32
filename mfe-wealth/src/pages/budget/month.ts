// The Budget page shows one month at a time. Months are { month: 1..12, year }, as budgets store them;
// the shown month travels in the URL (?month=2026-11) so a reload or a shared link keeps it.

export interface BudgetMonth {
  /** 1 (January) to 12. */
  month: number;
  year: number;
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthNameFormat = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** The month `date` falls in, in the user's own time zone (the current month by default). */
export function monthOf(date: Date = new Date()): BudgetMonth {
  return { month: date.getMonth() + 1, year: date.getFullYear() };
}

/** `delta` months later (or earlier when negative), across year ends. */
export function shiftMonth({ month, year }: BudgetMonth, delta: number): BudgetMonth {
  const index = year * 12 + (month - 1) + delta;
  return { month: (index % 12) + 1, year: Math.floor(index / 12) };
}

export function sameMonth(a: BudgetMonth, b: BudgetMonth): boolean {
  return a.month === b.month && a.year === b.year;
}

/** 'November 2026'. */
export function monthLabel({ month, year }: BudgetMonth): string {
  return monthFormat.format(Date.UTC(year, month - 1, 1));
}

/** 'January' ... 'December', for the form's month select. */
export const monthNames: readonly string[] = Array.from({ length: 12 }, (_, i) =>
  monthNameFormat.format(Date.UTC(2000, i, 1)),
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
