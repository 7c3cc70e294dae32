// The order a bank file writes its dates in, read from the whole file: `08/04/2026` is 8 April in a
// file whose other rows show `25/04/2026`, and 4 August in one that shows `04/25/2026`. Only rows that
// read one way settle it (a day above 12); when none does the answer is `ambiguous`, with the cells that
// read both ways, and when rows settle both ways it is `conflict`. Nothing is guessed.

export type DateOrder = 'dmy' | 'mdy' | 'ymd';

export type DateDetection =
  | { status: 'decided'; order: DateOrder }
  | { status: 'ambiguous'; examples: string[] }
  | { status: 'conflict'; examples: Record<'dmy' | 'mdy', string[]> };

const EXAMPLES = 5;

// Day, month and year parts with one separator (/ . -), or a 4-digit year first; an ISO date-time's
// time part (with or without fraction and zone) or a "10:32 AM" after a space is allowed and ignored:
// the date is the one written, its zone is not applied.
const TIME = String.raw`(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:\s*[AaPp][Mm])?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?`;
const YEAR_FIRST = new RegExp(String.raw`^(\d{4})([/.\-])(\d{1,2})\2(\d{1,2})${TIME}$`);
const YEAR_LAST = new RegExp(String.raw`^(\d{1,2})([/.\-])(\d{1,2})\2(\d{2}|\d{4})${TIME}$`);
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;

interface Parts {
  /** Year-first cells read one way whatever the file's order. */
  yearFirst: boolean;
  a: number;
  b: number;
  year: number;
}

function partsOf(cell: string): Parts | null {
  const text = cell.trim();
  const first = YEAR_FIRST.exec(text) ?? COMPACT.exec(text);
  if (first) {
    const [year, month, day] = (
      first.length === 4 ? [first[1], first[2], first[3]] : [first[1], first[3], first[4]]
    ).map(Number);
    return { yearFirst: true, a: month ?? 0, b: day ?? 0, year: year ?? 0 };
  }
  const last = YEAR_LAST.exec(text);
  if (!last) return null;
  const [, a, , b, y = ''] = last;
  return { yearFirst: false, a: Number(a), b: Number(b), year: fullYear(y) };
}

/** Two-digit years: 70-99 are 1970-1999, 00-69 are 2000-2069. */
function fullYear(text: string): number {
  const year = Number(text);
  if (text.length === 4) return year;
  return year >= 70 ? 1900 + year : 2000 + year;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isoOfParts(year: number, month: number, day: number): string | null {
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function dateOf(parts: Parts, order: DateOrder): string | null {
  if (parts.yearFirst) return isoOfParts(parts.year, parts.a, parts.b);
  if (order === 'dmy') return isoOfParts(parts.year, parts.b, parts.a);
  if (order === 'mdy') return isoOfParts(parts.year, parts.a, parts.b);
  return null;
}

/**
 * A date cell in the file's order, to "YYYY-MM-DD"; null when it is not a date in that order (31/02,
 * 13/13, a day-first cell read month-first). A 4-digit-year-first cell reads one way in any order.
 */
export function parseDate(cell: string, order: DateOrder): string | null {
  const parts = partsOf(cell);
  return parts ? dateOf(parts, order) : null;
}

/** The date order of a file, from all its date cells (blank and unreadable cells are passed over). */
export function detectDateOrder(cells: Iterable<string>): DateDetection {
  const settled: Record<'dmy' | 'mdy', string[]> = { dmy: [], mdy: [] };
  const bothWays: string[] = [];
  let yearFirst = 0;
  for (const raw of cells) {
    const parts = partsOf(raw);
    if (!parts) continue;
    const cell = raw.trim();
    if (parts.yearFirst) {
      if (dateOf(parts, 'ymd')) yearFirst++;
      continue;
    }
    const dmy = dateOf(parts, 'dmy');
    const mdy = dateOf(parts, 'mdy');
    if (dmy && !mdy) settled.dmy.push(cell);
    else if (mdy && !dmy) settled.mdy.push(cell);
    else if (dmy && mdy && dmy !== mdy) bothWays.push(cell);
  }
  if (settled.dmy.length > 0 && settled.mdy.length > 0) {
    return {
      status: 'conflict',
      examples: { dmy: settled.dmy.slice(0, EXAMPLES), mdy: settled.mdy.slice(0, EXAMPLES) },
    };
  }
  if (settled.dmy.length > 0) return { status: 'decided', order: 'dmy' };
  if (settled.mdy.length > 0) return { status: 'decided', order: 'mdy' };
  if (bothWays.length > 0)
    return { status: 'ambiguous', examples: [...new Set(bothWays)].slice(0, EXAMPLES) };
  // Only year-first dates, or day-and-month cells that read the same either way (05/05).
  return { status: 'decided', order: yearFirst > 0 ? 'ymd' : 'mdy' };
}
