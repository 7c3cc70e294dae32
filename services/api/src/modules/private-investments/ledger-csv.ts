// A ledger of capital calls and distributions from a CSV file (a fund administrator's export or the
// template): columns date, type, amount and optional notes, found by their header names. Dates and
// numbers are read with the bank-file import's rules (imports/formats): the file's date order and number
// format are detected from all its cells, and a file whose cells read two ways is refused with examples
// rather than guessed. A type cell names the direction (call, contribution, drawdown / distribution,
// return of capital); without a type column the amount's sign does (negative: paid in). Amounts are
// stored positive. Every row is checked with the same schema as a hand-added entry; one bad row refuses
// the whole file, each problem named by its line.
import {
  headerKey,
  insertPlacementLedgerEntrySchema,
  type InsertPlacementLedgerEntry,
  type PlacementLedgerEntryType,
} from '@heirloom/contracts';
import { toFieldErrors, type FieldError } from '@heirloom/server';
import { parse } from 'csv-parse/sync';
import { detectDateOrder, parseDate } from '../imports/formats/dates';
import { detectNumberFormat, parseAmount } from '../imports/formats/numbers';
import { detectDelimiter } from '../imports/formats/sniff';

export const MAX_LEDGER_ROWS = 5000;

const COLUMNS = {
  date: ['date', 'calldate', 'transactiondate', 'valuedate', 'effectivedate', 'paymentdate'],
  type: ['type', 'kind', 'flow', 'transactiontype', 'entrytype', 'category'],
  amount: ['amount', 'value', 'cashflow', 'amountusd', 'netamount'],
  notes: ['notes', 'note', 'memo', 'description', 'comment', 'comments'],
} as const;

const CALL_WORDS = /^(capital ?call|call|contribution|drawdown|draw|paid ?in|investment)s?$/;
const DISTRIBUTION_WORDS = /^(distribution|dist|return of capital|income|proceeds|payout)s?$/;

function typeOf(cell: string): PlacementLedgerEntryType | null {
  const word = cell.trim().toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
  if (CALL_WORDS.test(word)) return 'capital_call';
  if (DISTRIBUTION_WORDS.test(word)) return 'distribution';
  return null;
}

const fileError = (message: string): FieldError => ({ path: 'csv', message });

export type LedgerCsvResult =
  | { ok: true; entries: (InsertPlacementLedgerEntry & { line: number })[] }
  | { ok: false; errors: FieldError[] };

export function readLedgerCsv(text: string): LedgerCsvResult {
  let rows: string[][];
  try {
    rows = parse(text.replace(/^\uFEFF/, ''), {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch (error) {
    return { ok: false, errors: [fileError(`The file is not a readable CSV: ${(error as Error).message}`)] };
  }
  const [header, ...records] = rows;
  if (!header || records.length === 0)
    return {
      ok: false,
      errors: [fileError('The file has no entries: a header line and one line per entry')],
    };
  if (records.length > MAX_LEDGER_ROWS)
    return { ok: false, errors: [fileError(`At most ${MAX_LEDGER_ROWS} entries in one file`)] };

  const keys = header.map(headerKey);
  const column = (names: readonly string[]) => keys.findIndex((key) => names.includes(key));
  const at = {
    date: column(COLUMNS.date),
    type: column(COLUMNS.type),
    amount: column(COLUMNS.amount),
    notes: column(COLUMNS.notes),
  };
  const missing = (['date', 'amount'] as const).filter((name) => at[name] < 0);
  if (missing.length)
    return {
      ok: false,
      errors: missing.map((name) =>
        fileError(`The file has no ${name} column (its header line names each column)`),
      ),
    };
  const cell = (record: string[], index: number) => (index < 0 ? '' : (record[index] ?? '').trim());

  const dateCells = records.map((r) => cell(r, at.date));
  const dates = detectDateOrder(dateCells);
  if (dates.status !== 'decided') {
    const examples =
      dates.status === 'ambiguous' ? dates.examples : [...dates.examples.dmy, ...dates.examples.mdy];
    return {
      ok: false,
      errors: [
        fileError(`Dates such as ${examples.slice(0, 3).join(', ')} read two ways: write them as YYYY-MM-DD`),
      ],
    };
  }
  const amountCells = records.map((r) => cell(r, at.amount));
  const numbers = detectNumberFormat(amountCells);
  if (numbers.status !== 'decided') {
    const examples =
      numbers.status === 'ambiguous'
        ? numbers.examples
        : [...numbers.examples['.'], ...numbers.examples[',']];
    return {
      ok: false,
      errors: [
        fileError(`Amounts such as ${examples.slice(0, 3).join(', ')} read two ways: write them as 1234.56`),
      ],
    };
  }

  const entries: (InsertPlacementLedgerEntry & { line: number })[] = [];
  const errors: FieldError[] = [];
  records.forEach((record, index) => {
    const line = index + 2;
    const problems: string[] = [];
    const dateCell = cell(record, at.date);
    const date = dateCell === '' ? '' : (parseDate(dateCell, dates.order) ?? dateCell);
    const amountCell = cell(record, at.amount);
    const signed = amountCell === '' ? null : parseAmount(amountCell, numbers.format);
    if (amountCell !== '' && signed === null) problems.push('Amount must be a number');
    const typeCell = cell(record, at.type);
    let type: PlacementLedgerEntryType | null = null;
    if (typeCell !== '') {
      type = typeOf(typeCell);
      if (!type) problems.push(`Type "${typeCell}" is neither a capital call nor a distribution`);
    } else if (signed !== null && Number(signed) !== 0) {
      type = signed.startsWith('-') ? 'capital_call' : 'distribution';
    } else if (at.type >= 0) problems.push('Type is required');
    const amount = signed === null ? amountCell : signed.replace(/^-/, '');
    const parsed = insertPlacementLedgerEntrySchema.safeParse({
      date,
      type: type ?? undefined,
      amount,
      notes: cell(record, at.notes),
    });
    if (!parsed.success && problems.length === 0)
      problems.push(...toFieldErrors(parsed.error.issues).map((e) => e.message));
    if (problems.length || !parsed.success) {
      errors.push(...problems.map((message) => fileError(`Line ${line}: ${message}`)));
      return;
    }
    entries.push({ ...parsed.data, line });
  });
  return errors.length ? { ok: false, errors } : { ok: true, entries };
}
