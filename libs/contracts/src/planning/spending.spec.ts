import { forecastSurplus, spendingWindow, twelveMonthSpending } from './spending';

const months = (...list: string[]) => list.map((month) => ({ month }));

describe('today’s twelve-month spending', () => {
  it('is the last 365 days, today included', () => {
    expect(spendingWindow('2026-12-07')).toEqual({ from: '2025-12-08', to: '2026-12-07' });
    // Across 29 February 2028: still 365 days.
    expect(spendingWindow('2028-03-01')).toEqual({ from: '2027-03-03', to: '2028-03-01' });
  });

  it('counts a full year as 12 months, though its 365 days touch 13 calendar months', () => {
    const all = Array.from({ length: 13 }, (_, i) => {
      const index = 2025 * 12 + 11 + i; // 2025-12 .. 2026-12
      return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    });
    expect(all[0]).toBe('2025-12');
    expect(all.at(-1)).toBe('2026-12');
    expect(twelveMonthSpending('2026-12-07', { expenses: '54000.00', byMonth: months(...all) })).toEqual({
      annual: '54000.00',
      monthly: '4500.00',
      months: 12,
    });
  });

  it('averages a shorter history over the months from its first to today’s, a quiet month included', () => {
    // September to December: 4 months, October without a transaction.
    expect(
      twelveMonthSpending('2026-12-07', {
        expenses: '-10000',
        byMonth: months('2026-12', '2026-09', '2026-11'),
      }),
    ).toEqual({ annual: '30000.00', monthly: '2500.00', months: 4 });
  });

  it('keeps the cents exact and rounds half up', () => {
    const spending = twelveMonthSpending('2026-12-07', {
      expenses: '100.00',
      byMonth: months('2026-10', '2026-11', '2026-12'),
    });
    expect(spending).toEqual({ annual: '400.00', monthly: '33.33', months: 3 });
    expect(
      twelveMonthSpending('2026-12-07', { expenses: '0.05', byMonth: months('2026-12', '2026-11') }).monthly,
    ).toBe('0.03');
  });

  it('is nothing without a transaction', () => {
    expect(twelveMonthSpending('2026-12-07', { expenses: '0.00', byMonth: [] })).toEqual({
      annual: '0.00',
      monthly: '0.00',
      months: 0,
    });
  });
});

describe('the forecast’s surplus', () => {
  it('sums the months’ nets, and averages them', () => {
    const nets = ['1500.10', '-200.05', ...Array.from({ length: 10 }, () => '1000.00')];
    expect(forecastSurplus({ months: nets.map((net) => ({ net })) })).toEqual({
      annual: '11300.05',
      monthly: '941.67',
    });
  });

  it('is negative when the outgoings are larger, and zero with no month', () => {
    expect(forecastSurplus({ months: [{ net: '-10.00' }, { net: '4.00' }] }).annual).toBe('-6.00');
    expect(forecastSurplus({ months: [] })).toEqual({ annual: '0.00', monthly: '0.00' });
  });
});
