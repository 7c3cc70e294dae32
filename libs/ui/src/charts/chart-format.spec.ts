import { describe, expect, it } from '@jest/globals';
import { dayToSeconds, formatDateTicks, formatDay, formatMoneyTicks, withAlpha } from './chart-format';

describe('formatMoneyTicks: one compact unit, the decimals the step needs', () => {
  it.each([
    [
      [5_500_000, 5_510_000, 5_520_000],
      ['$5.50M', '$5.51M', '$5.52M'],
    ],
    [
      [0, 500_000, 1_000_000],
      ['$0', '$0.5M', '$1.0M'],
    ],
    [
      [4_000_000, 5_000_000, 6_000_000],
      ['$4M', '$5M', '$6M'],
    ],
    [
      [800_000, 850_000, 900_000],
      ['$800K', '$850K', '$900K'],
    ],
    [
      [-20_000, -10_000, 0, 10_000],
      ['-$20K', '-$10K', '$0', '$10K'],
    ],
    [
      [0, 250, 500],
      ['$0', '$250', '$500'],
    ],
    [
      [1_200_000_000, 1_250_000_000],
      ['$1.20B', '$1.25B'],
    ],
    [
      [5_512_000, 5_512_500, 5_513_000],
      ['$5,512.0K', '$5,512.5K', '$5,513.0K'],
    ],
    [
      [1, 1.5, 2],
      ['$1.0', '$1.5', '$2.0'],
    ],
  ])('%j -> %j', (splits, expected) => {
    expect(formatMoneyTicks(splits)).toEqual(expected);
  });

  it('copes with a single tick and with gaps', () => {
    expect(formatMoneyTicks([5_450_000])).toEqual(['$5M']);
    expect(formatMoneyTicks([Number.NaN, 1000])).toEqual(['', '$1K']);
  });
});

describe('dates', () => {
  it('places a day at its UTC midnight and names it in UTC', () => {
    expect(dayToSeconds('2026-11-23')).toBe(Date.UTC(2026, 10, 23) / 1000);
    expect(formatDay('2026-11-23')).toBe('Nov 23, 2026');
    expect(formatDay('2026-01-01')).toBe('Jan 1, 2026');
  });

  it('ticks month and day within half a year, month and year beyond', () => {
    const day = (d: string) => dayToSeconds(d);
    expect(formatDateTicks([day('2026-10-23'), day('2026-11-01'), day('2026-11-23')])).toEqual([
      'Oct 23',
      'Nov 1',
      'Nov 23',
    ]);
    expect(formatDateTicks([day('2025-01-01'), day('2026-01-01'), day('2026-11-01')])).toEqual([
      "Jan '25",
      "Jan '26",
      "Nov '26",
    ]);
  });
});

describe('withAlpha', () => {
  it('turns theme hex colours into canvas colours with alpha', () => {
    expect(withAlpha('#0b6e4f', 0.25)).toBe('rgb(11 110 79 / 0.25)');
    expect(withAlpha(' #fff ', 0)).toBe('rgb(255 255 255 / 0)');
    expect(withAlpha('rebeccapurple', 0.5)).toBe('rebeccapurple');
  });
});
