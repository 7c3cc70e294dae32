import { describe, expect, it } from '@jest/globals';
import {
  budgetsOfMonth,
  monthLabel,
  monthNames,
  monthOf,
  monthParam,
  parseMonthParam,
  sameMonth,
  shiftMonth,
} from './month';

describe('monthOf', () => {
  it('takes the month of the local date, 1-based', () => {
    expect(monthOf(new Date(2026, 10, 23))).toEqual({ month: 11, year: 2026 });
    expect(monthOf(new Date(2027, 0, 1))).toEqual({ month: 1, year: 2027 });
  });
});

describe('shiftMonth', () => {
  it('moves within a year', () => {
    expect(shiftMonth({ month: 11, year: 2026 }, 1)).toEqual({ month: 12, year: 2026 });
    expect(shiftMonth({ month: 11, year: 2026 }, -1)).toEqual({ month: 10, year: 2026 });
  });

  it('crosses year ends both ways', () => {
    expect(shiftMonth({ month: 12, year: 2026 }, 1)).toEqual({ month: 1, year: 2027 });
    expect(shiftMonth({ month: 1, year: 2026 }, -1)).toEqual({ month: 12, year: 2025 });
    expect(shiftMonth({ month: 3, year: 2026 }, -15)).toEqual({ month: 12, year: 2024 });
    expect(shiftMonth({ month: 3, year: 2026 }, 0)).toEqual({ month: 3, year: 2026 });
  });
});

describe('sameMonth', () => {
  it('compares month and year', () => {
    expect(sameMonth({ month: 5, year: 2026 }, { month: 5, year: 2026 })).toBe(true);
    expect(sameMonth({ month: 5, year: 2026 }, { month: 5, year: 2025 })).toBe(false);
  });
});

describe('monthLabel and monthNames', () => {
  it('names the month and year', () => {
    expect(monthLabel({ month: 11, year: 2026 })).toBe('November 2026');
    expect(monthLabel({ month: 1, year: 2027 })).toBe('January 2027');
  });

  it('lists the twelve months in order', () => {
    expect(monthNames).toHaveLength(12);
    expect(monthNames[0]).toBe('January');
    expect(monthNames[11]).toBe('December');
  });
});

describe('monthParam and parseMonthParam', () => {
  it('round-trips', () => {
    expect(monthParam({ month: 3, year: 2026 })).toBe('2026-03');
    expect(parseMonthParam('2026-03')).toEqual({ month: 3, year: 2026 });
  });

  it('refuses what is not a month', () => {
    for (const bad of [null, undefined, '', '2026-13', '2026-00', '2026-3', 'march', '0999-01']) {
      expect(parseMonthParam(bad)).toBeNull();
    }
  });
});

describe('budgetsOfMonth', () => {
  it('keeps the rows of the shown month only', () => {
    const rows = [
      { id: 'a', month: 11, year: 2026 },
      { id: 'b', month: 10, year: 2026 },
      { id: 'c', month: 11, year: 2025 },
      { id: 'd', month: 11, year: 2026 },
    ];
    expect(budgetsOfMonth(rows, { month: 11, year: 2026 }).map((r) => r.id)).toEqual(['a', 'd']);
    expect(budgetsOfMonth(rows, { month: 1, year: 2020 })).toEqual([]);
  });
});
