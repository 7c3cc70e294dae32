import fc from 'fast-check';
import { daysInMonth, detectDateOrder, parseDate, type DateOrder } from './dates';

describe('detectDateOrder', () => {
  it('is settled by a day above 12', () => {
    expect(detectDateOrder(['08/04/2026', '25/04/2026', ''])).toEqual({ status: 'decided', order: 'dmy' });
    expect(detectDateOrder(['04/08/2026', '04/25/2026'])).toEqual({ status: 'decided', order: 'mdy' });
    expect(detectDateOrder(['02.11.2026', '13.11.2026'])).toEqual({ status: 'decided', order: 'dmy' });
  });

  it('reads ISO dates and date-times as year-first', () => {
    expect(
      detectDateOrder(['2017-04-25T03:15:53', '2017-04-05T03:15:53.120Z', '2017-05-01T00:00:00-04:00']),
    ).toEqual({
      status: 'decided',
      order: 'ymd',
    });
  });

  it('asks when every day is 12 or under, naming the cells that read both ways', () => {
    expect(detectDateOrder(['01/02/2026', '05/05/2026', '03/04/26'])).toEqual({
      status: 'ambiguous',
      examples: ['01/02/2026', '03/04/26'],
    });
  });

  it('answers a conflict when rows settle both ways', () => {
    expect(detectDateOrder(['25/04/2026', '04/25/2026', '01/01/2026'])).toEqual({
      status: 'conflict',
      examples: { dmy: ['25/04/2026'], mdy: ['04/25/2026'] },
    });
  });

  it('decides a file whose dates read the same either way', () => {
    expect(detectDateOrder(['05/05/2026', '12/12/2025'])).toEqual({ status: 'decided', order: 'mdy' });
  });
});

describe('parseDate', () => {
  it.each<[string, DateOrder, string]>([
    ['08/04/2026', 'dmy', '2026-04-08'],
    ['08/04/2026', 'mdy', '2026-08-04'],
    ['1/5/26', 'mdy', '2026-01-05'],
    ['31.12.99', 'dmy', '1999-12-31'],
    ['25-04-2026', 'dmy', '2026-04-25'],
    ['2026-04-25', 'dmy', '2026-04-25'],
    ['2026/4/5', 'mdy', '2026-04-05'],
    ['2017-04-25T03:15:53', 'ymd', '2017-04-25'],
    ['2017-04-25T03:15:53.5+02:00', 'ymd', '2017-04-25'],
    ['20260425', 'ymd', '2026-04-25'],
    ['04/25/2026 10:32 AM', 'mdy', '2026-04-25'],
    ['29/02/2024', 'dmy', '2024-02-29'],
  ])('%s in %s order is %s', (cell, order, expected) => {
    expect(parseDate(cell, order)).toBe(expected);
  });

  it.each<[string, DateOrder]>([
    ['31/02/2026', 'dmy'],
    ['29/02/2026', 'dmy'],
    ['25/04/2026', 'mdy'],
    ['13/13/2026', 'dmy'],
    ['2026-02-30', 'ymd'],
    ['08/04-2026', 'dmy'],
    ['April 8, 2026', 'mdy'],
    ['', 'dmy'],
  ])('%s in %s order is not a date', (cell, order) => {
    expect(parseDate(cell, order)).toBeNull();
  });
});

const day = fc
  .record({
    year: fc.integer({ min: 1970, max: 2069 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map((d) => ({ ...d, day: Math.min(d.day, daysInMonth(d.year, d.month)) }));
const iso = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
const style = fc.record({
  separator: fc.constantFrom('/', '.', '-'),
  pad: fc.boolean(),
  shortYear: fc.boolean(),
  time: fc.constantFrom('', 'T03:15:53', 'T03:15:53.120Z', 'T23:59:59+05:30', ' 10:32 PM'),
});

function write(
  d: { year: number; month: number; day: number },
  order: DateOrder,
  s: { separator: string; pad: boolean; shortYear: boolean; time: string },
) {
  const two = (n: number) => (s.pad ? String(n).padStart(2, '0') : String(n));
  if (order === 'ymd') return `${d.year}${s.separator}${two(d.month)}${s.separator}${two(d.day)}${s.time}`;
  const year = s.shortYear ? String(d.year % 100).padStart(2, '0') : String(d.year);
  const [a, b] = order === 'dmy' ? [d.day, d.month] : [d.month, d.day];
  return `${two(a)}${s.separator}${two(b)}${s.separator}${year}`;
}

describe('dates, for any day and format', () => {
  it('a date written in an order reads back as itself', () => {
    fc.assert(
      fc.property(day, fc.constantFrom<DateOrder>('dmy', 'mdy', 'ymd'), style, (d, order, s) => {
        expect(parseDate(write(d, order, s), order)).toBe(iso(d));
      }),
    );
  });

  it('a file is decided as its own order or asked about, never misread', () => {
    fc.assert(
      fc.property(
        fc.array(day, { minLength: 1, maxLength: 40 }),
        fc.constantFrom<DateOrder>('dmy', 'mdy', 'ymd'),
        style,
        (days, order, s) => {
          const cells = days.map((d) => write(d, order, s));
          const detection = detectDateOrder(cells);
          const settles = order !== 'ymd' && days.some((d) => d.day > 12);
          const bothWays = days.some((d) => d.day <= 12 && d.day !== d.month);
          if (order === 'ymd' || settles) expect(detection).toEqual({ status: 'decided', order });
          else if (bothWays) expect(detection.status).toBe('ambiguous');
          if (detection.status === 'decided') {
            cells.forEach((cell, i) => expect(parseDate(cell, detection.order)).toBe(iso(days[i] ?? d0)));
          }
        },
      ),
    );
  });

  it('a file whose every day is 12 or under is never decided when a date reads two ways', () => {
    const early = day.map((d) => ({ ...d, day: ((d.day - 1) % 12) + 1 }));
    fc.assert(
      fc.property(
        fc.array(early, { minLength: 1, maxLength: 40 }),
        fc.constantFrom<DateOrder>('dmy', 'mdy'),
        style,
        (days, order, s) => {
          fc.pre(days.some((d) => d.day !== d.month));
          expect(detectDateOrder(days.map((d) => write(d, order, s))).status).toBe('ambiguous');
        },
      ),
    );
  });
});

const d0 = { year: 0, month: 0, day: 0 };
