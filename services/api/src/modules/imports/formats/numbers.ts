// How a bank file writes its amounts, read from the whole file rather than cell by cell: `-63,89` is
// -63.89 in a file whose other cells show decimal commas, and 1,234 is one thousand two hundred and
// thirty-four only in a file that shows decimal points. A file that cannot tell (every separated cell
// reads both ways, like `1,234` or `100,000`) is answered `ambiguous` with those cells, never guessed.
import Decimal from 'decimal.js';

export type DecimalMark = '.' | ',';
/** The thousands mark; ' ' stands for any space (plain, no-break or narrow no-break); '' for none seen. */
export type ThousandsMark = ',' | '.' | "'" | ' ' | '';

export interface NumberFormat {
  decimal: DecimalMark;
  thousands: ThousandsMark;
}

export type NumberDetection =
  | { status: 'decided'; format: NumberFormat }
  /** Every cell with a separator reads both ways: the user chooses, shown these cells. */
  | { status: 'ambiguous'; examples: string[] }
  /** Cells settle both decimal marks (or two thousands marks): the file is not one format. */
  | { status: 'conflict'; examples: Record<DecimalMark, string[]> };

const EXAMPLES = 5;
const SPACES = /[\s\u00a0\u202f]/g;
// A currency sign or ISO code before or after the number ("$", "US$", "€", "CHF", "1.234,56 EUR").
const CURRENCY = /^(?:[A-Z]{2}\$|[A-Z]{3}|[$€£¥₹])|(?:[A-Z]{3}|[$€£¥₹])$/;
const MINUS = /^[-\u2212]/;
// "12.50 CR" / "12.50 DR": statements that mark money in and out after the amount.
const CREDIT_DEBIT = /\s*(CR|DR)$/i;

interface Core {
  negative: boolean;
  /** Digits and separators, spaces written as ' '. */
  text: string;
}

/** The cell without its sign (-, trailing -, parentheses, CR/DR) and currency; null when what is left is not digits and marks. */
function coreOf(cell: string): Core | null {
  let text = cell.trim().replace(SPACES, ' ');
  let negative = false;
  const strip = () => {
    text = text.trim();
    for (let changed = true; changed;) {
      const before = text;
      text = text.replace(CURRENCY, '').trim();
      const mark = CREDIT_DEBIT.exec(text);
      if (mark) {
        if (mark[1]?.toUpperCase() === 'DR') {
          if (negative) return false;
          negative = true;
        }
        text = text.slice(0, mark.index);
      } else if (MINUS.test(text) || /[-\u2212]$/.test(text)) {
        if (negative) return false;
        negative = true;
        text = MINUS.test(text) ? text.slice(1) : text.slice(0, -1);
      } else if (text.startsWith('+')) text = text.slice(1);
      text = text.trim();
      changed = text !== before;
    }
    return true;
  };
  if (!strip()) return null;
  if (/^\(.*\)$/.test(text)) {
    if (negative) return null;
    negative = true;
    text = text.slice(1, -1);
    if (!strip()) return null;
  }
  if (!/^[\d.,' ]+$/.test(text) || !/\d/.test(text)) return null;
  return { negative, text };
}

const escape = (mark: string) => mark.replace(/[.]/g, '\\.');

/** The value of the core under one format, as a plain decimal text, or null when it does not read so. */
// Compiled once per format: a file's every cell is read with the same few.
const PATTERNS = new Map<string, { plain: RegExp; grouped: RegExp | null }>();

function patternsOf(format: NumberFormat) {
  const key = `${format.decimal}${format.thousands}`;
  let patterns = PATTERNS.get(key);
  if (!patterns) {
    const fraction = `(?:${escape(format.decimal)}(\\d+))?`;
    patterns = {
      plain: new RegExp(`^(\\d*)${fraction}$`),
      grouped:
        format.thousands === ''
          ? null
          : new RegExp(`^([1-9]\\d{0,2}(?:${escape(format.thousands)}\\d{3})+)${fraction}$`),
    };
    PATTERNS.set(key, patterns);
  }
  return patterns;
}

function readCore(text: string, format: NumberFormat): string | null {
  const patterns = patternsOf(format);
  const plain = patterns.plain.exec(text);
  const grouped = patterns.grouped?.exec(text) ?? null;
  const match = plain ?? grouped;
  if (!match) return null;
  const whole = (match[1] ?? '').split(format.thousands || '\u0000').join('');
  const part = match[2];
  if (whole === '' && part === undefined) return null;
  return `${whole || '0'}${part === undefined ? '' : `.${part}`}`;
}

const THOUSANDS_FOR: Record<DecimalMark, ThousandsMark[]> = {
  '.': [',', "'", ' '],
  ',': ['.', "'", ' '],
};

/** Each reading of the core: the decimal mark, the thousands mark it needs ('' none), the value. */
function readings(text: string): { decimal: DecimalMark; thousands: ThousandsMark; value: string }[] {
  const found: { decimal: DecimalMark; thousands: ThousandsMark; value: string }[] = [];
  for (const decimal of ['.', ','] as const) {
    const plain = readCore(text, { decimal, thousands: '' });
    if (plain !== null) {
      found.push({ decimal, thousands: '', value: plain });
      continue;
    }
    for (const thousands of THOUSANDS_FOR[decimal]) {
      const value = readCore(text, { decimal, thousands });
      if (value !== null) found.push({ decimal, thousands, value });
    }
  }
  return found;
}

/**
 * The number format of a file, from all its amount cells (blank cells and cells that are not numbers
 * are passed over: the row reports them).
 */
export function detectNumberFormat(cells: Iterable<string>): NumberDetection {
  const settled: Record<DecimalMark, string[]> = { '.': [], ',': [] };
  const bothWays: string[] = [];
  const read: { cell: string; ways: ReturnType<typeof readings> }[] = [];
  for (const raw of cells) {
    const core = coreOf(raw);
    if (!core) continue;
    const cell = raw.trim();
    const ways = readings(core.text);
    read.push({ cell, ways });
    const decimals = new Set(ways.map((w) => w.decimal));
    if (decimals.size === 1 && ways[0]) settled[ways[0].decimal].push(cell);
    else if (decimals.size === 2 && new Set(ways.map((w) => w.value)).size > 1) bothWays.push(cell);
  }
  const [dot, comma] = [settled['.'].length, settled[','].length];
  if (dot > 0 && comma > 0) {
    return {
      status: 'conflict',
      examples: { '.': settled['.'].slice(0, EXAMPLES), ',': settled[','].slice(0, EXAMPLES) },
    };
  }
  if (dot === 0 && comma === 0 && bothWays.length > 0) {
    return { status: 'ambiguous', examples: [...new Set(bothWays)].slice(0, EXAMPLES) };
  }
  // Decided, or no cell depends on the mark ("1 234" reads the same either way): the thousands mark is
  // the one the cells use under that decimal mark.
  const decimal: DecimalMark = comma > 0 ? ',' : '.';
  const thousandsSeen = new Map<ThousandsMark, string>();
  for (const { cell, ways } of read) {
    const way = ways.find((w) => w.decimal === decimal);
    if (way && way.thousands !== '' && !thousandsSeen.has(way.thousands))
      thousandsSeen.set(way.thousands, cell);
  }
  if (thousandsSeen.size > 1) {
    const examples = [...thousandsSeen.values()].slice(0, EXAMPLES);
    return {
      status: 'conflict',
      examples: { '.': decimal === '.' ? examples : [], ',': decimal === ',' ? examples : [] },
    };
  }
  const [thousands = ''] = thousandsSeen.keys();
  return { status: 'decided', format: { decimal, thousands } };
}

/**
 * One amount cell read in the file's format, to a decimal string ("-1234.5"); null when the cell is
 * blank or does not read in that format. Never a float: the digits go straight to decimal.js.
 */
export function parseAmount(cell: string, format: NumberFormat): string | null {
  const core = coreOf(cell);
  if (!core) return null;
  let value = readCore(core.text, { decimal: format.decimal, thousands: '' });
  if (value === null && format.thousands !== '') value = readCore(core.text, format);
  if (value === null) return null;
  const amount = new Decimal(value);
  return (core.negative && !amount.isZero() ? amount.negated() : amount).toFixed();
}
