// What the import dialog says about a preview, as plain functions: how each setting reads, what a row
// will be stored as, and what the Import button may do (all rows, only the valid ones, or nothing until
// a question is answered). The rules themselves are the API's; this only words them.
import {
  formatMoney,
  importKindLabels,
  importMessages,
  importQuestionTexts,
  type DateOrder,
  type DecimalMark,
  type ImportFormat,
  type ImportKind,
  type ImportParsedRow,
  type ImportQuestion,
  type ImportRow,
  type TypeColumnUse,
} from '@heirloom/contracts';
import { formatDay } from '@heirloom/ui';

export const count = (n: number) => n.toLocaleString('en-US');
export const rows = (n: number) => `${count(n)} row${n === 1 ? '' : 's'}`;

const optionLabel = (key: ImportQuestion['key'], value: string) =>
  importQuestionTexts[key].options.find((o) => o.value === value)?.label ?? value;

/** The date orders a file may use (shorter than the question's answers: they fit a narrow select). */
export const dateOrderLabels: Readonly<Record<DateOrder, string>> = {
  dmy: 'Day first (25/04/2026)',
  mdy: 'Month first (04/25/2026)',
  ymd: 'Year first (2026-04-25)',
};

export const decimalMarkLabels: Readonly<Record<DecimalMark, string>> = {
  '.': optionLabel('decimalMark', '.'),
  ',': optionLabel('decimalMark', ','),
};

export const typeColumnLabels: Readonly<Record<TypeColumnUse, string>> = {
  direction: 'Says income or expense (debit/credit)',
  note: 'Kept in the notes; the sign decides',
};

export const formatLabels: Readonly<Record<ImportFormat, string>> = {
  csv: 'CSV',
  ofx: 'OFX statement',
  qfx: 'QFX statement',
  qif: 'QIF file',
};

export const skippedLinesText = (n: number) =>
  `${count(n)} line${n === 1 ? '' : 's'} skipped before the header`;

/** A row's values as they will be stored, for the preview; null parts are not settled yet. */
export function storedText(parsed: ImportParsedRow): { date: string; amount: string; type: string } {
  return {
    date: parsed.date ? formatDay(parsed.date) : 'Not settled',
    amount: parsed.amount ? formatMoney(parsed.amount) : 'Not settled',
    type:
      parsed.transactionType === 'income' ? 'Income' : parsed.transactionType === 'expense' ? 'Expense' : '',
  };
}

const nounFor = (kind: ImportKind, n: number) => {
  const noun = importKindLabels[kind].toLowerCase();
  return n === 1 ? noun.replace(/s$/, '') : noun;
};

/** What the Import button does for this preview. */
export type ImportPlan =
  | { action: 'none'; label: string; notes: string[] }
  | { action: 'all' | 'validOnly'; label: string; notes: string[] };

export function importPlan(row: ImportRow, questions: readonly ImportQuestion[]): ImportPlan {
  // Nothing is imported while the file leaves a question open: each one is said again by the button.
  if (questions.length > 0)
    return {
      action: 'none',
      label: 'Import',
      notes: questions.map((q) => importMessages.unanswered(q.question)),
    };
  if (row.validRows === 0)
    return {
      action: 'none',
      label: 'Nothing New to Import',
      notes: row.invalidRows > 0 ? [importMessages.nothingToImport] : [],
    };
  // All or nothing: with errors, only an explicit choice that names what is left out imports anything.
  if (row.invalidRows > 0)
    return {
      action: 'validOnly',
      label: `Import ${count(row.validRows)} ${nounFor(row.kind, row.validRows)} only (skip ${count(row.invalidRows)})`,
      notes: [importMessages.invalidRows(row.invalidRows, row.validRows)],
    };
  return {
    action: 'all',
    label: `Import ${count(row.validRows)} ${nounFor(row.kind, row.validRows)}`,
    notes: [],
  };
}
