// Money as the site shows it (spec section 9): dollar sign, en-US grouping, 2 decimals. One function for
// the pages (re-exported by libs/ui) and the API's server-rendered first paint, so both show the same
// text for the same figure. Display only: sums are made in decimal before a value gets here.

/**
 * `make()`'s value, made on the first call and kept: an Intl formatter is built on first use, not at
 * load (building one takes milliseconds, the page's first loads locale data: 180 ms on a 4x-throttled
 * CPU, and public pages load the formatting modules without using them).
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const moneyFormat = madeOnFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** '$1,234.56'; negatives '-$1,234.56'; not a number: '—'. API values are decimal strings. */
export function formatMoney(v: string | number): string {
  const n = typeof v === 'number' ? v : Number(v.trim() === '' ? NaN : v);
  if (!Number.isFinite(n)) return '—';
  // No '-$0.00' for values that round to zero.
  return moneyFormat().format(Math.abs(n) < 0.005 ? 0 : n);
}
