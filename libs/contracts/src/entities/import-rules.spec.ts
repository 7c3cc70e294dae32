import { csvCell, csvLine, suggestMapping, templateCsv, unescapeFormulaCell } from './import-rules';

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
