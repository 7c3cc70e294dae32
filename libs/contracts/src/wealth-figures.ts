// The figures of the Private Investments and Real Estate pages (spec sections 2 and 9), in exact
// decimal arithmetic. The family totals (non-liquid assets, real estate equity) are familyFigures'; this
// file adds what only those pages show: counts, invested sums, the K-1 income of one tax year, equity
// percent and each property's change since purchase and debt.
import Decimal from 'decimal.js';
import { familyFigures } from './figures';

const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
const exact = (value: string | number | null | undefined): Decimal => new Exact(value ?? 0);
const sum = (values: readonly (string | number | null | undefined)[]): Decimal =>
  values.reduce<Decimal>((total, value) => total.plus(exact(value)), new Exact(0));
const fixed = (value: Decimal, places = 2): string => {
  const rounded = value.toDecimalPlaces(places);
  return (rounded.isZero() ? rounded.abs() : rounded).toFixed(places);
};

/** The tax year the Private Investments page's K-1 card totals (spec section 9: fixed to 2024). */
export const K1_SUMMARY_YEAR = 2024;

/** Mortgage rates above this many percent get a destructive badge (spec section 9). */
export const HIGH_MORTGAGE_RATE_PERCENT = 7;

export interface K1IncomeLines {
  ordinaryIncome: string | null;
  capitalGains: string | null;
  qualifiedDividends: string | null;
}

/** A K-1's income as the summary counts it: ordinary income + capital gains + qualified dividends. */
export function k1Income(k1: K1IncomeLines): string {
  return fixed(sum([k1.ordinaryIncome, k1.capitalGains, k1.qualifiedDividends]));
}

export interface PrivateInvestmentFigures {
  /** Placements' current values plus business valuations (spec: non-liquid assets). */
  totalValue: string;
  placementCount: number;
  /** Sum of the placements' initial investments. */
  placementInvested: string;
  placementValue: string;
  businessCount: number;
  businessValuation: string;
  /** The K-1 income of `k1Year` and how many K-1s of that year there are. */
  k1Year: number;
  k1Income: string;
  k1Count: number;
}

export function privateInvestmentFigures(
  placements: readonly { initialInvestment: string; currentValue: string }[],
  businesses: readonly { currentValuation: string }[],
  k1Documents: readonly (K1IncomeLines & { taxYear: number })[],
  k1Year: number = K1_SUMMARY_YEAR,
): PrivateInvestmentFigures {
  const family = familyFigures({
    accounts: [],
    holdings: [],
    properties: [],
    mortgages: [],
    insurance: [],
    privatePlacements: placements,
    businesses,
  });
  const ofYear = k1Documents.filter((k) => k.taxYear === k1Year);
  return {
    totalValue: family.nonLiquidAssets,
    placementCount: placements.length,
    placementInvested: fixed(sum(placements.map((p) => p.initialInvestment))),
    placementValue: fixed(sum(placements.map((p) => p.currentValue))),
    businessCount: businesses.length,
    businessValuation: fixed(sum(businesses.map((b) => b.currentValuation))),
    k1Year,
    k1Income: fixed(sum(ofYear.map(k1Income))),
    k1Count: ofYear.length,
  };
}

/** K-1 documents newest tax year first; within a year, the latest upload first. */
export function k1ByTaxYear<K extends { taxYear: number; uploadDate: string }>(
  k1Documents: readonly K[],
): K[] {
  return [...k1Documents].sort(
    (a, b) =>
      b.taxYear - a.taxYear || (a.uploadDate < b.uploadDate ? 1 : a.uploadDate > b.uploadDate ? -1 : 0),
  );
}

export interface RealEstateFigures {
  totalValue: string;
  /** Property values minus mortgage balances. */
  totalEquity: string;
  /** Equity / value in percent, 2 places; null when there is no value to divide by. */
  equityPercent: string | null;
  mortgageDebt: string;
}

export function realEstateFigures(
  properties: readonly { currentValue: string }[],
  mortgages: readonly { currentBalance: string }[],
): RealEstateFigures {
  const family = familyFigures({
    accounts: [],
    holdings: [],
    privatePlacements: [],
    businesses: [],
    insurance: [],
    properties,
    mortgages,
  });
  const value = exact(family.realEstateValue);
  return {
    totalValue: family.realEstateValue,
    totalEquity: family.realEstateEquity,
    equityPercent: value.isZero() ? null : fixed(exact(family.realEstateEquity).dividedBy(value).times(100)),
    mortgageDebt: family.mortgageBalance,
  };
}

export interface PropertyFigures {
  /** (current value - purchase price) / purchase price in percent, 2 places; null at a zero price. */
  changePercent: string | null;
  /** Balances of the mortgages on this property. */
  debt: string;
  equity: string;
}

export function propertyFigures(
  property: { id: string; purchasePrice: string; currentValue: string },
  mortgages: readonly { propertyId: string; currentBalance: string }[],
): PropertyFigures {
  const price = exact(property.purchasePrice);
  const value = exact(property.currentValue);
  const debt = sum(mortgages.filter((m) => m.propertyId === property.id).map((m) => m.currentBalance));
  return {
    changePercent: price.isZero() ? null : fixed(value.minus(price).dividedBy(price).times(100)),
    debt: fixed(debt),
    equity: fixed(value.minus(debt)),
  };
}

/** The rate badge is destructive above 7% (spec sections 2 and 9). */
export function isHighMortgageRate(interestRate: string): boolean {
  return exact(interestRate).greaterThan(HIGH_MORTGAGE_RATE_PERCENT);
}
