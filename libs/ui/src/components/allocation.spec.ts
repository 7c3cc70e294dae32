import { describe, expect, it } from '@jest/globals';
import { allocationShares } from './allocation';

const item = (key: string, value: string) => ({ key, label: key.toUpperCase(), value });

describe('allocationShares', () => {
  it('sorts largest first and gives each its share of the total', () => {
    const { total, shares } = allocationShares([item('a', '250.00'), item('b', '750.00')]);
    expect(total).toBe('1000.00');
    expect(shares.map((s) => [s.key, s.percent])).toEqual([
      ['b', 75],
      ['a', 25],
    ]);
  });

  it('sums exactly, without binary float error', () => {
    const { total } = allocationShares([item('a', '0.10'), item('b', '0.20')]);
    expect(total).toBe('0.30');
  });

  it('rounds to one decimal so the shares add up to exactly 100', () => {
    const { shares } = allocationShares([item('a', '1'), item('b', '1'), item('c', '1')]);
    expect(shares.map((s) => s.percent)).toEqual([33.4, 33.3, 33.3]);
    const sevenths = allocationShares(Array.from({ length: 7 }, (_, i) => item(`h${i}`, '10.00')));
    expect(Math.round(sevenths.shares.reduce((sum, s) => sum + s.percent * 10, 0))).toBe(1000);
  });

  it('leaves out zero and negative values', () => {
    const { total, shares } = allocationShares([item('a', '100.00'), item('b', '0.00'), item('c', '-50.00')]);
    expect(total).toBe('100.00');
    expect(shares).toEqual([{ key: 'a', label: 'A', value: '100.00', percent: 100 }]);
  });

  it('is empty for no positive values', () => {
    expect(allocationShares([])).toEqual({ total: '0.00', shares: [] });
    expect(allocationShares([item('a', '0')])).toEqual({ total: '0.00', shares: [] });
  });

  it('folds the smallest rows beyond the limit into one Other row', () => {
    const { total, shares } = allocationShares(
      [item('a', '500.00'), item('b', '300.00'), item('c', '150.00'), item('d', '50.00')],
      { limit: 3 },
    );
    expect(total).toBe('1000.00');
    expect(shares.map((s) => [s.label, s.value, s.percent])).toEqual([
      ['A', '500.00', 50],
      ['B', '300.00', 30],
      ['Other (2)', '200.00', 20],
    ]);
  });

  it('keeps every row when they fit the limit', () => {
    expect(allocationShares([item('a', '1'), item('b', '2')], { limit: 2 }).shares).toHaveLength(2);
  });

  it('breaks ties by label, so the order is stable', () => {
    const { shares } = allocationShares([item('b', '10'), item('a', '10')]);
    expect(shares.map((s) => s.key)).toEqual(['a', 'b']);
  });
});
