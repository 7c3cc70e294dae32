// The period a question asks about, as the tools take it (a spec: "last_month", "2026-Q1", "since_2026-06-01")
// and as a range of UTC days. period.ts reads it; this file keeps the names the chat and the tools
// already call.
import { PERIOD_NAMES, PERIOD_SPEC, periodBetween, periodOfSpec, readPeriod, type Period } from './period';

export { PERIOD_NAMES, PERIOD_SPEC, periodBetween, type Period };

const COUNT =
  '(?:\\d{1,3}|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:a )?couple(?: of)?)';
const MONTH =
  'jan(?:uary)?|feb(?:ruary)?|march|mar(?=\\.|\\s+\\d{4})|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';

/**
 * Phrases that name a period, so other parsers (merchant names) can ignore them. readPeriod's span is
 * the exact words of the one period a question names; this is every such phrase, for blanking them all.
 */
export const PERIOD_PHRASE = new RegExp(
  [
    `\\b(?:the )?(?:last|past|previous|prior) ${COUNT} (?:days?|weeks?|months?|years?)\\b`,
    '\\b(?:the )?(?:last |past |previous )?fortnight\\b',
    '\\b(?:the )?(?:week|month|quarter|qtr|year) before (?:last|the last(?: one)?)\\b',
    "\\b(?:the )?(?:(?:first|second|1st|2nd|latter) half|h[12])(?: of)?(?: (?:the |this )?(?:year|calendar year|last year|(?:19|20)\\d{2}|'\\d{2}))?\\b(?: so far)?",
    '\\b(?:so far )?(?:the )?(?:this|current|last|previous|past|prior|next) (?:week|month|quarter|qtr|(?:tax |fiscal )?year)\\b(?: so far)?',
    '\\b(?:today|yesterday|week to date|month to date|quarter to date|year to date|wtd|mtd|qtd|ytd)\\b',
    "\\bq[1-4]\\b(?:,? (?:of )?(?:(?:19|20)\\d{2}|'\\d{2}))?(?: so far)?",
    '\\b(?:the )?(?:first|second|third|fourth|1st|2nd|3rd|4th) (?:quarter|qtr)\\b',
    `\\b(?:(?:this|last) )?(?:${MONTH})\\.?(?:,? \\d{4})?\\b`,
    "\\b(?:(?:19|20)\\d{2}|fy ?'?\\d{2}(?:\\d{2})?)\\b|(?<![a-z0-9])'\\d{2}\\b",
    // The seasons ("over the summer", "last winter"), only after a word that makes them one.
    '\\b(?:(?:in|during|over|for|through|throughout|across) (?:the )?|(?:this past|this|last|past|previous) )(?:summer|winter|autumn|fall|spring)\\b',
  ].join('|'),
  'g',
);

/**
 * The period named in the question as a period spec (PERIOD_SPEC), or null when it names none (or "the
 * past year" / "the last 12 months", which is the default range the analyst already has).
 */
export function periodSpecOf(question: string, todayIso: string): string | null {
  const read = readPeriod(question, todayIso);
  return !read || read.spec === 'last_12_months' ? null : read.spec;
}

/**
 * The range a period spec stands for, relative to today; null for "last_12_months" (the default range,
 * already in the family's facts). Undefined when the spec is not one (a count out of 1..120, month 13).
 */
export function resolvePeriod(spec: string, todayIso: string): Period | null | undefined {
  return periodOfSpec(spec, todayIso);
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
