import { describe, expect, it } from '@jest/globals';
import { fromCents, toCents } from './cents';

describe('cents', () => {
  it.each([
    ['1234.56', 123456n],
    ['-1234.56', -123456n],
    ['0.1', 10n],
    ['7', 700n],
    ['-0.00', 0n],
    ['0.005', 1n],
    ['-0.005', -1n],
    ['0.0049', 0n],
    ['9999999999999.99', 999999999999999n],
  ])('%s is %d cents', (value, cents) => {
    expect(toCents(value)).toBe(cents);
  });

  it('refuses what is not a plain decimal', () => {
    expect(() => toCents('1e3')).toThrow(TypeError);
    expect(() => toCents('$5')).toThrow(TypeError);
  });

  it('writes cents back as two-place strings', () => {
    expect(fromCents(123456n)).toBe('1234.56');
    expect(fromCents(-5n)).toBe('-0.05');
    expect(fromCents(0n)).toBe('0.00');
    // Sums far beyond a double's exact range stay exact.
    expect(fromCents(toCents('9999999999999.99') * 3n + 1n)).toBe('29999999999999.98');
  });
});
