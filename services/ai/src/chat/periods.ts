// The period a question asks about ("last month", "in July", "this year", "the last 3 months"), as an
// inclusive range of UTC days relative to the family's "today". All arithmetic is on calendar days in
// UTC; a range that runs past today is cut at today (and says "so far").
import { calendar } from '@heirloom/contracts';
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
const dayOfIso = (text: string): Day => {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  return { y, m, d };
};
/** Normalises any y/m/d (month or day out of range, even negative), as Date.UTC would. */
function day(y: number, m: number, d: number): Day {
  return dayOfIso(calendar.calendarDay(y, m, d));
}
function parseDay(isoDay: string): Day {
  const [y, m, d] = isoDay.slice(0, 10).split('-').map(Number) as [number, number, number];
  return day(y, m, d);
}
const monthStart = (y: number, m: number) => day(y, m, 1);
/** Day 0 of the next month is the last day of this one. */
const monthEnd = (y: number, m: number) => day(y, m + 1, 0);
const addDays = (x: Day, n: number) => dayOfIso(calendar.addDays(iso(x), n));
/** Monday of the week the day is in (ISO weeks). */
const weekStart = (x: Day): Day => dayOfIso(calendar.startOfIsoWeek(iso(x)));
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
 * A period as the tools take it (the model and the built-in analyst alike): "last_month", "this_year",
 * "last_3_months", "2026-07", "2025", "last_12_months" (the default range), ... See PERIOD_NAMES.
 */
export const PERIOD_NAMES = [
  'today',
  'yesterday',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'this_year',
  'last_year',
  'last_12_months',
] as const;
export const PERIOD_SPEC = new RegExp(
  `^(?:${PERIOD_NAMES.join('|')}|last_\\d{1,3}_(?:days|weeks|months|years)|\\d{4}-\\d{2}|\\d{4})$`,
);
const MAX_COUNT = 120;

/**
 * The period named in the question as a period spec (PERIOD_SPEC), or null when it names none (or "the
 * past year" / "the last 12 months", which is the default range the analyst already has).
 */
export function periodSpecOf(question: string, todayIso: string): string | null {
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
    if (n >= 1 && n <= MAX_COUNT) return `last_${n}_${unit}s`;
  }
  if (/\btoday\b/.test(text)) return 'today';
  if (/\byesterday\b/.test(text)) return 'yesterday';
  if (/\b(this|current) week\b/.test(text)) return 'this_week';
  if (/\b(last|previous|past) week\b/.test(text)) return 'last_week';
  if (/\b(this|current) month\b|\bmonth to date\b|\bmtd\b/.test(text)) return 'this_month';
  if (/\b(last|previous|past) month\b/.test(text)) return 'last_month';
  if (/\b(this|current) year\b|\byear to date\b|\bytd\b/.test(text)) return 'this_year';
  if (/\b(last|previous) year\b/.test(text)) return 'last_year';
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
    return `${y}-${pad(index)}`;
  }
  if ((match = text.match(/\b((?:19|20)\d{2})\b/))) return match[1]!;
  return null;
}

/**
 * The range a period spec stands for, relative to today; null for "last_12_months" (the default range,
 * already in the family's facts). Undefined when the spec is not one (a count out of 1..120, month 13).
 */
export function resolvePeriod(spec: string, todayIso: string): Period | null | undefined {
  if (!PERIOD_SPEC.test(spec)) return undefined;
  const today = parseDay(todayIso);
  let match: RegExpMatchArray | null;
  if (spec === 'last_12_months') return null;
  if ((match = spec.match(/^last_(\d+)_(day|week|month|year)s$/))) {
    const n = Number(match[1]);
    const unit = match[2]!;
    if (n < 1 || n > MAX_COUNT) return undefined;
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
  switch (spec) {
    case 'today':
      return range(today, today, 'today', today);
    case 'yesterday': {
      const y = addDays(today, -1);
      return range(y, y, `yesterday (${formatDate(iso(y))})`, today);
    }
    case 'this_week': {
      const from = weekStart(today);
      return range(from, today, `this week (${span(from, today)})`, today);
    }
    case 'last_week': {
      const from = addDays(weekStart(today), -7);
      const to = addDays(from, 6);
      return range(from, to, `last week (${span(from, to)})`, today);
    }
    case 'this_month':
      return monthPeriod(today.y, today.m, today);
    case 'last_month': {
      const from = monthStart(today.y, today.m - 1);
      return monthPeriod(from.y, from.m, today);
    }
    case 'this_year':
      return yearPeriod(today.y, today);
    case 'last_year':
      return yearPeriod(today.y - 1, today);
  }
  if ((match = spec.match(/^(\d{4})-(\d{2})$/))) {
    const m = Number(match[2]);
    return m >= 1 && m <= 12 ? monthPeriod(Number(match[1]), m, today) : undefined;
  }
  return yearPeriod(Number(spec), today);
}

const monthPeriod = (y: number, m: number, today: Day) =>
  range(monthStart(y, m), monthEnd(y, m), `in ${formatMonth(monthKey(monthStart(y, m)))}`, today, 1);
const yearPeriod = (y: number, today: Day) => range(day(y, 1, 1), day(y, 12, 31), `in ${y}`, today, 12);

/**
 * A range given by its days ("from"/"to" of a tool call): named as a month or a year when it is exactly
 * one, else by its dates; whole calendar months are counted so the answer can average per month.
 */
export function periodBetween(fromIso: string, toIso: string, todayIso: string): Period {
  const today = parseDay(todayIso);
  const from = parseDay(fromIso);
  // A range running past today ends today: its label then gives the days it really covers.
  const to = toIso > todayIso && fromIso <= todayIso ? today : parseDay(toIso);
  const wholeMonths =
    from.d === 1 && iso(addDays(to, 1)).endsWith('-01') ? (to.y - from.y) * 12 + (to.m - from.m) + 1 : null;
  if (wholeMonths === 1) return monthPeriod(from.y, from.m, today);
  if (wholeMonths === 12 && from.m === 1) return yearPeriod(from.y, today);
  return range(from, to, `from ${span(from, to)}`, today, wholeMonths);
}

/**
 * The period named in the question, or null when it names none (or "the past year" / "the last 12
 * months", which is the default range the analyst already has).
 */
export function parsePeriod(question: string, todayIso: string): Period | null {
  const spec = periodSpecOf(question, todayIso);
  return spec === null ? null : (resolvePeriod(spec, todayIso) ?? null);
}

/** Whether the text is a period spec the tools take (the counts and months in range too). */
export function isPeriodSpec(spec: string): boolean {
  // Validity does not depend on the day: any fixed day will do.
  return resolvePeriod(spec, '2000-01-01') !== undefined;
}
