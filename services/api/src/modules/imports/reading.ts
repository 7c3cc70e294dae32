// How a transactions file is read, decided from the whole file in one streaming pass: the pass keeps
// only the shapes of its date and amount cells (each distinct date once; amounts by shape, digits
// 1-9 alike, with one example and a count each), so a 50,000-row file is never held in memory. From
// those the date order, the number format, the sign convention and the Type column's meaning are
// decided as the pure readers in ./formats decide them, answers and an account's kept settings first;
// what the file cannot settle is a question, and no row gets a value for it until it is answered.
import {
  importQuestionTexts,
  type DateOrder,
  type DecimalMark,
  type ImportAnswers,
  type ImportMapping,
  type ImportQuestion,
  type ImportSettings,
  type ThousandsMark,
} from '@heirloom/contracts';
import { detectDateOrder, parseDate } from './formats/dates';
import { detectNumberFormat, parseAmount, type NumberFormat } from './formats/numbers';
import {
  directionWord,
  signRow,
  suggestChargesPositive,
  type Direction,
  type SignSettings,
} from './formats/signs';

/** What an import keeps of its file's reading (the imports table's `reading` column, as JSON). */
export interface Reading {
  settings: ImportSettings;
  questions: ImportQuestion[];
  suggestChargesPositive: boolean;
  /** The account's kept profile was applied. */
  remembered: boolean;
  /** What the user said (or the profile did), kept across a new mapping. */
  answers: ImportAnswers;
}

/** Distinct date cells kept: past this the file has more distinct days than rows could need. */
const MAX_DATES = 100_000;
/** Distinct Type values kept (a direction column has a handful). */
const MAX_TYPES = 64;

/** The cells of a file that decide how it is read, gathered as its rows go by. */
export class CellShapes {
  readonly dates = new Set<string>();
  /** Shape (digits 1-9 as 9) to its first cell and how many cells had it. */
  readonly amounts = new Map<string, { example: string; count: number }>();
  readonly types = new Set<string>();
  /** Every non-blank Type cell names a direction. */
  typesAreDirections = true;

  addDate(cell: string): void {
    const text = cell.trim();
    if (text !== '' && this.dates.size < MAX_DATES) this.dates.add(text);
  }

  addAmount(cell: string): void {
    const text = cell.trim();
    if (text === '') return;
    const shape = text.replace(/[1-9]/g, '9');
    const seen = this.amounts.get(shape);
    if (seen) seen.count++;
    else this.amounts.set(shape, { example: text, count: 1 });
  }

  addType(cell: string): void {
    const text = cell.trim();
    if (text === '') return;
    if (!directionWord(text)) this.typesAreDirections = false;
    if (this.types.size < MAX_TYPES) this.types.add(text);
  }

  /** The amount cells, one per shape. */
  amountExamples(): string[] {
    return [...this.amounts.values()].map((a) => a.example);
  }
}

/** The number format once the decimal mark is known: the thousands mark the cells use with it. */
export function numberFormatFor(decimal: DecimalMark, cells: readonly string[]): NumberFormat {
  const detected = detectNumberFormat(cells);
  if (detected.status === 'decided' && detected.format.decimal === decimal) return detected.format;
  const thousands: ThousandsMark = decimal === ',' ? '.' : ',';
  return { decimal, thousands };
}

export interface ReadingInput {
  shapes: CellShapes;
  mapping: ImportMapping;
  answers: ImportAnswers;
  /** The account's type, for the card-sign suggestion. */
  accountType: string | null;
  remembered: boolean;
  /** OFX: dates and amounts are the standard's own, nothing to detect. */
  fixed?: boolean;
}

/** Decides how the file is read. */
export function decideReading({
  shapes,
  mapping,
  answers,
  accountType,
  remembered,
  fixed = false,
}: ReadingInput): Reading {
  const questions: ImportQuestion[] = [];
  const ask = (key: ImportQuestion['key'], examples: string[]) =>
    questions.push({
      key,
      ...importQuestionTexts[key],
      options: [...importQuestionTexts[key].options],
      examples,
    });

  let dateOrder: DateOrder | null = fixed ? 'ymd' : (answers.dateOrder ?? null);
  if (!dateOrder) {
    const dates = detectDateOrder(shapes.dates);
    if (dates.status === 'decided') dateOrder = dates.order;
    else
      ask(
        'dateOrder',
        dates.status === 'ambiguous' ? dates.examples : [...dates.examples.dmy, ...dates.examples.mdy],
      );
  }

  const amountCells = shapes.amountExamples();
  let format: NumberFormat | null = fixed ? { decimal: '.', thousands: '' } : null;
  if (!format && answers.decimalMark) format = numberFormatFor(answers.decimalMark, amountCells);
  if (!format) {
    const numbers = detectNumberFormat(amountCells);
    if (numbers.status === 'decided') format = numbers.format;
    else
      ask(
        'decimalMark',
        numbers.status === 'ambiguous'
          ? numbers.examples
          : [...numbers.examples['.'], ...numbers.examples[',']],
      );
  }

  const typeColumn = mapping.transactionType
    ? (answers.typeColumn ?? (shapes.types.size > 0 && shapes.typesAreDirections ? 'direction' : 'note'))
    : null;
  const signConvention =
    !mapping.amount && (mapping.debit || mapping.credit)
      ? 'debitCredit'
      : mapping.amount && typeColumn === 'direction'
        ? 'indicator'
        : 'signed';
  const chargesPositive = answers.chargesPositive ?? false;
  const settings: ImportSettings = {
    decimalMark: format?.decimal ?? null,
    thousandsMark: format?.thousands ?? null,
    dateOrder,
    signConvention,
    chargesPositive,
    typeColumn,
  };

  // Suggested while the switch is off and was never set: the amounts as written, weighed by their count.
  let suggest = false;
  if (format && answers.chargesPositive === undefined && accountType === 'credit') {
    const written: string[] = [];
    for (const { example, count } of shapes.amounts.values()) {
      const value = parseAmount(example, format);
      if (value !== null) for (let i = 0; i < Math.min(count, 1000); i++) written.push(value);
    }
    suggest = signConvention === 'signed' && suggestChargesPositive(accountType, written);
  }
  return { settings, questions, suggestChargesPositive: suggest, remembered, answers };
}

/** The answers a kept profile gives the next file from the same bank. */
export function answersOf(settings: ImportSettings): ImportAnswers {
  return {
    ...(settings.dateOrder ? { dateOrder: settings.dateOrder } : {}),
    ...(settings.decimalMark ? { decimalMark: settings.decimalMark } : {}),
    chargesPositive: settings.chargesPositive,
    ...(settings.typeColumn ? { typeColumn: settings.typeColumn } : {}),
  };
}

export interface RowCells {
  date: string;
  amount?: string;
  debit?: string;
  credit?: string;
  type?: string;
}

export interface ReadValues {
  date: string | null;
  amount: string | null;
  transactionType: Direction | null;
  /** A Type cell that names no direction, kept for the notes. */
  typeNote: string | null;
  errors: { field: string; message: string }[];
}

/**
 * One row's date and signed amount under the file's settings. While a question is open the value it
 * decides stays null, but a cell that reads no way at all is still an error.
 */
export function readCells(cells: RowCells, settings: ImportSettings): ReadValues {
  const errors: ReadValues['errors'] = [];
  const dateCell = cells.date.trim();
  let date: string | null = null;
  if (dateCell === '') errors.push({ field: 'date', message: 'Date is required' });
  else if (settings.dateOrder) {
    date = parseDate(dateCell, settings.dateOrder);
    if (!date) errors.push({ field: 'date', message: 'Must be a date' });
  } else if ((['dmy', 'mdy', 'ymd'] as const).every((order) => !parseDate(dateCell, order))) {
    errors.push({ field: 'date', message: 'Must be a date' });
  }

  const signs: SignSettings = {
    convention: settings.signConvention,
    chargesPositive: settings.chargesPositive,
  };
  const signCells = {
    amount: cells.amount,
    debit: cells.debit,
    credit: cells.credit,
    // A Type column taken as a note plays no part in the sign.
    type: settings.typeColumn === 'direction' ? cells.type : undefined,
  };
  const note = settings.typeColumn === 'note' && cells.type?.trim() ? cells.type.trim() : null;
  let amount: string | null = null;
  let transactionType: Direction | null = null;
  if (settings.decimalMark && settings.thousandsMark !== null) {
    const signed = signRow(signCells, signs, {
      decimal: settings.decimalMark,
      thousands: settings.thousandsMark,
    });
    if (signed.ok) [amount, transactionType] = [signed.amount, signed.transactionType];
    else errors.push({ field: signed.field, message: signed.message });
  } else {
    // The mark is still a question: an error only if the cells read under neither.
    const tries = (['.', ','] as const).map((decimal) =>
      signRow(signCells, signs, { decimal, thousands: decimal === '.' ? ',' : '.' }),
    );
    const failed = tries.find((t) => !t.ok);
    if (tries.every((t) => !t.ok) && failed && !failed.ok)
      errors.push({ field: failed.field, message: failed.message });
  }
  return { date, amount, transactionType, typeNote: note, errors };
}
