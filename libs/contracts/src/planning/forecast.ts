// Issue 36 §2: the family's cash, month by month for the next twelve months, from what it knows will
// come in and go out. Pure: the API gathers the rows, this adds them up (decimal.js, never floats), and
// every month lists the items behind its figures so each one can be traced.
//
// What goes in (README "Cash-flow forecast" states the defaults and their sources):
// - the starting balance: the checking and savings accounts today;
// - confirmed recurring items, on their next day and every cadence after it;
// - each mortgage's monthly payment, on the day of the month its loan started, until maturity;
// - each insurance policy's annual premium on its renewal dates (the anniversaries of its start), until
//   it expires;
// - expected capital calls: each fund's unfunded commitment spread evenly over the months left in its
//   investment period (its investment date plus the fund's own `investmentPeriodYears`, else the
//   family's, 5 by default), at month end;
// - estimated tax: the latest return's total tax, times `taxEstimateShare` (the share not withheld from
//   pay), times 110% when its income is over $150,000 (the prior-year safe harbour), in four equal
//   payments on 15 April, 15 June, 15 September and 15 January;
// - planned one-off events (tuition, a car, a bonus).
// Items dated before today are taken to be in the balance already.
import Decimal from 'decimal.js';
import { nextCadenceDay, type RecurrenceCadence } from './recurrence';

const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Exact = Decimal;
const fixed = (value: Exact): string => {
  const rounded = value.toDecimalPlaces(2);
  return (rounded.isZero() ? rounded.abs() : rounded).toFixed(2);
};

export const FORECAST_MONTHS = 12;
/** The floor when the family has not set one: this many months of expenses. */
export const DEFAULT_FLOOR_MONTHS = 3;
/** A fund's investment period when it says nothing else (the common 5 years of a buyout or venture LPA). */
export const DEFAULT_INVESTMENT_PERIOD_YEARS = 5;
/** IRS Publication 505: 110% of last year's tax is the safe harbour above $150,000 of AGI. */
export const SAFE_HARBOUR_INCOME = '150000';
export const SAFE_HARBOUR_HIGH_INCOME_RATE = '1.10';
/** Estimated tax due days (month-day): the fourth is in January of the next year. */
export const ESTIMATED_TAX_DUE = ['04-15', '06-15', '09-15', '01-15'] as const;

export const forecastSources = [
  'recurring',
  'mortgage',
  'insurance',
  'capital_call',
  'tax',
  'planned',
] as const;
export type ForecastSource = (typeof forecastSources)[number];

export const forecastSourceLabels: Record<ForecastSource, string> = {
  recurring: 'Recurring',
  mortgage: 'Mortgage',
  insurance: 'Insurance premium',
  capital_call: 'Capital call',
  tax: 'Estimated tax',
  planned: 'Planned event',
};

export interface ForecastInputs {
  /** The first day forecast. */
  today: string;
  /** Cash today: the checking and savings balances. */
  startingBalance: string;
  /** Average monthly expenses (the last twelve months' expense transactions / 12): the default floor's base. */
  monthlyExpenses: string;
  /** The floor the family set, or null for DEFAULT_FLOOR_MONTHS of expenses. */
  floor: string | null;
  investmentPeriodYears?: number;
  /** Percent of the estimated tax paid by the family rather than withheld ("100.00" by default). */
  taxEstimateShare?: string;
  recurring: readonly {
    id: string;
    name: string;
    direction: 'income' | 'expense';
    amount: string;
    cadence: RecurrenceCadence;
    nextDate: string;
    /** A semimonthly item's other day of the month (31: the last day); see nextCadenceDay. */
    otherDay?: number | null;
  }[];
  mortgages: readonly {
    id: string;
    lender: string;
    monthlyPayment: string;
    startDate: string;
    maturityDate: string;
  }[];
  insurance: readonly {
    id: string;
    provider: string;
    policyType: string;
    annualPremium: string;
    startDate: string;
    expirationDate: string | null;
  }[];
  /**
   * Funds with an unfunded commitment ("0.00" when none is known), each with its own investment period
   * in years when the placement has one (else `investmentPeriodYears`).
   */
  funds: readonly {
    id: string;
    name: string;
    unfunded: string;
    investmentDate: string;
    investmentPeriodYears?: number | null;
  }[];
  latestReturn: { id: string; taxYear: number; totalTax: string; totalIncome: string | null } | null;
  plannedEvents: readonly {
    id: string;
    name: string;
    date: string;
    direction: 'income' | 'expense';
    amount: string;
  }[];
}

export interface ForecastItem {
  source: ForecastSource;
  /** The row it comes from (a recurring item, a mortgage, a policy, a fund, a return, an event). */
  sourceId: string;
  label: string;
  date: string;
  /** Signed: money in is positive, money out negative. */
  amount: string;
}

export interface ForecastMonth {
  /** "YYYY-MM". */
  month: string;
  opening: string;
  inflow: string;
  /** Positive: what goes out. */
  outflow: string;
  net: string;
  closing: string;
  belowFloor: boolean;
  items: ForecastItem[];
}

export interface ForecastResult {
  today: string;
  startingBalance: string;
  monthlyExpenses: string;
  floor: string;
  floorIsDefault: boolean;
  months: ForecastMonth[];
  /** The lowest month-end balance and its month. */
  lowest: { month: string; balance: string };
  /** The first month ending below the floor, or null. */
  warning: { month: string; balance: string; floor: string; shortfall: string } | null;
  assumptions: {
    /** The family's investment period, for funds that do not set their own. */
    investmentPeriodYears: number;
    /** Each fund with an unfunded commitment: the period its calls are spread over and when it ends. */
    capitalCalls: {
      fundId: string;
      name: string;
      unfunded: string;
      investmentPeriodYears: number;
      /** True when the fund sets its own period, false when it is the family's. */
      ownPeriod: boolean;
      periodEnds: string;
    }[];
    taxEstimateShare: string;
    /** The annual estimated tax and what it came from, or null without a return. */
    estimatedTax: { taxYear: number; annual: string; safeHarbourRate: string } | null;
  };
}

const monthOf = (day: string) => day.slice(0, 7);
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
function addMonthsToMonth(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}
function lastDayOf(month: string): string {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return `${month}-${pad(new Date(Date.UTC(year, m, 0)).getUTCDate())}`;
}
/** Day `dayOfMonth` of `month`, or its last day when the month is shorter. */
function dayInMonth(month: string, dayOfMonth: number): string {
  const last = Number(lastDayOf(month).slice(8));
  return `${month}-${pad(Math.min(dayOfMonth, last))}`;
}

/**
 * A label from a name and the kind of item it is ("Chase" and "mortgage": "Chase mortgage"), without
 * saying the kind twice when the name already ends in it ("Rocket Mortgage" stays "Rocket Mortgage").
 */
export function withKind(name: string, kind: string): string {
  const trimmed = name.trim();
  const words = (text: string) => text.toLowerCase().replace(/_/g, ' ').split(/\s+/).filter(Boolean);
  const nameWords = words(trimmed);
  const kindWords = words(kind);
  const tail = nameWords.slice(-kindWords.length);
  if (kindWords.length && tail.length === kindWords.length && tail.every((w, i) => w === kindWords[i]))
    return trimmed;
  return trimmed ? `${trimmed} ${kind}` : kind;
}

/** Every day a series starting at `first` and stepped by `step(first, k)` has in [from, to]. */
function* series(first: string, step: (k: number) => string, from: string, to: string, until?: string) {
  for (let k = 0; k < 10_000; k++) {
    const date = k === 0 ? first : step(k);
    if (date > to || (until !== undefined && date > until)) return;
    if (date >= from) yield date;
  }
}

/** The twelve months ahead, each with its items; see the file's head for the rules. */
export function forecastCashFlow(input: ForecastInputs): ForecastResult {
  const today = input.today;
  const firstMonth = monthOf(today);
  const monthKeys = Array.from({ length: FORECAST_MONTHS }, (_, i) => addMonthsToMonth(firstMonth, i));
  const horizon = lastDayOf(monthKeys[monthKeys.length - 1]!);
  const items: ForecastItem[] = [];
  const add = (source: ForecastSource, sourceId: string, label: string, date: string, amount: Exact) => {
    if (date >= today && date <= horizon && !amount.isZero())
      items.push({ source, sourceId, label, date, amount: fixed(amount) });
  };

  for (const item of input.recurring) {
    const amount = new Exact(item.amount).abs();
    const signed = item.direction === 'income' ? amount : amount.negated();
    for (const date of series(
      item.nextDate,
      (k) => nextCadenceDay(item.nextDate, item.cadence, k, item.otherDay ?? null),
      today,
      horizon,
    ))
      add('recurring', item.id, item.name, date, signed);
  }

  for (const mortgage of input.mortgages) {
    const dom = Number(mortgage.startDate.slice(8, 10));
    const payment = new Exact(mortgage.monthlyPayment).abs().negated();
    for (const month of monthKeys) {
      const date = dayInMonth(month, dom);
      if (date > mortgage.startDate && date <= mortgage.maturityDate)
        add('mortgage', mortgage.id, withKind(mortgage.lender, 'mortgage'), date, payment);
    }
  }

  for (const policy of input.insurance) {
    const premium = new Exact(policy.annualPremium).abs().negated();
    const label = withKind(withKind(policy.provider, policy.policyType), 'premium');
    for (const date of series(
      policy.startDate,
      (k) => nextCadenceDay(policy.startDate, 'yearly', k),
      today,
      horizon,
    )) {
      // A renewal falls on an anniversary before the policy's end (none on the day it expires).
      if (policy.expirationDate === null || date < policy.expirationDate)
        add('insurance', policy.id, label, date, premium);
    }
  }

  const periodYears = input.investmentPeriodYears ?? DEFAULT_INVESTMENT_PERIOD_YEARS;
  const capitalCalls: ForecastResult['assumptions']['capitalCalls'] = [];
  for (const fund of input.funds) {
    const unfunded = new Exact(fund.unfunded);
    if (unfunded.lte(0)) continue;
    const ownPeriod = fund.investmentPeriodYears != null;
    const years = fund.investmentPeriodYears ?? periodYears;
    const periodEnd = nextCadenceDay(fund.investmentDate, 'yearly', years);
    capitalCalls.push({
      fundId: fund.id,
      name: fund.name,
      unfunded: fixed(unfunded),
      investmentPeriodYears: years,
      ownPeriod,
      periodEnds: periodEnd,
    });
    // After its investment period a fund calls no more (follow-ons and fees aside).
    if (periodEnd < today) continue;
    const endMonth = monthOf(periodEnd);
    const monthsLeft =
      (Number(endMonth.slice(0, 4)) - Number(firstMonth.slice(0, 4))) * 12 +
      Number(endMonth.slice(5, 7)) -
      Number(firstMonth.slice(5, 7)) +
      1;
    // Even calls in cents; the last month of the period takes what rounding left, so they sum exactly.
    const call = unfunded.dividedBy(monthsLeft).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    for (let i = 0; i < Math.min(monthsLeft, FORECAST_MONTHS); i++) {
      const amount = i === monthsLeft - 1 ? unfunded.minus(call.times(monthsLeft - 1)) : call;
      add(
        'capital_call',
        fund.id,
        withKind(fund.name, 'capital call'),
        lastDayOf(monthKeys[i]!),
        amount.negated(),
      );
    }
  }

  const share = new Exact(input.taxEstimateShare ?? '100').dividedBy(100);
  let estimatedTax: ForecastResult['assumptions']['estimatedTax'] = null;
  if (input.latestReturn) {
    const { totalTax, totalIncome, taxYear, id } = input.latestReturn;
    const rate =
      totalIncome !== null && new Exact(totalIncome).gt(SAFE_HARBOUR_INCOME)
        ? new Exact(SAFE_HARBOUR_HIGH_INCOME_RATE)
        : new Exact(1);
    const annual = new Exact(totalTax).times(rate).times(share).toDecimalPlaces(2);
    estimatedTax = { taxYear, annual: fixed(annual), safeHarbourRate: rate.toFixed(2) };
    const quarter = annual.dividedBy(4).toDecimalPlaces(2);
    const firstYear = Number(today.slice(0, 4));
    for (let year = firstYear - 1; year <= firstYear + 1; year++)
      ESTIMATED_TAX_DUE.forEach((due, i) => {
        const date = `${i === 3 ? year + 1 : year}-${due}`;
        add('tax', id, `Estimated tax ${i + 1} of 4 (${year})`, date, quarter.negated());
      });
  }

  for (const event of input.plannedEvents) {
    const amount = new Exact(event.amount).abs();
    add(
      'planned',
      event.id,
      event.name,
      event.date,
      event.direction === 'income' ? amount : amount.negated(),
    );
  }

  items.sort(
    (a, b) =>
      a.date.localeCompare(b.date) || a.source.localeCompare(b.source) || a.label.localeCompare(b.label),
  );
  const monthlyExpenses = new Exact(input.monthlyExpenses).abs();
  const floor = input.floor === null ? monthlyExpenses.times(DEFAULT_FLOOR_MONTHS) : new Exact(input.floor);
  let balance = new Exact(input.startingBalance);
  let cursor = 0;
  const months: ForecastMonth[] = monthKeys.map((month) => {
    const opening = balance;
    let inflow = new Exact(0);
    let outflow = new Exact(0);
    const own: ForecastItem[] = [];
    while (cursor < items.length && monthOf(items[cursor]!.date) === month) {
      const item = items[cursor++]!;
      own.push(item);
      const amount = new Exact(item.amount);
      if (amount.isNegative()) outflow = outflow.plus(amount.abs());
      else inflow = inflow.plus(amount);
    }
    balance = opening.plus(inflow).minus(outflow);
    return {
      month,
      opening: fixed(opening),
      inflow: fixed(inflow),
      outflow: fixed(outflow),
      net: fixed(inflow.minus(outflow)),
      closing: fixed(balance),
      belowFloor: balance.lt(floor),
      items: own,
    };
  });

  const lowest = months.reduce((low, m) => (new Exact(m.closing).lt(low.closing) ? m : low), months[0]!);
  const first = months.find((m) => m.belowFloor);
  return {
    today,
    startingBalance: fixed(new Exact(input.startingBalance)),
    monthlyExpenses: fixed(monthlyExpenses),
    floor: fixed(floor),
    floorIsDefault: input.floor === null,
    months,
    lowest: { month: lowest.month, balance: lowest.closing },
    warning: first
      ? {
          month: first.month,
          balance: first.closing,
          floor: fixed(floor),
          shortfall: fixed(floor.minus(first.closing)),
        }
      : null,
    assumptions: {
      investmentPeriodYears: periodYears,
      capitalCalls,
      taxEstimateShare: fixed(share.times(100)),
      estimatedTax,
    },
  };
}
