import { describe, expect, it } from '@jest/globals';
import type { NetWorthPoint } from '@heirloom/contracts';
import { describeNetWorthHistory } from './net-worth-summary';

const point = (day: string, netWorth: string): NetWorthPoint => ({
  day,
  netWorth,
  liquidAssets: '0.00',
  nonLiquidAssets: '0.00',
  realEstateEquity: '0.00',
  totalLiabilities: '0.00',
});

describe('describeNetWorthHistory', () => {
  it('says where the range started and ended, the change and the extremes', () => {
    const points = [
      point('2025-11-23', '5000000.10'),
      point('2026-04-08', '4800000.00'),
      point('2026-09-01', '5600000.00'),
      point('2026-11-23', '5500000.20'),
    ];
    expect(describeNetWorthHistory(points, '1Y')).toBe(
      'Net worth over the last year: $5,000,000.10 on Nov 23, 2025, $5,500,000.20 on Nov 23, 2026, ' +
        'up $500,000.10 (+10.00%). Lowest $4,800,000.00 on Apr 8, 2026; highest $5,600,000.00 on Sep 1, 2026.',
    );
  });

  it('says down, and leaves the percent out when the start was not positive', () => {
    expect(
      describeNetWorthHistory([point('2026-10-23', '-100.00'), point('2026-11-23', '-350.50')], '1M'),
    ).toBe(
      'Net worth over the last month: -$100.00 on Oct 23, 2026, -$350.50 on Nov 23, 2026, down $250.50. ' +
        'Lowest -$350.50 on Nov 23, 2026; highest -$100.00 on Oct 23, 2026.',
    );
  });

  it('handles one point, an unchanged line and no points', () => {
    expect(describeNetWorthHistory([point('2026-11-23', '0.00')], 'ALL')).toBe(
      'Net worth on Nov 23, 2026: $0.00.',
    );
    expect(
      describeNetWorthHistory([point('2026-11-22', '10.00'), point('2026-11-23', '10.00')], '6M'),
    ).toContain('unchanged.');
    expect(describeNetWorthHistory([], '1Y')).toBe('No net worth history yet.');
  });
});
