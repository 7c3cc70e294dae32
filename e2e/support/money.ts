// The tests' own money arithmetic, independent of the code under test: exact cents as BigInt, and the
// page's display form ('$1,234.56', '-$20.00').

/** "1234.5" / "-20" / 12.3 -> cents as a BigInt (at most 2 decimals, as the API answers money). */
export function cents(value: string | number): bigint {
  const text = String(value).trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`not a money amount: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const amount = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -amount : amount;
}

export const sumCents = (values: readonly (string | number)[]) => values.reduce((t, v) => t + cents(v), 0n);

/** Cents as the page shows money: '$1,234.56', '-$20.00'. */
export function dollars(amount: bigint): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}$${whole}.${fraction}`;
}
