import { familyFigures } from './figures';
import { netWorthHistoryQuerySchema, netWorthPointOf } from './net-worth';
import { rangeStart, utcDayOf } from './net-worth-range';

describe('rangeStart: the first day a chart range shows', () => {
  it.each([
    ['1M', '2026-11-23', '2026-10-23'],
    ['6M', '2026-11-23', '2026-05-23'],
    ['1Y', '2026-11-23', '2025-11-23'],
    // Clamped to the shorter month's last day, leap years included.
    ['1M', '2026-03-31', '2026-02-28'],
    ['1M', '2028-03-31', '2028-02-29'],
    ['6M', '2026-08-31', '2026-02-28'],
    ['1Y', '2028-02-29', '2027-02-28'],
    // Across a year boundary.
    ['1M', '2026-01-15', '2025-12-15'],
    ['6M', '2026-03-01', '2025-09-01'],
  ] as const)('%s ending %s starts %s', (range, today, expected) => {
    expect(rangeStart(range, today)).toBe(expected);
  });

  it('has no start for ALL (the oldest point decides)', () => {
    expect(rangeStart('ALL', '2026-11-23')).toBeNull();
  });
});

describe('netWorthHistoryQuerySchema', () => {
  it('defaults to 1Y', () => {
    expect(netWorthHistoryQuerySchema.parse({})).toEqual({ range: '1Y' });
    expect(netWorthHistoryQuerySchema.parse({ range: '' })).toEqual({ range: '1Y' });
  });

  it.each(['1M', '6M', '1Y', 'ALL'])('accepts %s', (range) => {
    expect(netWorthHistoryQuerySchema.parse({ range })).toEqual({ range });
  });

  it('refuses another range or parameter with a message', () => {
    const bad = netWorthHistoryQuerySchema.safeParse({ range: '5Y' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['range'],
      message: 'Range must be one of 1M, 6M, 1Y, ALL',
    });
    expect(netWorthHistoryQuerySchema.safeParse({ range: '1M', user: 'x' }).success).toBe(false);
  });
});

describe('netWorthPointOf', () => {
  it("keeps familyFigures' own figures for the day", () => {
    const figures = familyFigures({
      accounts: [
        { accountType: 'checking', balance: '1000' },
        { accountType: 'credit', balance: '250' },
      ],
      holdings: [],
      properties: [{ currentValue: '500000' }],
      mortgages: [{ currentBalance: '300000' }],
      privatePlacements: [{ currentValue: '20000' }],
      businesses: [{ currentValuation: '5000' }],
      insurance: [],
    });
    expect(netWorthPointOf(utcDayOf(new Date('2026-11-23T23:59:59Z')), figures)).toEqual({
      day: '2026-11-23',
      netWorth: '225750.00',
      liquidAssets: '750.00',
      nonLiquidAssets: '25000.00',
      realEstateEquity: '200000.00',
      totalLiabilities: '300250.00',
    });
  });
});
