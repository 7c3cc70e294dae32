import { toDecimalString } from '@heirloom/contracts';
import { decimalColumn, decimalTransformer, moneyColumn } from './decimal.transformer';

describe('decimal transformer', () => {
  const money = decimalTransformer(2);

  it('answers SQLite numbers and MySQL strings the same way', () => {
    expect(money.from(1234.5)).toBe('1234.50');
    expect(money.from('1234.50')).toBe('1234.50');
    expect(money.from(0.30000000000000004)).toBe('0.30');
    expect(money.from(-20)).toBe('-20.00');
  });

  it('answers exactly what decimal.js answers, with or without rounding', () => {
    const values: (string | number)[] = [
      0,
      -0,
      '-0.00',
      '0.0',
      7,
      '7',
      1234.5,
      '1234.567',
      1234.565,
      -0.004,
      '-0.005',
      0.1 + 0.2,
      9_999_999_999_999.99,
      '9999999999999.99',
      1e21,
      1.005,
      '007.5',
      '+3',
      '12.',
      'abc',
    ];
    const outcome = (f: () => unknown) => {
      try {
        return f();
      } catch (error) {
        return String(error);
      }
    };
    // And money as SQLite hands it back: cents / 100 as a double, across the whole decimal(15,2) range.
    let seed = 7;
    for (let i = 0; i < 2_000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      values.push(Math.round((seed / 2_147_483_648 - 0.5) * 2 * 10 ** (1 + (i % 15))) / 100);
    }
    for (const value of values) {
      for (const places of [0, 2]) {
        expect([value, outcome(() => decimalTransformer(places).from(value))]).toEqual([
          value,
          outcome(() => toDecimalString(value, places)),
        ]);
      }
    }
  });

  it('writes normalised strings and leaves nulls and operators alone', () => {
    expect(money.to('7')).toBe('7.00');
    expect(money.to(null)).toBeNull();
    expect(money.to(undefined)).toBeUndefined();
    const operator = { type: 'in', value: ['1'] };
    expect(money.to(operator)).toBe(operator);
  });

  it('describes decimal columns', () => {
    expect(moneyColumn({ nullable: true })).toMatchObject({
      type: 'decimal',
      precision: 15,
      scale: 2,
      nullable: true,
    });
    expect(decimalTransformer(3).from(6.875)).toBe('6.875');
    expect(decimalColumn(18, 6).transformer).toBeDefined();
  });
});
