import {
  detectSignConvention,
  isDirectionColumn,
  signRow,
  suggestChargesPositive,
  type SignSettings,
} from './signs';

const us = { decimal: '.', thousands: ',' } as const;
const signed: SignSettings = { convention: 'signed', chargesPositive: false };

describe('detectSignConvention', () => {
  it('reads the three conventions', () => {
    expect(detectSignConvention({ amount: true })).toBe('signed');
    expect(detectSignConvention({ debit: true, credit: true })).toBe('debitCredit');
    expect(detectSignConvention({ amount: true }, ['debit', 'CREDIT', ''])).toBe('indicator');
    expect(detectSignConvention({ amount: true }, ['DR', 'CR'])).toBe('indicator');
  });

  it("does not take a bank's own types for income or expense", () => {
    expect(isDirectionColumn(['Sale', 'Payment', 'Return'])).toBe(false);
    expect(isDirectionColumn(['ACH_DEBIT', 'DEBIT', 'ATM'])).toBe(false);
    expect(isDirectionColumn(['', ''])).toBe(false);
    expect(detectSignConvention({ amount: true }, ['Sale', 'debit'])).toBe('signed');
  });
});

describe('signRow', () => {
  it('takes the sign of a signed amount, and keeps a bank type as a note', () => {
    expect(signRow({ amount: '-42.17', type: 'Sale' }, signed, us)).toEqual({
      ok: true,
      amount: '-42.17',
      transactionType: 'expense',
      typeNote: 'Sale',
    });
    expect(signRow({ amount: '1,500.00' }, signed, us)).toEqual({
      ok: true,
      amount: '1500',
      transactionType: 'income',
      typeNote: null,
    });
  });

  it('subtracts a debit column from a credit column, whatever sign the debit is written with', () => {
    const settings: SignSettings = { convention: 'debitCredit', chargesPositive: false };
    expect(signRow({ debit: '-12.50', credit: '' }, settings, us)).toMatchObject({
      amount: '-12.5',
      transactionType: 'expense',
    });
    expect(signRow({ debit: '12.50' }, settings, us)).toMatchObject({ amount: '-12.5' });
    expect(signRow({ debit: '', credit: '300.00' }, settings, us)).toMatchObject({
      amount: '300',
      transactionType: 'income',
    });
    expect(signRow({ debit: '', credit: '' }, settings, us)).toEqual({
      ok: false,
      field: 'amount',
      message: 'Amount is required',
    });
    expect(signRow({ debit: 'abc' }, settings, us)).toEqual({
      ok: false,
      field: 'debit',
      message: 'Must be a number',
    });
  });

  it('signs an amount by its indicator', () => {
    const settings: SignSettings = { convention: 'indicator', chargesPositive: false };
    expect(signRow({ amount: '25.00', type: 'debit' }, settings, us)).toMatchObject({
      amount: '-25',
      transactionType: 'expense',
      typeNote: null,
    });
    expect(signRow({ amount: '-25.00', type: 'CR' }, settings, us)).toMatchObject({
      amount: '25',
      transactionType: 'income',
    });
    expect(signRow({ amount: '25.00', type: '' }, settings, us)).toEqual({
      ok: false,
      field: 'transactionType',
      message: 'Choose income or expense',
    });
  });

  it('turns amounts around when charges are positive', () => {
    const settings: SignSettings = { convention: 'signed', chargesPositive: true };
    expect(signRow({ amount: '86.40' }, settings, us)).toMatchObject({
      amount: '-86.4',
      transactionType: 'expense',
    });
    expect(signRow({ amount: '-500.00' }, settings, us)).toMatchObject({
      amount: '500',
      transactionType: 'income',
    });
    expect(signRow({ amount: '0.00' }, settings, us)).toMatchObject({ amount: '0' });
  });
});

describe('suggestChargesPositive', () => {
  it('suggests the flip for a credit card whose amounts are mostly positive', () => {
    expect(suggestChargesPositive('credit', ['86.4', '12', '-500'])).toBe(true);
    expect(suggestChargesPositive('credit', ['-86.4', '-12', '500'])).toBe(false);
    expect(suggestChargesPositive('checking', ['86.4', '12'])).toBe(false);
    expect(suggestChargesPositive(null, ['86.4'])).toBe(false);
  });
});
