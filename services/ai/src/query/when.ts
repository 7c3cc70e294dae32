// Day ranges: "since March 3rd", "since June", "between March 3 and April 10", "from June 1 to July 15",
// "on March 3rd". facts/period.ts reads them with the other periods; the tools take these as from/to.
// Months, quarters, years and "last N days" stay specs (the tools name them as the answers do).
import { readPeriod } from '../facts/period';

export interface DayRange {
  from: string;
  to: string;
}

/** The days a question names by date ("since ...", a day or a range of days), up to today; else null. */
export function dayRangeOf(question: string, today: string): DayRange | null {
  const read = readPeriod(question, today);
  if (!read || !/^since_|^\d{4}-\d{2}-\d{2}\.\./.test(read.spec) || read.period.future) return null;
  return { from: read.period.from, to: read.period.to };
}
