// Day ranges periods.ts does not read: "since March 3rd", "since January", "between March 3 and April
// 10", "from June 1 to July 15". chrono-node reads the dates; a date without a year is the latest such day up to today
// (chrono would take next March for "March 3rd" in November). Months, years and "last N days" stay
// with periods.ts, which names them as the answers do.
import * as chrono from 'chrono-node';

export interface DayRange {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A parsed date with a known day, as an ISO day not after today. With `monthStart`, a month alone
 * ("since January") is its first day.
 */
function dayOf(component: chrono.ParsedComponents, today: string, monthStart = false): string | null {
  const monthOnly = monthStart && component.isCertain('month') && !component.isCertain('day');
  if (!component.isCertain('day') && !monthOnly) return null;
  const y = component.get('year')!;
  const m = component.get('month')!;
  const d = monthOnly ? 1 : component.get('day')!;
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  if (component.isCertain('year') || iso <= today) return iso;
  return `${y - 1}-${pad(m)}-${pad(d)}`;
}

export function dayRangeOf(question: string, today: string): DayRange | null {
  const text = question.toLowerCase();
  const since = /\bsince\b/.test(text);
  const between = /\b(between|from)\b/.test(text);
  // Without either word there is no range to read: chrono, milliseconds a question, is not asked.
  if (!since && !between) return null;
  const reference = new Date(`${today}T12:00:00Z`);
  const found = chrono.parse(text, reference, { forwardDate: false });
  const first = found[0];
  if (!first) return null;
  const from = dayOf(first.start, today, since);
  if (!from) return null;
  if (since) return from <= today ? { from, to: today } : null;
  const endComponent = first.end ?? found[1]?.start;
  const to = endComponent ? dayOf(endComponent, today) : null;
  return to && from <= to ? { from, to } : null;
}
