// A bank CSV's rows read as the bank meant them, in one pass over the whole file: the header found below
// any summary lines, the columns mapped, the date order and number format detected from every row, the
// sign convention read, then each row's date and amount parsed beside the text they came from. What the
// file cannot settle comes back as a question, and no row has a value for it until it is answered.
import type { ImportMapping } from '@heirloom/contracts';
import { detectDateOrder, parseDate, type DateDetection, type DateOrder } from './dates';
import { findHeader, mapColumns } from './headers';
import { detectNumberFormat, type NumberDetection, type NumberFormat } from './numbers';
import {
  detectSignConvention,
  signRow,
  suggestChargesPositive,
  type Direction,
  type SignSettings,
} from './signs';

export interface StatementRecord {
  /** The record's line in the file. */
  line: number;
  cells: readonly string[];
}

/** What the user said about the file (or what was kept for its account). */
export interface StatementAnswers {
  mapping?: ImportMapping;
  dateOrder?: DateOrder;
  numberFormat?: NumberFormat;
  chargesPositive?: boolean;
}

export type StatementQuestion =
  | { kind: 'dateOrder'; detection: Exclude<DateDetection, { status: 'decided' }> }
  | { kind: 'numberFormat'; detection: Exclude<NumberDetection, { status: 'decided' }> };

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
  dateOrder: DateOrder | null;
  numberFormat: NumberFormat | null;
  signs: SignSettings;
  /** Charges look positive on this card account: offer the switch. */
  suggestChargesPositive: boolean;
  questions: StatementQuestion[];
  rows: StatementRow[];
}

/** Reads a bank CSV's records (the file's lines, already split into cells). */
export function readStatement(
  records: readonly StatementRecord[],
  answers: StatementAnswers = {},
  accountType: string | null = null,
): Statement {
  const found = findHeader(records.map((r) => r.cells));
  const headerAt = found?.skipped ?? 0;
  const header = found?.header ?? (records[0]?.cells ?? []).map((cell) => cell.trim());
  const mapping = answers.mapping ?? found?.mapping ?? mapColumns(header);
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

  const questions: StatementQuestion[] = [];
  const dates = detectDateOrder(data.map((r) => cellOf(r, 'date')));
  const dateOrder = answers.dateOrder ?? (dates.status === 'decided' ? dates.order : null);
  if (!dateOrder && dates.status !== 'decided') questions.push({ kind: 'dateOrder', detection: dates });
  const numbers = detectNumberFormat(
    data.flatMap((r) => ['amount', 'debit', 'credit'].map((f) => cellOf(r, f))),
  );
  const numberFormat = answers.numberFormat ?? (numbers.status === 'decided' ? numbers.format : null);
  if (!numberFormat && numbers.status !== 'decided')
    questions.push({ kind: 'numberFormat', detection: numbers });

  const convention = detectSignConvention(
    { amount: Boolean(mapping.amount), debit: Boolean(mapping.debit), credit: Boolean(mapping.credit) },
    data.map((r) => cellOf(r, 'transactionType')),
  );
  const signs: SignSettings = { convention, chargesPositive: answers.chargesPositive ?? false };
  const asWritten: SignSettings = { convention, chargesPositive: false };

  const rows = data.map((record): StatementRow => {
    const cell = (field: string) => cellOf(record, field);
    const errors: StatementRow['errors'] = [];
    const rawAmount = convention === 'debitCredit' ? cell('debit') || cell('credit') : cell('amount');
    let date: string | null = null;
    if (dateOrder) {
      date = parseDate(cell('date'), dateOrder);
      if (!date)
        errors.push({ field: 'date', message: cell('date') ? 'Must be a date' : 'Date is required' });
    }
    let amount: string | null = null;
    let transactionType: Direction | null = null;
    let typeNote: string | null = null;
    if (numberFormat) {
      const signed = signRow(
        {
          amount: cell('amount'),
          debit: cell('debit'),
          credit: cell('credit'),
          type: cell('transactionType'),
        },
        signs,
        numberFormat,
      );
      if (signed.ok)
        [amount, transactionType, typeNote] = [signed.amount, signed.transactionType, signed.typeNote];
      else errors.push({ field: signed.field, message: signed.message });
    }
    return {
      line: record.line,
      raw: { date: cell('date'), amount: rawAmount },
      date,
      amount,
      transactionType,
      merchant: cell('merchant'),
      category: cell('category'),
      account: cell('account'),
      // A bank's own type that names no direction ("Sale", "ACH_DEBIT") is kept, in the notes.
      notes: [typeNote, cell('notes')].filter(Boolean).join(' · '),
      errors,
    };
  });

  const writtenAmounts = numberFormat
    ? data.flatMap((r) => {
        const signed = signRow(
          {
            amount: cellOf(r, 'amount'),
            debit: cellOf(r, 'debit'),
            credit: cellOf(r, 'credit'),
            type: cellOf(r, 'transactionType'),
          },
          asWritten,
          numberFormat,
        );
        return signed.ok ? [signed.amount] : [];
      })
    : [];
  return {
    skipped: (records[headerAt]?.line ?? 1) - 1,
    header,
    mapping,
    dateOrder,
    numberFormat,
    signs,
    suggestChargesPositive:
      answers.chargesPositive === undefined && suggestChargesPositive(accountType, writtenAmounts),
    questions,
    rows,
  };
}
