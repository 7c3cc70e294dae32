import { isPeriodSpec } from './periods';
import { periodBetween, periodOfSpec, readPeriod, withoutPeriod } from './period';

const TODAY = '2026-11-27'; // a Friday, in the fourth quarter

/** [question, spec, from, to, label, the words read] */
type Case = [string, string, string, string, string, string];

const read = (question: string, today = TODAY) => {
  const r = readPeriod(question, today);
  return r && [r.spec, r.period.from, r.period.to, r.period.label, question.slice(...r.span)];
};

describe('readPeriod (today 2026-11-27)', () => {
  describe('one before the last, and halves of a year', () => {
    it.each<Case>([
      [
        'dining the month before last',
        '2026-09',
        '2026-09-01',
        '2026-09-30',
        'in September 2026',
        'the month before last',
      ],
      [
        'groceries the quarter before last',
        '2026-Q2',
        '2026-04-01',
        '2026-06-30',
        'in the second quarter of 2026 (April 1 to June 30)',
        'the quarter before last',
      ],
      ['taxes the year before last', '2024', '2024-01-01', '2024-12-31', 'in 2024', 'the year before last'],
      [
        'chevron in the first half of the year',
        '2026-01..2026-06',
        '2026-01-01',
        '2026-06-30',
        'from January 1 to June 30, 2026',
        'in the first half of the year',
      ],
      [
        'travel in the second half of last year',
        '2025-07..2025-12',
        '2025-07-01',
        '2025-12-31',
        'from July 1 to December 31, 2025',
        'in the second half of last year',
      ],
      [
        "amazon h1 '25",
        '2025-01..2025-06',
        '2025-01-01',
        '2025-06-30',
        'from January 1 to June 30, 2025',
        "h1 '25",
      ],
    ])('%s', (question, ...expected) => {
      expect(read(question)).toEqual(expected);
    });

    it('a month before last in January is November of the year before', () => {
      expect(read('the month before last', '2026-01-10')?.[0]).toBe('2025-11');
    });
  });

  describe('a month and a two-digit number', () => {
    it('is that month of that year when the day is still ahead this year, else a day', () => {
      expect(read('groceries dec 25')?.slice(0, 3)).toEqual(['2025-12', '2025-12-01', '2025-12-31']);
      expect(read('dining nov 30 24')?.[0]).not.toBe('2024-11');
      expect(read('groceries nov 25')?.slice(0, 3)).toEqual([
        '2026-11-25..2026-11-25',
        '2026-11-25',
        '2026-11-25',
      ]);
      expect(read('groceries dec 25th')?.[0]).toBe('2025-12-25..2025-12-25');
    });
  });

  describe('months and ranges of months', () => {
    it.each<Case>([
      ['what did we spend in March', '2026-03', '2026-03-01', '2026-03-31', 'in March 2026', 'in March'],
      ['groceries march 2025', '2025-03', '2025-03-01', '2025-03-31', 'in March 2025', 'march 2025'],
      ['in December', '2025-12', '2025-12-01', '2025-12-31', 'in December 2025', 'in December'],
      [
        'in November',
        '2026-11',
        '2026-11-01',
        '2026-11-27',
        'in November 2026 so far (November 1 to November 27, 2026)',
        'in November',
      ],
      ['last November', '2025-11', '2025-11-01', '2025-11-30', 'in November 2025', 'last November'],
      ['in sept. 2025', '2025-09', '2025-09-01', '2025-09-30', 'in September 2025', 'in sept. 2025'],
      ["dining in march '24", '2024-03', '2024-03-01', '2024-03-31', 'in March 2024', "in march '24"],
      ['march of last year', '2025-03', '2025-03-01', '2025-03-31', 'in March 2025', 'march of last year'],
      ['in may', '2026-05', '2026-05-01', '2026-05-31', 'in May 2026', 'in may'],
      [
        'How much did we spend between March and May?',
        '2026-03..2026-05',
        '2026-03-01',
        '2026-05-31',
        'from March 1 to May 31, 2026',
        'between March and May',
      ],
      [
        'from Jan through Apr',
        '2026-01..2026-04',
        '2026-01-01',
        '2026-04-30',
        'from January 1 to April 30, 2026',
        'from Jan through Apr',
      ],
      [
        'march-may',
        '2026-03..2026-05',
        '2026-03-01',
        '2026-05-31',
        'from March 1 to May 31, 2026',
        'march-may',
      ],
      [
        'Mar to May 24',
        '2024-03..2024-05',
        '2024-03-01',
        '2024-05-31',
        'from March 1 to May 31, 2024',
        'Mar to May 24',
      ],
      // The latest year in which the last month has begun; a range across New Year starts the year before.
      [
        'between September and December',
        '2025-09..2025-12',
        '2025-09-01',
        '2025-12-31',
        'from September 1 to December 31, 2025',
        'between September and December',
      ],
      [
        'between November and February',
        '2025-11..2026-02',
        '2025-11-01',
        '2026-02-28',
        'from November 1, 2025 to February 28, 2026',
        'between November and February',
      ],
      [
        'from march 2025 to may',
        '2025-03..2025-05',
        '2025-03-01',
        '2025-05-31',
        'from March 1 to May 31, 2025',
        'from march 2025 to may',
      ],
      [
        'march to june of last year',
        '2025-03..2025-06',
        '2025-03-01',
        '2025-06-30',
        'from March 1 to June 30, 2025',
        'march to june of last year',
      ],
      [
        'september through december 2026',
        '2026-09..2026-12',
        '2026-09-01',
        '2026-11-27',
        'from September to December 2026 so far (September 1 to November 27, 2026)',
        'september through december 2026',
      ],
    ])('%p', (question, ...expected) => {
      expect(read(question)).toEqual(expected);
    });
  });

  describe('quarters', () => {
    it.each<Case>([
      [
        'what did we spend in the first quarter',
        '2026-Q1',
        '2026-01-01',
        '2026-03-31',
        'in the first quarter of 2026 (January 1 to March 31)',
        'in the first quarter',
      ],
      [
        'Q1',
        '2026-Q1',
        '2026-01-01',
        '2026-03-31',
        'in the first quarter of 2026 (January 1 to March 31)',
        'Q1',
      ],
      [
        '1st qtr',
        '2026-Q1',
        '2026-01-01',
        '2026-03-31',
        'in the first quarter of 2026 (January 1 to March 31)',
        '1st qtr',
      ],
      [
        'last quarter',
        'last_quarter',
        '2026-07-01',
        '2026-09-30',
        'in the third quarter of 2026 (July 1 to September 30)',
        'last quarter',
      ],
      [
        'this quarter',
        'this_quarter',
        '2026-10-01',
        '2026-11-27',
        'in the fourth quarter of 2026 so far (October 1 to November 27, 2026)',
        'this quarter',
      ],
      [
        'Q3 2025',
        '2025-Q3',
        '2025-07-01',
        '2025-09-30',
        'in the third quarter of 2025 (July 1 to September 30)',
        'Q3 2025',
      ],
      [
        "q2 '24",
        '2024-Q2',
        '2024-04-01',
        '2024-06-30',
        'in the second quarter of 2024 (April 1 to June 30)',
        "q2 '24",
      ],
      [
        '2025 q3',
        '2025-Q3',
        '2025-07-01',
        '2025-09-30',
        'in the third quarter of 2025 (July 1 to September 30)',
        '2025 q3',
      ],
      [
        'the last quarter of 2025',
        '2025-Q4',
        '2025-10-01',
        '2025-12-31',
        'in the fourth quarter of 2025 (October 1 to December 31)',
        'the last quarter of 2025',
      ],
      [
        'first quarter of last year',
        '2025-Q1',
        '2025-01-01',
        '2025-03-31',
        'in the first quarter of 2025 (January 1 to March 31)',
        'first quarter of last year',
      ],
    ])('%p', (question, ...expected) => {
      expect(read(question)).toEqual(expected);
    });

    it('takes last quarter across New Year, and a quarter not yet begun from the year before', () => {
      expect(read('last quarter', '2026-02-10')?.slice(0, 3)).toEqual([
        'last_quarter',
        '2025-10-01',
        '2025-12-31',
      ]);
      expect(read('in Q3', '2026-05-01')?.slice(0, 3)).toEqual(['2025-Q3', '2025-07-01', '2025-09-30']);
      expect(readPeriod('next quarter', TODAY)?.period).toMatchObject({ from: '2027-01-01', future: true });
    });
  });

  describe('to date, and since', () => {
    it.each<Case>([
      [
        'ytd',
        'this_year',
        '2026-01-01',
        '2026-11-27',
        'in 2026 so far (January 1 to November 27, 2026)',
        'ytd',
      ],
      [
        'spending so far this year',
        'this_year',
        '2026-01-01',
        '2026-11-27',
        'in 2026 so far (January 1 to November 27, 2026)',
        'so far this year',
      ],
      [
        'year to date',
        'this_year',
        '2026-01-01',
        '2026-11-27',
        'in 2026 so far (January 1 to November 27, 2026)',
        'year to date',
      ],
      [
        'month to date',
        'this_month',
        '2026-11-01',
        '2026-11-27',
        'in November 2026 so far (November 1 to November 27, 2026)',
        'month to date',
      ],
      [
        'costco since June',
        'since_2026-06-01',
        '2026-06-01',
        '2026-11-27',
        'since June 1, 2026',
        'since June',
      ],
      [
        'since December',
        'since_2025-12-01',
        '2025-12-01',
        '2026-11-27',
        'since December 1, 2025',
        'since December',
      ],
      [
        'since March 3rd',
        'since_2026-03-03',
        '2026-03-03',
        '2026-11-27',
        'since March 3, 2026',
        'since March 3rd',
      ],
      ['since 3/15', 'since_2026-03-15', '2026-03-15', '2026-11-27', 'since March 15, 2026', 'since 3/15'],
      ['since q2', 'since_2026-04-01', '2026-04-01', '2026-11-27', 'since April 1, 2026', 'since q2'],
      ['since 2024', 'since_2024-01-01', '2024-01-01', '2026-11-27', 'since January 1, 2024', 'since 2024'],
    ])('%p', (question, ...expected) => {
      expect(read(question)).toEqual(expected);
    });

    it('reads a season from its first day (dev-14), and nothing from a "since" that names no time', () => {
      expect(readPeriod('since last summer', TODAY)?.spec).toBe('since_2026-06-01');
      expect(readPeriod('how much has it gained since we bought it', TODAY)).toBeNull();
    });
  });

  describe('rolling windows and whole units', () => {
    it.each<Case>([
      // N weeks are the 7N days up to today, today included: 6 weeks from 42 days back + 1.
      [
        'over the past 6 weeks',
        'last_6_weeks',
        '2026-10-17',
        '2026-11-27',
        'over the past 6 weeks (October 17 to November 27, 2026)',
        'over the past 6 weeks',
      ],
      [
        'the past fortnight',
        'last_2_weeks',
        '2026-11-14',
        '2026-11-27',
        'over the past 2 weeks (November 14 to November 27, 2026)',
        'the past fortnight',
      ],
      [
        'what did we spend in the past week',
        'last_1_weeks',
        '2026-11-21',
        '2026-11-27',
        'over the past week (November 21 to November 27, 2026)',
        'in the past week',
      ],
      [
        'past 10 days',
        'last_10_days',
        '2026-11-18',
        '2026-11-27',
        'over the last 10 days (November 18 to November 27, 2026)',
        'past 10 days',
      ],
      // Months and years stay whole: the ones before the current one (the corpus and answers read them so).
      [
        'in the last 3 months',
        'last_3_months',
        '2026-08-01',
        '2026-10-31',
        'over the last 3 months (August 1 to October 31, 2026)',
        'in the last 3 months',
      ],
      [
        'last couple of months',
        'last_2_months',
        '2026-09-01',
        '2026-10-31',
        'over the last 2 months (September 1 to October 31, 2026)',
        'last couple of months',
      ],
      [
        'past 3 years',
        'last_3_years',
        '2023-01-01',
        '2025-12-31',
        'over the last 3 years (January 1, 2023 to December 31, 2025)',
        'past 3 years',
      ],
      // The default range: read (so its words are not a name) and kept as "no period" for the tools.
      [
        'spending over the past year',
        'last_12_months',
        '2025-11-28',
        '2026-11-27',
        'over the last 12 months (November 28, 2025 to November 27, 2026)',
        'over the past year',
      ],
      [
        'the last 12 months',
        'last_12_months',
        '2025-11-28',
        '2026-11-27',
        'over the last 12 months (November 28, 2025 to November 27, 2026)',
        'the last 12 months',
      ],
    ])('%p', (question, ...expected) => {
      expect(read(question)).toEqual(expected);
    });

    it('leaves counts past 120 unread', () => {
      expect(readPeriod('in the last 130 days', TODAY)).toBeNull();
    });
  });

  describe('days, weeks, months and years named relative to today', () => {
    it.each<Case>([
      ['today', 'today', '2026-11-27', '2026-11-27', 'today', 'today'],
      ['yesterday', 'yesterday', '2026-11-26', '2026-11-26', 'yesterday (November 26, 2026)', 'yesterday'],
      [
        'this week',
        'this_week',
        '2026-11-23',
        '2026-11-27',
        'this week (November 23 to November 27, 2026)',
        'this week',
      ],
      [
        'last week',
        'last_week',
        '2026-11-16',
        '2026-11-22',
        'last week (November 16 to November 22, 2026)',
        'last week',
      ],
      [
        'this month',
        'this_month',
        '2026-11-01',
        '2026-11-27',
        'in November 2026 so far (November 1 to November 27, 2026)',
        'this month',
      ],
      ['last month', 'last_month', '2026-10-01', '2026-10-31', 'in October 2026', 'last month'],
      ['last year', 'last_year', '2025-01-01', '2025-12-31', 'in 2025', 'last year'],
      [
        'this year',
        'this_year',
        '2026-01-01',
        '2026-11-27',
        'in 2026 so far (January 1 to November 27, 2026)',
        'this year',
      ],
    ])('%p', (question, ...expected) => {
      expect(read(question)).toEqual(expected);
    });

    it('marks a range wholly after today as future', () => {
      expect(readPeriod('next month', TODAY)?.period).toMatchObject({
        from: '2026-12-01',
        to: '2026-12-31',
        future: true,
      });
      expect(readPeriod('in 2027', TODAY)?.period).toMatchObject({ label: 'in 2027', future: true });
    });
  });

  describe('years, two-digit ones too', () => {
    it.each<Case>([
      ['in 2024', '2024', '2024-01-01', '2024-12-31', 'in 2024', 'in 2024'],
      ["in '24", '2024', '2024-01-01', '2024-12-31', 'in 2024', "in '24"],
      ['what did we spend in \u201824', '2024', '2024-01-01', '2024-12-31', 'in 2024', 'in \u201824'],
      ['k1 income 24', '2024', '2024-01-01', '2024-12-31', 'in 2024', '24'],
      ['our 24 return?', '2024', '2024-01-01', '2024-12-31', 'in 2024', '24'],
      ['spending in 24', '2024', '2024-01-01', '2024-12-31', 'in 2024', 'in 24'],
      ['FY24', '2024', '2024-01-01', '2024-12-31', 'in 2024', 'FY24'],
      ['fy 2025 taxes', '2025', '2025-01-01', '2025-12-31', 'in 2025', 'fy 2025'],
      // "Tax" stays in the question: it is what is asked about, not when.
      ['k-1 income for tax year 24', '2024', '2024-01-01', '2024-12-31', 'in 2024', 'year 24'],
      ['what was our 2025 agi', '2025', '2025-01-01', '2025-12-31', 'in 2025', '2025'],
      ["income in '99", '1999', '1999-01-01', '1999-12-31', 'in 1999', "in '99"],
    ])('%p', (question, ...expected) => {
      expect(read(question)).toEqual(expected);
    });

    it.each([
      'top 5 expenses',
      'spent $24 at costco',
      'spent 24 dollars at target',
      'what did we spend in 24 hours',
      'how much did we make on our 12 rental properties in taxes',
      'did we pay taxes on 15 shares',
      'the 24 accounts',
      'taxes for 99',
      'we spent 1999 on a tv',
      'in 20 years',
    ])('reads no year in %p', (question) => {
      expect(readPeriod(question, TODAY)).toBeNull();
    });
  });

  describe('days by date', () => {
    it.each<Case>([
      [
        'between March 3 and April 10',
        '2026-03-03..2026-04-10',
        '2026-03-03',
        '2026-04-10',
        'from March 3 to April 10, 2026',
        'between March 3 and April 10',
      ],
      [
        'groceries from 3/1 to 3/15',
        '2026-03-01..2026-03-15',
        '2026-03-01',
        '2026-03-15',
        'from March 1 to March 15, 2026',
        'from 3/1 to 3/15',
      ],
      [
        'between dec 20 and jan 5',
        '2025-12-20..2026-01-05',
        '2025-12-20',
        '2026-01-05',
        'from December 20, 2025 to January 5, 2026',
        'between dec 20 and jan 5',
      ],
      [
        'between march 3rd and april 10th 2025',
        '2025-03-03..2025-04-10',
        '2025-03-03',
        '2025-04-10',
        'from March 3 to April 10, 2025',
        'between march 3rd and april 10th 2025',
      ],
      [
        'on March 3rd',
        '2026-03-03..2026-03-03',
        '2026-03-03',
        '2026-03-03',
        'on March 3, 2026',
        'on March 3rd',
      ],
    ])('%p', (question, ...expected) => {
      expect(read(question)).toEqual(expected);
    });
  });

  describe('no period', () => {
    it.each([
      'Where does my money go?',
      'How much do I spend on groceries?',
      'What may I spend on food?',
      'how much did jan spend',
      'what is our net worth',
    ])('%p', (question) => {
      expect(readPeriod(question, TODAY)).toBeNull();
    });
  });

  it('gives the span in the text as given: case, curly quotes and runs of spaces kept', () => {
    const question = 'Groceries   Between  MARCH and May?';
    const r = readPeriod(question, TODAY)!;
    expect(question.slice(...r.span)).toBe('Between  MARCH and May');
    expect(withoutPeriod(question, TODAY)).toBe('Groceries    ?');
  });

  it('reads the same period back from its spec', () => {
    for (const question of [
      'Q3 2025',
      'between March and May',
      'since June',
      'past 6 weeks',
      'on March 3rd',
      'FY24',
    ]) {
      const r = readPeriod(question, TODAY)!;
      expect([question, periodOfSpec(r.spec, TODAY)]).toEqual([question, r.period]);
      expect(isPeriodSpec(r.spec)).toBe(true);
    }
  });
});

describe('periodOfSpec', () => {
  it('refuses texts that are not specs, or name no real day or month', () => {
    for (const spec of [
      '2026-Q5',
      '2026-13..2027-01',
      '2026-05..2026-03',
      '2026-02-30..2026-03-01',
      'since_2026-13-01',
      'q1',
    ])
      expect([spec, periodOfSpec(spec, TODAY)]).toEqual([spec, undefined]);
  });

  it('cuts a since in the future to nothing spent yet', () => {
    expect(periodOfSpec('since_2027-01-01', TODAY)).toMatchObject({ future: true });
  });
});

describe('periodBetween', () => {
  it('names one day as that day', () => {
    expect(periodBetween('2026-03-03', '2026-03-03', TODAY)).toMatchObject({
      label: 'on March 3, 2026',
      months: null,
    });
  });
});
