import fc from 'fast-check';
import { daysInMonth } from './dates';
import { readStatement, type StatementRecord } from './statement';

const header: StatementRecord = { line: 1, cells: ['Date', 'Description', 'Amount'] };
const file = (rows: [string, string][]): StatementRecord[] => [
  header,
  ...rows.map(([date, amount], i) => ({ line: i + 2, cells: [date, `Row ${i}`, amount] })),
];

const earlyDay = fc
  .record({
    year: fc.integer({ min: 2000, max: 2030 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 12 }),
  })
  .map((d) => ({ ...d, day: Math.min(d.day, daysInMonth(d.year, d.month)) }));
const two = (n: number) => String(n).padStart(2, '0');

describe('readStatement', () => {
  it('never decides an ambiguous date order silently, and reads the dates as answered', () => {
    fc.assert(
      fc.property(
        fc.array(earlyDay, { minLength: 1, maxLength: 30 }),
        fc.constantFrom('dmy', 'mdy') as fc.Arbitrary<'dmy' | 'mdy'>,
        (days, order) => {
          fc.pre(days.some((d) => d.day !== d.month));
          const cells = days.map((d) =>
            order === 'dmy'
              ? `${two(d.day)}/${two(d.month)}/${d.year}`
              : `${two(d.month)}/${two(d.day)}/${d.year}`,
          );
          const records = file(cells.map((c) => [c, '-1.00']));
          const asked = readStatement(records);
          expect(asked.questions.map((q) => q.key)).toEqual(['dateOrder']);
          expect(asked.rows.every((r) => r.date === null)).toBe(true);
          const answered = readStatement(records, { dateOrder: order });
          expect(answered.questions).toEqual([]);
          expect(answered.rows.map((r) => r.date)).toEqual(
            days.map((d) => `${d.year}-${two(d.month)}-${two(d.day)}`),
          );
        },
      ),
    );
  });

  it('never decides an ambiguous number format silently', () => {
    const cell = fc.tuple(
      fc.integer({ min: 1, max: 999 }),
      fc.integer({ min: 0, max: 999 }),
      fc.constantFrom(',', '.'),
    );
    fc.assert(
      fc.property(fc.array(cell, { minLength: 1, maxLength: 30 }), (amounts) => {
        const records = file(
          amounts.map(([head, tail, mark]) => ['2026-01-15', `${head}${mark}${two(tail).padStart(3, '0')}`]),
        );
        const asked = readStatement(records);
        expect(asked.questions.map((q) => q.key)).toEqual(['decimalMark']);
        expect(asked.rows.every((r) => r.amount === null && r.errors.length === 0)).toBe(true);
      }),
    );
  });

  it('answers a conflict as a question too', () => {
    const statement = readStatement(
      file([
        ['25/04/2026', '1.00'],
        ['04/25/2026', '2.00'],
      ]),
    );
    expect(statement.questions).toEqual([
      expect.objectContaining({ key: 'dateOrder', examples: ['25/04/2026', '04/25/2026'] }),
    ]);
  });

  it('takes line 1 as the header when no row reads as one, and uses a mapping given', () => {
    const records: StatementRecord[] = [
      { line: 1, cells: ['When', 'What', 'How much'] },
      { line: 2, cells: ['2026-01-15', 'Cafe', '-4.50'] },
    ];
    expect(readStatement(records).mapping).toMatchObject({ date: null, amount: null });
    const mapped = readStatement(records, {
      mapping: { date: 'When', merchant: 'What', amount: 'How much' },
    });
    expect(mapped.rows).toEqual([
      expect.objectContaining({
        line: 2,
        date: '2026-01-15',
        amount: '-4.5',
        transactionType: 'expense',
        merchant: 'Cafe',
        errors: [],
      }),
    ]);
  });

  it('reports a cell that does not read in the decided format', () => {
    const statement = readStatement(
      file([
        ['31/02/2026', '1,50'],
        ['25/04/2026', 'ten'],
      ]),
    );
    expect(statement.rows.map((r) => r.errors)).toEqual([
      [{ field: 'date', message: 'Must be a date' }],
      [{ field: 'amount', message: 'Must be a number' }],
    ]);
  });
});
