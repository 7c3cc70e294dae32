import { describe, expect, it } from '@jest/globals';
import { familyFigures } from '@heirloom/contracts';
import { composition } from './composition';

const figures = familyFigures({
  accounts: [
    { accountType: 'checking', balance: '10000.10' },
    { accountType: 'investment', balance: '90000' },
    { accountType: 'credit', balance: '2500.05' },
  ],
  holdings: [],
  properties: [{ currentValue: '600000' }],
  mortgages: [{ currentBalance: '400000' }],
  privatePlacements: [{ currentValue: '50000' }],
  businesses: [{ currentValuation: '249999.90' }],
  insurance: [],
});

describe('composition', () => {
  it('splits assets and liabilities so that their difference is the net worth', () => {
    const c = composition(figures);
    expect(c.assets.segments.map((s) => [s.key, s.amount])).toEqual([
      ['liquid', '100000.10'],
      ['private', '299999.90'],
      ['realEstate', '600000.00'],
    ]);
    expect(c.liabilities.segments.map((s) => [s.key, s.amount])).toEqual([
      ['credit', '2500.05'],
      ['mortgages', '400000.00'],
    ]);
    expect(c.assets.total).toBe('1000000.00');
    expect(c.liabilities.total).toBe('402500.05');
    expect(c.netWorth).toBe('597499.95');
  });

  it('sizes both bars against the longer one', () => {
    const c = composition(figures);
    expect(c.assets.segments.reduce((sum, s) => sum + s.width, 0)).toBeCloseTo(100);
    expect(c.liabilities.segments.find((s) => s.key === 'mortgages')!.width).toBeCloseTo(40);
  });

  it('draws nothing for a family with nothing, and never a negative segment', () => {
    const empty = composition(
      familyFigures({
        accounts: [{ accountType: 'checking', balance: '-50' }],
        holdings: [],
        properties: [],
        mortgages: [],
        privatePlacements: [],
        businesses: [],
        insurance: [],
      }),
    );
    expect(empty.assets.segments.every((s) => s.amount === '0.00' && s.width === 0)).toBe(true);
    expect(empty.netWorth).toBe('-50.00');
  });
});
