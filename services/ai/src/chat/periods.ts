// The period a question asks about ("last month", "in July", "this year", "the last 3 months"), as an
// inclusive range of UTC days relative to the family's "today". All arithmetic is on calendar days in
// UTC; a range that runs past today is cut at today (and says "so far").
import { formatDate, formatMonth } from './format';
import { normalizeQuestion } from './intents';

export interface Period {
  /** Inclusive range ("YYYY-MM-DD"). */
  from: string;
  to: string;
  /** How the answer names it: "in October 2026", "last week (November 9 to November 15, 2026)". */
  label: string;
  /** The number of whole calendar months the range covers exactly; null for weeks, days or a range cut at today. */
  months: number | null;
  /** The one calendar month ("YYYY-MM") the range lies in, when it does (for the month's budgets). */
  month: string | null;
  /** The range starts after today: nothing can have been spent yet. */
  future: boolean;
}

interface Day {
  y: number;
  m: number; // 1..12
  d: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = ({ y, m, d }: Day) => `${y}-${pad(m)}-${pad(d)}`;
/** Normalises any y/m/d (month or day out of range, even negative) through Date.UTC. */
function day(y: number, m: number, d: number): Day {
  const date = new Date(Date.UTC(y, m - 1, d));
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
}
function parseDay(isoDay: string): Day {
  const [y, m, d] = isoDay.slice(0, 10).split('-').map(Number) as [number, number, number];
  return day(y, m, d);
}
const monthStart = (y: number, m: number) => day(y, m, 1);
/** Day 0 of the next month is the last day of this one. */
const monthEnd = (y: number, m: number) => day(y, m + 1, 0);
const addDays = (x: Day, n: number) => day(x.y, x.m, x.d + n);
/** Monday of the week the day is in (ISO weeks). */
function weekStart(x: Day): Day {
  const weekday = new Date(Date.UTC(x.y, x.m - 1, x.d)).getUTCDay(); // 0 = Sunday
  return addDays(x, -((weekday + 6) % 7));
}
const monthKey = (x: Day) => `${x.y}-${pad(x.m)}`;

const MONTH_PATTERNS: readonly string[] = [
  'jan(?:uary)?',
  'feb(?:ruary)?',
  'march|mar(?=\\.|\\s+\\d{4})',
  'apr(?:il)?',
  'may',
  'june?',
  'july?',
  'aug(?:ust)?',
  'sep(?:t(?:ember)?)?',
  'oct(?:ober)?',
  'nov(?:ember)?',
  'dec(?:ember)?',
];
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const COUNT = `(\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})`;
const toCount = (text: string) => NUMBER_WORDS[text] ?? Number(text);

/** Phrases that name a period, so other parsers (merchant names) can ignore them. */
export const PERIOD_PHRASE = new RegExp(
  [
    `\\b(?:the )?(?:last|past|previous) ${COUNT} (?:days?|weeks?|months?|years?)\\b`,
    '\\b(?:so far )?(?:this|current|last|previous|past) (?:week|month|year)\\b',
    '\\b(?:today|yesterday|month to date|year to date|mtd|ytd)\\b',
    `\\b(?:(?:this|last) )?(?:${MONTH_PATTERNS.join('|')})\\.?(?:,? \\d{4})?\\b`,
    '\\b(?:19|20)\\d{2}\\b',
  ].join('|'),
  'g',
);

function range(from: Day, to: Day, label: string, today: Day, months: number | null = null): Period {
  const future = iso(from) > iso(today);
  const cut = !future && iso(to) > iso(today);
  const end = cut ? today : to;
  const month = monthKey(from) === monthKey(end) ? monthKey(from) : null;
  return {
    from: iso(from),
    to: iso(end),
    label: cut ? `${label} so far (${span(from, end)})` : label,
    months: cut ? null : months,
    month,
    future,
  };
}

/** "November 9 to November 15, 2026", "December 28, 2025 to January 3, 2026". */
function span(from: Day, to: Day): string {
  if (iso(from) === iso(to)) return formatDate(iso(from));
  const start = formatDate(iso(from));
  return from.y === to.y
    ? `${start.replace(/, \d{4}$/, '')} to ${formatDate(iso(to))}`
    : `${start} to ${formatDate(iso(to))}`;
}

/**
 * The period named in the question, or null when it names none (or "the past year" / "the last 12
 * months", which is the default range the analyst already has).
 */
export function parsePeriod(question: string, todayIso: string): Period | null {
  const text = normalizeQuestion(question);
  const today = parseDay(todayIso);
  let match: RegExpMatchArray | null;

  if (
    /\b(?:the )?(?:past|last) (?:year|12 months|twelve months)\b/.test(text) &&
    !/\blast year\b/.test(text)
  ) {
    return null;
  }
  if (
    (match = text.match(
      new RegExp(`\\b(?:the )?(?:last|past|previous) ${COUNT} (days?|weeks?|months?|years?)\\b`),
    ))
  ) {
    const n = toCount(match[1]!);
    const unit = match[2]!.replace(/s$/, '');
    if (n >= 1 && n <= 120) {
      if (unit === 'day') {
        // Rolling: today and the n-1 days before it.
        const from = addDays(today, 1 - n);
        return range(
          from,
          today,
          `over the last ${n === 1 ? 'day' : `${n} days`} (${span(from, today)})`,
          today,
        );
      }
      if (unit === 'week') {
        // The n whole weeks (Monday to Sunday) before this one.
        const thisWeek = weekStart(today);
        const from = addDays(thisWeek, -7 * n);
        const to = addDays(thisWeek, -1);
        return range(from, to, `over the last ${n === 1 ? 'week' : `${n} weeks`} (${span(from, to)})`, today);
      }
      if (unit === 'month') {
        // The n whole months before this one.
        const from = monthStart(today.y, today.m - n);
        const to = monthEnd(today.y, today.m - 1);
        if (n === 1) return range(from, to, `in ${formatMonth(monthKey(from))}`, today, 1);
        return range(from, to, `over the last ${n} months (${span(from, to)})`, today, n);
      }
      // The n whole years before this one.
      const from = day(today.y - n, 1, 1);
      const to = day(today.y - 1, 12, 31);
      if (n === 1) return range(from, to, `in ${from.y}`, today, 12);
      return range(from, to, `over the last ${n} years (${span(from, to)})`, today, 12 * n);
    }
  }
  if (/\btoday\b/.test(text)) return range(today, today, 'today', today);
  if (/\byesterday\b/.test(text)) {
    const y = addDays(today, -1);
    return range(y, y, `yesterday (${formatDate(iso(y))})`, today);
  }
  if (/\b(this|current) week\b/.test(text)) {
    const from = weekStart(today);
    return range(from, today, `this week (${span(from, today)})`, today);
  }
  if (/\b(last|previous|past) week\b/.test(text)) {
    const from = addDays(weekStart(today), -7);
    const to = addDays(from, 6);
    return range(from, to, `last week (${span(from, to)})`, today);
  }
  if (/\b(this|current) month\b|\bmonth to date\b|\bmtd\b/.test(text)) {
    return range(
      monthStart(today.y, today.m),
      monthEnd(today.y, today.m),
      `in ${formatMonth(monthKey(today))}`,
      today,
      1,
    );
  }
  if (/\b(last|previous|past) month\b/.test(text)) {
    const from = monthStart(today.y, today.m - 1);
    return range(from, monthEnd(from.y, from.m), `in ${formatMonth(monthKey(from))}`, today, 1);
  }
  if (/\b(this|current) year\b|\byear to date\b|\bytd\b/.test(text)) {
    return range(day(today.y, 1, 1), day(today.y, 12, 31), `in ${today.y}`, today, 12);
  }
  if (/\b(last|previous) year\b/.test(text)) {
    return range(day(today.y - 1, 1, 1), day(today.y - 1, 12, 31), `in ${today.y - 1}`, today, 12);
  }
  // A month, with or without a year: "in July", "July 2026", "last March", "oct. 2025".
  const monthRe = new RegExp(
    `\\b(this |last )?(${MONTH_PATTERNS.map((p) => `(?:${p})`).join('|')})\\.?(?:,? ((?:19|20)\\d{2}))?\\b`,
    'g',
  );
  for (const m of text.matchAll(monthRe)) {
    const name = m[2]!;
    const year = m[3] ? Number(m[3]) : null;
    const index = MONTH_PATTERNS.findIndex((p) => new RegExp(`^(?:${p})$`).test(name)) + 1;
    // "may" is a verb too: only a month with a year or after "in", "for", "during", "since", "of".
    if (name === 'may' && !year && !m[1] && !/\b(in|for|during|since|of) $/.test(text.slice(0, m.index)))
      continue;
    if (index < 1) continue;
    let y: number;
    if (year) y = year;
    else if (m[1] === 'last ') y = index < today.m ? today.y : today.y - 1;
    else y = index <= today.m ? today.y : today.y - 1; // the latest such month, this one included
    const from = monthStart(y, index);
    return range(from, monthEnd(y, index), `in ${formatMonth(monthKey(from))}`, today, 1);
  }
  if ((match = text.match(/\b((?:19|20)\d{2})\b/))) {
    const y = Number(match[1]);
    return range(day(y, 1, 1), day(y, 12, 31), `in ${y}`, today, 12);
  }
  return null;
}
