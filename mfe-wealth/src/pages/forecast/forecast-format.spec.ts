/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { forecastMoney } from './forecast-format';

describe('forecastMoney', () => {
  it('writes every figure one way, negatives with an ASCII hyphen-minus', () => {
    expect(forecastMoney('1234.5')).toBe('$1,234.50');
    expect(forecastMoney('-2500.00')).toBe('-$2,500.00');
    expect(forecastMoney(-0.001)).toBe('$0.00');
    expect(forecastMoney('6148.27', 'income')).toBe('+$6,148.27');
    // Money out is minus whatever sign the value carries.
    expect(forecastMoney('17.99', 'expense')).toBe('-$17.99');
    expect(forecastMoney('-17.99', 'expense')).toBe('-$17.99');
  });

  it('is the only money formatter of the forecast page, and no file there writes a U+2212 minus', () => {
    const files = readdirSync(import.meta.dirname).filter((f: string) => f.endsWith('.tsx'));
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const file of files) {
      const source = readFileSync(join(import.meta.dirname, file), 'utf8');
      expect([file, source.includes('\u2212')]).toEqual([file, false]);
      expect([file, /\bformat(Signed)?Money\b/.test(source)]).toEqual([file, false]);
    }
  });
});
