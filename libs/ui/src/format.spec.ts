import { describe, expect, it } from '@jest/globals';
import {
  capitalize,
  formatDay,
  formatMoney,
  formatPercent,
  formatSignedMoney,
  localDay,
  plural,
} from './format';

describe('formatMoney', () => {
  it('formats numbers with a dollar sign, grouping and 2 decimals', () => {
    expect(formatMoney(1234.56)).toBe('$1,234.56');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$5.00');
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
  });

  it('accepts decimal strings as the API sends them', () => {
    expect(formatMoney('1234.56')).toBe('$1,234.56');
    expect(formatMoney('2500000.00')).toBe('$2,500,000.00');
    expect(formatMoney(' 12.5 ')).toBe('$12.50');
  });

  it('puts the minus before the dollar sign', () => {
    expect(formatMoney(-1234.56)).toBe('-$1,234.56');
    expect(formatMoney('-0.5')).toBe('-$0.50');
  });

  it('never shows a negative zero', () => {
    expect(formatMoney(-0)).toBe('$0.00');
    expect(formatMoney(-0.001)).toBe('$0.00');
  });

  it('shows a dash for values that are not numbers', () => {
    expect(formatMoney('')).toBe('—');
    expect(formatMoney('abc')).toBe('—');
    expect(formatMoney(Number.NaN)).toBe('—');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('formatPercent', () => {
  it('formats to the given number of decimals (2 by default)', () => {
    expect(formatPercent(12.345)).toBe('12.35%');
    expect(formatPercent('7.5', 1)).toBe('7.5%');
    expect(formatPercent(83.6, 0)).toBe('84%');
    expect(formatPercent(0)).toBe('0.00%');
  });

  it('keeps negatives and can sign positives', () => {
    expect(formatPercent(-3.2, 2)).toBe('-3.20%');
    expect(formatPercent(4.567, 2, { signed: true })).toBe('+4.57%');
    expect(formatPercent(-4.567, 2, { signed: true })).toBe('-4.57%');
    expect(formatPercent(0, 2, { signed: true })).toBe('0.00%');
  });

  it('groups large values and never shows a negative zero', () => {
    expect(formatPercent(1234.5, 1)).toBe('1,234.5%');
    expect(formatPercent(-0.001, 2)).toBe('0.00%');
  });

  it('shows a dash for values that are not numbers', () => {
    expect(formatPercent('n/a')).toBe('—');
  });
});

describe('formatSignedMoney', () => {
  it('shows the direction and the absolute value', () => {
    expect(formatSignedMoney('-45.1', 'expense')).toBe('-$45.10');
    expect(formatSignedMoney('45.1', 'expense')).toBe('-$45.10');
    expect(formatSignedMoney('1200', 'income')).toBe('+$1,200.00');
    expect(formatSignedMoney('x', 'income')).toBe('—');
  });
});

describe('formatDay', () => {
  it('reads the calendar day without a time-zone shift', () => {
    expect(formatDay('2024-03-01')).toBe('Mar 1, 2024');
    expect(formatDay('2024-12-31T23:30:00.000Z')).toBe('Dec 31, 2024');
    expect(formatDay(null)).toBe('—');
    expect(formatDay('nope')).toBe('—');
  });
});

describe('localDay', () => {
  it("is the day in the user's own calendar, not UTC's", () => {
    // 23:30 local on 24 November is still the 24th here, whatever UTC says.
    expect(localDay(new Date(2026, 10, 24, 23, 30))).toBe('2026-11-24');
    expect(localDay(new Date(2026, 0, 5, 0, 10))).toBe('2026-01-05');
  });
});

describe('plural', () => {
  it('names one thing in the singular and any other count in the plural', () => {
    expect(plural(1, 'document')).toBe('1 document');
    expect(plural(0, 'document')).toBe('0 documents');
    expect(plural(2, 'policy', 'policies')).toBe('2 policies');
    expect(plural(1, 'property', 'properties')).toBe('1 property');
  });
});

describe('capitalize', () => {
  it('upper-cases the first letter only, and leaves empty text empty', () => {
    expect(capitalize('the 2024 K-1 from Acme')).toBe('The 2024 K-1 from Acme');
    expect(capitalize('12 Elm St')).toBe('12 Elm St');
    expect(capitalize('')).toBe('');
  });
});
