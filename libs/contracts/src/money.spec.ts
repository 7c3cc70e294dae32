import {
  compareMoney,
  decimalPlaces,
  isDecimalLike,
  returnPercent,
  sumMoney,
  toDecimalString,
  toMoneyString,
} from './money';

describe('money', () => {
  it('sums exactly where floats would drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney([0.1, 0.2])).toBe('0.30');
    expect(sumMoney(['1234.56', '0.44', 10])).toBe('1245.00');
    expect(sumMoney(Array.from({ length: 1000 }, () => '0.01'))).toBe('10.00');
  });

  it('sums mixed signs and big balances without losing cents', () => {
    expect(sumMoney(['9999999999999.99', '-0.99'])).toBe('9999999999999.00');
    expect(sumMoney(['-20.10', '5.05'])).toBe('-15.05');
    expect(sumMoney([])).toBe('0.00');
  });

  it('formats to two places, rounding half away from zero', () => {
    expect(toMoneyString(1234.5)).toBe('1234.50');
    expect(toMoneyString('2.005')).toBe('2.01');
    expect(toMoneyString('-2.005')).toBe('-2.01');
    expect(toMoneyString(' 7 ')).toBe('7.00');
  });

  it('never answers negative zero', () => {
    expect(toMoneyString('-0.004')).toBe('0.00');
    expect(toMoneyString(-0)).toBe('0.00');
  });

  it('formats other scales', () => {
    expect(toDecimalString('6.8755', 3)).toBe('6.876');
    expect(toDecimalString(12, 6)).toBe('12.000000');
  });

  it('compares as a sort comparator', () => {
    expect(compareMoney('10.00', 9.99)).toBe(1);
    expect(compareMoney('1.10', '1.1')).toBe(0);
    expect(compareMoney(-5, '0')).toBe(-1);
    expect(['3', '-1', '2.5'].sort(compareMoney)).toEqual(['-1', '2.5', '3']);
  });

  it('counts significant decimals', () => {
    expect(decimalPlaces('1.250')).toBe(2);
    expect(decimalPlaces('1.255')).toBe(3);
    expect(decimalPlaces(12)).toBe(0);
  });

  it('accepts plain decimal notation only', () => {
    for (const ok of ['0', '-12', '3.50', 4.2, ' 5 ']) expect(isDecimalLike(ok)).toBe(true);
    for (const bad of [
      '',
      'abc',
      '1e3',
      '0x10',
      '1,000.00',
      '+1',
      '.5',
      NaN,
      Infinity,
      null,
      undefined,
      {},
    ]) {
      expect(isDecimalLike(bad)).toBe(false);
    }
    expect(() => sumMoney(['1', 'abc'])).toThrow(TypeError);
    expect(() => toMoneyString(Infinity)).toThrow(TypeError);
  });
});

describe('returnPercent', () => {
  it('is the gain over cost in percent, exact to two places', () => {
    expect(returnPercent('1000.00', '1250.00')).toBe('25.00');
    expect(returnPercent('3', '2')).toBe('-33.33');
    expect(returnPercent(0.1, 0.3)).toBe('200.00');
    expect(returnPercent('0', '10')).toBe('0.00');
  });
});
