// Exact decimal arithmetic for the demo family's money (never binary floats), plus the mortgage
// amortisation the properties, mortgages and the refinance recommendation share.
import Decimal from 'decimal.js';

/** A private Decimal constructor so other code configuring the global one cannot change our figures. */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = Decimal;

/** Two-place money string, e.g. "1234.50". */
export const money = (value: Decimal.Value): string => new Dec(value).toFixed(2);

/** Money from a whole number of cents. */
export const fromCents = (cents: number): string => new Dec(cents).div(100).toFixed(2);

export function sum(values: readonly Decimal.Value[]): Dec {
  return values.reduce<Dec>((total, value) => total.plus(value), new Dec(0));
}

/** Unrealised return in percent to two places: (value - cost) / cost * 100. */
export function returnPercent(costBasis: Decimal.Value, currentValue: Decimal.Value): string {
  const cost = new Dec(costBasis);
  if (cost.isZero()) return '0.00';
  return new Dec(currentValue).minus(cost).div(cost).times(100).toFixed(2);
}

/** Level monthly principal-and-interest payment, rounded to the cent. */
export function monthlyPayment(
  principal: Decimal.Value,
  annualRatePercent: Decimal.Value,
  months: number,
): Dec {
  const rate = new Dec(annualRatePercent).div(1200);
  const factor = rate.plus(1).pow(months);
  return new Dec(principal).times(rate).times(factor).div(factor.minus(1)).toDecimalPlaces(2);
}

/** Balance left after `paymentsMade` level payments, with interest rounded to the cent each month. */
export function balanceAfter(
  principal: Decimal.Value,
  annualRatePercent: Decimal.Value,
  payment: Decimal.Value,
  paymentsMade: number,
): Dec {
  return amortisation(principal, annualRatePercent, payment, paymentsMade)[Math.max(paymentsMade, 0)]!;
}

/** The balances after 0, 1, ... `payments` level payments (each as balanceAfter gives it), in one pass. */
export function amortisation(
  principal: Decimal.Value,
  annualRatePercent: Decimal.Value,
  payment: Decimal.Value,
  payments: number,
): Dec[] {
  const rate = new Dec(annualRatePercent).div(1200);
  let balance = new Dec(principal);
  const balances = [balance];
  for (let month = 0; month < payments; month += 1) {
    if (balance.greaterThan(0)) {
      const interest = balance.times(rate).toDecimalPlaces(2);
      balance = Dec.max(balance.plus(interest).minus(payment), 0);
    }
    balances.push(balance);
  }
  return balances;
}
