// The plain figures the chat, the reviews and the LLM tools quote besides the analytics: net worth,
// accounts, spending, budgets, investments, real estate, taxes, private investments and the network.
// Pure functions of FamilyData; money stays in decimal strings (sums through decimal.js).
import {
  amountOwed,
  calendar,
  compareMoney,
  familyFigures,
  normalizeBalance,
  sumMoney,
  taxYearFigures,
  toDecimalString,
  toMoneyString,
} from '@heirloom/contracts';
import Decimal from 'decimal.js';
import type { InvestmentAnalysis, NetWorthBreakdown } from '../analytics';
import type { FamilyData } from '../data/family-data';

const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
const dec = (value: string | number | null | undefined) => new Exact(value ?? 0);
const money = (value: Decimal) => toMoneyString(value.toFixed());
/** part / whole * 100 with `places` decimals; "0.0" style zero when the whole is zero. */
function percentOf(part: Decimal | string, whole: Decimal | string, places: number): string {
  const w = dec(whole.toString());
  if (w.isZero()) return toDecimalString(0, places);
  return toDecimalString(dec(part.toString()).dividedBy(w).times(100).toFixed(), places);
}

// ---------- net worth ----------

export interface NetWorthFigures extends NetWorthBreakdown {
  placements: string;
  businesses: string;
  realEstateValue: string;
  mortgageDebt: string;
}

/** The analyst's net worth (liquid + non-liquid + real estate equity) with the parts behind it. */
export function netWorthFigures(data: FamilyData, breakdown: NetWorthBreakdown): NetWorthFigures {
  return {
    ...breakdown,
    placements: sumMoney(data.privatePlacements.map((p) => p.currentValue)),
    businesses: sumMoney(data.businesses.map((b) => b.currentValuation)),
    realEstateValue: sumMoney(data.properties.map((p) => p.currentValue)),
    mortgageDebt: sumMoney(data.mortgages.map((m) => m.currentBalance)),
  };
}

// ---------- accounts ----------

export interface AccountFigures {
  count: number;
  /** Every balance, what cards owe counted negative (the dashboard's liquid assets). */
  total: string;
  /** Checking plus savings. */
  cash: string;
  /** What the credit cards owe, as a positive amount, whichever sign their balances were stored with. */
  creditOwed: string;
  /** Owed / credit limits in percent, over the cards with a limit; null when none has one. */
  creditUtilization: string | null;
  investment: string;
  /** Per type; a credit total is what is owed, positive. */
  byType: { type: string; count: number; total: string }[];
  accounts: {
    name: string;
    institution: string;
    type: string;
    balance: string;
    lastSync: string | null;
    /** A card's credit limit, when one is recorded. */
    creditLimit: string | null;
  }[];
}

export function accountFigures(data: FamilyData): AccountFigures {
  // The one rule for what is owed and the one set of sums (libs/contracts/src/figures.ts).
  const figures = familyFigures({
    accounts: data.accounts,
    holdings: [],
    properties: [],
    mortgages: [],
    privatePlacements: [],
    businesses: [],
    insurance: [],
  });
  const balance = (a: FamilyData['accounts'][number]) => normalizeBalance(a.accountType, a.balance);
  const total = (type: string) => {
    const accounts = data.accounts.filter((a) => a.accountType === type);
    return type === 'credit' ? sumMoney(accounts.map(amountOwed)) : sumMoney(accounts.map(balance));
  };
  const types = ['checking', 'savings', 'credit', 'investment'] as const;
  return {
    count: data.accounts.length,
    total: figures.liquidAssets,
    cash: sumMoney([total('checking'), total('savings')]),
    creditOwed: figures.creditOwed,
    creditUtilization: figures.creditUtilization,
    investment: figures.investmentValue,
    byType: types
      .map((type) => ({
        type,
        count: data.accounts.filter((a) => a.accountType === type).length,
        total: total(type),
      }))
      .filter((t) => t.count > 0),
    accounts: data.accounts
      .map((a) => ({
        name: a.name,
        institution: a.institution,
        type: a.accountType,
        balance: balance(a),
        lastSync: a.lastSync,
        creditLimit: a.accountType === 'credit' ? (a.creditLimit ?? null) : null,
      }))
      .sort((a, b) => compareMoney(b.balance, a.balance)),
  };
}

// ---------- spending ----------

export interface SpendingFigures {
  from: string;
  to: string;
  transactions: number;
  income: string;
  expenses: string;
  /** Income minus expenses over the period. */
  net: string;
  /** Months the average is taken over (the analytics' count, one decimal). */
  months: number;
  /** The analytics' average monthly spending (the same figure the investment check uses). */
  monthlyAverage: string;
  byCategory: { category: string; expenses: string; monthlyAverage: string; sharePercent: string }[];
  byMonth: { month: string; income: string; expenses: string }[];
  highestMonth: { month: string; expenses: string } | null;
  lowestMonth: { month: string; expenses: string } | null;
}

/** `average` is the analytics' monthly spending; each category's average is its share of it. */
export function spendingFigures(
  data: FamilyData,
  average: Pick<InvestmentAnalysis, 'averageMonthlySpending' | 'spendingMonths'>,
): SpendingFigures {
  const s = data.spending;
  const perMonth = (value: string) =>
    dec(s.expenses).isZero()
      ? '0.00'
      : money(dec(average.averageMonthlySpending).times(value).dividedBy(s.expenses));
  const byMonth = s.byMonth.map((m) => ({ month: m.month, income: m.income, expenses: m.expenses }));
  // Highest and lowest among whole months only: a range's first and last months are usually partial.
  const whole = byMonth.filter((m) => `${m.month}-01` >= s.from && calendar.lastDayOf(m.month) <= s.to);
  const ranked = whole.length >= 2 ? [...whole].sort((a, b) => compareMoney(b.expenses, a.expenses)) : [];
  return {
    from: s.from,
    to: s.to,
    transactions: s.count,
    income: s.income,
    expenses: s.expenses,
    net: money(dec(s.income).minus(s.expenses)),
    months: average.spendingMonths,
    monthlyAverage: average.averageMonthlySpending,
    byCategory: s.byCategory
      .filter((c) => dec(c.expenses).greaterThan(0))
      .sort((a, b) => compareMoney(b.expenses, a.expenses))
      .map((c) => ({
        category: c.category,
        expenses: c.expenses,
        monthlyAverage: perMonth(c.expenses),
        sharePercent: percentOf(c.expenses, s.expenses, 1),
      })),
    byMonth,
    highestMonth: ranked[0] ? { month: ranked[0].month, expenses: ranked[0].expenses } : null,
    lowestMonth: ranked.at(-1) ? { month: ranked.at(-1)!.month, expenses: ranked.at(-1)!.expenses } : null,
  };
}

// ---------- budgets ----------

export interface BudgetCategoryFigures {
  category: string;
  budget: string;
  spent: string;
  /** Budget minus spent; negative when over. */
  remaining: string;
  /** Whole percent, as the Budget page rounds per category. */
  usedPercent: string;
  over: boolean;
  /** Average monthly spending in the category over the last 12 months, when there is any. */
  twelveMonthAverage: string | null;
}

export interface BudgetFigures {
  /** The month the budgets are for ("YYYY-MM"), the latest one recorded; null without budgets. */
  month: string | null;
  totalBudget: string;
  totalSpent: string;
  remaining: string;
  /** One decimal, as the Budget page shows the overall usage. */
  usedPercent: string;
  categories: BudgetCategoryFigures[];
  overBudget: string[];
}

export function budgetFigures(data: FamilyData, spending: SpendingFigures): BudgetFigures {
  const key = (b: { year: number; month: number }) => `${b.year}-${String(b.month).padStart(2, '0')}`;
  const month = data.budgets.map(key).sort().at(-1) ?? null;
  const current = data.budgets.filter((b) => key(b) === month);
  const categories = current
    .map((b): BudgetCategoryFigures => {
      const average = spending.byCategory.find((c) => c.category.toLowerCase() === b.category.toLowerCase());
      return {
        category: b.category,
        budget: b.monthlyBudget,
        spent: b.currentSpent,
        remaining: money(dec(b.monthlyBudget).minus(b.currentSpent)),
        usedPercent: percentOf(b.currentSpent, b.monthlyBudget, 0),
        over: compareMoney(b.currentSpent, b.monthlyBudget) > 0,
        twelveMonthAverage: average?.monthlyAverage ?? null,
      };
    })
    .sort((a, b) => Number(b.usedPercent) - Number(a.usedPercent) || a.category.localeCompare(b.category));
  const totalBudget = sumMoney(current.map((b) => b.monthlyBudget));
  const totalSpent = sumMoney(current.map((b) => b.currentSpent));
  return {
    month,
    totalBudget,
    totalSpent,
    remaining: money(dec(totalBudget).minus(totalSpent)),
    usedPercent: percentOf(totalSpent, totalBudget, 1),
    categories,
    overBudget: categories.filter((c) => c.over).map((c) => c.category),
  };
}

// ---------- investments ----------

export interface InvestmentFigures {
  /** Investment account balances (the Investments page's Total Value). */
  totalValue: string;
  holdingsValue: string;
  costBasis: string;
  /** holdingsValue minus costBasis. */
  gain: string;
  /** (investment balances - cost basis) / cost basis, two places, as the Investments page computes it. */
  returnPercent: string;
  holdings: number;
  winners: number;
  losers: number;
  accounts: { name: string; institution: string; balance: string; holdings: number }[];
  /** The five largest positions with their share of the holdings' value. */
  largest: { symbol: string; name: string; value: string; sharePercent: string; returnPercent: string }[];
}

export function investmentFigures(data: FamilyData): InvestmentFigures {
  const investmentAccounts = data.accounts.filter((a) => a.accountType === 'investment');
  const totalValue = sumMoney(investmentAccounts.map((a) => a.balance));
  const holdingsValue = sumMoney(data.holdings.map((h) => h.currentValue));
  const costBasis = sumMoney(data.holdings.map((h) => h.costBasis));
  return {
    totalValue,
    holdingsValue,
    costBasis,
    gain: money(dec(holdingsValue).minus(costBasis)),
    returnPercent: dec(costBasis).isZero()
      ? '0.00'
      : percentOf(dec(totalValue).minus(costBasis), costBasis, 2),
    holdings: data.holdings.length,
    winners: data.holdings.filter((h) => dec(h.returnPercent).greaterThan(0)).length,
    losers: data.holdings.filter((h) => dec(h.returnPercent).lessThan(0)).length,
    accounts: investmentAccounts.map((a) => ({
      name: a.name,
      institution: a.institution,
      balance: a.balance,
      holdings: data.holdings.filter((h) => h.accountId === a.id).length,
    })),
    largest: [...data.holdings]
      .sort((a, b) => compareMoney(b.currentValue, a.currentValue))
      .slice(0, 5)
      .map((h) => ({
        symbol: h.symbol,
        name: h.name,
        value: h.currentValue,
        sharePercent: percentOf(h.currentValue, holdingsValue, 1),
        returnPercent: h.returnPercent,
      })),
  };
}

// ---------- real estate ----------

export interface RealEstateFigures {
  totalValue: string;
  mortgageDebt: string;
  equity: string;
  equityPercent: string;
  properties: {
    address: string;
    type: string;
    value: string;
    purchasePrice: string;
    changePercent: string;
    debt: string;
    equity: string;
  }[];
  mortgages: {
    id: string;
    lender: string;
    property: string;
    balance: string;
    rate: string;
    monthlyPayment: string;
    maturityDate: string;
    loanType: string;
  }[];
}

export function realEstateFigures(data: FamilyData): RealEstateFigures {
  const totalValue = sumMoney(data.properties.map((p) => p.currentValue));
  const mortgageDebt = sumMoney(data.mortgages.map((m) => m.currentBalance));
  const equity = money(dec(totalValue).minus(mortgageDebt));
  return {
    totalValue,
    mortgageDebt,
    equity,
    equityPercent: percentOf(equity, totalValue, 1),
    properties: data.properties.map((p) => {
      const debt = sumMoney(data.mortgages.filter((m) => m.propertyId === p.id).map((m) => m.currentBalance));
      return {
        address: p.address,
        type: p.propertyType,
        value: p.currentValue,
        purchasePrice: p.purchasePrice,
        changePercent: percentOf(dec(p.currentValue).minus(p.purchasePrice), p.purchasePrice, 1),
        debt,
        equity: money(dec(p.currentValue).minus(debt)),
      };
    }),
    mortgages: data.mortgages.map((m) => ({
      id: m.id,
      lender: m.lender,
      property: data.properties.find((p) => p.id === m.propertyId)?.address ?? 'Unknown property',
      balance: m.currentBalance,
      rate: m.interestRate,
      monthlyPayment: m.monthlyPayment,
      maturityDate: m.maturityDate,
      loanType: m.loanType,
    })),
  };
}

// ---------- taxes ----------

export interface TaxYearFigures {
  year: number;
  /** The return's income (the federal 1040 when present; returns of one year report the same). */
  income: string | null;
  /** Tax across the year's returns (federal plus state). */
  tax: string;
  /** tax / income, one decimal; null without a positive income. */
  effectiveRatePercent: string | null;
  documents: {
    type: string;
    filingStatus: string | null;
    income: string | null;
    tax: string | null;
    preparer: string | null;
  }[];
}

export interface TaxFigures {
  latest: TaxYearFigures | null;
  years: TaxYearFigures[];
}

export function taxFigures(data: FamilyData): TaxFigures {
  // Income, tax and rate per year by the one rule the Tax Planning page shows (libs/contracts).
  const perYear = taxYearFigures(data.taxDocuments).map((figures): TaxYearFigures => ({
    year: figures.year,
    income: figures.income,
    tax: figures.tax,
    effectiveRatePercent: figures.effectiveRatePercent,
    documents: data.taxDocuments
      .filter((d) => d.taxYear === figures.year)
      .map((d) => ({
        type: d.documentType,
        filingStatus: d.filingStatus,
        income: d.totalIncome,
        tax: d.totalTax,
        preparer: d.preparer,
      })),
  }));
  return { latest: perYear[0] ?? null, years: perYear };
}

// ---------- private investments ----------

export interface PrivateInvestmentFigures {
  /** Placements' current values plus businesses' valuations. */
  totalValue: string;
  placements: {
    name: string;
    type: string;
    sponsor: string;
    status: string;
    invested: string;
    currentValue: string;
    distributions: string;
    /** (current value + distributions - invested) / invested, one decimal. */
    totalReturnPercent: string;
  }[];
  placementsInvested: string;
  placementsValue: string;
  businesses: {
    name: string;
    type: string;
    ownershipPercent: string;
    valuation: string;
    annualRevenue: string;
    status: string;
  }[];
  businessesValue: string;
  /** The last complete tax year, whose K-1s are expected. */
  lastTaxYear: number;
  k1: {
    year: number;
    count: number;
    /** Ordinary income + capital gains + qualified dividends, as the Private Investments page sums it. */
    income: string;
  }[];
  /** Active entities held before the last tax year ended without a K-1 for it. */
  missingK1: { name: string; kind: 'placement' | 'business' }[];
}

export function privateInvestmentFigures(data: FamilyData): PrivateInvestmentFigures {
  const lastTaxYear = Number(data.today.slice(0, 4)) - 1;
  const yearEnd = `${lastTaxYear}-12-31`;
  const placementsValue = sumMoney(data.privatePlacements.map((p) => p.currentValue));
  const businessesValue = sumMoney(data.businesses.map((b) => b.currentValuation));
  const k1Years = [...new Set(data.k1Documents.map((k) => k.taxYear))].sort((a, b) => b - a);
  const hasK1 = (entityId: string) =>
    data.k1Documents.some((k) => k.entityId === entityId && k.taxYear === lastTaxYear);
  const missingK1 = [
    ...data.privatePlacements
      .filter((p) => p.status === 'active' && p.investmentDate <= yearEnd && !hasK1(p.id))
      .map((p) => ({ name: p.name, kind: 'placement' as const })),
    ...data.businesses
      .filter(
        (b) =>
          b.status === 'active' &&
          b.foundedDate <= yearEnd &&
          // Sole proprietorships and C corporations do not issue K-1s.
          b.businessType !== 'sole_proprietorship' &&
          b.businessType !== 'c_corp' &&
          !hasK1(b.id),
      )
      .map((b) => ({ name: b.name, kind: 'business' as const })),
  ];
  return {
    totalValue: sumMoney([placementsValue, businessesValue]),
    placements: data.privatePlacements.map((p) => {
      const distributions = p.distributionsMade ?? '0.00';
      return {
        name: p.name,
        type: p.investmentType,
        sponsor: p.sponsor,
        status: p.status,
        invested: p.initialInvestment,
        currentValue: p.currentValue,
        distributions,
        totalReturnPercent: percentOf(
          dec(p.currentValue).plus(distributions).minus(p.initialInvestment),
          p.initialInvestment,
          1,
        ),
      };
    }),
    placementsInvested: sumMoney(data.privatePlacements.map((p) => p.initialInvestment)),
    placementsValue,
    businesses: data.businesses.map((b) => ({
      name: b.name,
      type: b.businessType,
      ownershipPercent: b.ownershipPercentage,
      valuation: b.currentValuation,
      annualRevenue: b.annualRevenue,
      status: b.status,
    })),
    businessesValue,
    lastTaxYear,
    k1: k1Years.map((year) => {
      const docs = data.k1Documents.filter((k) => k.taxYear === year);
      return {
        year,
        count: docs.length,
        income: sumMoney(
          docs
            .flatMap((k) => [k.ordinaryIncome, k.capitalGains, k.qualifiedDividends])
            .filter((v): v is string => v !== null),
        ),
      };
    }),
    missingK1,
  };
}

// ---------- professionals ----------

export interface ProfessionalFigures {
  count: number;
  byType: { type: string; count: number }[];
  professionals: {
    name: string;
    type: string;
    firm: string | null;
    specialty: string | null;
    rating: string | null;
  }[];
}

export function professionalFigures(data: FamilyData): ProfessionalFigures {
  const types = [...new Set(data.professionals.map((p) => p.type))].sort();
  return {
    count: data.professionals.length,
    byType: types.map((type) => ({ type, count: data.professionals.filter((p) => p.type === type).length })),
    professionals: data.professionals.map((p) => ({
      name: p.name,
      type: p.type,
      firm: p.firm,
      specialty: p.specialty,
      rating: p.rating,
    })),
  };
}
