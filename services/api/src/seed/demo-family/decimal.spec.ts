import { balanceAfter, monthlyPayment, returnPercent } from './decimal';

describe('mortgage maths', () => {
  it('computes the level payment of a 30-year loan', () => {
    expect(monthlyPayment('480000', '7.625', 360).toFixed(2)).toBe('3397.41');
    expect(monthlyPayment('1020000', '2.875', 360).toFixed(2)).toBe('4231.90');
  });

  it('pays a loan off with its last payment', () => {
    const payment = monthlyPayment('480000', '7.625', 360);
    expect(balanceAfter('480000', '7.625', payment, 0).toFixed(2)).toBe('480000.00');
    expect(balanceAfter('480000', '7.625', payment, 359).greaterThan(0)).toBe(true);
    expect(balanceAfter('480000', '7.625', payment, 360).toNumber()).toBeLessThan(1);
  });
});

describe('returnPercent', () => {
  it('rounds half away from zero and handles a zero cost basis', () => {
    expect(returnPercent('100.00', '112.345')).toBe('12.35');
    expect(returnPercent('200.00', '150.00')).toBe('-25.00');
    expect(returnPercent('0.00', '10.00')).toBe('0.00');
  });
});
