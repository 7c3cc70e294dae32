// CSV import: what each kind of file holds, the template columns, the header names a bank or broker
// export uses for them, and the file rules. zod-free: the Connected Apps page builds its templates from
// these without loading the schemas, and the API maps and checks uploaded files with the same lists.

export const importKinds = ['accounts', 'transactions', 'holdings'] as const;
export type ImportKind = (typeof importKinds)[number];

export const importKindLabels: Readonly<Record<ImportKind, string>> = {
  accounts: 'Accounts',
  transactions: 'Transactions',
  holdings: 'Holdings',
};

export interface ImportField {
  /** The template's column name, and the key of the field in a mapping. */
  key: string;
  label: string;
  /** A row without it is an error (for transactions, the amount may come as debit and credit instead). */
  required: boolean;
  /** Header names other exports use for it, compared lower-case with spaces, dashes and underscores removed. */
  aliases: readonly string[];
  /** The template's example value. */
  example: string;
  /** Left out of the template (debit and credit: the template has one signed amount). */
  mappingOnly?: boolean;
}

const field = (
  key: string,
  label: string,
  required: boolean,
  example: string,
  aliases: readonly string[] = [],
): ImportField => ({ key, label, required, aliases, example });

export const importFields: Readonly<Record<ImportKind, readonly ImportField[]>> = {
  accounts: [
    field('name', 'Name', true, 'Everyday Checking', ['accountname', 'account']),
    field('accountType', 'Type', true, 'checking', ['type', 'accounttype', 'kind']),
    field('institution', 'Institution', true, 'First National Bank', ['bank', 'institutionname', 'provider']),
    field('balance', 'Balance', true, '12500.00', ['currentbalance', 'amount', 'value']),
    field('creditLimit', 'Credit limit', false, '', ['limit', 'creditline']),
  ],
  transactions: [
    field('date', 'Date', true, '2026-01-15', [
      'transactiondate',
      'postingdate',
      'posteddate',
      'postdate',
      'bookingdate',
    ]),
    // Most telling first: a statement's Memo is often a second, noisier description.
    field('merchant', 'Merchant', true, 'Whole Foods Market', [
      'description',
      'transactiondescription',
      'payee',
      'name',
      'details',
      'memo',
    ]),
    field('amount', 'Amount', true, '-86.40', ['transactionamount', 'amountusd', 'value']),
    {
      ...field('debit', 'Debit (money out)', false, '', [
        'withdrawal',
        'withdrawals',
        'moneyout',
        'debitamount',
      ]),
      mappingOnly: true,
    },
    {
      ...field('credit', 'Credit (money in)', false, '', ['deposit', 'deposits', 'moneyin', 'creditamount']),
      mappingOnly: true,
    },
    field('category', 'Category', false, 'Groceries', ['transactioncategory']),
    field('transactionType', 'Type (income or expense)', false, 'expense', ['type', 'transactiontype']),
    field('account', 'Account', false, 'Everyday Checking', ['accountname', 'accountnumber']),
    field('notes', 'Notes', false, '', ['note', 'memo', 'comment', 'comments']),
  ],
  holdings: [
    field('account', 'Account', true, 'Brokerage', ['accountname']),
    field('symbol', 'Symbol', true, 'VTI', ['ticker', 'tickersymbol']),
    field('name', 'Name', true, 'Vanguard Total Stock Market ETF', [
      'description',
      'securityname',
      'security',
    ]),
    field('shares', 'Shares', true, '120.5', ['quantity', 'qty', 'units']),
    field('costBasis', 'Cost basis', true, '24100.00', ['cost', 'costbasistotal', 'totalcost', 'basis']),
    field('currentValue', 'Current value', true, '30125.00', ['marketvalue', 'value', 'currentmarketvalue']),
  ],
};

/** Which file column feeds each field (null: none). */
export type ImportMapping = Record<string, string | null>;

/** The largest CSV accepted: 50,000 transactions take about 4 MB. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/** Rows in one file, apart from its header. */
export const MAX_IMPORT_ROWS = 100_000;
/** A transaction file without a category column files its rows here. */
export const UNCATEGORIZED = 'Uncategorized';

/** The files an import reads (by content: the name only has to be one of importFileExtensions). */
export const importFormats = ['csv', 'ofx', 'qfx', 'qif'] as const;
export type ImportFormat = (typeof importFormats)[number];
export const importFileExtensions = ['.csv', '.ofx', '.qfx', '.qif'] as const;

/** How a bank file writes its numbers, dates and signs (transactions only). */
export const decimalMarks = ['.', ','] as const;
export type DecimalMark = (typeof decimalMarks)[number];
/** ' ' stands for any space; '' for no thousands mark seen. */
export const thousandsMarks = [',', '.', "'", ' ', ''] as const;
export type ThousandsMark = (typeof thousandsMarks)[number];
export const dateOrders = ['dmy', 'mdy', 'ymd'] as const;
export type DateOrder = (typeof dateOrders)[number];
/** One signed amount column, separate debit and credit columns, or a column saying debit or credit. */
export const signConventions = ['signed', 'debitCredit', 'indicator'] as const;
export type SignConvention = (typeof signConventions)[number];
/** What a mapped Type column means: the direction (debit/credit, income/expense) or a note to keep. */
export const typeColumnUses = ['direction', 'note'] as const;
export type TypeColumnUse = (typeof typeColumnUses)[number];

/** The questions a file may leave open; nothing is imported while one is unanswered. */
export const importQuestionKeys = ['dateOrder', 'decimalMark'] as const;
export type ImportQuestionKey = (typeof importQuestionKeys)[number];

export interface ImportQuestionText {
  question: string;
  options: readonly { value: string; label: string }[];
}

export const importQuestionTexts: Readonly<Record<ImportQuestionKey, ImportQuestionText>> = {
  dateOrder: {
    question: 'Which way round are the dates in this file?',
    options: [
      { value: 'dmy', label: 'Day first (25/04/2026 is 25 April)' },
      { value: 'mdy', label: 'Month first (04/25/2026 is April 25)' },
    ],
  },
  decimalMark: {
    question: 'Which mark separates the cents in this file?',
    options: [
      { value: '.', label: 'A point (1,234.56)' },
      { value: ',', label: 'A comma (1.234,56)' },
    ],
  },
};

/** A file name the import dialog accepts: a CSV, OFX, QFX or QIF. */
export function isImportFileName(fileName: string): boolean {
  const name = fileName.trim().toLowerCase();
  return importFileExtensions.some((extension) => name.endsWith(extension));
}

export const importMessages = {
  noFile: 'Choose a CSV file to import',
  notCsv: 'Choose a CSV, OFX, QFX or QIF file: this file is none of them',
  tooLarge: 'The file is larger than 20 MB: split it into smaller files',
  tooManyRows: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows: split it into smaller files`,
  empty: 'The file is empty: it needs a header row and at least one row',
  noRows: 'The file has a header row but no rows to import',
  encoding: 'The file is not UTF-8 text: save it as "CSV UTF-8" and upload it again',
  malformed: 'The file is not a readable CSV',
  kind: 'Choose what the file holds: accounts, transactions or holdings',
  unknownColumn: 'The file has no such column',
  nothingToImport: 'There are no new valid rows to import',
  notPending: 'This file has been imported already',
  /** An OFX or QFX file that does not read, with where. */
  brokenOfx: (line: number, tag: string | null, reason: string) =>
    `The OFX file cannot be read at line ${line}${tag ? ` (${tag})` : ''}: ${reason}`,
  brokenQif: (line: number, reason: string) => `The QIF file cannot be read at line ${line}: ${reason}`,
  /** Commit while a question is open: the question is restated. */
  unanswered: (question: string) => `Answer this before importing: ${question}`,
  /** Commit (all or nothing) while some rows have errors. */
  invalidRows: (invalid: number, valid: number) =>
    `${invalid} ${invalid === 1 ? 'row has' : 'rows have'} errors: fix the file, or import only the ${valid} valid ${valid === 1 ? 'row' : 'rows'} (${invalid} skipped)`,
  tooManyImports: 'Too many imports in a short time: wait a minute and try again',
  noSkippedRows: 'No rows were skipped',
} as const;

/** A file name the import dialog accepts. */
export function isCsvFileName(fileName: string): boolean {
  return /\.csv$/i.test(fileName.trim());
}

/** Header names compared loosely: "Posting Date", "posting_date" and "PostingDate" are the same column. */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[\s_\-./()]+/g, '');
}

/**
 * The mapping a file's headers suggest: for each field, the first header that is its name or one of
 * its aliases. A header is used once.
 */
export function suggestMapping(kind: ImportKind, headers: readonly string[]): ImportMapping {
  const taken = new Set<string>();
  const byKey = new Map(headers.map((header) => [headerKey(header), header] as const));
  const mapping: ImportMapping = {};
  for (const f of importFields[kind]) {
    const names = [f.key, f.label, ...f.aliases].map(headerKey);
    const header = names.map((name) => byKey.get(name)).find((h) => h !== undefined && !taken.has(h));
    mapping[f.key] = header ?? null;
    if (header !== undefined) taken.add(header);
  }
  return mapping;
}

// A cell that starts with one of these is run as a formula by spreadsheet programs (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV cell as written by Heirloom: a cell a spreadsheet would run as a formula is prefixed with a
 * quote (kept as text; plain negative numbers are left alone), then quoted when it must be.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The quote csvCell put before a formula-like cell, taken off again when such a file is imported. */
export function unescapeFormulaCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

export const templateFileName = (kind: ImportKind) => `heirloom-${kind}-template.csv`;

/** A template: the header row of the kind's columns and one example row. */
export function templateCsv(kind: ImportKind): string {
  const columns = importFields[kind].filter((c) => !c.mappingOnly);
  return csvLine(columns.map((c) => c.key)) + csvLine(columns.map((c) => c.example));
}
