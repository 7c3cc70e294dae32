// The header row of a bank export and what its columns are. Statements often start with a title or a
// balance summary (Bank of America, Schwab): the header is the first row naming a date column and an
// amount (or debit/credit) column, and the lines above it are skipped and counted. Column names are those
// of the common US bank, card and aggregator exports; a column we do not know is left to the mapping.
import { headerKey, importFields, type ImportMapping } from '@heirloom/contracts';

/** What a column holds: a transaction import field, or the running balance (known, never imported). */
export type ColumnRole = (typeof importFields.transactions)[number]['key'] | 'balance';

// Per field, most telling first: where a file has both, the first wins (the day a card was used, not
// the day it posted; the bank's cleaned description, not its original statement text).
const NAMES: Readonly<Record<string, readonly string[]>> = {
  date: [
    'Transaction Date', // Chase card, Capital One, Citi, Discover
    'Trans. Date',
    'Date',
    'Datetime', // Venmo
    'Posting Date', // Chase checking
    'Posted Date',
    'Post Date',
    'Date Posted',
    'Run Date', // Fidelity
    'Booking Date',
  ],
  merchant: [
    'Description',
    'Payee',
    'Merchant',
    'Merchant Name',
    'Name',
    'Original Description',
    'Transaction Description',
    'Details',
  ],
  amount: ['Amount', 'Transaction Amount', 'Amount (total)', 'Amount (USD)', 'Amount ($)', 'Net Amount'],
  debit: [
    'Debit',
    'Debits',
    'Debits(-)',
    'Debit Amount',
    'Withdrawal',
    'Withdrawals',
    'Withdrawal (-)',
    'Outflow',
    'Money Out',
    'Charges',
  ],
  credit: [
    'Credit',
    'Credits',
    'Credits(+)',
    'Credit Amount',
    'Deposit',
    'Deposits',
    'Deposit (+)',
    'Inflow',
    'Money In',
    'Payments',
  ],
  category: ['Category', 'Transaction Category', 'Category Name'],
  transactionType: ['Transaction Type', 'Type', 'Debit/Credit', 'Credit/Debit', 'Indicator'],
  account: ['Account', 'Account Name', 'Account Number', 'Account #'],
  notes: ['Memo', 'Notes', 'Note', 'Comment', 'Original Statement'],
  balance: [
    'Balance',
    'Running Bal.',
    'Running Balance',
    'RunningBalance',
    'Cash Balance ($)',
    'Available Balance',
  ],
};

/** Loose header names: case, spaces and punctuation do not count ("Credits(+)" is "credits"). */
export const columnKey = (header: string) => headerKey(header).replace(/[+#$:*&]/g, '');

/** Every known column name, to its role; then the contracts' own names and aliases, which stay valid. */
export const headerDictionary: ReadonlyMap<string, ColumnRole> = (() => {
  const dictionary = new Map<string, ColumnRole>();
  for (const [role, names] of Object.entries(NAMES)) {
    for (const name of names)
      if (!dictionary.has(columnKey(name))) dictionary.set(columnKey(name), role as ColumnRole);
  }
  for (const f of importFields.transactions) {
    for (const name of [f.key, f.label, ...f.aliases]) {
      if (!dictionary.has(columnKey(name))) dictionary.set(columnKey(name), f.key as ColumnRole);
    }
  }
  return dictionary;
})();

const priority = (role: ColumnRole, header: string): number => {
  const index = (NAMES[role] ?? []).findIndex((name) => columnKey(name) === columnKey(header));
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
};

/**
 * The transaction mapping a header suggests (field key to header, or null): each field takes its most
 * telling column; a column is used once; unknown columns are left unmapped.
 */
export function mapColumns(header: readonly string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const taken = new Set<string>();
  for (const f of importFields.transactions) {
    const candidates = header
      .filter((h) => h.trim() !== '' && !taken.has(h) && headerDictionary.get(columnKey(h)) === f.key)
      .sort((a, b) => priority(f.key as ColumnRole, a) - priority(f.key as ColumnRole, b));
    // A name that is another field's alias ("Memo" for the merchant) is kept for that field.
    mapping[f.key] = candidates[0] ?? null;
    if (candidates[0] !== undefined) taken.add(candidates[0]);
  }
  return mapping;
}

export interface FoundHeader {
  /** Lines above the header (titles, balance summaries, blank lines). */
  skipped: number;
  header: string[];
  mapping: ImportMapping;
}

/** How many rows are searched for the header. */
const HEADER_SEARCH_ROWS = 30;

/**
 * The first row that reads as a transaction header: it names a date column and an amount, debit or
 * credit column. Null when no row of the first 30 does (a file without a header, or not a statement):
 * the caller then takes the first row and asks for the mapping.
 */
export function findHeader(rows: readonly (readonly string[])[]): FoundHeader | null {
  for (let i = 0; i < Math.min(rows.length, HEADER_SEARCH_ROWS); i++) {
    const header = (rows[i] ?? []).map((cell) => cell.trim());
    const roles = new Set(header.map((h) => headerDictionary.get(columnKey(h))));
    if (roles.has('date') && (roles.has('amount') || roles.has('debit') || roles.has('credit'))) {
      return { skipped: i, header, mapping: mapColumns(header) };
    }
  }
  return null;
}
