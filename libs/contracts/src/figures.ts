// The derived figures of spec section 9, computed in one place for the API, the AI service and the
// pages. Inputs are wire rows (decimal strings); outputs are decimal strings, summed with decimal.js.
import Decimal from 'decimal.js';
import { grants, type AccessArea, type AreaLevels } from './access-rules';
import type { AccountType } from './entities/accounts';

/** How many rows each dashboard list shows (spec section 9). */
export const DASHBOARD_LIST_SIZE = 5;

const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Exact = Decimal;

const exact = (value: string | number): Exact => new Exact(typeof value === 'number' ? String(value) : value);
const total = (values: readonly Exact[]): Exact => values.reduce<Exact>((t, v) => t.plus(v), new Exact(0));
const sum = (values: readonly (string | number)[]): Exact => total(values.map(exact));
/** Fixed places, half away from zero; never "-0.00". */
const fixed = (value: Exact, places = 2): string => {
  const rounded = value.toDecimalPlaces(places);
  return (rounded.isZero() ? rounded.abs() : rounded).toFixed(places);
};

/**
 * The one rule for what is owed: a credit account's balance is what the family owes on it, so it is
 * stored negative whichever sign was typed ("2000" and "-2000" both become "-2000.00"). Other accounts
 * keep their sign (an overdrawn checking account stays negative).
 */
export function normalizeBalance(accountType: AccountType, balance: string): string {
  return fixed(normalizedBalance(accountType, balance));
}

/** What a family owes on an account, as a positive amount ("0.00" when nothing is owed). */
export function amountOwed(account: { accountType: AccountType; balance: string }): string {
  return fixed(owed(normalizedBalance(account.accountType, account.balance)));
}

/** normalizeBalance's value, before it is written as a string. */
const normalizedBalance = (accountType: AccountType, balance: string): Exact => {
  const value = exact(balance);
  return (accountType === 'credit' ? value.abs().negated() : value).toDecimalPlaces(2);
};
const owed = (normalized: Exact): Exact => (normalized.isNegative() ? normalized.abs() : new Exact(0));

export interface FigureInputs {
  accounts: readonly { accountType: AccountType; balance: string; creditLimit?: string | null }[];
  holdings: readonly { costBasis: string; currentValue: string }[];
  properties: readonly { currentValue: string }[];
  mortgages: readonly { currentBalance: string }[];
  privatePlacements: readonly { currentValue: string }[];
  businesses: readonly { currentValuation: string }[];
  insurance: readonly { policyType: string; coverageAmount: string }[];
}

export interface FamilyFigures {
  /** Sum of every account balance (credit balances count as owed, negative). */
  liquidAssets: string;
  /** Private placements' current values plus business valuations. */
  nonLiquidAssets: string;
  realEstateValue: string;
  mortgageBalance: string;
  /** Property values minus mortgage balances. */
  realEstateEquity: string;
  /** Liquid plus non-liquid plus real estate equity. */
  netWorth: string;
  /** What is owed on credit accounts, positive. */
  creditOwed: string;
  /** Credit owed plus mortgage balances, positive. */
  totalLiabilities: string;
  /** Sum of the credit limits given on credit accounts. */
  creditLimit: string;
  /** Credit owed / credit limits in percent, 2 places; null when no credit account has a limit. */
  creditUtilization: string | null;
  /** Sum of every policy's coverage. */
  totalCoverage: string;
  lifeCoverage: string;
  /** Balances of investment accounts only. */
  investmentValue: string;
  holdingsCostBasis: string;
  holdingsValue: string;
  /** Investment value minus holdings cost basis. */
  totalReturn: string;
  /** totalReturn / holdingsCostBasis in percent, 2 places; "0.00" when the cost basis is 0. */
  totalReturnPercent: string;
}

/** Spec section 9, exactly. */
export function familyFigures(input: FigureInputs): FamilyFigures {
  // Each balance read once, as normalizeBalance and amountOwed would give it (rounded to cents), and
  // summed as a number of decimal.js values rather than strings parsed again.
  const balances = input.accounts.map((a) => normalizedBalance(a.accountType, a.balance));
  const liquid = total(balances);
  const nonLiquid = sum(input.privatePlacements.map((p) => p.currentValue)).plus(
    sum(input.businesses.map((b) => b.currentValuation)),
  );
  const realEstateValue = sum(input.properties.map((p) => p.currentValue));
  const mortgageBalance = sum(input.mortgages.map((m) => m.currentBalance));
  const equity = realEstateValue.minus(mortgageBalance);
  const credit = input.accounts.flatMap((a, i) =>
    a.accountType === 'credit' ? [{ a, owed: owed(balances[i]!) }] : [],
  );
  const creditOwed = total(credit.map((c) => c.owed));
  const limited = credit.filter(({ a }) => a.creditLimit != null && !exact(a.creditLimit).isZero());
  const creditLimit = sum(limited.map(({ a }) => a.creditLimit as string));
  const limitedOwed = total(limited.map((c) => c.owed));
  const investmentValue = sum(
    input.accounts.filter((a) => a.accountType === 'investment').map((a) => a.balance),
  );
  const costBasis = sum(input.holdings.map((h) => h.costBasis));
  const totalReturn = investmentValue.minus(costBasis);
  return {
    liquidAssets: fixed(liquid),
    nonLiquidAssets: fixed(nonLiquid),
    realEstateValue: fixed(realEstateValue),
    mortgageBalance: fixed(mortgageBalance),
    realEstateEquity: fixed(equity),
    netWorth: fixed(liquid.plus(nonLiquid).plus(equity)),
    creditOwed: fixed(creditOwed),
    totalLiabilities: fixed(creditOwed.plus(mortgageBalance)),
    creditLimit: fixed(creditLimit),
    creditUtilization: creditLimit.isZero() ? null : fixed(limitedOwed.dividedBy(creditLimit).times(100)),
    totalCoverage: fixed(sum(input.insurance.map((p) => p.coverageAmount))),
    lifeCoverage: fixed(
      sum(input.insurance.filter((p) => p.policyType === 'life').map((p) => p.coverageAmount)),
    ),
    investmentValue: fixed(investmentValue),
    holdingsCostBasis: fixed(costBasis),
    holdingsValue: fixed(sum(input.holdings.map((h) => h.currentValue))),
    totalReturn: fixed(totalReturn),
    totalReturnPercent: costBasis.isZero() ? '0.00' : fixed(totalReturn.dividedBy(costBasis).times(100)),
  };
}

/**
 * The areas each figure is computed from (issue 31): a person is shown a figure only when every one of
 * them is granted, so no sum reveals an area that was not shared. Investment accounts' balances are the
 * Investments area's as much as the Accounts area's, so what sums every account needs both.
 */
export const figureAreas: Readonly<Record<keyof FamilyFigures, readonly AccessArea[]>> = {
  liquidAssets: ['accounts', 'investments'],
  nonLiquidAssets: ['private_investments'],
  realEstateValue: ['real_estate'],
  mortgageBalance: ['real_estate'],
  realEstateEquity: ['real_estate'],
  netWorth: ['accounts', 'investments', 'private_investments', 'real_estate'],
  creditOwed: ['accounts'],
  totalLiabilities: ['accounts', 'real_estate'],
  creditLimit: ['accounts'],
  creditUtilization: ['accounts'],
  totalCoverage: ['insurance'],
  lifeCoverage: ['insurance'],
  investmentValue: ['accounts', 'investments'],
  holdingsCostBasis: ['investments'],
  holdingsValue: ['investments'],
  totalReturn: ['accounts', 'investments'],
  totalReturnPercent: ['accounts', 'investments'],
};

/** The figures as a person may see them: each null when an area it is computed from is not granted. */
export type GrantedFigures = { [K in keyof FamilyFigures]: FamilyFigures[K] | null };

/** Whether `areas` (null: the household) grants every area `figure` is computed from. */
export const figureGranted = (areas: AreaLevels | null, figure: keyof FamilyFigures): boolean =>
  figureAreas[figure].every((area) => grants(areas, area));

/** `figures` for a person granted `areas`: the household's (null) are the very same object. */
export function grantedFigures(figures: GrantedFigures, areas: AreaLevels | null): GrantedFigures {
  if (areas === null) return figures;
  return Object.fromEntries(
    Object.entries(figures).map(([name, value]) => [
      name,
      figureGranted(areas, name as keyof FamilyFigures) ? value : null,
    ]),
  ) as GrantedFigures;
}

export interface BudgetUsage {
  spent: string;
  budget: string;
  /** budget - spent; negative when over. */
  remaining: string;
  /** spent / budget in percent, unrounded to 4 places ("0.0000" for a zero budget with no spending). */
  percentUsed: string;
  /** The progress bar's width in percent, capped at 100. */
  barPercent: number;
  /** Spending exceeds the budget (spec section 4). */
  over: boolean;
}

/** One budget line (or the page's totals): what the Budget page shows, in exact arithmetic. */
export function budgetUsage(spent: string, budget: string): BudgetUsage {
  const s = exact(spent);
  const b = exact(budget);
  const percent = b.isZero() ? (s.isZero() ? new Exact(0) : new Exact(100)) : s.dividedBy(b).times(100);
  return {
    spent: fixed(s),
    budget: fixed(b),
    remaining: fixed(b.minus(s)),
    percentUsed: fixed(percent, 4),
    barPercent: Math.min(100, Math.max(0, Number(fixed(percent, 2)))),
    over: s.greaterThan(b),
  };
}

/** Totals of the Budget page's three tiles. */
export function budgetTotals(lines: readonly { monthlyBudget: string; currentSpent: string }[]): BudgetUsage {
  return budgetUsage(
    fixed(sum(lines.map((l) => l.currentSpent))),
    fixed(sum(lines.map((l) => l.monthlyBudget))),
  );
}

/** A holding's gain or loss in dollars (current value - cost basis). */
export function holdingGain(holding: { costBasis: string; currentValue: string }): string {
  return fixed(exact(holding.currentValue).minus(exact(holding.costBasis)));
}

/** Winners and losers of the Investments page: holdings with a positive / negative return. */
export function holdingOutcomes<H extends { costBasis: string; currentValue: string }>(
  holdings: readonly H[],
): { winners: H[]; losers: H[] } {
  const winners: H[] = [];
  const losers: H[] = [];
  for (const holding of holdings) {
    const gain = exact(holdingGain(holding));
    if (gain.isPositive() && !gain.isZero()) winners.push(holding);
    else if (gain.isNegative() && !gain.isZero()) losers.push(holding);
  }
  return { winners, losers };
}
