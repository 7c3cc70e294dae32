import fc from 'fast-check';
import Decimal from 'decimal.js';
import { detectNumberFormat, parseAmount, type NumberFormat } from './numbers';

describe('detectNumberFormat', () => {
  it('reads decimal commas from the cells that can only be decimal commas', () => {
    expect(detectNumberFormat(['-63,89', '100,00', '1.234,56', ''])).toEqual({
      status: 'decided',
      format: { decimal: ',', thousands: '.' },
    });
  });

  it('reads decimal points with comma thousands', () => {
    expect(detectNumberFormat(['$1,234.56', '(12.00)', '100,000'])).toEqual({
      status: 'decided',
      format: { decimal: '.', thousands: ',' },
    });
  });

  it('knows the apostrophe and the spaces as thousands marks', () => {
    expect(detectNumberFormat(["1'234.50", '-12.00'])).toEqual({
      status: 'decided',
      format: { decimal: '.', thousands: "'" },
    });
    expect(detectNumberFormat(['1 234,50', '12\u202f345,00', '3\u00a0000,10'])).toEqual({
      status: 'decided',
      format: { decimal: ',', thousands: ' ' },
    });
  });

  it('asks when every separated cell reads both ways, naming them', () => {
    expect(detectNumberFormat(['1,234', '100,000', '12', '1,234'])).toEqual({
      status: 'ambiguous',
      examples: ['1,234', '100,000'],
    });
    expect(detectNumberFormat(['2.500', '-1.000'])).toEqual({
      status: 'ambiguous',
      examples: ['2.500', '-1.000'],
    });
  });

  it('lets the settling cells decide the cells that read both ways', () => {
    const detection = detectNumberFormat(['1,234', '12,5']);
    expect(detection).toEqual({ status: 'decided', format: { decimal: ',', thousands: '' } });
    expect(parseAmount('1,234', { decimal: ',', thousands: '' })).toBe('1.234');
  });

  it('answers a conflict when cells settle both marks', () => {
    expect(detectNumberFormat(['1,234.56', '1.234,56'])).toEqual({
      status: 'conflict',
      examples: { '.': ['1,234.56'], ',': ['1.234,56'] },
    });
    expect(detectNumberFormat(['1,234.56', "1'234.56"])).toMatchObject({ status: 'conflict' });
  });

  it('decides a file of whole numbers, which every format reads alike', () => {
    expect(detectNumberFormat(['12', '-400', 'n/a'])).toEqual({
      status: 'decided',
      format: { decimal: '.', thousands: '' },
    });
  });

  it('does not take a leading zero group for thousands', () => {
    expect(detectNumberFormat(['0,125'])).toEqual({
      status: 'decided',
      format: { decimal: ',', thousands: '' },
    });
  });
});

describe('parseAmount', () => {
  const us: NumberFormat = { decimal: '.', thousands: ',' };
  const eu: NumberFormat = { decimal: ',', thousands: '.' };

  it.each([
    ['$1,234.50', us, '1234.5'],
    ['(12.00)', us, '-12'],
    ['12.00-', us, '-12'],
    ['-$5.25', us, '-5.25'],
    ['$-5.25', us, '-5.25'],
    ['+7', us, '7'],
    ['USD 1,000.01', us, '1000.01'],
    ['−3.10', us, '-3.1'],
    ['-63,89', eu, '-63.89'],
    ['100,00', eu, '100'],
    ['1.234,56 €', eu, '1234.56'],
    ['EUR -1.000.000,5', eu, '-1000000.5'],
    ['.5', us, '0.5'],
    ['-0.00', us, '0'],
    ['1,234.56 DR', us, '-1234.56'],
    ['12.50CR', us, '12.5'],
  ])('%s reads as %s', (cell, format, expected) => {
    expect(parseAmount(cell, format)).toBe(expected);
  });

  it.each([
    ['', us],
    ['abc', us],
    ['1.234,56', us],
    ['1,2,3', us],
    ['--5', us],
    ['(-5)', us],
    ['1,234.56', eu],
    ['12..5', us],
    ['-5 DR', us],
  ])('%s does not read', (cell, format) => {
    expect(parseAmount(cell, format)).toBeNull();
  });
});

// Writes a value the way a bank would in one format.
function write(
  value: Decimal,
  format: NumberFormat,
  style: { sign: number; currency: string; space: string },
) {
  const [whole = '0', fraction = ''] = value.abs().toFixed(2).split('.');
  const mark = format.thousands === ' ' ? style.space : format.thousands;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, mark);
  const body = `${style.currency}${grouped}${format.decimal}${fraction}`;
  if (!value.isNegative() || value.isZero()) return body;
  return [`-${body}`, `(${body})`, `${body}-`][style.sign] ?? body;
}

const formats: NumberFormat[] = [
  { decimal: '.', thousands: ',' },
  { decimal: '.', thousands: "'" },
  { decimal: '.', thousands: ' ' },
  { decimal: '.', thousands: '' },
  { decimal: ',', thousands: '.' },
  { decimal: ',', thousands: "'" },
  { decimal: ',', thousands: ' ' },
  { decimal: ',', thousands: '' },
];
const cents = fc
  .bigInt({ min: -1_000_000_000_000n, max: 1_000_000_000_000n })
  .map((c) => new Decimal(c.toString()).div(100));
const style = fc.record({
  sign: fc.integer({ min: 0, max: 2 }),
  currency: fc.constantFrom('', '$', '€', 'USD '),
  space: fc.constantFrom(' ', '\u00a0', '\u202f'),
});

describe('numbers, for any value and format', () => {
  it('a value written in a format reads back as itself', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom(...formats), style, (value, format, s) => {
        const read = parseAmount(write(value, format, s), format);
        expect(read).not.toBeNull();
        expect(new Decimal(read ?? 'NaN').equals(value)).toBe(true);
      }),
    );
  });

  it('a file written in a format is read as that format, or asked about, never misread', () => {
    fc.assert(
      fc.property(
        fc.array(cents, { minLength: 1, maxLength: 30 }),
        fc.constantFrom(...formats),
        style,
        (values, format, s) => {
          const cells = values.map((v) => write(v, format, s));
          const detection = detectNumberFormat(cells);
          // Two-decimal cells always settle the decimal mark.
          expect(detection.status).toBe('decided');
          if (detection.status !== 'decided') return;
          expect(detection.format.decimal).toBe(format.decimal);
          cells.forEach((cell, i) =>
            expect(new Decimal(parseAmount(cell, detection.format) ?? 'NaN').equals(values[i] ?? 0)).toBe(
              true,
            ),
          );
        },
      ),
    );
  });

  it('a file whose every separated cell reads both ways is never decided', () => {
    // One three-digit group after one mark: 1,234 is 1234 or 1.234. Whole numbers beside them settle nothing.
    const bothWays = fc
      .tuple(
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 0, max: 999 }),
        fc.constantFrom(',', '.'),
        fc.boolean(),
      )
      .map(
        ([head, tail, mark, minus]) => `${minus ? '-' : ''}${head}${mark}${String(tail).padStart(3, '0')}`,
      );
    const whole = fc.integer({ min: -99_999, max: 99_999 }).map(String);
    fc.assert(
      fc.property(
        fc.array(bothWays, { minLength: 1, maxLength: 20 }),
        fc.array(whole, { maxLength: 20 }),
        (cells, others) => {
          const detection = detectNumberFormat([...others, ...cells]);
          expect(detection.status).toBe('ambiguous');
          if (detection.status === 'ambiguous')
            expect(cells.map((c) => c.trim())).toEqual(expect.arrayContaining(detection.examples));
        },
      ),
    );
  });
});
