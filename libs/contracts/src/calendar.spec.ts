import {
  addDays,
  addMonths,
  addMonthsToMonth,
  addYears,
  calendarDay,
  daysBetween,
  daysFrom,
  endOfMonth,
  firstDayOf,
  isCalendarDay,
  lastDayOf,
  localDayOf,
  monthOfDay,
  startOfIsoWeek,
  startOfMonth,
  utcDayOf,
  utcMidnight,
  utcToday,
} from './calendar';

describe('the calendar', () => {
  it('adds days across month, year and daylight-saving changes', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    // The spring and autumn changes of 2026 in New York, Berlin and Santiago.
    for (const day of ['2026-03-08', '2026-03-29', '2026-11-01', '2026-10-25', '2026-09-06', '2026-04-05'])
      expect(addDays(addDays(day, 1), -1)).toBe(day);
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-11-22', -364)).toBe('2025-11-23');
  });

  it('counts calendar days, a whole year of them through both changes', () => {
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-11-02', '2026-10-31')).toBe(-2);
    expect(daysBetween('2026-05-05', '2026-05-05')).toBe(0);
    expect(daysFrom('2026-03-27', '2026-03-31')).toEqual([
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
    ]);
    expect(daysFrom('2026-03-31', '2026-03-30')).toEqual([]);
  });

  it('adds months and years, clamped to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-05-31', -6)).toBe('2025-11-30');
    expect(addMonths('2026-11-15', -12)).toBe('2025-11-15');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addYears('2024-02-29', -1)).toBe('2023-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addMonthsToMonth('2026-11', 2)).toBe('2027-01');
    expect(addMonthsToMonth('2026-01', -1)).toBe('2025-12');
  });

  it('knows where months begin and end, leap years included', () => {
    expect(startOfMonth('2026-02-17')).toBe('2026-02-01');
    expect(endOfMonth('2026-02-17')).toBe('2026-02-28');
    expect(endOfMonth('2024-02-01')).toBe('2024-02-29');
    expect(endOfMonth('2000-02-10')).toBe('2000-02-29');
    expect(endOfMonth('1900-02-10')).toBe('1900-02-28');
    expect(endOfMonth('2026-04-30')).toBe('2026-04-30');
    expect(endOfMonth('2026-12-01')).toBe('2026-12-31');
    expect(firstDayOf('2026-10')).toBe('2026-10-01');
    expect(lastDayOf('2026-10')).toBe('2026-10-31');
    expect(monthOfDay('2026-10-31')).toBe('2026-10');
  });

  it('finds the Monday of a week', () => {
    expect(startOfIsoWeek('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(startOfIsoWeek('2026-11-16')).toBe('2026-11-16');
    expect(startOfIsoWeek('2026-01-01')).toBe('2025-12-29');
    expect(startOfIsoWeek('2026-03-29')).toBe('2026-03-23');
  });

  it('counts past a month or day out of range as Date.UTC does', () => {
    expect(calendarDay(2026, 3, 0)).toBe('2026-02-28');
    expect(calendarDay(2026, 13, 1)).toBe('2027-01-01');
    expect(calendarDay(2026, 0, 1)).toBe('2025-12-01');
    expect(calendarDay(2026, -1, 15)).toBe('2025-11-15');
    expect(calendarDay(2024, 2, 30)).toBe('2024-03-01');
    expect(calendarDay(2026, 11, -6)).toBe('2026-10-25');
    for (const [y, m, d] of [
      [2026, 14, 40],
      [2023, -25, -3],
      [2024, 2, 29],
      [1999, 12, 32],
    ] as const)
      expect(calendarDay(y, m, d)).toBe(new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10));
  });

  it('turns instants into days and back', () => {
    const instant = new Date('2026-11-22T23:30:00.000Z');
    expect(utcDayOf(instant)).toBe('2026-11-22');
    expect(utcToday(instant)).toBe('2026-11-22');
    expect(utcMidnight('2026-03-29').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(localDayOf(new Date(2026, 2, 29, 12))).toBe('2026-03-29');
    expect(localDayOf(new Date(2026, 2, 29, 0, 30))).toBe('2026-03-29');
  });

  it('refuses what is not a calendar day', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-00-10', '2026-4-1', '26-04-01', 'soon', ''])
      expect(isCalendarDay(bad)).toBe(false);
    expect(() => addDays('2026-02-30', 1)).toThrow('Not a calendar day: "2026-02-30"');
    expect(() => daysBetween('2026-01-01', 'later')).toThrow(RangeError);
  });
});
