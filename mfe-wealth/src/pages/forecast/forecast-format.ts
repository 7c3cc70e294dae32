// Small pure helpers of the forecast page.
import type { Forecast } from '@heirloom/contracts';
import { formatMoney, formatSignedMoney } from '@heirloom/ui';

/**
 * Money on the forecast page, the one way every figure on it is written: '$1,234.56' and '-$1,234.56'
 * (an ASCII hyphen-minus, as formatMoney writes negatives across the site); with a direction,
 * '+$1,234.56' for money in and '-$1,234.56' for money out, whatever the value's sign.
 */
export function forecastMoney(value: string | number, direction?: 'income' | 'expense'): string {
  return direction ? formatSignedMoney(value, direction) : formatMoney(value);
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const longMonthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2027-04" -> "Apr 2027" (or "April 2027" when `long`). */
export function monthLabel(month: string, long = false): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return (long ? longMonthFormat : monthFormat).format(date);
}

/** Where each month's bar sits in a plot `height` tall: top and height in percent, zero line included. */
export function barGeometry(forecast: Pick<Forecast, 'months' | 'floor'>) {
  const values = forecast.months.map((m) => Number(m.closing));
  const floor = Number(forecast.floor);
  const max = Math.max(0, floor, ...values);
  const min = Math.min(0, floor, ...values);
  const range = max - min || 1;
  const y = (value: number) => ((max - value) / range) * 100;
  return {
    zero: y(0),
    floor: y(floor),
    bars: values.map((value) => ({
      top: value >= 0 ? y(value) : y(0),
      height: (Math.abs(value) / range) * 100,
      negative: value < 0,
    })),
  };
}
