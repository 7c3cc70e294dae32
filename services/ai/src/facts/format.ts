// How the chat and the reviews write figures, one way everywhere: money as $1,234.56 below a million
// and $1.23M / $1.23B above; percentages with a fixed number of places; dates as "March 5, 2027"; and
// the family's own text (names, merchants, notes) as text, never as markdown.
import Decimal from 'decimal.js';

const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

type Amount = string | number | Decimal;

function exact(value: Amount): Decimal {
  return value instanceof Decimal ? new Exact(value.toString()) : new Exact(String(value));
}

function group(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** An amount below a million in cents at most ("-148237.9"), as stored or summed: nothing to round. */
const PLAIN_CENTS = /^(-?)(0|[1-9]\d{0,5})(?:\.(\d{1,2}))?$/;

/** "$1,234.56", "-$86.10", "$5.52M", "$2.50B". */
export function formatMoney(value: Amount): string {
  // Most figures are amounts in cents: written from their own digits, no Decimal needed (an answer may
  // list thousands of holdings).
  const written = String(value);
  const plain = PLAIN_CENTS.exec(written);
  if (plain) {
    const [, minus, whole, cents = ''] = plain;
    const text = `$${group(whole!)}.${cents.padEnd(2, '0')}`;
    return minus && text !== '$0.00' ? `-${text}` : text;
  }
  const amount = exact(written);
  const abs = amount.abs();
  let text: string;
  if (abs.greaterThanOrEqualTo(1e9)) text = `$${abs.dividedBy(1e9).toFixed(2)}B`;
  else if (abs.greaterThanOrEqualTo(1e6)) text = `$${abs.dividedBy(1e6).toFixed(2)}M`;
  else {
    const [whole, cents] = abs.toFixed(2).split('.');
    text = `$${group(whole!)}.${cents}`;
  }
  // "-$0.00" would be noise: only a value that is still negative after rounding gets a sign.
  return amount.isNegative() && text !== '$0.00' ? `-${text}` : text;
}

/** Money in full, to the cent, never abbreviated: "$1,234,567.89", "-$86.10" (an answer's lead figure). */
export function formatMoneyInFull(value: Amount): string {
  const amount = exact(String(value));
  const [whole, cents] = amount.abs().toFixed(2).split('.');
  const text = `$${group(whole!)}.${cents}`;
  return amount.isNegative() && text !== '$0.00' ? `-${text}` : text;
}

/** "$1,234,567.89 ($1.23M)": in full, then the short form when it is shorter. */
export function formatMoneyLead(value: Amount): string {
  const full = formatMoneyInFull(value);
  const short = formatMoney(value);
  return short === full ? full : `${full} (${short})`;
}

/** "12.5%" (places fixed; 1 by default). */
export function formatPercent(value: Amount, places = 1): string {
  return `${exact(value).toFixed(places)}%`;
}

/** An interest rate as stored, trailing zeros dropped: "7.625%", "6.25%", "3%". */
export function formatRate(value: Amount): string {
  return `${exact(value).toDecimalPlaces(3).toString()}%`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2027-01-06" -> "January 6, 2027"; a date-time string is read as its UTC day. */
export function formatDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return iso;
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/** "2026-03" -> "March 2026". */
export function formatMonth(yearMonth: string): string {
  const [y, m] = yearMonth.split('-').map(Number);
  return y && m ? `${MONTHS[m - 1]} ${y}` : yearMonth;
}

/** "last_will" -> "Last will". */
export function humanize(value: string): string {
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "1 mortgage", "3 mortgages". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** What acts anywhere in a line: escapes, code, emphasis, links, images, HTML, table cells, strikethrough. */
const INLINE_MARKUP = /[\\`*_[\]<>|~]/g;
/** An entity reference ("&amp;", "&#60;") would be decoded; a bare "&" ("AT&T") is text already. */
const ENTITY = /&(?=#?[0-9A-Za-z]+;)/g;
/** What GFM links by itself: an address ("https://", "www.") or an email ("pay@bank.example"). */
const AUTOLINK = /:(?=\/\/)|(?<=\bwww)\.|(?<=\w)@(?=\w)/gi;
/** What opens a block at the start of a line: a heading, a list item, a setext rule, an ordered item. */
const BLOCK_START = /^(?:[#+=-]|\d{1,9}(?=[.)]))/;

/**
 * Stored text (a merchant, an account or person's name, a note: anything the family or an imported file
 * wrote) as it goes into a reply: read as the words it is, never as markdown. One line (a newline could
 * open a block); every character that means something mid-line is backslash-escaped, so are the ":" of
 * an address, the "." of "www." and the "@" of an email (GFM would link them), and a leading block
 * marker. The rest is left as written, so names still read and match as stored ("Smith-Jones", "Ally
 * (HYSA)", "Store #12", "AT&T"): "(", ")" and "!" only make a link or image after "[" or "]", which are
 * escaped, and "#", "+", "-" only open a block at the start of a line.
 */
export function asText(value: string): string {
  return value
    .replace(/\s+/g, ' ')
    .trim()
    .replace(INLINE_MARKUP, '\\$&')
    .replace(ENTITY, '\\&')
    .replace(AUTOLINK, '\\$&')
    .replace(BLOCK_START, (marker) => (/\d/.test(marker) ? `${marker}\\` : `\\${marker}`));
}
