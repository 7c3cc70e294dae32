import { describe, expect, it } from '@jest/globals';
import { checkRange, isCalendarDay, lastDays } from './range';

describe('transaction ranges', () => {
  it('lastDays counts today in', () => {
    expect(lastDays(30, new Date('2026-03-31T23:00:00Z'))).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    expect(lastDays(1, new Date('2026-01-01T00:00:00Z'))).toEqual({ from: '2026-01-01', to: '2026-01-01' });
  });

  it('knows a real calendar day', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-1-01')).toBe(false);
  });

  it('checks a filter range before asking the API', () => {
    expect(checkRange('', '')).toEqual({ from: undefined, to: undefined });
    expect(checkRange('2025-01-01', '')).toEqual({ from: '2025-01-01', to: undefined });
    expect(checkRange('2025-03-01', '2025-01-01').error).toBe('The end date cannot be before the start date');
    expect(checkRange('2025-02-30', '').error).toBe('Enter a valid start date');
  });
});
