// A bank CSV's rows read as the bank meant them, from its records in memory: the header found below any
// summary lines, the columns mapped, then the file read by the same rules an upload streams through
// (../reading.ts: the shapes of its cells decide the date order, number format and signs, and what they
// cannot settle is a question). Each row's date and amount come back beside the text they came from.
import type { ImportAnswers, ImportMapping, ImportQuestion, ImportSettings } from '@heirloom/contracts';
import { CellShapes, decideReading, readCells } from '../reading';
import type { DateOrder } from './dates';
import { findHeader, mapColumns } from './headers';
import type { NumberFormat } from './numbers';
import type { Direction, SignSettings } from './signs';

export interface StatementRecord {
  /** The record's line in the file. */
  line: number;
  cells: readonly string[];
}

/** What the user said about the file (or what was kept for its account). */
export interface StatementAnswers extends ImportAnswers {
  mapping?: ImportMapping;
}

export interface StatementRow {
  line: number;
  /** The cells the values come from, as written. */
  raw: { date: string; amount: string };
  /** "YYYY-MM-DD"; null until the date order is known, or when the cell is not a date. */
  date: string | null;
  /** Signed decimal string (negative: money out); null until the number format is known, or unreadable. */
  amount: string | null;
  transactionType: Direction | null;
  merchant: string;
  category: string;
  account: string;
  notes: string;
  errors: { field: string; message: string }[];
}

export interface Statement {
  /** Lines above the header (blank ones too). */
  skipped: number;
  header: string[];
  mapping: ImportMapping;
  settings: ImportSettings;
  dateOrder: DateOrder | null;
  numberFormat: NumberFormat | null;
  signs: SignSettings;
  /** Charges look positive on this card account: offer the switch. */
  suggestChargesPositive: boolean;
  questions: ImportQuestion[];
  rows: StatementRow[];
}

/** Reads a bank CSV's records (the file's lines, already split into cells). */
export function readStatement(
  records: readonly StatementRecord[],
  { mapping: given, ...answers }: StatementAnswers = {},
  accountType: string | null = null,
): Statement {
  const found = findHeader(records.map((r) => r.cells));
  const headerAt = found?.skipped ?? 0;
  const header = found?.header ?? (records[0]?.cells ?? []).map((cell) => cell.trim());
  const mapping = given ?? found?.mapping ?? mapColumns(header);
  const index = new Map<string, number>();
  header.forEach((h, i) => {
    if (!index.has(h)) index.set(h, i);
  });
  const cellOf = (record: StatementRecord, field: string) => {
    const column = mapping[field];
    const i = column ? index.get(column) : undefined;
    return i === undefined ? '' : (record.cells[i] ?? '').trim();
  };
  const data = records.slice(headerAt + 1).filter((r) => r.cells.some((cell) => cell.trim() !== ''));

  const shapes = new CellShapes();
  for (const record of data) {
    shapes.addDate(cellOf(record, 'date'));
    for (const field of ['amount', 'debit', 'credit']) shapes.addAmount(cellOf(record, field));
    shapes.addType(cellOf(record, 'transactionType'));
  }
  const reading = decideReading({ shapes, mapping, answers, accountType, remembered: false });
  const { settings } = reading;

  const rows = data.map((record): StatementRow => {
    const cell = (field: string) => cellOf(record, field);
    const read = readCells(
      {
        date: cell('date'),
        amount: cell('amount'),
        debit: cell('debit'),
        credit: cell('credit'),
        type: cell('transactionType'),
      },
      settings,
    );
    return {
      line: record.line,
      raw: {
        date: cell('date'),
        amount: settings.signConvention === 'debitCredit' ? cell('debit') || cell('credit') : cell('amount'),
      },
      date: read.date,
      amount: read.amount,
      transactionType: read.transactionType,
      merchant: cell('merchant'),
      category: cell('category'),
      account: cell('account'),
      // A bank's own type that names no direction ("Sale", "ACH_DEBIT") is kept, in the notes.
      notes: [read.typeNote, cell('notes')].filter(Boolean).join(' · '),
      errors: read.errors,
    };
  });

  return {
    skipped: (records[headerAt]?.line ?? 1) - 1,
    header,
    mapping,
    settings,
    dateOrder: settings.dateOrder,
    numberFormat:
      settings.decimalMark && settings.thousandsMark !== null
        ? { decimal: settings.decimalMark, thousands: settings.thousandsMark }
        : null,
    signs: { convention: settings.signConvention, chargesPositive: settings.chargesPositive },
    suggestChargesPositive: reading.suggestChargesPositive,
    questions: reading.questions,
    rows,
  };
}
