import { describe, expect, it } from '@jest/globals';
import { sampleTransactions } from './sample-transactions';
import { filterTransactions, transactionTotals } from './transactions';

describe('transactionTotals', () => {
  it('sums income and expenses separately, as positive amounts', () => {
    expect(
      transactionTotals([
        { amount: 1000, type: 'income' },
        { amount: -250.5, type: 'expense' },
        { amount: 20.25, type: 'income' },
        { amount: -49.5, type: 'expense' },
      ]),
    ).toEqual({ income: 1020.25, expenses: 300 });
  });

  it('uses absolute values whatever sign the amount was stored with', () => {
    expect(
      transactionTotals([
        { amount: 12.5, type: 'expense' },
        { amount: -7.5, type: 'income' },
      ]),
    ).toEqual({
      income: 7.5,
      expenses: 12.5,
    });
  });

  it('adds in whole cents, so binary float error never shows', () => {
    const rows = Array.from({ length: 10 }, () => ({ amount: -0.1, type: 'expense' as const }));
    expect(transactionTotals(rows).expenses).toBe(1);
    expect(
      transactionTotals([
        { amount: 0.1, type: 'income' },
        { amount: 0.2, type: 'income' },
      ]).income,
    ).toBe(0.3);
  });

  it('is zero for no rows', () => {
    expect(transactionTotals([])).toEqual({ income: 0, expenses: 0 });
  });

  it('matches the sample data', () => {
    expect(transactionTotals(sampleTransactions)).toEqual({ income: 9062.85, expenses: 761.89 });
  });
});

describe('filterTransactions', () => {
  const rows = [
    { merchant: 'Whole Foods Market', category: 'Groceries' },
    { merchant: 'Uber', category: 'Transportation' },
    { merchant: 'The Capital Grille', category: 'Food & Dining' },
  ];

  it('returns every row for an empty or blank query', () => {
    expect(filterTransactions(rows, '')).toBe(rows);
    expect(filterTransactions(rows, '   ')).toBe(rows);
  });

  it('matches a case-insensitive substring of the merchant', () => {
    expect(filterTransactions(rows, 'uBe')).toEqual([rows[1]]);
    expect(filterTransactions(rows, 'capital')).toEqual([rows[2]]);
  });

  it('matches a case-insensitive substring of the category', () => {
    expect(filterTransactions(rows, 'GROCER')).toEqual([rows[0]]);
    expect(filterTransactions(rows, 'dining')).toEqual([rows[2]]);
  });

  it('returns nothing when no row matches', () => {
    expect(filterTransactions(rows, 'zzz')).toEqual([]);
  });
});
