// The period a question asks about, read once: "last month", "between March and May", "Q3 2025", "the
// past 6 weeks", "since June", "k1 income 24". readPeriod returns the range (inclusive UTC days,
// relative to the family's today), the words it read (so the parse can leave them out of the words it
// matches names against), and the same range as the tools' `period` argument (a spec, see
// periodOfSpec). A range that runs past today is cut at today and says "so far"; one wholly after
// today is `future` (nothing can have been spent yet).
//
// Conventions, where people's words leave a choice:
// - A month, a range of months or a quarter without a year is the latest one that has begun.
// - "The past N days/weeks" is rolling: today and the 7N-1 days before it (N weeks = 7N days, today
//   included). "The last N months/years" are the N whole months/years before the current one (the
//   answers already name them so). "The past year"/"the last 12 months" is the default range (365 days
//   to today; spec last_12_months, which the tools read as "no period").
// - Two-digit years: 00..this year's yy are 20yy. A bare "24" is a year only in a question about taxes
//   or income ("k1 income 24"); after "in"/"for"/"during", an apostrophe, "FY" or "tax year" it always
//   is. Amounts and counts ("$24", "top 5", "24 months") never are.
import { calendar } from '@heirloom/contracts';
import * as chrono from 'chrono-node';
import { formatDate, formatMonth } from './format';

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

export interface PeriodReading {
  period: Period;
  /** The words read, as [start, end) offsets into the text given (text.slice(start, end)). */
  span: [number, number];
  /** The same range as the tools take it (periodOfSpec(spec, today) gives `period` back). */
  spec: string;
}

// ---------- days ----------

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (day: string) => day.split('-').map(Number) as [number, number, number];
/** Any y/m/d, normalised (month 0 is December before, day 0 the last of the month before). */
const dayOf = (y: number, m: number, d: number) => calendar.calendarDay(y, m, d);
const monthKey = (y: number, m: number) => {
  const [yy, mm] = ymd(dayOf(y, m, 1));
  return `${yy}-${pad(mm)}`;
};
const lastDay = (y: number, m: number) => dayOf(y, m + 1, 0);
const quarterOf = (m: number) => Math.floor((m - 1) / 3) + 1;
const ORDINALS = ['first', 'second', 'third', 'fourth'] as const;

/** "November 9 to November 15, 2026", "December 28, 2025 to January 3, 2026". */
export function daySpan(from: string, to: string): string {
  if (from === to) return formatDate(from);
  const start = formatDate(from);
  return from.slice(0, 4) === to.slice(0, 4)
    ? `${start.replace(/, \d{4}$/, '')} to ${formatDate(to)}`
    : `${start} to ${formatDate(to)}`;
}

/**
 * The period from..to, cut at today when it runs past it. `whole` names it when it is not cut (the
 * range in full); a cut one is `base` (or `whole`) "so far", with the days it really covers.
 */
function range(
  from: string,
  to: string,
  today: string,
  names: { whole: string; base?: string; months?: number | null },
): Period {
  const future = from > today;
  const cut = !future && to > today;
  const end = cut ? today : to;
  return {
    from,
    to: end,
    label: cut ? `${names.base ?? names.whole} so far (${daySpan(from, end)})` : names.whole,
    months: cut ? null : (names.months ?? null),
    month: from.slice(0, 7) === end.slice(0, 7) ? from.slice(0, 7) : null,
    future,
  };
}

const monthPeriod = (y: number, m: number, today: string) =>
  range(`${monthKey(y, m)}-01`, lastDay(y, m), today, {
    whole: `in ${formatMonth(monthKey(y, m))}`,
    months: 1,
  });
const yearPeriod = (y: number, today: string) =>
  range(`${y}-01-01`, `${y}-12-31`, today, { whole: `in ${y}`, months: 12 });

function quarterPeriod(y: number, q: number, today: string): Period {
  const from = dayOf(y, 3 * q - 2, 1);
  const to = lastDay(y, 3 * q);
  const base = `in the ${ORDINALS[q - 1]} quarter of ${y}`;
  return range(from, to, today, {
    whole: `${base} (${daySpan(from, to).replace(/, \d{4}$/, '')})`,
    base,
    months: 3,
  });
}

function monthsPeriod(y1: number, m1: number, y2: number, m2: number, today: string): Period {
  const from = `${monthKey(y1, m1)}-01`;
  const to = lastDay(y2, m2);
  const [fy, fm] = ymd(from);
  const [ty, tm] = ymd(to);
  const count = (ty - fy) * 12 + (tm - fm) + 1;
  if (count === 1) return monthPeriod(fy, fm, today);
  if (count === 12 && fm === 1) return yearPeriod(fy, today);
  const names = (y: number, m: number) => formatMonth(monthKey(y, m));
  return range(from, to, today, {
    whole: `from ${daySpan(from, to)}`,
    base:
      fy === ty
        ? `from ${names(fy, fm).replace(/ \d{4}$/, '')} to ${names(ty, tm)}`
        : `from ${names(fy, fm)} to ${names(ty, tm)}`,
    months: count,
  });
}

/**
 * A range given by its days ("from"/"to" of a tool call): named as a month or a year when it is exactly
 * one, else by its dates; whole calendar months are counted so the answer can average per month.
 */
export function periodBetween(from: string, to: string, today: string): Period {
  // A range running past today ends today: its label then gives the days it really covers.
  const end = to > today && from <= today ? today : to;
  const [fy, fm, fd] = ymd(from);
  const [ty, tm] = ymd(end);
  const wholeMonths =
    fd === 1 && calendar.addDays(end, 1).endsWith('-01') ? (ty - fy) * 12 + (tm - fm) + 1 : null;
  if (wholeMonths === 1) return monthPeriod(fy, fm, today);
  if (wholeMonths === 12 && fm === 1) return yearPeriod(fy, today);
  return range(from, end, today, {
    whole: from === end ? `on ${formatDate(from)}` : `from ${daySpan(from, end)}`,
    months: wholeMonths,
  });
}

// ---------- specs: the period as the tools take it ----------

/** The named specs (the model and the built-in analyst alike). */
export const PERIOD_NAMES = [
  'today',
  'yesterday',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'this_quarter',
  'last_quarter',
  'this_year',
  'last_year',
  'last_12_months',
] as const;
const DAY = '\\d{4}-\\d{2}-\\d{2}';
const MONTH = '\\d{4}-\\d{2}';
/**
 * Every spec: a name above; last_N_days|weeks|months|years (N 1..120); a month YYYY-MM; a year YYYY;
 * a quarter YYYY-Q1; months YYYY-MM..YYYY-MM; days YYYY-MM-DD..YYYY-MM-DD; since_YYYY-MM-DD.
 */
export const PERIOD_SPEC = new RegExp(
  `^(?:${PERIOD_NAMES.join('|')}|last_\\d{1,3}_(?:days|weeks|months|years)|${MONTH}|\\d{4}|\\d{4}-Q[1-4]|${MONTH}\\.\\.${MONTH}|${DAY}\\.\\.${DAY}|since_${DAY})$`,
);
const MAX_COUNT = 120;

/**
 * The range a spec stands for, relative to today; null for "last_12_months" (the default range, already
 * in the family's facts). Undefined when the text is not a spec (a count out of 1..120, month 13).
 */
export function periodOfSpec(spec: string, today: string): Period | null | undefined {
  if (!PERIOD_SPEC.test(spec)) return undefined;
  const [y, m] = ymd(today);
  let match: RegExpMatchArray | null;
  if (spec === 'last_12_months') return null;
  if ((match = spec.match(/^last_(\d+)_(day|week|month|year)s$/))) {
    const n = Number(match[1]);
    if (n < 1 || n > MAX_COUNT) return undefined;
    return lastUnits(n, match[2] as 'day' | 'week' | 'month' | 'year', today);
  }
  switch (spec) {
    case 'today':
      return range(today, today, today, { whole: 'today' });
    case 'yesterday': {
      const day = calendar.addDays(today, -1);
      return range(day, day, today, { whole: `yesterday (${formatDate(day)})` });
    }
    case 'this_week': {
      const from = calendar.startOfIsoWeek(today);
      return range(from, today, today, { whole: `this week (${daySpan(from, today)})` });
    }
    case 'last_week': {
      const from = calendar.addDays(calendar.startOfIsoWeek(today), -7);
      const to = calendar.addDays(from, 6);
      return range(from, to, today, { whole: `last week (${daySpan(from, to)})` });
    }
    case 'this_month':
      return monthPeriod(y, m, today);
    case 'last_month':
      return monthPeriod(y, m - 1, today);
    case 'this_quarter':
      return quarterPeriod(y, quarterOf(m), today);
    case 'last_quarter':
      return quarterOf(m) === 1 ? quarterPeriod(y - 1, 4, today) : quarterPeriod(y, quarterOf(m) - 1, today);
    case 'this_year':
      return yearPeriod(y, today);
    case 'last_year':
      return yearPeriod(y - 1, today);
  }
  if ((match = spec.match(/^(\d{4})-Q([1-4])$/)))
    return quarterPeriod(Number(match[1]), Number(match[2]), today);
  if ((match = spec.match(/^since_(.+)$/))) {
    const from = match[1]!;
    if (!calendar.isCalendarDay(from)) return undefined;
    return {
      ...range(from, from > today ? from : today, today, { whole: '' }),
      label: `since ${formatDate(from)}`,
    };
  }
  if ((match = spec.match(/^(.+)\.\.(.+)$/))) {
    const [from, to] = [match[1]!, match[2]!];
    if (from.length === 7) {
      const [y1, m1] = ymd(from);
      const [y2, m2] = ymd(to);
      if (!validMonth(m1) || !validMonth(m2) || from > to) return undefined;
      return monthsPeriod(y1, m1, y2, m2, today);
    }
    if (!calendar.isCalendarDay(from) || !calendar.isCalendarDay(to) || from > to) return undefined;
    return periodBetween(from, to, today);
  }
  if ((match = spec.match(/^(\d{4})-(\d{2})$/))) {
    const month = Number(match[2]);
    return validMonth(month) ? monthPeriod(Number(match[1]), month, today) : undefined;
  }
  return yearPeriod(Number(spec), today);
}

const validMonth = (m: number) => m >= 1 && m <= 12;

function lastUnits(n: number, unit: 'day' | 'week' | 'month' | 'year', today: string): Period {
  const [y, m] = ymd(today);
  if (unit === 'day' || unit === 'week') {
    // Rolling, today included: the last 10 days are today and the 9 before; 6 weeks, the last 42 days.
    const days = unit === 'day' ? n : 7 * n;
    const from = calendar.addDays(today, 1 - days);
    const words =
      unit === 'day'
        ? `the last ${n === 1 ? 'day' : `${n} days`}`
        : `the past ${n === 1 ? 'week' : `${n} weeks`}`;
    return range(from, today, today, { whole: `over ${words} (${daySpan(from, today)})` });
  }
  if (unit === 'month') {
    // The n whole months before this one.
    if (n === 1) return monthPeriod(y, m - 1, today);
    const from = dayOf(y, m - n, 1);
    const to = lastDay(y, m - 1);
    return range(from, to, today, { whole: `over the last ${n} months (${daySpan(from, to)})`, months: n });
  }
  // The n whole years before this one.
  if (n === 1) return yearPeriod(y - 1, today);
  const from = `${y - n}-01-01`;
  const to = `${y - 1}-12-31`;
  return range(from, to, today, { whole: `over the last ${n} years (${daySpan(from, to)})`, months: 12 * n });
}

// ---------- reading a question ----------

const MONTH_NAME =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const MONTH_INDEX = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthNumber = (name: string) => MONTH_INDEX.indexOf(name.slice(0, 3)) + 1;

/** Counts as people write them in words ("sixty days", "a couple of weeks"), by the words. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
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
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  'twenty-four': 24,
  thirty: 30,
  'thirty-six': 36,
  forty: 40,
  'forty-five': 45,
  fifty: 50,
  sixty: 60,
  ninety: 90,
  'a hundred': 100,
  'a couple of': 2,
  'couple of': 2,
  'a couple': 2,
};
const COUNT = `(\\d{1,3}|${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
const toCount = (text: string) => NUMBER_WORDS[text.replace(/\s+/g, ' ')] ?? Number(text);

/** A year: 2024, '24. */
const YEAR = "((?:19|20)\\d{2}|'\\d{2})";
/** Words that make a bare two-digit number a year: "k1 income 24". */
const YEAR_CONTEXT =
  /\b(tax(es)?|k-?1s?|1040s?|w-?2s?|1099s?|returns?|agi|refunds?|income|irs|filed|filing)\b/;
/** What a number counts or measures, after it: then it is no year. */
const NOT_A_YEAR_AFTER =
  /^(?:\s*(?:%|percent|k\b|m\b|x\b|[.,:/]\d|st\b|nd\b|rd\b|th\b)|\s+(?:hours?|days?|weeks?|months?|years?|yrs?|dollars?|bucks|cents?|shares?|times|transactions?|accounts?|holdings?|policies|properties|items?|expenses?|purchases?|of\b))/;

/** A two- or four-digit year as a full one; twoDigitsUpTo: the highest yy read as 20yy (else 19yy). */
function fullYear(text: string, twoDigitsUpTo: number): number {
  const digits = text.replace(/^'/, '');
  if (digits.length === 4) return Number(digits);
  const yy = Number(digits);
  return yy <= twoDigitsUpTo ? 2000 + yy : 1900 + yy;
}

interface Hit {
  start: number;
  end: number;
  spec: string;
}
type Rule = (text: string, today: string, from: number) => Hit | null;

/** Spaces in a pattern match any run of white space (the text keeps its own, for the offsets). */
const pattern = (source: string) => new RegExp(source.replace(/ /g, '\\s+'), 'g');

/** The first match at or after `from` that `accept` turns into a hit. */
function first(
  re: RegExp,
  text: string,
  from: number,
  accept: (m: RegExpExecArray) => Hit | string | null,
): Hit | null {
  re.lastIndex = from;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const hit = accept(m);
    if (typeof hit === 'string') return { start: m.index, end: m.index + m[0].length, spec: hit };
    if (hit) return hit;
    if (m[0].length === 0) re.lastIndex++;
  }
  return null;
}

const LEAD = '(?:(?:in|during|for|over|within|from) )?(?:the )?';

/** "The last 3 months", "past 6 weeks", "the past fortnight", "the past year" (the default range). */
const rollingRe = pattern(`\\b${LEAD}(?:last|past|previous|prior) ${COUNT} (days?|weeks?|months?|years?)\\b`);
const fortnightRe = pattern(`\\b${LEAD}(?:(?:last|past|previous) )?fortnight\\b`);
const pastYearRe = pattern(
  `\\b${LEAD}(?:(?:past|last|previous) (?:12|twelve) months|past year|past 365 days)\\b`,
);
const pastWeekRe = pattern(`\\b${LEAD}past week\\b`);
const rolling: Rule = (text, _today, from) => {
  const hits = [
    first(rollingRe, text, from, (m) => {
      const n = toCount(m[1]!);
      const unit = m[2]!.replace(/s$/, '');
      if (unit === 'month' && n === 12) return 'last_12_months';
      return n >= 1 && n <= MAX_COUNT ? `last_${n}_${unit}s` : null;
    }),
    first(fortnightRe, text, from, () => 'last_2_weeks'),
    first(pastYearRe, text, from, () => 'last_12_months'),
    first(pastWeekRe, text, from, () => 'last_1_weeks'),
  ];
  return earliest(hits);
};

const earliest = (hits: (Hit | null)[]): Hit | null =>
  hits.reduce<Hit | null>((best, hit) => (hit && (!best || hit.start < best.start) ? hit : best), null);

/** "Today", "last week", "this month", "ytd", "so far this year", "next month". */
const NAMED: readonly (readonly [RegExp, (today: string) => string])[] = [
  [pattern('\\b(?:so far )?today\\b(?: so far)?'), () => 'today'],
  [pattern('\\byesterday\\b'), () => 'yesterday'],
  [pattern(`\\b${LEAD}(?:(?:this|current) week(?: so far)?|week to date|wtd)\\b`), () => 'this_week'],
  [pattern(`\\b${LEAD}(?:last|previous|prior) week\\b`), () => 'last_week'],
  // "The week before last": the whole ISO week (Monday to Sunday) two weeks back, as "the month before
  // last" is two months back.
  [
    pattern(`\\b${LEAD}week before (?:last|the last(?: one)?)\\b`),
    (today) => {
      const from = calendar.addDays(calendar.startOfIsoWeek(today), -14);
      return `${from}..${calendar.addDays(from, 6)}`;
    },
  ],
  [
    pattern(`\\b${LEAD}(?:(?:so far )?(?:this|current) month(?: so far)?|month to date|mtd)\\b`),
    () => 'this_month',
  ],
  // "The month before last": two months back, whole.
  [
    pattern(`\\b${LEAD}month before (?:last|the last(?: one)?)\\b`),
    (today) => monthKey(ymd(today)[0], ymd(today)[1] - 2),
  ],
  [pattern(`\\b${LEAD}(?:last|previous|prior|past) month\\b`), () => 'last_month'],
  [
    pattern(`\\b${LEAD}(?:(?:this|current) (?:quarter|qtr)(?: so far)?|quarter to date|qtd)\\b`),
    () => 'this_quarter',
  ],
  [
    pattern(`\\b${LEAD}(?:quarter|qtr) before (?:last|the last(?: one)?)\\b`),
    (today) => {
      const [y, m] = ymd(today);
      const q = quarterOf(m) - 2;
      return q >= 1 ? `${y}-Q${q}` : `${y - 1}-Q${q + 4}`;
    },
  ],
  [pattern(`\\b${LEAD}(?:last|previous|prior|past) (?:quarter|qtr)\\b(?! of\\b)`), () => 'last_quarter'],
  [
    pattern(
      `\\b${LEAD}(?:(?:so far )?(?:this|current|this calendar) year(?: so far)?|year to date|ytd|(?:since )?the (?:start|beginning) of (?:the|this) year)\\b`,
    ),
    () => 'this_year',
  ],
  [pattern(`\\b${LEAD}year before (?:last|the last(?: one)?)\\b`), (today) => String(ymd(today)[0] - 2)],
  [pattern(`\\b${LEAD}(?:last|previous|prior) (?:calendar )?year\\b`), () => 'last_year'],
  [pattern(`\\b${LEAD}next month\\b`), (today) => monthKey(ymd(today)[0], ymd(today)[1] + 1)],
  [
    pattern(`\\b${LEAD}next (?:quarter|qtr)\\b`),
    (today) => {
      const [y, m] = ymd(today);
      return quarterOf(m) === 4 ? `${y + 1}-Q1` : `${y}-Q${quarterOf(m) + 1}`;
    },
  ],
  [pattern(`\\b${LEAD}next year\\b`), (today) => String(ymd(today)[0] + 1)],
];
const named: Rule = (text, today, from) => {
  // The first name in the list that the text holds (as before: "today" over "this month").
  for (const [re, spec] of NAMED) {
    const hit = first(re, text, from, () => spec(today));
    if (hit) return hit;
  }
  return null;
};

/** "Q1", "Q3 2025", "q2 '24", "2025 Q3", "the first quarter", "1st qtr of 2024", "last quarter of 2025". */
const quarterRe = pattern(
  `\\b${LEAD}(?:q([1-4])(?:(?: of| in)? ((?:19|20)\\d{2}|'?\\d{2}))?|((?:19|20)\\d{2}) q([1-4])|(first|second|third|fourth|1st|2nd|3rd|4th|last|final) (?:quarter|qtr)(?: of ((?:19|20)\\d{2}|'?\\d{2}|this year|last year))?)\\b`,
);
const quarters: Rule = (text, today, from) => {
  const [ty, tm] = ymd(today);
  return first(quarterRe, text, from, (m) => {
    const word = m[5];
    const yearText = m[2] ?? m[3] ?? m[6];
    // "Last quarter" alone is the one before this (the named rule); "the last quarter of 2025" is Q4.
    if (word && /^(last|final)$/.test(word) && !m[6]) return null;
    const q = m[1]
      ? Number(m[1])
      : m[4]
        ? Number(m[4])
        : word
          ? /^(last|final)$/.test(word)
            ? 4
            : ORDINAL_INDEX[word]!
          : 0;
    let y: number;
    if (yearText === 'this year') y = ty;
    else if (yearText === 'last year') y = ty - 1;
    else if (yearText) y = fullYear(yearText, (ty % 100) + 1);
    else y = 3 * q - 2 <= tm ? ty : ty - 1; // the latest such quarter that has begun
    return `${y}-Q${q}`;
  });
};
const ORDINAL_INDEX: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  '1st': 1,
  '2nd': 2,
  '3rd': 3,
  '4th': 4,
};

/** "Between March and May", "from Jan through Apr", "march-may", "Mar to May 24", "sep 2025 to feb 2026". */
const monthsRe = pattern(
  `\\b(?:(between|from) )?(?:the )?${MONTH_NAME}\\.?(?:,? ${YEAR})?(?:\\s*-\\s*| (to|through|thru|till|until|and) (?:the end of )?)${MONTH_NAME}\\b\\.?(?:(?:,? (?:of |in )?)((?:19|20)\\d{2}|'?\\d{2}|last year|this year)\\b)?`,
);
const monthRanges: Rule = (text, today, from) => {
  const [ty, tm] = ymd(today);
  return first(monthsRe, text, from, (m) => {
    if (m[4] === 'and' && m[1] !== 'between') return null;
    const m1 = monthNumber(m[2]!);
    const m2 = monthNumber(m[5]!);
    let end = m.index + m[0].length;
    let y2Text = m[6];
    // "May 24th", "May 24:": a day, not a year; read as the range without it.
    if (
      y2Text &&
      /^\d{2}$/.test(y2Text) &&
      (NOT_A_YEAR_AFTER.test(text.slice(end)) || Number(y2Text) > ty % 100)
    ) {
      end = m.index + m[0].slice(0, m[0].lastIndexOf(y2Text)).replace(/[\s,]+$/, '').length;
      y2Text = undefined;
    }
    let y1 = m[3] ? fullYear(m[3], ty % 100) : undefined;
    let y2: number;
    if (y2Text === 'this year') y2 = ty;
    else if (y2Text === 'last year') y2 = ty - 1;
    else if (y2Text) y2 = fullYear(y2Text, ty % 100);
    else if (y1 !== undefined) y2 = m2 >= m1 ? y1 : y1 + 1;
    else y2 = m2 <= tm ? ty : ty - 1; // the latest year in which the last month has begun
    y1 ??= m1 <= m2 ? y2 : y2 - 1;
    if (y1 * 12 + m1 > y2 * 12 + m2) return null;
    return { start: m.index, end, spec: `${y1}-${pad(m1)}..${y2}-${pad(m2)}` };
  });
};

/** "In July", "March 2025", "sept. 2025", "last November", "march of last year", "march '24". */
const monthRe = pattern(
  `\\b(?:(in|for|during|of) )?(?:(this|last|next) )?${MONTH_NAME}(\\.)?(?:(?:,? (?:of |in )?)((?:19|20)\\d{2}\\b|'\\d{2}\\b|last year\\b|this year\\b))?(?![a-z])`,
);
const months: Rule = (text, today, from) => {
  const [ty, tm] = ymd(today);
  return first(monthRe, text, from, (m) => {
    const name = m[3]!;
    const index = monthNumber(name);
    const yearText = m[5];
    // "May" is a verb too, "mar" one and "jan" a name: only with a year, a dot, "in", "last", ...
    if (/^(may|mar|jan)$/.test(name) && !yearText && !m[1] && !m[2] && !(m[4] && name !== 'may')) return null;
    let y: number;
    if (yearText === 'last year') y = ty - 1;
    else if (yearText === 'this year') y = ty;
    else if (yearText) y = fullYear(yearText, ty % 100);
    else if (m[2] === 'last') y = index < tm ? ty : ty - 1;
    else if (m[2] === 'next') y = index > tm ? ty : ty + 1;
    else if (m[2] === 'this') y = ty;
    else y = index <= tm ? ty : ty - 1; // the latest such month, this one included
    return `${y}-${pad(index)}`;
  });
};

/**
 * "Groceries nov 25", "dining dec 24": a month and a bare two-digit number that cannot be a day already
 * come this year (this year's November 25 is still ahead) is that month of that year, not a day in an
 * earlier year. "March 24" with March 24 behind us stays a day, read by the day rule.
 */
const monthYearRe = pattern(
  `\\b(?:(in|for|during|of) )?${MONTH_NAME}\\.? (\\d{2})\\b(?![:/.,]?\\d|st\\b|nd\\b|rd\\b|th\\b)`,
);
const monthTwoDigitYear: Rule = (text, today, from) => {
  const [ty] = ymd(today);
  return first(monthYearRe, text, from, (m) => {
    const index = monthNumber(m[2]!);
    const yy = Number(m[3]);
    const asDay = `${ty}-${pad(index)}-${pad(yy)}`;
    if (yy > ty % 100 || !(asDay > today || !calendar.isCalendarDay(asDay))) return null;
    return `${2000 + yy}-${pad(index)}`;
  });
};

/** "In 2024", "FY24", "tax year 24", "in '24", "for 24", and a bare "24" in a question about taxes. */
const fourDigitRe = pattern(
  `(?<![$\\d.,/-])\\b(?:(?:in|for|during|of) )?(?:(?:calendar|fiscal) )?(?:year )?((?:19|20)\\d{2})\\b(?![.,/-]?\\d|%)`,
);
const fiscalRe = pattern(`\\b(?:(?:in|for|during|of) )?(?:fy|ty)\\s*('?\\d{2}|(?:19|20)\\d{2})\\b`);
const taxYearRe = pattern(`\\b(?:(?:fiscal|calendar) )?year ('?\\d{2})\\b`);
const apostropheRe = pattern(`(?:\\b(?:in|for|during|of|from) )?(?<![a-z0-9])'(\\d{2})\\b`);
const afterWordRe = pattern(`\\b(?:in|for|during) (\\d{2})\\b`);
const bareRe = /(?<![$#\d.,/\-'])\b(\d{2})\b/g;
/** What may follow a bare year: the end, a stop, or the tax word it qualifies ("our 24 return"). */
const YEAR_END = new RegExp(`^\\s*(?:$|[?.!,;)]|${YEAR_CONTEXT.source})`);
/** Words after which a number is an amount: "we spent 1999 on a tv". */
const AMOUNT_BEFORE = /\b(spent|spend|paid|pay|cost|costs|owe|owed|worth|about|around|over|under|than)\s+$/;
const NOT_A_YEAR_BEFORE =
  /\b(top|the|no\.?|number|over|under|than|about|around|last|past|first|next|of|at|to|by|me|us|x|times|is|was|be|only|just|all|every|each)\s+$/;
const years: Rule = (text, today, from) => {
  const yy = ymd(today)[0] % 100;
  const asYear = (digits: string, upTo: number) => String(fullYear(digits, upTo));
  const notAfter = (m: RegExpExecArray) => NOT_A_YEAR_AFTER.test(text.slice(m.index + m[0].length));
  return earliest([
    first(fourDigitRe, text, from, (m) =>
      /\b(?:in|for|during)\s/.test(m[0]) || !(notAfter(m) || AMOUNT_BEFORE.test(text.slice(0, m.index)))
        ? m[1]!
        : null,
    ),
    first(fiscalRe, text, from, (m) => asYear(m[1]!, yy + 1)),
    first(taxYearRe, text, from, (m) => (notAfter(m) ? null : asYear(m[1]!, yy + 1))),
    first(apostropheRe, text, from, (m) => asYear(m[1]!, yy + 1)),
    first(afterWordRe, text, from, (m) => (notAfter(m) || Number(m[1]) > yy ? null : asYear(m[1]!, yy))),
    YEAR_CONTEXT.test(text)
      ? first(bareRe, text, from, (m) =>
          !YEAR_END.test(text.slice(m.index + m[0].length)) ||
          Number(m[1]) > yy ||
          NOT_A_YEAR_BEFORE.test(text.slice(0, m.index))
            ? null
            : asYear(m[1]!, yy),
        )
      : null,
  ]);
};

/** A day named with its month ("March 3rd", "the 3rd of march") or in numbers after a preposition. */
const DAY_HINT = new RegExp(
  `\\b${MONTH_NAME}\\.? \\d{1,2}(?:st|nd|rd|th)?\\b(?!\\d)|\\b\\d{1,2}(?:st|nd|rd|th)? of ${MONTH_NAME}\\b|\\b(?:on|since|from|between|to|until|through|and|before|after) \\d{1,2}/\\d{1,2}\\b`.replace(
    / /g,
    '\\s+',
  ),
);

/** The day a parsed date names, not after today unless its year was given; null without a day. */
function chronoDay(c: chrono.ParsedComponents, today: string, monthStart = false): string | null {
  const monthOnly = monthStart && c.isCertain('month') && !c.isCertain('day');
  if (!c.isCertain('day') && !monthOnly) return null;
  const y = c.get('year')!;
  const iso = `${y}-${pad(c.get('month')!)}-${pad(monthOnly ? 1 : c.get('day')!)}`;
  if (!calendar.isCalendarDay(iso)) return null;
  if (c.isCertain('year')) return iso;
  // chrono takes a nearby such day, ahead or behind: a question means the latest one up to today.
  return latestUpTo(iso.slice(5), today);
}

/** The latest day "MM-DD" up to today (this year's, or last year's when this year's is ahead). */
function latestUpTo(monthDay: string, today: string): string | null {
  const y = ymd(today)[0];
  for (const year of [y, y - 1, y - 2, y - 3, y - 4]) {
    const iso = `${year}-${monthDay}`;
    if (calendar.isCalendarDay(iso) && iso <= today) return iso; // Feb 29: the latest leap year's
  }
  return null;
}

/** The day "MM-DD" in the given year, or null (Feb 29 of a common year). */
function inYear(monthDay: string, year: number): string | null {
  const iso = `${year}-${monthDay}`;
  return calendar.isCalendarDay(iso) ? iso : null;
}

const parseDates = (text: string, today: string) =>
  chrono.parse(text, new Date(`${today}T12:00:00Z`), { forwardDate: false });

/** "Between March 3 and April 10", "from June 1 to July 15", "on March 3rd", "3/1 to 3/15". */
const days: Rule = (text, today, from) => {
  const rest = text.slice(from);
  if (!DAY_HINT.test(rest)) return null;
  const found = parseDates(rest, today);
  for (let i = 0; i < found.length; i++) {
    const r = found[i]!;
    const start = chronoDay(r.start, today);
    if (!start) continue;
    let end: string | null = null;
    let last = r;
    if (r.end) end = chronoDay(r.end, today);
    else {
      const next = found[i + 1];
      const between = next && rest.slice(r.index + r.text.length, next.index);
      if (next && between && /^\s*(?:-|to|through|thru|until|till|and)\s*$/.test(between)) {
        end = chronoDay(next.start, today);
        if (end) last = next;
      }
    }
    const lead = /\b(?:between|from|on|since|in|during|for)\s+$/.exec(rest.slice(0, r.index));
    const hitStart = from + (lead ? lead.index : r.index);
    const hitEnd = from + last.index + last.text.length;
    if (end) {
      // A side without a year of its own is in the other's (the start in the year before when after it).
      let first: string | null = start;
      if (r.start.isCertain('year') && !(last === r ? r.end! : last.start).isCertain('year')) {
        end = inYear(end.slice(5), Number(first.slice(0, 4)));
        if (end && end < first) end = inYear(end.slice(5), Number(first.slice(0, 4)) + 1);
      } else if (!r.start.isCertain('year')) {
        first = inYear(start.slice(5), Number(end.slice(0, 4)));
        if (first && first > end) first = inYear(start.slice(5), Number(end.slice(0, 4)) - 1);
      }
      if (!first || !end || first > end) continue;
      return { start: hitStart, end: hitEnd, spec: `${first}..${end}` };
    }
    if (lead?.[0].startsWith('between')) continue;
    return { start: hitStart, end: hitEnd, spec: `${start}..${start}` };
  }
  return null;
};

/**
 * "The first half of the year", "H2 2025", "the second half of last year": six months. Without a year,
 * the latest such half that has begun (as for a quarter).
 */
const halfRe = pattern(
  `\\b((?:in|during|for|over|within|from) )?(?:the )?(?:(first|second|1st|2nd|latter) half|h([12]))(?: of)?(?: (?:the |this )?(year|calendar year|last year|(?:19|20)\\d{2}|'\\d{2}))?\\b( so far)?`,
);
const halves: Rule = (text, today, from) => {
  const [ty, tm] = ymd(today);
  return first(halfRe, text, from, (m) => {
    const yearText = m[4];
    // "The first half" with no year, no "h1", no "in" before it and no "so far" after: a half of something
    // else ("the first half of the list"). "In the first half", "the second half so far" are the year's.
    if (!yearText && !m[3] && !m[1] && !m[5]) return null;
    const second = m[3] ? m[3] === '2' : /^(second|2nd|latter)$/.test(m[2]!);
    const start = second ? 7 : 1;
    const y =
      yearText === 'last year'
        ? ty - 1
        : yearText && /\d/.test(yearText)
          ? fullYear(yearText, (ty % 100) + 1)
          : start <= tm
            ? ty
            : ty - 1;
    return `${y}-${pad(start)}..${y}-${pad(start + 5)}`;
  });
};

/**
 * The seasons as months (meteorological, northern): spring March to May, summer June to August, the fall
 * (autumn) September to November, winter December to February, named by the year it begins in ("the
 * winter of 2025" is December 2025 to February 2026). Without a year, the latest such season that has
 * begun ("over the summer", "in the fall" while it lasts); "last" and "this past" the latest one over
 * before today's ("last winter"); "this" the one of this year. "Fall" and "spring" are verbs and
 * springs too, and "winter" may open a name ("Winter Park"): a season only after "in/over/during... the",
 * "this", "last" or "past", or with a year.
 */
const SEASON_START: Readonly<Record<string, number>> = {
  spring: 3,
  summer: 6,
  fall: 9,
  autumn: 9,
  winter: 12,
};
const seasonRe = pattern(
  `\\b(?:((?:in|during|over|for|through|throughout|across) )(?:the )?|(the ))?(?:(this past|this|last|past|previous) )?(spring|summer|fall|autumn|winter)(?: months)?(?:,? (?:of |in )?((?:19|20)\\d{2}|'\\d{2}))?\\b`,
);
const seasons: Rule = (text, today, from) => {
  const [ty, tm] = ymd(today);
  return first(seasonRe, text, from, (m) => {
    const [, lead, the, which, name, yearText] = m;
    if (!lead && !which && !yearText && !(the && m.index === 0)) return null;
    const start = SEASON_START[name!]!;
    // The year the latest such season began in, up to today's month.
    const begun = start <= tm ? ty : ty - 1;
    let y: number;
    if (yearText) y = fullYear(yearText, ty % 100);
    else if (which === 'this') y = ty;
    else if (which && which !== 'this') {
      // Over before today's: the one that began in `begun` unless it still runs.
      const stillRuns = tm >= start ? tm - start < 3 : tm + 12 - start < 3;
      y = stillRuns ? begun - 1 : begun;
    } else y = begun;
    const endMonth = start + 2;
    return `${y}-${pad(start)}..${endMonth > 12 ? y + 1 : y}-${pad(endMonth > 12 ? endMonth - 12 : endMonth)}`;
  });
};

/** The rules, most specific first: the first that reads anything wins. */
const RULES: readonly Rule[] = [
  monthRanges,
  monthTwoDigitYear,
  days,
  quarters,
  halves,
  rolling,
  named,
  months,
  years,
  seasons,
];

/** "Since June", "since March 3rd", "since Q2", "since last year": from that period's first day to today. */
const sinceRe = /\bsince\s+(?:the\s+)?(?:(?:start|beginning|first|1st) of\s+)?/g;
const since: Rule = (text, today, from) => {
  sinceRe.lastIndex = from;
  let m: RegExpExecArray | null;
  while ((m = sinceRe.exec(text))) {
    const after = m.index + m[0].length;
    for (const rule of RULES) {
      const hit = rule(text, today, after);
      if (!hit || text.slice(after, hit.start).trim() !== '') continue;
      const period = periodOfSpec(hit.spec, today);
      const start = period?.from ?? calendar.addDays(today, -364);
      return { start: m.index, end: hit.end, spec: `since_${start}` };
    }
    // "Since 3/15", "since the 1st": whatever chrono reads with a day (or a month) right after.
    const found = parseDates(text.slice(after), today)[0];
    const day =
      found && text.slice(after, after + found.index).trim() === ''
        ? chronoDay(found.start, today, true)
        : null;
    if (day) return { start: m.index, end: after + found!.index + found!.text.length, spec: `since_${day}` };
  }
  return null;
};

/** Quotes and dashes as normalizeQuestion writes them, letter for letter so the offsets hold. */
function plain(text: string): string {
  let out = '';
  for (const ch of text) {
    const lower = ch.toLowerCase();
    const one = lower.length === ch.length ? lower : ch;
    out += one
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/[\u2013\u2014]/g, '-');
  }
  return out;
}

/**
 * The period a question names, the words that name it and its spec; null when it names none. Read
 * relative to `today` ("YYYY-MM-DD", the family's day). The first period named wins when there are two.
 */
export function readPeriod(text: string, today: string): PeriodReading | null {
  // One question is read at several points of its answer: the recent readings are kept (copies given out).
  const key = `${today}\n${text}`;
  let reading = recent.get(key);
  if (reading === undefined) {
    reading = readFresh(text, today);
    if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value!);
    recent.set(key, reading);
  }
  return reading && { period: { ...reading.period }, span: [...reading.span], spec: reading.spec };
}
const recent = new Map<string, PeriodReading | null>();
const RECENT_MAX = 256;

function readFresh(text: string, today: string): PeriodReading | null {
  const t = plain(text);
  const hits = [since, ...RULES].map((rule) => rule(t, today, 0));
  let chosen: Hit | null = null;
  for (const hit of hits) {
    if (!hit || (chosen && !covers(hit, chosen))) continue;
    // The first rule that reads anything, unless another read more words around it ("march of last year").
    if (!chosen || hit.end - hit.start > chosen.end - chosen.start) chosen = hit;
  }
  if (!chosen) return null;
  const period =
    chosen.spec === 'last_12_months'
      ? range(calendar.addDays(today, -364), today, today, {
          whole: `over the last 12 months (${daySpan(calendar.addDays(today, -364), today)})`,
        })
      : periodOfSpec(chosen.spec, today);
  return period ? { period, span: [chosen.start, chosen.end], spec: chosen.spec } : null;
}

const covers = (outer: Hit, inner: Hit) => outer.start <= inner.start && outer.end >= inner.end;

/** The text with the period's words taken out (each replaced by a space), for matching names. */
export function withoutPeriod(text: string, today: string): string {
  const read = readPeriod(text, today);
  if (!read) return text;
  const [start, end] = read.span;
  return `${text.slice(0, start)} ${text.slice(end)}`;
}
