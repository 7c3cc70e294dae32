import { describe, expect, it } from '@jest/globals';
import { formatIrr, formatMultiple, measureText } from './lp-format';

describe('how the LP measures read', () => {
  it('prints multiples to two places, half up, with an x', () => {
    expect(formatMultiple('1.2345')).toBe('1.23x');
    expect(formatMultiple('1.2350')).toBe('1.24x');
    expect(formatMultiple('0.0000')).toBe('0.00x');
    expect(formatMultiple(null)).toBe('—');
  });

  it('prints the IRR as a percentage to two places, negatives kept, no negative zero', () => {
    expect(formatIrr('0.123456')).toBe('12.35%');
    expect(formatIrr('-0.054321')).toBe('-5.43%');
    expect(formatIrr('-0.000001')).toBe('0.00%');
    expect(formatIrr(null)).toBe('—');
  });

  it('prints money as money and the rest by kind', () => {
    const metrics = {
      commitment: '250000.00',
      paidIn: '100000.00',
      distributed: '30000.00',
      nav: '90000.00',
      unfunded: '150000.00',
      dpi: '0.3000',
      rvpi: '0.9000',
      tvpi: '1.2000',
      irr: null,
    };
    expect(measureText(metrics, 'unfunded')).toBe('$150,000.00');
    expect(measureText(metrics, 'tvpi')).toBe('1.20x');
    expect(measureText(metrics, 'irr')).toBe('—');
  });
});
