import { importFields } from '@heirloom/contracts';
import { columnKey, findHeader, headerDictionary, mapColumns } from './headers';

describe('findHeader', () => {
  it('skips a balance summary and blank lines to the header, counting them', () => {
    const rows = [
      ['Description', '', 'Summary Amt.'],
      ['Beginning balance as of 03/01/2026', '', '1,204.10'],
      ['Ending balance as of 03/31/2026', '', '2,310.55'],
      [''],
      ['Date', 'Description', 'Amount', 'Running Bal.'],
      ['03/02/2026', 'PAYROLL', '2,000.00', '3,204.10'],
    ];
    expect(findHeader(rows)).toEqual({
      skipped: 4,
      header: ['Date', 'Description', 'Amount', 'Running Bal.'],
      mapping: expect.objectContaining({ date: 'Date', merchant: 'Description', amount: 'Amount' }),
    });
  });

  it('takes line 1 when it is the header', () => {
    expect(
      findHeader([
        ['date', 'merchant', 'amount'],
        ['2026-01-15', 'Cafe', '-4.50'],
      ])?.skipped,
    ).toBe(0);
  });

  it('finds a header of debit and credit columns only', () => {
    expect(
      findHeader([['Statement for Everyday Checking'], ['Trans. Date', 'Payee', 'Debits(-)', 'Credits(+)']]),
    ).toMatchObject({
      skipped: 1,
      mapping: {
        date: 'Trans. Date',
        merchant: 'Payee',
        debit: 'Debits(-)',
        credit: 'Credits(+)',
        amount: null,
      },
    });
  });

  it('answers null for a file without a header row', () => {
    // Wells Fargo's export has none.
    expect(findHeader([['03/02/2026', '-12.50', '*', '', 'COFFEE']])).toBeNull();
  });
});

describe('mapColumns', () => {
  it('maps the columns of the common exports and leaves unknown ones', () => {
    // Chase card
    expect(
      mapColumns(['Transaction Date', 'Post Date', 'Description', 'Category', 'Type', 'Amount', 'Memo']),
    ).toEqual({
      date: 'Transaction Date',
      merchant: 'Description',
      amount: 'Amount',
      debit: null,
      credit: null,
      category: 'Category',
      transactionType: 'Type',
      account: null,
      notes: 'Memo',
    });
    // Venmo
    expect(
      mapColumns(['ID', 'Datetime', 'Type', 'Status', 'Note', 'From', 'To', 'Amount (total)']),
    ).toMatchObject({
      date: 'Datetime',
      amount: 'Amount (total)',
      notes: 'Note',
      merchant: null,
    });
    // YNAB
    expect(
      mapColumns(['Account', 'Flag', 'Date', 'Payee', 'Category', 'Memo', 'Outflow', 'Inflow', 'Cleared']),
    ).toMatchObject({
      account: 'Account',
      date: 'Date',
      merchant: 'Payee',
      debit: 'Outflow',
      credit: 'Inflow',
    });
    // Mint: the cleaned description before the original one.
    expect(
      mapColumns(['Date', 'Original Description', 'Description', 'Amount', 'Transaction Type']),
    ).toMatchObject({
      merchant: 'Description',
      transactionType: 'Transaction Type',
    });
  });

  it('keeps the template and the contracts aliases', () => {
    const template = importFields.transactions.map((f) => f.key);
    expect(mapColumns(template)).toEqual(Object.fromEntries(template.map((key) => [key, key])));
  });

  it('names only import fields and the running balance', () => {
    const keys = new Set<string>(importFields.transactions.map((f) => f.key));
    for (const role of headerDictionary.values()) expect(keys.has(role) || role === 'balance').toBe(true);
    expect(headerDictionary.get(columnKey('Running Bal.'))).toBe('balance');
  });
});
