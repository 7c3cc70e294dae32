import {
  csvCell,
  csvLine,
  importMessages,
  importQuestionTexts,
  isImportFileName,
  suggestMapping,
  templateCsv,
  unescapeFormulaCell,
} from './import-rules';
import { importAnswersSchema, updateImportSchema } from './imports';

describe('csvCell', () => {
  it('keeps a formula as text: a quote in front, so no spreadsheet runs it', () => {
    expect(csvCell("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('\t=1')).toBe("'\t=1");
  });

  it('leaves plain numbers, negative ones included, and ordinary text alone', () => {
    expect(csvCell('-86.40')).toBe('-86.40');
    expect(csvCell(12)).toBe('12');
    expect(csvCell('Whole Foods')).toBe('Whole Foods');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes, line breaks and edge spaces', () => {
    expect(csvCell("TRADER JOE'S #123, SEATTLE")).toBe('"TRADER JOE\'S #123, SEATTLE"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvLine(['a', 'b,c'])).toBe('a,"b,c"\r\n');
  });

  it('is undone on import for the cells it escaped, and only those', () => {
    expect(unescapeFormulaCell(csvCell('=HYPERLINK(1)'))).toBe('=HYPERLINK(1)');
    expect(unescapeFormulaCell("'quoted")).toBe("'quoted");
  });
});

describe('suggestMapping', () => {
  it('maps the template columns to themselves', () => {
    const header = templateCsv('transactions').split('\r\n')[0]!.split(',');
    expect(header).toEqual(['date', 'merchant', 'amount', 'category', 'transactionType', 'account', 'notes']);
    const mapping = suggestMapping('transactions', header);
    for (const column of header) expect(mapping[column]).toBe(column);
    expect(mapping.debit).toBeNull();
  });

  it('recognises bank export headers loosely, using each header once', () => {
    expect(
      suggestMapping('transactions', [
        'Posting Date',
        'Transaction Description',
        'Withdrawals',
        'Deposits',
        'Memo',
      ]),
    ).toEqual({
      date: 'Posting Date',
      merchant: 'Transaction Description',
      amount: null,
      debit: 'Withdrawals',
      credit: 'Deposits',
      category: null,
      transactionType: null,
      account: null,
      notes: 'Memo',
    });
    expect(
      suggestMapping('holdings', [
        'Account Name',
        'Ticker',
        'Security Name',
        'Quantity',
        'Cost Basis Total',
        'Market Value',
      ]),
    ).toEqual({
      account: 'Account Name',
      symbol: 'Ticker',
      name: 'Security Name',
      shares: 'Quantity',
      costBasis: 'Cost Basis Total',
      currentValue: 'Market Value',
    });
  });

  it('writes templates with a header and one example row, which parse back to the template columns', () => {
    for (const kind of ['accounts', 'transactions', 'holdings'] as const) {
      const [header, example, end] = templateCsv(kind).split('\r\n');
      expect(header!.split(',').length).toBe(example!.split(',').length);
      expect(end).toBe('');
    }
  });
});

describe('bank files', () => {
  it('accepts the names of the four formats, whatever their case', () => {
    for (const name of ['a.csv', 'B.OFX', 'card.qfx', ' quicken.QIF '])
      expect(isImportFileName(name)).toBe(true);
    for (const name of ['a.txt', 'statement.pdf', 'ofx', 'a.csv.exe'])
      expect(isImportFileName(name)).toBe(false);
  });

  it('says how many rows an all-or-nothing import would skip, in words that agree', () => {
    expect(importMessages.invalidRows(1, 1)).toBe(
      '1 row has errors: fix the file, or import only the 1 valid row (1 skipped)',
    );
    expect(importMessages.invalidRows(5, 12)).toBe(
      '5 rows have errors: fix the file, or import only the 12 valid rows (5 skipped)',
    );
    expect(importMessages.unanswered(importQuestionTexts.dateOrder.question)).toBe(
      'Answer this before importing: Which way round are the dates in this file?',
    );
  });

  it('takes answers only among the options each question offers', () => {
    for (const [key, text] of Object.entries(importQuestionTexts))
      for (const { value } of text.options)
        expect(importAnswersSchema.safeParse({ [key]: value }).success).toBe(true);
    expect(importAnswersSchema.safeParse({ dateOrder: 'ydm' }).success).toBe(false);
    expect(importAnswersSchema.safeParse({ decimalMark: ' ' }).success).toBe(false);
    expect(updateImportSchema.safeParse({ settings: { chargesPositive: true } }).success).toBe(true);
    expect(updateImportSchema.safeParse({ settings: { flip: true } }).success).toBe(false);
  });
});
