// One CSV record to one row of the table the file fills: its cells are picked by the column mapping,
// cleaned the way bank and broker exports write them ("$1,234.50", "(12.00)", "01/15/2026"), then checked
// with the same insert schema as the add form, so a row the form would refuse is refused here with the
// same message. Accounts are named in the file and looked up among the user's own.
import { createHash } from 'node:crypto';
import {
  importFields,
  insertAccountSchema,
  insertHoldingSchema,
  insertTransactionSchema,
  normalizeBalance,
  returnPercent,
  unescapeFormulaCell,
  UNCATEGORIZED,
  type ImportKind,
  type ImportMapping,
  type ImportParsedRow,
  type ImportRowError,
} from '@heirloom/contracts';
import Decimal from 'decimal.js';
import type { CsvRecord } from './csv-reader';

export interface AccountRef {
  id: string;
  name: string;
}

export interface RowContext {
  kind: ImportKind;
  mapping: ImportMapping;
  /** Column index of each header. */
  columns: ReadonlyMap<string, number>;
  /** The user's accounts by lower-cased name (the first of equal names). */
  accounts: ReadonlyMap<string, AccountRef>;
  /** Transactions: the account of every row without an account cell. */
  accountId: string | null;
}

export interface CheckedRow {
  line: number;
  /** The mapped cells as the file has them, by field key. */
  values: Record<string, string>;
  errors: ImportRowError[];
  /** The row to insert (without id, owner and fingerprint) when valid. */
  row?: Record<string, unknown>;
  /** What makes two rows the same row (before the occurrence count); set when valid. */
  identity?: string;
  /** Transactions: the values stored, as the preview shows them. */
  parsed?: ImportParsedRow;
  /** The bank's own id of the row (OFX FITID): the duplicate key, with no occurrence count. */
  bankId?: string;
}

/** A transaction as a bank file gave it: its cells, and its date and amount read by the file's settings. */
export interface ReadTransaction {
  line: number;
  /** The cells by field key, as written. */
  values: Record<string, string>;
  date: string | null;
  /** Signed decimal (negative: money out). */
  amount: string | null;
  transactionType: 'income' | 'expense' | null;
  notes: string;
  errors: { field: string; message: string }[];
  /** The account, when the file says which (an OFX statement's linked ACCTID). */
  accountId?: string | null;
  /** The bank's id of the transaction (OFX FITID), with the statement's ACCTID. */
  bankId?: string;
}

export function columnIndex(header: readonly string[]): Map<string, number> {
  const columns = new Map<string, number>();
  header.forEach((name, i) => {
    if (!columns.has(name)) columns.set(name, i);
  });
  return columns;
}

/**
 * An amount as exports write it, to a plain decimal: currency signs, thousands separators and spaces go,
 * "(12.50)" and a trailing minus are negative. Anything else is left for the schema to refuse.
 */
export function cleanAmount(cell: string): string {
  let text = cell.trim().replace(/[$€£\s,]/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(text)) [negative, text] = [true, text.slice(1, -1)];
  if (text.endsWith('-')) [negative, text] = [true, text.slice(0, -1)];
  if (text.startsWith('+')) text = text.slice(1);
  if (negative && !text.startsWith('-') && text !== '') text = `-${text}`;
  return text;
}

/**
 * A date as exports write it, to "YYYY-MM-DD": ISO days and timestamps stay as they are; US "M/D/YYYY"
 * and "M/D/YY" (20YY) are turned around. Anything else is left for the schema to refuse.
 */
export function cleanDate(cell: string): string {
  const text = cell.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  if (!us) return text;
  const [, month, day, year] = us as unknown as [string, string, string, string];
  const fullYear = year.length === 2 ? `20${year}` : year;
  return `${fullYear}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

const ACCOUNT_TYPE_WORDS: readonly [RegExp, string][] = [
  [/credit/, 'credit'],
  [/saving/, 'savings'],
  [/check|current|debit/, 'checking'],
  [/invest|broker|ira\b|401|retire/, 'investment'],
];

export function cleanAccountType(cell: string): string {
  const text = cell.trim().toLowerCase();
  return ACCOUNT_TYPE_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? text;
}

const INCOME_WORDS = /^(income|credit|deposit|cr|in)$/;
const EXPENSE_WORDS = /^(expense|debit|withdrawal|payment|dr|out)$/;

function errorsOf(line: number, issues: readonly { path: PropertyKey[]; message: string }[]) {
  return issues.map((issue) => ({ line, field: String(issue.path[0] ?? ''), message: issue.message }));
}

function pick(context: RowContext, record: CsvRecord): Record<string, string> {
  const values: Record<string, string> = {};
  for (const f of importFields[context.kind]) {
    const header = context.mapping[f.key];
    if (!header) continue;
    const index = context.columns.get(header);
    const cell = index === undefined ? undefined : record.cells[index];
    if (cell !== undefined) values[f.key] = unescapeFormulaCell(cell);
  }
  return values;
}

const ACCOUNT_NUMBER = /^[-#*.\sXx\d]*\d[-#*.\sXx\d]*$/;

/** The account a row names, or its error. */
function accountOf(
  context: RowContext,
  line: number,
  name: string | undefined,
): { accountId?: string; error?: ImportRowError } {
  // A card or account number ("-41007", "XXXX3005"), not a name: the file's chosen account, if any.
  if (name && context.accountId && ACCOUNT_NUMBER.test(name.trim())) return { accountId: context.accountId };
  if (name) {
    const account = context.accounts.get(name.trim().toLowerCase());
    return account
      ? { accountId: account.id }
      : { error: { line, field: 'account', message: `No account named "${name}": add it first` } };
  }
  if (context.accountId) return { accountId: context.accountId };
  return {
    error: {
      line,
      field: 'account',
      message:
        context.kind === 'transactions'
          ? 'Account is required: map an account column or choose the account of the whole file'
          : 'Account is required',
    },
  };
}

function checkAccount(line: number, values: Record<string, string>): CheckedRow {
  const parsed = insertAccountSchema.safeParse({
    name: values.name ?? '',
    accountType: cleanAccountType(values.accountType ?? ''),
    institution: values.institution ?? '',
    balance: cleanAmount(values.balance ?? ''),
    creditLimit: values.creditLimit ? cleanAmount(values.creditLimit) : null,
  });
  if (!parsed.success) return { line, values, errors: errorsOf(line, parsed.error.issues) };
  const row = { ...parsed.data, balance: normalizeBalance(parsed.data.accountType, parsed.data.balance) };
  // The same account: its name at its institution (a new balance is not a new account).
  return {
    line,
    values,
    errors: [],
    row,
    identity: `${row.name.toLowerCase()}\n${row.institution.toLowerCase()}`,
  };
}

function signedAmount(values: Record<string, string>): string {
  if (values.amount !== undefined && values.amount !== '') return cleanAmount(values.amount);
  const debit = values.debit ? cleanAmount(values.debit) : '';
  const credit = values.credit ? cleanAmount(values.credit) : '';
  if (debit === '' && credit === '') return '';
  try {
    return new Decimal(credit || 0)
      .abs()
      .minus(new Decimal(debit || 0).abs())
      .toFixed();
  } catch {
    // Not numbers: the schema says so about whichever was given.
    return credit || debit;
  }
}

function checkTransaction(context: RowContext, line: number, values: Record<string, string>): CheckedRow {
  const account = accountOf(context, line, values.account);
  const amount = signedAmount(values);
  const typeWord = (values.transactionType ?? '').trim().toLowerCase();
  const negative = amount.startsWith('-');
  const transactionType = INCOME_WORDS.test(typeWord)
    ? 'income'
    : EXPENSE_WORDS.test(typeWord)
      ? 'expense'
      : typeWord === ''
        ? negative
          ? 'expense'
          : 'income'
        : typeWord;
  const parsed = insertTransactionSchema.safeParse({
    accountId: account.accountId ?? 'unknown',
    merchant: values.merchant ?? '',
    amount,
    category: values.category?.trim() || UNCATEGORIZED,
    date: cleanDate(values.date ?? ''),
    transactionType,
    notes: values.notes || null,
  });
  const errors = [...(account.error ? [account.error] : [])];
  if (!parsed.success) errors.push(...errorsOf(line, parsed.error.issues));
  if (errors.length || !parsed.success) return { line, values, errors };
  // Stored as the demo family's are: an expense negative, income positive, whatever sign the file used.
  const magnitude = parsed.data.amount.replace(/^-/, '');
  const row = {
    ...parsed.data,
    amount: parsed.data.transactionType === 'expense' ? `-${magnitude}` : magnitude,
  };
  if (row.amount === '-0.00') row.amount = '0.00';
  return {
    line,
    values,
    errors,
    row,
    identity: [row.accountId, row.date, row.amount, row.merchant.toLowerCase()].join('\n'),
  };
}

function checkHolding(context: RowContext, line: number, values: Record<string, string>): CheckedRow {
  const account = accountOf(context, line, values.account);
  const parsed = insertHoldingSchema.safeParse({
    accountId: account.accountId ?? 'unknown',
    symbol: values.symbol ?? '',
    name: values.name ?? '',
    shares: cleanAmount(values.shares ?? ''),
    costBasis: cleanAmount(values.costBasis ?? ''),
    currentValue: cleanAmount(values.currentValue ?? ''),
  });
  const errors = [...(account.error ? [account.error] : [])];
  if (!parsed.success) errors.push(...errorsOf(line, parsed.error.issues));
  if (errors.length || !parsed.success) return { line, values, errors };
  const row = {
    ...parsed.data,
    returnPercent: returnPercent(parsed.data.costBasis, parsed.data.currentValue),
  };
  // One position per symbol in an account.
  return { line, values, errors, row, identity: `${row.accountId}\n${row.symbol}` };
}

/**
 * A transaction read from a bank file (CSV, OFX, QIF), checked with the add form's schema. Its stored
 * values are those read: the preview's `parsed` and the row inserted are the same object's fields.
 */
export function checkReadTransaction(context: RowContext, read: ReadTransaction): CheckedRow {
  const { line, values } = read;
  const account =
    read.accountId !== undefined && read.accountId !== null
      ? { accountId: read.accountId }
      : accountOf(context, line, values.account);
  const errors: ImportRowError[] = [
    ...(account.error ? [account.error] : []),
    ...read.errors.map((e) => ({ line, ...e })),
  ];
  const decided = { date: read.date !== null, amount: read.amount !== null };
  const parsed = insertTransactionSchema.safeParse({
    accountId: account.accountId ?? 'unknown',
    // A file that names no payee (Venmo's note-only rows) is filed by its note.
    merchant: values.merchant?.trim() || values.notes?.trim() || '',
    // Placeholders where the value is still a question or already an error: the schema checks the rest.
    amount: read.amount ?? '0',
    category: values.category?.trim() || UNCATEGORIZED,
    date: read.date ?? '2000-01-01',
    transactionType: read.transactionType ?? 'expense',
    notes: read.notes || null,
  });
  if (!parsed.success) errors.push(...errorsOf(line, parsed.error.issues));
  const preview: ImportParsedRow = {
    date: read.date,
    amount: read.amount,
    transactionType: read.transactionType,
  };
  if (errors.length || !parsed.success || !decided.date || !decided.amount)
    return { line, values, errors, parsed: preview };
  const magnitude = parsed.data.amount.replace(/^-/, '');
  const row = {
    ...parsed.data,
    amount: parsed.data.transactionType === 'expense' && magnitude !== '0.00' ? `-${magnitude}` : magnitude,
  };
  return {
    line,
    values,
    errors,
    row,
    parsed: { date: row.date, amount: row.amount, transactionType: row.transactionType },
    identity: [row.accountId, row.date, row.amount, row.merchant.toLowerCase()].join('\n'),
    ...(read.bankId ? { bankId: `${row.accountId}\n${read.bankId}` } : {}),
  };
}

export function checkRecord(context: RowContext, record: CsvRecord): CheckedRow {
  const values = pick(context, record);
  switch (context.kind) {
    case 'accounts':
      return checkAccount(record.line, values);
    case 'transactions':
      return checkTransaction(context, record.line, values);
    case 'holdings':
      return checkHolding(context, record.line, values);
  }
}

/**
 * The fingerprint stored with an imported row: its identity and how many equal rows came before it in
 * the file. Two identical coffees on one day are two rows; the same file imported again gives the same
 * fingerprints, which the unique index refuses.
 */
export function fingerprint(kind: ImportKind, identity: string, occurrence: number): string {
  return createHash('sha256').update(`${kind}\n${identity}\n${occurrence}`).digest('hex');
}

/** Counts occurrences of each identity as rows go by (transactions only: other kinds are one per identity). */
export class Occurrences {
  private readonly seen = new Map<string, number>();

  constructor(private readonly kind: ImportKind) {}

  next(identity: string): number {
    if (this.kind !== 'transactions') return 0;
    const n = this.seen.get(identity) ?? 0;
    this.seen.set(identity, n + 1);
    return n;
  }
}
