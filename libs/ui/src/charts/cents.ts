// Exact money arithmetic for the chart wrappers, in whole cents (BigInt). The wrappers ship in libs/ui,
// which the shell loads on every page, so the contracts' decimal.js helpers (~14 KB gzip) would weigh on
// every first paint; the API's amounts are two-place decimal strings, which cents hold exactly.

/** "1234.56" -> 123456n; more than two places round half away from zero ("0.005" -> 1n). */
export function toCents(value: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new TypeError(`Not a decimal amount: ${value}`);
  const [, sign, whole = '0', fraction = ''] = match;
  let cents = BigInt(whole) * 100n + BigInt(`${fraction}00`.slice(0, 2));
  if (fraction.length > 2 && fraction[2]! >= '5') cents += 1n;
  return sign && cents !== 0n ? -cents : cents;
}

/** 123456n -> "1234.56", -5n -> "-0.05". */
export function fromCents(cents: bigint): string {
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
