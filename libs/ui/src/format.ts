// Money and percentage display (spec section 9): dollar sign, en-US grouping, 2 decimals for money.
// API values are decimal strings ("1234.56"); numbers are accepted too. formatMoney is contracts'
// (the API's first paint shows the same text).
import { formatMoney, madeOnFirstUse } from '@heirloom/contracts';

export { formatMoney };

function toNumber(v: string | number): number {
  return typeof v === 'number' ? v : Number(v.trim() === '' ? NaN : v);
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/**
 * `v` is already in percent units: formatPercent(12.345, 2) is '12.35%'.
 * `signed` prefixes '+' on positive values (the investments page's return figures).
 */
export function formatPercent(v: string | number, decimals = 2, options: { signed?: boolean } = {}): string {
  const n = toNumber(v);
  if (!Number.isFinite(n)) return '—';
  const key = `${decimals}:${options.signed ? 1 : 0}`;
  let format = percentFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: options.signed ? 'exceptZero' : 'auto',
    });
    percentFormats.set(key, format);
  }
  const half = 0.5 / 10 ** decimals;
  return `${format.format(Math.abs(n) < half ? 0 : n)}%`;
}

/**
 * A transaction's amount as the spec shows it: '+' for income, '-' for an expense, then the absolute
 * value ('+$1,200.00', '-$45.10'), whatever sign the institution wrote.
 */
export function formatSignedMoney(v: string | number, direction: 'income' | 'expense'): string {
  const n = toNumber(v);
  if (!Number.isFinite(n)) return '—';
  return `${direction === 'income' ? '+' : '-'}${formatMoney(Math.abs(n))}`;
}

const dayFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** A calendar day 'YYYY-MM-DD' (or an ISO timestamp's day) as 'Mar 1, 2024', never shifted by time zone. */
export function formatDay(v: string | null | undefined): string {
  if (!v) return '—';
  const date = new Date(`${v.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '—' : dayFormat().format(date);
}

/** A day in the user's own calendar as a date input wants it ("YYYY-MM-DD"): a new row's default date. */
export function localDay(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A count with its noun: plural(1, 'policy', 'policies') is '1 policy', plural(3, 'document') '3 documents'. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Text with its first letter upper-cased, to start a sentence: 'the Chase mortgage' -> 'The Chase mortgage'. */
export function capitalize(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}

/**
 * "private_equity" -> "Private Equity": a stored enum value's words (a list shows them without loading
 * the forms, whose options are labelled with it too).
 */
export function enumLabel(value: string): string {
  return value
    .split(/[_-]/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}
