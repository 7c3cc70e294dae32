// 24 months of daily net-worth snapshots for the demo family, ending on the anchor day at exactly the
// figures its rows give. Every row is walked back in time by its own plausible movement, and each day's
// point is familyFigures of that day's rows (never re-derived here):
// - investment accounts follow a seeded market index (weekdays only, a drawdown some ten months ago);
// - checking swings with the twice-monthly paycheque, savings grow with interest and monthly transfers,
//   card balances build up to each statement and drop after it;
// - properties appreciate month by month, placements are re-marked each quarter, businesses each year;
// - mortgages follow their real amortisation schedule, so the balance steps down every month.
// Pure and deterministic like the rest of the generator: seeded streams, dates from the anchor only.
import { familyFigures, netWorthPointOf, type NetWorthPoint } from '@heirloom/contracts';
import { addDays, addMonths, daysBetween, isoDay, utcDay } from './calendar';
import { amortisation, Dec } from './decimal';
import type { AccountRow } from './accounts';
import type { BusinessRow, PrivatePlacementRow } from './private-investments';
import { randomStream, type Random } from './random';
import type { MortgageRow, PropertyRow } from './real-estate';

/** How far back the history goes. */
export const HISTORY_MONTHS = 24;

export interface HistoryRows {
  accounts: readonly AccountRow[];
  properties: readonly PropertyRow[];
  mortgages: readonly MortgageRow[];
  privatePlacements: readonly PrivatePlacementRow[];
  businesses: readonly BusinessRow[];
}

/** One point per day from HISTORY_MONTHS months before `today` up to `today`, oldest first. */
export function buildNetWorthHistory(rows: HistoryRows, today: Date): NetWorthPoint[] {
  const end = utcDay(today);
  const start = addMonths(end, -HISTORY_MONTHS);
  const market = marketIndex(start, end);
  const accounts = rows.accounts.map((account) => ({
    account,
    factor: accountMovement(account, market, end),
  }));
  const properties = rows.properties.map((property) => ({
    property,
    factor: propertyMovement(property, end),
  }));
  const placements = rows.privatePlacements.map((placement) => ({
    placement,
    factor: placementMovement(placement, end),
  }));
  const businesses = rows.businesses.map((business) => ({
    business,
    factor: businessMovement(business, end),
  }));
  const mortgages = rows.mortgages.map((mortgage) => ({
    mortgage,
    balanceOn: mortgageSchedule(mortgage, end),
  }));

  const points: NetWorthPoint[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) {
    const held = (since: string) => isoDay(day) >= since;
    const figures = familyFigures({
      accounts: accounts.map(({ account, factor }) => ({
        accountType: account.accountType,
        balance: scaled(account.balance, factor(day)),
      })),
      holdings: [],
      properties: properties
        .filter(({ property }) => held(property.purchaseDate))
        .map(({ property, factor }) => ({ currentValue: scaled(property.currentValue, factor(day)) })),
      mortgages: mortgages
        .filter(({ mortgage }) => held(mortgage.startDate))
        .map(({ balanceOn }) => ({ currentBalance: balanceOn(day) })),
      privatePlacements: placements
        .filter(({ placement }) => held(placement.investmentDate))
        .map(({ placement, factor }) => ({ currentValue: scaled(placement.currentValue, factor(day)) })),
      businesses: businesses
        .filter(({ business }) => held(business.foundedDate))
        .map(({ business, factor }) => ({
          currentValuation: scaled(business.currentValuation, factor(day)),
        })),
      insurance: [],
    });
    points.push(netWorthPointOf(isoDay(day), figures));
  }
  return points;
}

/**
 * `value` times a movement factor, to the cent (the factor is exactly 1 on the anchor day). Whole cents
 * times a factor, rounded: a scaling, not a sum, and far below a double's exact range.
 */
function scaled(value: string, factor: number): string {
  return factor === 1 ? new Dec(value).toFixed(2) : centsToMoney(Math.round(Number(value) * 100 * factor));
}

/** Whole cents as a money string ("-1234.05"), without a decimal division per value. */
function centsToMoney(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Standard normal-ish draw (Irwin-Hall of 4), enough for plausible daily moves. */
function normal(random: Random): number {
  return (random() + random() + random() + random() - 2) * Math.sqrt(3);
}

type Factor = (day: Date) => number;

/**
 * A stock index relative to its level on `end`: about 9% a year with 16% volatility on weekdays, and a
 * correction (a falling trend for some two months) about ten months before the end.
 */
function marketIndex(start: Date, end: Date): Factor {
  const random = randomStream('net-worth:market');
  const levels = new Map<string, number>();
  let level = 1;
  for (let back = 0, day = end; day >= start; back += 1, day = addDays(day, -1)) {
    levels.set(isoDay(day), level);
    const weekday = day.getUTCDay() % 6 !== 0;
    if (!weekday) continue;
    const drift = back >= 260 && back < 320 ? -0.45 / 252 : 0.09 / 252;
    // The level the day before is today's undone by today's return.
    level /= 1 + drift + (0.16 / Math.sqrt(252)) * normal(random);
  }
  return (day) => levels.get(isoDay(day))!;
}

/** Whole calendar months from `day` to `end` (0 in the anchor's month). */
const monthsBack = (day: Date, end: Date) =>
  (end.getUTCFullYear() - day.getUTCFullYear()) * 12 + end.getUTCMonth() - day.getUTCMonth();

function accountMovement(account: AccountRow, market: Factor, end: Date): Factor {
  const random = randomStream(`net-worth:account:${account.id}`);
  switch (account.accountType) {
    case 'investment': {
      // Each account's own mix: more or less volatile than the index.
      const beta = 0.8 + random() * 0.5;
      return (day) => market(day) ** beta;
    }
    case 'savings':
      // Interest (~4.5% a year) and a transfer in each month.
      return (day) => (1 - 0.012 * monthsBack(day, end)) / 1.045 ** (daysBetween(day, end) / 365);
    case 'checking': {
      // Paid on the 1st and the 15th, spent down in between; slowly growing over the years.
      const cycle = (day: Date) => -((day.getUTCDate() - 1) % 15) / 15;
      return (day) => (1 - 0.04 * (daysBetween(day, end) / 365)) * (1 + 0.3 * (cycle(day) - cycle(end)));
    }
    case 'credit': {
      // Owed builds up to the statement on the 23rd, then is paid off down to a small remainder.
      const owed = (day: Date) => 0.35 + (0.65 * ((day.getUTCDate() + 7) % 31)) / 30;
      return (day) => owed(day) / owed(end);
    }
  }
}

function propertyMovement(property: PropertyRow, end: Date): Factor {
  const random = randomStream(`net-worth:property:${property.id}`);
  const yearly = { primary_residence: 0.045, investment: 0.02, vacation: 0.055, commercial: 0.03 }[
    property.propertyType
  ];
  // An estimate that moves each month: the trend plus up to half a percent either way.
  const noise = Array.from(
    { length: HISTORY_MONTHS + 1 },
    (_, month) => (month === 0 ? 0 : random() - 0.5) * 0.01,
  );
  return (day) => {
    const months = monthsBack(day, end);
    return (1 + noise[months]!) / (1 + yearly) ** (months / 12);
  };
}

function placementMovement(placement: PrivatePlacementRow, end: Date): Factor {
  const random = randomStream(`net-worth:placement:${placement.id}`);
  // Funds worth more than they cost were marked up over time, the others marked down.
  const trend = new Dec(placement.currentValue).greaterThanOrEqualTo(placement.initialInvestment)
    ? 0.025
    : -0.015;
  const quarters = Math.ceil(HISTORY_MONTHS / 3) + 1;
  const marks = [1];
  for (let q = 1; q <= quarters; q += 1) marks.push(marks[q - 1]! / (1 + trend + (random() - 0.5) * 0.03));
  const quarterOf = (day: Date) => day.getUTCFullYear() * 4 + Math.floor(day.getUTCMonth() / 3);
  return (day) => marks[quarterOf(end) - quarterOf(day)]!;
}

function businessMovement(business: BusinessRow, end: Date): Factor {
  const random = randomStream(`net-worth:business:${business.id}`);
  // Valued once a year, each January, growing 3 to 8% a year.
  const growth = 0.03 + random() * 0.05;
  return (day) => 1 / (1 + growth) ** (end.getUTCFullYear() - day.getUTCFullYear());
}

/** The mortgage's balance on each day up to `until`: its amortisation after the payments due by then. */
export function mortgageSchedule(mortgage: MortgageRow, until: Date): (day: Date) => string {
  const firstDue = addMonths(new Date(`${mortgage.startDate}T00:00:00.000Z`), 1);
  const dueTimes: number[] = [];
  for (let due = firstDue; due <= until; due = addMonths(firstDue, dueTimes.length))
    dueTimes.push(due.getTime());
  // One pass over the schedule; each day then looks its balance up.
  const balances = amortisation(
    mortgage.originalAmount,
    mortgage.interestRate,
    mortgage.monthlyPayment,
    dueTimes.length,
  ).map((balance) => balance.toFixed(2));
  return (day) => {
    // Payments due by `day`: the index of the first due date after it, by binary search.
    let low = 0;
    let high = dueTimes.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (dueTimes[middle]! <= day.getTime()) low = middle + 1;
      else high = middle;
    }
    return balances[low]!;
  };
}
