import { isPeriodSpec, parsePeriod, periodBetween, periodSpecOf, resolvePeriod } from './periods';

const TODAY = '2026-11-22'; // a Sunday

describe('period specs: what the question names, as the tools take it', () => {
  it.each<[string, string | null]>([
    ['How much did I spend on groceries last month?', 'last_month'],
    ['this month', 'this_month'],
    ['month to date', 'this_month'],
    ['the last 3 months', 'last_3_months'],
    ['past two weeks', 'last_2_weeks'],
    ['last 10 days', 'last_10_days'],
    ['in July', '2026-07'],
    ['in December', '2025-12'],
    ['last November', '2025-11'],
    ['in sept. 2025', '2025-09'],
    ['in 2025', '2025'],
    ['last year', 'last_year'],
    ['yesterday', 'yesterday'],
    ['the last 12 months', null],
    ['Where does my money go?', null],
  ])('%p -> %p', (question, spec) => {
    expect(periodSpecOf(question, TODAY)).toBe(spec);
  });

  it('resolves each spec to the range the question would get', () => {
    for (const question of ['last month', 'this month', 'last 3 months', 'in July', 'last week', 'in 2025']) {
      expect(resolvePeriod(periodSpecOf(question, TODAY)!, TODAY)).toEqual(parsePeriod(question, TODAY));
    }
    expect(resolvePeriod('last_12_months', TODAY)).toBeNull();
    expect(resolvePeriod('2026-07', TODAY)).toMatchObject({
      from: '2026-07-01',
      to: '2026-07-31',
      label: 'in July 2026',
      months: 1,
    });
  });

  it('knows which texts are specs', () => {
    for (const spec of ['today', 'last_month', 'last_1_weeks', 'last_120_months', '2026-02', '1999'])
      expect([spec, isPeriodSpec(spec)]).toEqual([spec, true]);
    for (const spec of ['last_0_days', 'last_121_months', '2026-13', 'fortnight', 'last month', ''])
      expect([spec, isPeriodSpec(spec)]).toEqual([spec, false]);
  });

  it('names a from/to range as a month or a year when it is one, else by its days', () => {
    expect(periodBetween('2026-10-01', '2026-10-31', TODAY)).toMatchObject({
      label: 'in October 2026',
      months: 1,
      month: '2026-10',
    });
    expect(periodBetween('2025-01-01', '2025-12-31', TODAY)).toMatchObject({ label: 'in 2025', months: 12 });
    expect(periodBetween('2026-08-01', '2026-10-31', TODAY)).toMatchObject({
      label: 'from August 1 to October 31, 2026',
      months: 3,
    });
    expect(periodBetween('2026-08-03', '2026-09-10', TODAY)).toMatchObject({
      label: 'from August 3 to September 10, 2026',
      months: null,
    });
    // Past today it ends today; wholly ahead, nothing can have been spent.
    expect(periodBetween('2026-11-01', '2026-12-31', TODAY)).toMatchObject({
      to: '2026-11-22',
      label: 'from November 1 to November 22, 2026',
      future: false,
    });
    expect(periodBetween('2027-01-01', '2027-01-31', TODAY)).toMatchObject({ future: true });
  });
});
