// QIF, Quicken's interchange format: a `!Type:` line, then records of one-letter lines (D date, T or U
// amount, P payee, M memo, L category, N number, C cleared) each ended by `^`. Its dates and amounts are
// written as the user's locale had them (`1/15'26`, `15.01.2026`, `-1.234,56`), so they are handed back
// as written and go through the same detection as a CSV's; `qifDateCell` only undoes Quicken's own
// quirks (the apostrophe before a 2000s year, padding spaces). Investment accounts are not read yet.

export interface QifTransaction {
  /** The record's first line. */
  line: number;
  /** As written, for detectDateOrder and parseDate (after qifDateCell). */
  date: string;
  /** As written, for detectNumberFormat and parseAmount. */
  amount: string;
  payee: string;
  memo: string;
  /** L: a category, or `[Account]` for a transfer. */
  category: string;
  number: string;
  cleared: string;
}

export interface QifAccount {
  /** From an `!Account` block before the transactions, when the file has one. */
  name: string | null;
  /** The `!Type:` word: Bank, Cash, CCard, Oth A, Oth L. */
  type: string;
  transactions: QifTransaction[];
}

export type QifResult =
  { ok: true; accounts: QifAccount[] } | { ok: false; error: { line: number; message: string } };

const TRANSACTION_TYPES = new Set(['bank', 'cash', 'ccard', 'oth a', 'oth l']);
// Lists a file may carry beside its transactions; their records are passed over.
const LIST_TYPES = new Set(['cat', 'class', 'memorized', 'prices', 'security']);

/** Quicken's date quirks undone: `1/15'26` is 1/15/26, ` 1/ 5/26` is 1/5/26. */
export const qifDateCell = (date: string) => date.replace(/\s+/g, '').replace("'", '/');

/** Reads a QIF file's bank, cash and card transactions (text already decoded). */
export function readQif(input: string): QifResult {
  const lines = input.replace(/^\uFEFF/, '').split(/\r\n?|\n/);
  const accounts: QifAccount[] = [];
  let current: QifAccount | null = null;
  let section: 'transactions' | 'account' | 'skip' | null = null;
  let accountName: string | null = null;
  let record: Partial<QifTransaction> & { line?: number } = {};
  const error = (line: number, message: string): QifResult => ({ ok: false, error: { line, message } });

  for (let i = 0; i < lines.length; i++) {
    const n = i + 1;
    const line = (lines[i] ?? '').trimEnd();
    if (line.trim() === '') continue;
    if (line.startsWith('!')) {
      if (Object.keys(record).length > 0) return error(n, 'the record above is not ended by ^');
      const header = line.slice(1).trim().toLowerCase();
      if (header === 'account') {
        section = 'account';
        accountName = null;
      } else if (header.startsWith('option:') || header.startsWith('clear:')) {
        continue;
      } else if (header.startsWith('type:')) {
        const type = line.slice(line.indexOf(':') + 1).trim();
        const key = type.toLowerCase();
        if (key === 'invst') return error(n, 'investment accounts are not read yet');
        if (TRANSACTION_TYPES.has(key)) {
          current = { name: accountName, type, transactions: [] };
          accounts.push(current);
          section = 'transactions';
        } else if (LIST_TYPES.has(key)) {
          section = 'skip';
        } else {
          return error(n, `unknown QIF type "${type}"`);
        }
      } else {
        return error(n, `unknown QIF header "${line.trim()}"`);
      }
      continue;
    }
    if (section === null) return error(n, 'a QIF file starts with a !Type: line');
    const code = line[0];
    const text = line.slice(1).trim();
    if (section === 'account') {
      if (code === 'N') accountName = text;
      // `^` ends the account block; the transactions follow under their own !Type.
      continue;
    }
    if (section === 'skip') continue;
    if (code === '^') {
      if (record.line === undefined) continue;
      if (!record.date) return error(record.line, 'a transaction has no date (D line)');
      if (record.amount === undefined) return error(record.line, 'a transaction has no amount (T line)');
      current?.transactions.push({
        line: record.line,
        date: record.date,
        amount: record.amount,
        payee: record.payee ?? '',
        memo: record.memo ?? '',
        category: record.category ?? '',
        number: record.number ?? '',
        cleared: record.cleared ?? '',
      });
      record = {};
      continue;
    }
    record.line ??= n;
    switch (code) {
      case 'D':
        record.date = text;
        break;
      case 'T':
      case 'U':
        // U repeats T (newer Quicken); the first one written counts.
        record.amount ??= text;
        break;
      case 'P':
        record.payee = text;
        break;
      case 'M':
        record.memo = text;
        break;
      case 'L':
        record.category = text;
        break;
      case 'N':
        record.number = text;
        break;
      case 'C':
        record.cleared = text;
        break;
      default:
        // Address lines (A) and splits (S, E, $) are not kept: the transaction's total is its amount.
        if (!/^[AaSE$%F]$/.test(code ?? '')) return error(n, `unknown QIF line "${line.slice(0, 40)}"`);
    }
  }
  if (Object.keys(record).length > 0)
    return error(record.line ?? lines.length, 'the last record is not ended by ^');
  if (accounts.every((a) => a.transactions.length === 0))
    return error(1, 'the file holds no bank, cash or card transactions');
  return { ok: true, accounts };
}
