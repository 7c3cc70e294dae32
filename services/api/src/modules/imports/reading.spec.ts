// The streaming reading: the shapes a pass keeps decide exactly as the whole file would, an ambiguous
// file is never decided silently (whatever else it holds), and an answer or a kept profile settles it.
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { detectDateOrder } from './formats/dates';
import { detectNumberFormat } from './formats/numbers';
import { answersOf, CellShapes, decideReading, numberFormatFor, readCells } from './reading';

const mapping = { date: 'Date', merchant: 'Description', amount: 'Amount' };
const shapesOf = (dates: string[], amounts: string[], types: string[] = []) => {
  const shapes = new CellShapes();
  dates.forEach((d) => shapes.addDate(d));
  amounts.forEach((a) => shapes.addAmount(a));
  types.forEach((t) => shapes.addType(t));
  return shapes;
};
const decide = (shapes: CellShapes, answers = {}, accountType: string | null = null) =>
  decideReading({ shapes, mapping, answers, accountType, remembered: false });

const pad = (n: number) => String(n).padStart(2, '0');
/** A day and month both 12 or under, and not equal: reads two ways. */
const twoWayDate = fc
  .tuple(
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 2000, max: 2030 }),
  )
  .filter(([a, b]) => a !== b)
  .map(([a, b, y]) => `${pad(a)}/${pad(b)}/${y}`);
/** "1,234"-like cells: one comma and three digits, which read as thousands or as decimals. */
const twoWayAmount = fc
  .tuple(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 999 }))
  .map(([a, b]) => `${a},${String(b).padStart(3, '0')}`);

describe('decideReading', () => {
  it('never decides an ambiguous file silently: it asks, naming cells of the file', () => {
    fc.assert(
      fc.property(
        fc.array(twoWayDate, { minLength: 1, maxLength: 40 }),
        fc.array(twoWayAmount, { minLength: 1, maxLength: 40 }),
        (dates, amounts) => {
          const reading = decide(shapesOf(dates, amounts));
          expect(reading.settings.dateOrder).toBeNull();
          expect(reading.settings.decimalMark).toBeNull();
          expect(reading.questions.map((q) => q.key)).toEqual(['dateOrder', 'decimalMark']);
          for (const question of reading.questions) {
            expect(question.examples.length).toBeGreaterThan(0);
            const cells = question.key === 'dateOrder' ? dates : amounts;
            for (const example of question.examples) expect(cells).toContain(example);
          }
          // No row gets a value the file did not settle.
          const read = readCells({ date: dates[0]!, amount: amounts[0]! }, reading.settings);
          expect(read).toMatchObject({ date: null, amount: null, errors: [] });
        },
      ),
    );
  });

  it('decides from the kept shapes exactly as from every cell', () => {
    const amount = fc
      .tuple(fc.integer({ min: -99_999_99, max: 99_999_99 }), fc.constantFrom('.', ','), fc.boolean())
      .map(([cents, mark, grouped]) => {
        const text = new Decimal(cents).div(100).abs().toFixed(2);
        const [whole, fraction] = text.split('.') as [string, string];
        const thousands = mark === '.' ? ',' : '.';
        const body = grouped ? whole.replace(/\B(?=(\d{3})+$)/g, thousands) : whole;
        return `${cents < 0 ? '-' : ''}${body}${mark}${fraction}`;
      });
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 60 }), (amounts) => {
        // The same verdict; its examples (one per shape) are cells of the file.
        const { examples, ...verdict } = {
          examples: undefined,
          ...detectNumberFormat(shapesOf([], amounts).amountExamples()),
        };
        const { examples: _all, ...expected } = { examples: undefined, ...detectNumberFormat(amounts) };
        expect(verdict).toEqual(expected);
        for (const example of Object.values(examples ?? {}).flat()) expect(amounts).toContain(example);
      }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.oneof(twoWayDate, fc.constant('25/04/2026'), fc.constant('04/25/2026'))),
        (dates) => {
          const kept = { examples: undefined, ...detectDateOrder(shapesOf(dates, []).dates) };
          const all = { examples: undefined, ...detectDateOrder(dates) };
          expect({ ...kept, examples: null }).toEqual({ ...all, examples: null });
          for (const example of Object.values(kept.examples ?? {}).flat()) expect(dates).toContain(example);
        },
      ),
    );
  });

  it('an answer settles its question; a kept profile answers all of them', () => {
    const shapes = shapesOf(['01/02/2026', '03/04/2026'], ['1,250', '-30']);
    const answered = decide(shapes, { dateOrder: 'dmy', decimalMark: '.' });
    expect(answered.questions).toEqual([]);
    expect(readCells({ date: '01/02/2026', amount: '1,250' }, answered.settings)).toMatchObject({
      date: '2026-02-01',
      amount: '1250',
    });
    const commas = decide(shapes, { dateOrder: 'mdy', decimalMark: ',' });
    expect(readCells({ date: '01/02/2026', amount: '1,250' }, commas.settings)).toMatchObject({
      date: '2026-01-02',
      amount: '1.25',
    });
    expect(decide(shapes, answersOf(answered.settings)).settings).toEqual(answered.settings);
    expect(numberFormatFor(',', ['1.234,56'])).toEqual({ decimal: ',', thousands: '.' });
  });

  it('takes a Type column as the direction only when its values say so, and suggests the card flip', () => {
    const typed = { ...mapping, transactionType: 'Type' };
    const of = (types: string[]) =>
      decideReading({
        shapes: shapesOf([], ['1.00'], types),
        mapping: typed,
        answers: {},
        accountType: null,
        remembered: false,
      }).settings;
    expect(of(['debit', 'CR', 'Credit'])).toMatchObject({
      typeColumn: 'direction',
      signConvention: 'indicator',
    });
    expect(of(['Sale', 'debit'])).toMatchObject({ typeColumn: 'note', signConvention: 'signed' });
    const positive = shapesOf([], ['6.75', '1,032.40', '-800.00', '15.49']);
    expect(decide(positive, {}, 'credit').suggestChargesPositive).toBe(true);
    expect(decide(positive, {}, 'checking').suggestChargesPositive).toBe(false);
    expect(decide(positive, { chargesPositive: false }, 'credit').suggestChargesPositive).toBe(false);
  });
});
