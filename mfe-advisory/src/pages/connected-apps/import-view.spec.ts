import { describe, expect, it } from '@jest/globals';
import { importQuestionTexts, type ImportQuestion, type ImportRow } from '@heirloom/contracts';
import { dateOrderLabels, decimalMarkLabels, importPlan, skippedLinesText, storedText } from './import-view';

const row = (extra: Partial<ImportRow>): ImportRow => ({
  id: 'i1',
  userId: 'u1',
  kind: 'transactions',
  fileName: 'statement.csv',
  size: 100,
  status: 'pending',
  format: 'csv',
  mapping: {},
  settings: null,
  skippedLines: 0,
  accountId: null,
  totalRows: 4,
  validRows: 4,
  invalidRows: 0,
  duplicateRows: 0,
  importedRows: 0,
  skippedRows: 0,
  importedAt: null,
  createdAt: '2026-04-01T00:00:00.000Z',
  updatedAt: '2026-04-01T00:00:00.000Z',
  ...extra,
});

const dateQuestion: ImportQuestion = {
  key: 'dateOrder',
  ...importQuestionTexts.dateOrder,
  options: [...importQuestionTexts.dateOrder.options],
  examples: ['08/04/2026', '03/05/2026'],
};

describe('importPlan', () => {
  it('imports every row when none has errors', () => {
    expect(importPlan(row({ validRows: 4 }), [])).toEqual({
      action: 'all',
      label: 'Import 4 transactions',
      notes: [],
    });
    expect(importPlan(row({ validRows: 1, kind: 'holdings' }), []).label).toBe('Import 1 holding');
  });

  it('refuses all-or-nothing when rows have errors and offers the valid rows only, naming the skipped', () => {
    const plan = importPlan(row({ validRows: 3, invalidRows: 1 }), []);
    expect(plan.action).toBe('validOnly');
    expect(plan.label).toBe('Import 3 transactions only (skip 1)');
    expect(plan.notes).toEqual([
      '1 row has errors: fix the file, or import only the 3 valid rows (1 skipped)',
    ]);
  });

  it('imports nothing while a question is open, and restates it', () => {
    const plan = importPlan(row({ validRows: 4, invalidRows: 1 }), [dateQuestion]);
    expect(plan.action).toBe('none');
    expect(plan.notes).toEqual(['Answer this before importing: Which way round are the dates in this file?']);
  });

  it('has nothing to import when no new row is valid', () => {
    expect(importPlan(row({ validRows: 0, duplicateRows: 4 }), [])).toEqual({
      action: 'none',
      label: 'Nothing New to Import',
      notes: [],
    });
    expect(importPlan(row({ validRows: 0, invalidRows: 2 }), []).notes).toEqual([
      'There are no new valid rows to import',
    ]);
  });
});

describe('storedText', () => {
  it('shows the stored day with its month named and the signed amount in dollars', () => {
    expect(storedText({ date: '2026-04-08', amount: '-6389.00', transactionType: 'expense' })).toEqual({
      date: 'Apr 8, 2026',
      amount: '-$6,389.00',
      type: 'Expense',
    });
  });

  it('says what is not settled yet instead of guessing', () => {
    expect(storedText({ date: null, amount: null, transactionType: null })).toEqual({
      date: 'Not settled',
      amount: 'Not settled',
      type: '',
    });
  });
});

it('words the settings as the questions do', () => {
  expect(dateOrderLabels.dmy).toBe('Day first (25/04/2026)');
  expect(decimalMarkLabels[',']).toBe('A comma (1.234,56)');
  expect(skippedLinesText(1)).toBe('1 line skipped before the header');
  expect(skippedLinesText(3)).toBe('3 lines skipped before the header');
});
