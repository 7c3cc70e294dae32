// Today's twelve-month spending (issue 36): ONE figure behind the cash-flow forecast's default floor
// (three months of it) and retirement's default spending (a year of it), so the two pages never
// disagree about what the family spends. Pure; the API's services read the transaction summary of the
// window and hand it here (decimal.js, never floats).
import Decimal from 'decimal.js';
import { addDays } from '../calendar';

/** The window: the last 365 days, today included (the transaction summary's default range). */
export const SPENDING_WINDOW_DAYS = 365;

/** The window's first and last day for `today` ("YYYY-MM-DD"). */
export function spendingWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, -(SPENDING_WINDOW_DAYS - 1)), to: today };
}

export interface TwelveMonthSpending {
  /** A year of spending: the average month times 12. */
  annual: string;
  /** The average month: the window's expenses over the months of history it holds (at most 12). */
  monthly: string;
  /** The months averaged over (0 without any transaction). */
  months: number;
}

/**
 * The family's spending on `today` from the summary of the window: its expense total, and its months
 * with any transaction ("YYYY-MM"). The months averaged over run from the first of them to today's
 * month (a quiet month in between still counts), at most 12: a window of 365 days touches 13 calendar
 * months (today's month a year ago and this one, both in part), and a full year is 12 months, not 13.
 * A family with less history is averaged over the months it has.
 */
export function twelveMonthSpending(
  today: string,
  summary: { expenses: string; byMonth: readonly { month: string }[] },
): TwelveMonthSpending {
  const first = summary.byMonth.reduce<string | null>(
    (earliest, { month }) => (earliest === null || month < earliest ? month : earliest),
    null,
  );
  if (first === null) return { annual: '0.00', monthly: '0.00', months: 0 };
  const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  const months = Math.min(12, Math.max(1, index(today.slice(0, 7)) - index(first) + 1));
  const monthly = new Decimal(summary.expenses).abs().div(months);
  return {
    annual: monthly.times(12).toDecimalPlaces(2).toFixed(2),
    monthly: monthly.toDecimalPlaces(2).toFixed(2),
    months,
  };
}

/**
 * The cash-flow forecast's surplus (retirement's default savings): what its twelve months bring in less
 * what they take out (the sum of the months' nets), and the average month of it. Negative when the
 * forecast's outgoings are the larger; the caller decides what a deficit means for it.
 */
export function forecastSurplus(forecast: { months: readonly { net: string }[] }): {
  annual: string;
  monthly: string;
} {
  const annual = forecast.months.reduce((sum, month) => sum.plus(month.net), new Decimal(0));
  const count = forecast.months.length || 1;
  return {
    annual: annual.toDecimalPlaces(2).toFixed(2),
    monthly: annual.div(count).toDecimalPlaces(2).toFixed(2),
  };
}
