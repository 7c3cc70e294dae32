// The analyst's results: per-entity figures for every check (the chat and the area reviews quote them
// even when nothing is recommended) and the findings generation stores as recommendations.
// Money and percentages are decimal strings, as on the wire ("1234.56", "6.25").
import type {
  EstateDocumentStatus,
  PolicyType,
  ProfessionalType,
  RecommendationCategory,
  RecommendationEvidence,
  RecommendationPriority,
  RecommendationType,
  ShareGroup,
} from '@heirloom/contracts';

/** One thing the analyst recommends, ready for POST /api/recommendations. */
export interface Finding {
  type: RecommendationType;
  /** The dashboard category: recommendationCategory(type, evidence). */
  category: RecommendationCategory;
  /**
   * The mortgage, holding, document or policy it is about; null for household-wide gaps (at most one
   * such finding per type). Generation never stores a second OPEN recommendation with the same
   * (type, relatedEntityId), and analyzeFamily never answers two findings with the same pair.
   */
  relatedEntityId: string | null;
  title: string;
  /** Plain sentences with the figures and the assumptions behind them. */
  description: string;
  /** Yearly saving or tax saved, two-place decimal string; null when there is no money figure. */
  potentialSavings: string | null;
  priority: RecommendationPriority;
  evidence: RecommendationEvidence;
}

/** A value the analyst could not use (malformed number or date); the entity is left out of its check. */
export interface DataIssue {
  entity:
    | 'account'
    | 'holding'
    | 'mortgage'
    | 'property'
    | 'insurance_policy'
    | 'estate_document'
    | 'beneficiary'
    | 'tax_document'
    | 'private_placement'
    | 'business'
    | 'transaction_summary';
  id: string;
  field: string;
  message: string;
}

// ---------- refinance ----------

export interface MortgageRefinance {
  mortgageId: string;
  propertyId: string;
  /** The property's address when the property is known. */
  propertyAddress: string | null;
  lender: string;
  loanType: string;
  balance: string;
  /** Annual rate in percent ("7.625"). */
  currentRate: string;
  currentPayment: string;
  maturityDate: string;
  /** Monthly payments still due after today (0 once matured). */
  remainingMonths: number;
  marketRate: string;
  /** Level payment on the balance at the market rate over the remaining term; null when nothing is left to pay. */
  newPayment: string | null;
  /** currentPayment - newPayment (negative when the market rate is not lower). */
  monthlySaving: string | null;
  annualSaving: string | null;
  closingCosts: string;
  /** ceil(closingCosts / monthlySaving); null when there is no saving. */
  breakEvenMonths: number | null;
  /** The longest break-even recommended for this loan: the assumed share of remainingMonths. */
  maxBreakEvenMonths: number;
  /** monthlySaving * remainingMonths - closingCosts. */
  netSavingOverTerm: string | null;
  recommended: boolean;
  /** One sentence: why it is or is not worth refinancing. */
  verdict: string;
}

export interface RefinanceAnalysis {
  mortgages: MortgageRefinance[];
}

// ---------- tax-loss harvesting ----------

export interface HoldingLoss {
  holdingId: string;
  accountId: string;
  accountName: string | null;
  symbol: string;
  name: string;
  costBasis: string;
  currentValue: string;
  /** costBasis - currentValue, positive. */
  loss: string;
  /** loss / costBasis * 100, positive. */
  lossPercent: string;
  /** In an IRA, 401(k), HSA, 529... (from the account's name): the loss cannot be harvested. */
  taxAdvantaged: boolean;
  /** loss * marginal rate; "0.00" in a tax-advantaged account. */
  estimatedTaxSaving: string;
}

export interface TaxHarvestAccount {
  accountId: string;
  accountName: string | null;
  /** Largest loss first. */
  holdings: HoldingLoss[];
  totalLoss: string;
  estimatedTaxSaving: string;
}

export interface TaxHarvestAnalysis {
  /** Every holding below cost, largest loss first (tax-advantaged ones included, flagged). */
  losses: HoldingLoss[];
  /** Taxable accounts with losses to harvest, largest total first. */
  accounts: TaxHarvestAccount[];
  harvestableLoss: string;
  /** Losses inside tax-advantaged accounts, which cannot be harvested. */
  shelteredLoss: string;
  marginalRatePercent: string;
  estimatedTaxSaving: string;
  /** The part of harvestableLoss that may offset ordinary income this year (the $3,000 rule). */
  ordinaryIncomeOffset: string;
}

// ---------- estate ----------

export type CoreEstateDocument = 'will' | 'trust' | 'power_of_attorney' | 'healthcare_directive';

export interface EstateDocumentReview {
  documentId: string;
  documentType: string;
  title: string;
  status: EstateDocumentStatus;
  lastUpdated: string;
  /** Whole years since lastUpdated. */
  ageYears: number;
  /** The core document it counts as, if any. */
  coreKind: CoreEstateDocument | null;
  needsUpdate: boolean;
  /** e.g. ["marked outdated", "last updated 9 years ago (more than 5)"] */
  reasons: string[];
}

export interface CoreDocumentCheck {
  kind: CoreEstateDocument;
  label: string;
  present: boolean;
  documentIds: string[];
}

export interface BeneficiaryCheck {
  count: number;
  /** Beneficiaries with a percentage. */
  withShare: number;
  /** Sum of the percentages; null when nobody has one. */
  totalPercent: string | null;
  /** True when each document's shares sum to exactly 100; null when nobody has a share (nothing to check). */
  addsUp: boolean | null;
  /** The shares per estate document (the unlinked beneficiaries as one group, last). */
  byDocument: ShareGroup[];
}

export interface EstateAnalysis {
  documents: EstateDocumentReview[];
  coreDocuments: CoreDocumentCheck[];
  missingCoreDocuments: CoreEstateDocument[];
  beneficiaries: BeneficiaryCheck;
  maxAgeYears: number;
}

// ---------- insurance ----------

export interface IncomeSource {
  taxDocumentId: string;
  taxYear: number;
  documentType: string;
  totalIncome: string;
}

/** Net worth as the spec's dashboard defines it (holdings are inside investment account balances). */
export interface NetWorthBreakdown {
  /** Sum of account balances (cards owed are negative). */
  liquid: string;
  /** Private placements plus business valuations. */
  nonLiquid: string;
  /** Property values minus mortgage balances. */
  realEstateEquity: string;
  netWorth: string;
}

export interface PolicyExpiry {
  policyId: string;
  policyType: PolicyType;
  provider: string;
  policyNumber: string;
  expirationDate: string;
  /** Days from today; negative once expired. */
  daysLeft: number;
}

export interface InsuranceAnalysis {
  lifeCoverage: string;
  lifePolicyIds: string[];
  income: IncomeSource | null;
  /** income * multiple; null without income. */
  lifeCoverageNeeded: string | null;
  /** needed - coverage when positive, else "0.00"; null without income. */
  lifeCoverageGap: string | null;
  netWorth: NetWorthBreakdown;
  umbrellaCoverage: string;
  hasUmbrella: boolean;
  umbrellaAdvisable: boolean;
  /** Policies expiring within the warning window (or already expired), soonest first. */
  expiring: PolicyExpiry[];
  totalCoverage: string;
  totalAnnualPremium: string;
}

// ---------- investment ----------

export interface HoldingConcentration {
  holdingId: string;
  symbol: string;
  name: string;
  currentValue: string;
  /** currentValue / portfolio * 100, two places. */
  sharePercent: string;
  /** currentValue - portfolio * maxShare: what trimming to the limit would move. */
  excessValue: string;
}

export interface InvestmentAnalysis {
  /** Sum of holdings' current values. */
  portfolioValue: string;
  holdingCount: number;
  maxSharePercent: string;
  /** Holdings above the limit, largest first. */
  concentrated: HoldingConcentration[];
  /** Largest holdings (up to 5) with their shares, for context. */
  topHoldings: HoldingConcentration[];
  /** Checking plus savings balances. */
  cash: string;
  /** Expenses in the spending summary's range divided by its months (at least 1). */
  averageMonthlySpending: string;
  spendingMonths: number;
  emergencyFundMonths: number;
  /** averageMonthlySpending * emergencyFundMonths. */
  emergencyFund: string;
  /** cash - emergencyFund when positive, else "0.00". */
  excessCash: string;
  /** cash / averageMonthlySpending, one place; null without spending. */
  monthsOfSpendingHeld: string | null;
}

// ---------- professional referrals ----------

export interface ReferralNeed {
  category: RecommendationCategory;
  /** The professional types that would serve it, the first being the one suggested. */
  professionalTypes: ProfessionalType[];
  /** The findings of this category that call for a professional. */
  needs: { type: RecommendationType; title: string; relatedEntityId: string | null }[];
  /** Professionals in the network who fit; empty means a referral. */
  matchingProfessionalIds: string[];
  referralNeeded: boolean;
}

export interface ReferralAnalysis {
  /** One entry per category with at least one need. */
  needs: ReferralNeed[];
}

// ---------- the whole family ----------

export interface FamilyAnalysis {
  /** The day the figures are computed for ("YYYY-MM-DD"). */
  today: string;
  assumptions: Record<string, string>;
  refinance: RefinanceAnalysis;
  taxHarvest: TaxHarvestAnalysis;
  estate: EstateAnalysis;
  insurance: InsuranceAnalysis;
  investment: InvestmentAnalysis;
  referrals: ReferralAnalysis;
  /** Every finding, highest priority first, unique by (type, relatedEntityId). */
  findings: Finding[];
  /** Values left out because they could not be read. */
  dataIssues: DataIssue[];
}
