import { describe, expect, it } from '@jest/globals';
import { daysUntil, policyExpiry, policyTotals } from './policy-rules';

// 10 March 2026, mid-afternoon local time.
const now = new Date(2026, 2, 10, 15, 30);

describe('policyExpiry: Expiring Soon within 90 days (spec section 9)', () => {
  it.each([
    [null, null],
    ['2026-03-10', 'expiring_soon'], // ends today
    ['2026-03-11', 'expiring_soon'],
    ['2026-06-08', 'expiring_soon'], // day 90
    ['2026-06-09', null], // day 91
    ['2030-01-01', null],
    ['2026-03-09', 'expired'],
  ] as const)('%s -> %s', (date, expected) => {
    expect(policyExpiry(date, now)).toBe(expected);
  });

  it('counts whole calendar days', () => {
    expect(daysUntil('2026-06-08', now)).toBe(90);
    expect(daysUntil('2026-03-09', now)).toBe(-1);
    expect(daysUntil(null, now)).toBeNull();
    expect(daysUntil('not a date', now)).toBeNull();
  });
});

describe('policyTotals', () => {
  it('sums coverage and premiums exactly, and counts every type', () => {
    const totals = policyTotals([
      { policyType: 'life', coverageAmount: '2500000.00', annualPremium: '3150.00' },
      { policyType: 'property', coverageAmount: '0.10', annualPremium: '0.20' },
      { policyType: 'property', coverageAmount: '0.20', annualPremium: '1000.00' },
    ]);
    expect(totals.totalCoverage).toBe('2500000.30');
    expect(totals.annualPremiums).toBe('4150.20');
    // 4150.20 / 12 = 345.85
    expect(totals.monthlyAverage).toBe('345.85');
    expect(totals.byType).toEqual([
      { type: 'life', count: 1 },
      { type: 'property', count: 2 },
      { type: 'liability', count: 0 },
      { type: 'umbrella', count: 0 },
    ]);
  });

  it('rounds the monthly average half up to the cent, and is zero without policies', () => {
    expect(
      policyTotals([{ policyType: 'life', coverageAmount: '1', annualPremium: '100.00' }]).monthlyAverage,
    ).toBe('8.33');
    expect(
      policyTotals([{ policyType: 'life', coverageAmount: '1', annualPremium: '0.06' }]).monthlyAverage,
    ).toBe('0.01'); // 0.005 -> 0.01
    expect(policyTotals([])).toMatchObject({
      totalCoverage: '0.00',
      annualPremiums: '0.00',
      monthlyAverage: '0.00',
    });
  });
});
