// The oracle's own writing of figures, as the chat writes them (facts/format.ts is not imported, so a
// change there that breaks the written form shows up here as a failure): money "$1,234.56", "-$86.10",
// "$5.52M" and "$2.50B" from a million up; rates as stored without trailing zeros ("7.625%").
import Decimal from 'decimal.js';

export const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type D = Decimal;

export const dec = (value: string | number | Decimal | null | undefined): Decimal =>
  new D(value === null || value === undefined ? 0 : value.toString());

export const sum = (values: readonly (string | number | Decimal | null | undefined)[]): Decimal =>
  values.reduce<Decimal>((total, v) => total.plus(dec(v)), new D(0));

/** "$1,234.56"; "$1.50M" and "$2.00B" from a million up; "-" only when still negative after rounding. */
export function money(value: string | number | Decimal): string {
  const amount = dec(value);
  const abs = amount.abs();
  let text: string;
  if (abs.gte(1e9)) text = `$${abs.div(1e9).toFixed(2)}B`;
  else if (abs.gte(1e6)) text = `$${abs.div(1e6).toFixed(2)}M`;
  else {
    const [whole, cents] = abs.toFixed(2).split('.') as [string, string];
    let grouped = '';
    for (let i = 0; i < whole.length; i++) {
      if (i > 0 && (whole.length - i) % 3 === 0) grouped += ',';
      grouped += whole[i];
    }
    text = `$${grouped}.${cents}`;
  }
  return amount.isNegative() && text !== '$0.00' ? `-${text}` : text;
}

/** A rate as stored, trailing zeros dropped: "6.125%", "7.25%", "3%". */
export function rate(value: string): string {
  return `${dec(value).toDecimalPlaces(3).toString()}%`;
}

/** A share in percent, every way it may fairly be written: "22.5%", "22.50%"; "50%", "50.0%", "50.00%". */
export function percentSpellings(value: string): string[] {
  const v = dec(value);
  return [...new Set([v.toString(), v.toFixed(1), v.toFixed(2)].map((t) => `${t}%`))];
}

/** Money to the cent, written in full at any size: "$2,345,678.90" (the new corpus's exact figure). */
export function exactMoney(value: string | number | Decimal): string {
  const amount = dec(value);
  const [whole, cents] = amount.abs().toFixed(2).split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `$${grouped}.${cents}`;
  return amount.isNegative() && text !== '$0.00' ? `-${text}` : text;
}
