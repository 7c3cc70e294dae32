import { decimalColumn, decimalTransformer, moneyColumn } from './decimal.transformer';

describe('decimal transformer', () => {
  const money = decimalTransformer(2);

  it('answers SQLite numbers and MySQL strings the same way', () => {
    expect(money.from(1234.5)).toBe('1234.50');
    expect(money.from('1234.50')).toBe('1234.50');
    expect(money.from(0.30000000000000004)).toBe('0.30');
    expect(money.from(-20)).toBe('-20.00');
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
