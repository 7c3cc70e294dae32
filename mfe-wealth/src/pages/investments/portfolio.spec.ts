import { describe, expect, it } from '@jest/globals';
import {
  accountAllocation,
  formatGain,
  holdingAllocation,
  holdingCounts,
  investmentAccounts,
  portfolioFigures,
} from './portfolio';

const account = (id: string, accountType: 'checking' | 'investment' | 'credit', balance: string) => ({
  id,
  name: `Account ${id}`,
  accountType,
  balance,
});
const holding = (id: string, accountId: string, symbol: string, costBasis: string, currentValue: string) => ({
  id,
  accountId,
  symbol,
  costBasis,
  currentValue,
});

const accounts = [
  account('a', 'investment', '60000.00'),
  account('b', 'investment', '40000.10'),
  account('c', 'checking', '5000.00'),
  account('d', 'credit', '-1200.00'),
];
const holdings = [
  holding('h1', 'a', 'VTI', '30000.00', '42000.00'),
  holding('h2', 'a', 'ARKK', '10000.00', '6000.00'),
  holding('h3', 'b', 'BND', '20000.00', '19500.00'),
  holding('h4', 'b', 'VTI', '10000.00', '10000.00'),
];

describe('portfolioFigures', () => {
  it('takes total value from investment account balances only', () => {
    expect(portfolioFigures(accounts, holdings).totalValue).toBe('100000.10');
  });

  it('uses the spec formula: investment balances minus holdings cost basis, over cost basis', () => {
    const figures = portfolioFigures(accounts, holdings);
    expect(figures.totalReturn).toBe('30000.10');
    expect(figures.totalReturnPercent).toBe('42.86');
  });

  it('is 0% with no cost basis', () => {
    const figures = portfolioFigures(accounts, []);
    expect(figures.totalReturnPercent).toBe('0.00');
    expect(figures.totalReturn).toBe('100000.10');
  });

  it('counts winners and losers, an even holding being neither, losers largest loss first', () => {
    const { winners, losers } = portfolioFigures(accounts, holdings);
    expect(winners.map((h) => h.id)).toEqual(['h1']);
    expect(losers.map((h) => h.id)).toEqual(['h2', 'h3']);
  });

  it('is all zero for a family with nothing invested', () => {
    expect(portfolioFigures([], [])).toEqual({
      totalValue: '0.00',
      totalReturn: '0.00',
      totalReturnPercent: '0.00',
      winners: [],
      losers: [],
    });
  });
});

describe('investmentAccounts and holdingCounts', () => {
  it('keeps investment accounts only', () => {
    expect(investmentAccounts(accounts).map((a) => a.id)).toEqual(['a', 'b']);
  });

  it('counts holdings per account', () => {
    const counts = holdingCounts(holdings);
    expect(counts.get('a')).toBe(2);
    expect(counts.get('b')).toBe(2);
    expect(counts.get('c')).toBeUndefined();
  });
});

describe('allocation items', () => {
  it('by account: each investment account with its balance', () => {
    expect(accountAllocation(accounts)).toEqual([
      { key: 'a', label: 'Account a', value: '60000.00' },
      { key: 'b', label: 'Account b', value: '40000.10' },
    ]);
  });

  it('by holding: one row per symbol, values summed exactly across accounts', () => {
    expect(holdingAllocation(holdings)).toEqual([
      { key: 'VTI', label: 'VTI', value: '52000.00' },
      { key: 'ARKK', label: 'ARKK', value: '6000.00' },
      { key: 'BND', label: 'BND', value: '19500.00' },
    ]);
  });
});

describe('formatGain', () => {
  it('signs gains and losses, not zero', () => {
    expect(formatGain('1234.5')).toBe('+$1,234.50');
    expect(formatGain('-78.90')).toBe('-$78.90');
    expect(formatGain('0.00')).toBe('$0.00');
  });
});
