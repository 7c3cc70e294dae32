// Private investments measured the way their sponsors report them to limited partners (issue 36 §1):
// paid-in capital, distributions, NAV (the placement's current value), the unfunded commitment, the
// multiples DPI, RVPI and TVPI, and the net IRR: XIRR over the dated capital calls (money in, negative),
// distributions (money out, positive) and today's NAV as a final positive flow.
//
// Money is summed with decimal.js and answered as decimal strings; only the IRR solve works in floats
// (it is an iterative root search, its result a rate, not a sum that is shown as money).
//
// Definitions (ILPA reporting template, and every fund's quarterly report):
//   paid-in      = Σ capital calls
//   distributed  = Σ distributions
//   unfunded     = max(0, commitment − paid-in)
//   DPI          = distributed / paid-in           (cash back per dollar paid in)
//   RVPI         = NAV / paid-in                   (value still held per dollar paid in)
//   TVPI         = (distributed + NAV) / paid-in   (= DPI + RVPI)
// The multiples are null while nothing has been paid in. The IRR uses the spreadsheet XIRR convention:
// actual days between dates over a 365-day year, discounted to the first flow's date.
import Decimal from 'decimal.js';
import { daysBetween } from '../calendar';

const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export const ledgerEntryTypes = ['capital_call', 'distribution'] as const;
export type LedgerEntryType = (typeof ledgerEntryTypes)[number];

/** One dated cash flow between the family and a fund: amount is positive, its direction is the type. */
export interface LedgerFlow {
  date: string;
  type: LedgerEntryType;
  amount: string;
}

export interface DatedFlow {
  date: string;
  /** Negative: paid into the fund; positive: received from it (or the NAV, valued today). */
  amount: number;
}

// ---------- XIRR ----------

const DAYS_PER_YEAR = 365;
/** The rate is found when the present value is within this of zero, relative to the flows' size. */
const TOLERANCE = 1e-10;
const MAX_NEWTON = 50;
const MAX_BISECTION = 300;
/** Rates below −100% make (1 + r) negative: the search stays above. */
const LOWEST_RATE = -0.999999;

interface Timed {
  years: number;
  amount: number;
}

function timed(flows: readonly DatedFlow[]): Timed[] {
  const first = flows.reduce((earliest, f) => (f.date < earliest ? f.date : earliest), flows[0]!.date);
  return flows.map((f) => ({ years: daysBetween(first, f.date) / DAYS_PER_YEAR, amount: f.amount }));
}

function presentValue(flows: readonly Timed[], rate: number): number {
  let sum = 0;
  for (const f of flows) sum += f.amount / Math.pow(1 + rate, f.years);
  return sum;
}

function derivative(flows: readonly Timed[], rate: number): number {
  let sum = 0;
  for (const f of flows) sum -= (f.years * f.amount) / Math.pow(1 + rate, f.years + 1);
  return sum;
}

/**
 * The annual rate at which the flows' present value is zero (a spreadsheet's XIRR), or null when there
 * is none: fewer than two flows, or the flows never change sign (all paid in, nothing back). Newton's
 * method from `guess` (10%, as spreadsheets start); when it wanders off (below −100%, no progress, or
 * a flat derivative) a bisection over a bracket where the present value changes sign finds the root.
 */
export function xirr(flows: readonly DatedFlow[], guess = 0.1): number | null {
  const live = flows.filter((f) => f.amount !== 0);
  if (live.length < 2) return null;
  if (!live.some((f) => f.amount > 0) || !live.some((f) => f.amount < 0)) return null;
  const t = timed(live);
  const scale = live.reduce((sum, f) => sum + Math.abs(f.amount), 0);
  const close = (value: number) => Math.abs(value) <= TOLERANCE * scale;

  let rate = guess;
  for (let i = 0; i < MAX_NEWTON; i++) {
    const value = presentValue(t, rate);
    if (!Number.isFinite(value)) break;
    if (close(value)) return rate;
    const slope = derivative(t, rate);
    if (!Number.isFinite(slope) || slope === 0) break;
    const next = rate - value / slope;
    if (!Number.isFinite(next) || next <= LOWEST_RATE) break;
    if (Math.abs(next - rate) < 1e-14) return close(presentValue(t, next)) ? next : null;
    rate = next;
  }
  return bisect(t, close);
}

function bisect(t: readonly Timed[], close: (value: number) => boolean): number | null {
  let low = LOWEST_RATE;
  let high = 1;
  let atLow = presentValue(t, low);
  let atHigh = presentValue(t, high);
  // Widen upwards until the sign changes (a fund that tripled in a month has a rate in the thousands).
  for (let i = 0; i < 60 && Math.sign(atLow) === Math.sign(atHigh); i++) {
    high = high * 2 + 1;
    atHigh = presentValue(t, high);
    if (!Number.isFinite(atHigh)) return null;
  }
  if (!Number.isFinite(atLow) || Math.sign(atLow) === Math.sign(atHigh)) return null;
  for (let i = 0; i < MAX_BISECTION; i++) {
    const middle = (low + high) / 2;
    const value = presentValue(t, middle);
    if (close(value) || high - low < 1e-15) return middle;
    if (Math.sign(value) === Math.sign(atLow)) [low, atLow] = [middle, value];
    else high = middle;
  }
  return (low + high) / 2;
}

// ---------- the LP's measures ----------

export interface LpPosition {
  commitment: string;
  /** The placement's current value: its NAV. */
  nav: string;
  ledger: readonly LedgerFlow[];
}

export interface LpMetrics {
  commitment: string;
  paidIn: string;
  distributed: string;
  nav: string;
  unfunded: string;
  /** Multiples to four decimals ("1.2345"), null while nothing has been paid in. */
  dpi: string | null;
  rvpi: string | null;
  tvpi: string | null;
  /** Net IRR as a fraction to six decimals ("0.123456" is 12.3456%), null when it has none. */
  irr: string | null;
}

const money = (value: Decimal) => {
  const fixed = value.toDecimalPlaces(2);
  return (fixed.isZero() ? fixed.abs() : fixed).toFixed(2);
};
const multiple = (part: Decimal, paidIn: Decimal) =>
  paidIn.isZero() ? null : part.dividedBy(paidIn).toDecimalPlaces(4).toFixed(4);

function sums(ledger: readonly LedgerFlow[]): { paidIn: Decimal; distributed: Decimal } {
  let paidIn = new Exact(0);
  let distributed = new Exact(0);
  for (const entry of ledger) {
    if (entry.type === 'capital_call') paidIn = paidIn.plus(entry.amount);
    else distributed = distributed.plus(entry.amount);
  }
  return { paidIn, distributed };
}

/** The dated flows of a ledger as the LP sees them, with the NAV valued on `today` (when it is not zero). */
export function lpFlows(ledger: readonly LedgerFlow[], nav: string, today: string): DatedFlow[] {
  const flows = ledger.map((entry) => ({
    date: entry.date,
    amount: (entry.type === 'capital_call' ? -1 : 1) * Number(entry.amount),
  }));
  if (!new Exact(nav).isZero()) flows.push({ date: today, amount: Number(nav) });
  return flows;
}

function measures(
  commitment: Decimal,
  nav: Decimal,
  paidIn: Decimal,
  distributed: Decimal,
  flows: DatedFlow[],
): LpMetrics {
  const unfunded = Decimal.max(commitment.minus(paidIn), 0);
  const rate = xirr(flows);
  return {
    commitment: money(commitment),
    paidIn: money(paidIn),
    distributed: money(distributed),
    nav: money(nav),
    unfunded: money(new Exact(unfunded)),
    dpi: multiple(distributed, paidIn),
    rvpi: multiple(nav, paidIn),
    tvpi: multiple(distributed.plus(nav), paidIn),
    irr: rate === null ? null : rate.toFixed(6),
  };
}

/** One placement's measures on `today` (YYYY-MM-DD). */
export function lpMetrics(position: LpPosition, today: string): LpMetrics {
  const { paidIn, distributed } = sums(position.ledger);
  const nav = new Exact(position.nav);
  return measures(
    new Exact(position.commitment),
    nav,
    paidIn,
    distributed,
    lpFlows(position.ledger, position.nav, today),
  );
}

/**
 * The whole program's measures: sums of the placements' commitments, calls, distributions and NAVs,
 * multiples of the sums (not an average of multiples), and one IRR over every placement's flows.
 */
export function programMetrics(positions: readonly LpPosition[], today: string): LpMetrics {
  let commitment = new Exact(0);
  let nav = new Exact(0);
  let paidIn = new Exact(0);
  let distributed = new Exact(0);
  let unfunded = new Exact(0);
  const flows: DatedFlow[] = [];
  for (const position of positions) {
    const own = sums(position.ledger);
    commitment = commitment.plus(position.commitment);
    nav = nav.plus(position.nav);
    paidIn = paidIn.plus(own.paidIn);
    distributed = distributed.plus(own.distributed);
    // Unfunded per fund: one fund's over-call does not fund another's commitment.
    unfunded = unfunded.plus(Decimal.max(new Exact(position.commitment).minus(own.paidIn), 0));
    flows.push(...lpFlows(position.ledger, position.nav, today));
  }
  return { ...measures(commitment, nav, paidIn, distributed, flows), unfunded: money(unfunded) };
}

// ---------- the J-curve ----------

export interface JCurvePoint {
  date: string;
  /** Cumulative capital called up to and including this date. */
  calls: string;
  /** Cumulative distributions up to and including this date. */
  distributions: string;
  /** distributions − calls: the J-curve (negative while the fund draws, rising as it pays back). */
  net: string;
}

/** Cumulative calls and distributions, one point per date with a flow, oldest first. */
export function jCurve(ledger: readonly LedgerFlow[]): JCurvePoint[] {
  const byDate = new Map<string, { calls: Decimal; distributions: Decimal }>();
  for (const entry of ledger) {
    const day = byDate.get(entry.date) ?? { calls: new Exact(0), distributions: new Exact(0) };
    if (entry.type === 'capital_call') day.calls = day.calls.plus(entry.amount);
    else day.distributions = day.distributions.plus(entry.amount);
    byDate.set(entry.date, day);
  }
  let calls = new Exact(0);
  let distributions = new Exact(0);
  return [...byDate.keys()].sort().map((date) => {
    const day = byDate.get(date)!;
    calls = calls.plus(day.calls);
    distributions = distributions.plus(day.distributions);
    return {
      date,
      calls: money(calls),
      distributions: money(distributions),
      net: money(distributions.minus(calls)),
    };
  });
}
