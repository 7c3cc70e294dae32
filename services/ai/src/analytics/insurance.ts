// Insurance: life cover against a multiple of income, an umbrella policy once net worth is large, and
// policies that expire soon.
import { familyFigures, recommendationCategory, type TaxDocument } from '@heirloom/contracts';
import type { FamilyData } from '../data/family-data';
import { formatAssumption, statedAssumptions, type Assumptions } from '../config/assumptions';
import type { CheckResult } from './check';
import { Dec, daysBetween, dollars, money, readDay, readDecimal, sum } from './figures';
import type {
  DataIssue,
  Finding,
  IncomeSource,
  InsuranceAnalysis,
  NetWorthBreakdown,
  PolicyExpiry,
} from './types';

export type InsuranceInput = Pick<
  FamilyData,
  | 'today'
  | 'insurance'
  | 'taxDocuments'
  | 'accounts'
  | 'privatePlacements'
  | 'businesses'
  | 'properties'
  | 'mortgages'
>;

/**
 * Household income: the latest tax year with a document that carries totalIncome; within that year the
 * federal return (a "1040" document) wins, then the latest upload (a state return or W-2 repeats or
 * splits the same income, so documents are never added together).
 */
export function latestIncome(
  taxDocuments: readonly TaxDocument[],
  issues: DataIssue[] = [],
): IncomeSource | null {
  const withIncome = taxDocuments.flatMap((doc) => {
    if (doc.totalIncome === null || doc.totalIncome === undefined) return [];
    const income = readDecimal(doc.totalIncome, issues, {
      entity: 'tax_document',
      id: doc.id,
      field: 'totalIncome',
    });
    return income ? [{ doc, income }] : [];
  });
  const federal = (type: string) => (/1040/.test(type) ? 1 : 0);
  const [best] = withIncome.sort(
    (a, b) =>
      b.doc.taxYear - a.doc.taxYear ||
      federal(b.doc.documentType) - federal(a.doc.documentType) ||
      String(b.doc.uploadDate).localeCompare(String(a.doc.uploadDate)),
  );
  if (!best) return null;
  return {
    taxDocumentId: best.doc.id,
    taxYear: best.doc.taxYear,
    documentType: best.doc.documentType,
    totalIncome: money(best.income),
  };
}

/**
 * Net worth exactly as the dashboard shows it: familyFigures (libs/contracts), the one implementation of
 * spec section 9, so the analyst and the pages never disagree. Liquid is every account balance with what
 * cards owe negative whichever sign was stored; holdings are NOT added (they sit inside the investment
 * accounts' balances already). A row whose figure cannot be read is reported as a data issue and left
 * out, as everywhere in the analytics.
 */
export function netWorth(
  input: Pick<FamilyData, 'accounts' | 'privatePlacements' | 'businesses' | 'properties' | 'mortgages'>,
  issues: DataIssue[] = [],
): NetWorthBreakdown {
  const readable = <T extends { id: string }>(
    rows: readonly T[],
    entity: DataIssue['entity'],
    field: keyof T & string,
  ) => rows.filter((row) => readDecimal(row[field], issues, { entity, id: row.id, field }) !== undefined);
  const figures = familyFigures({
    accounts: readable(input.accounts, 'account', 'balance'),
    privatePlacements: readable(input.privatePlacements, 'private_placement', 'currentValue'),
    businesses: readable(input.businesses, 'business', 'currentValuation'),
    properties: readable(input.properties, 'property', 'currentValue'),
    mortgages: readable(input.mortgages, 'mortgage', 'currentBalance'),
    holdings: [],
    insurance: [],
  });
  return {
    liquid: figures.liquidAssets,
    nonLiquid: figures.nonLiquidAssets,
    realEstateEquity: figures.realEstateEquity,
    netWorth: figures.netWorth,
  };
}

export function analyzeInsurance(
  input: InsuranceInput,
  assumptions: Assumptions,
): CheckResult<InsuranceAnalysis> {
  const issues: DataIssue[] = [];
  const warningDays = Number(assumptions.POLICY_EXPIRY_WARNING_DAYS);

  // Policies in force today (no expiration, or expiring today or later), with readable figures.
  const policies = input.insurance.flatMap((policy) => {
    const where = { entity: 'insurance_policy' as const, id: policy.id };
    const coverage = readDecimal(policy.coverageAmount, issues, { ...where, field: 'coverageAmount' });
    const premium = readDecimal(policy.annualPremium, issues, { ...where, field: 'annualPremium' });
    const expiration =
      policy.expirationDate === null || policy.expirationDate === undefined
        ? null
        : (readDay(policy.expirationDate, issues, { ...where, field: 'expirationDate' }) ?? 'invalid');
    if (!coverage || !premium || expiration === 'invalid') return [];
    return [
      {
        policy,
        coverage,
        premium,
        expiration,
        daysLeft: expiration ? daysBetween(input.today, expiration) : null,
      },
    ];
  });
  const inForce = policies.filter((p) => p.daysLeft === null || p.daysLeft >= 0);

  const life = inForce
    .filter((p) => p.policy.policyType === 'life')
    .sort((a, b) => b.coverage.comparedTo(a.coverage));
  const lifeCoverage = sum(life.map((p) => p.coverage));
  const income = latestIncome(input.taxDocuments, issues);
  const needed =
    income && new Dec(income.totalIncome).greaterThan(0)
      ? new Dec(income.totalIncome).times(assumptions.LIFE_COVER_INCOME_MULTIPLE)
      : null;
  const gap = needed === null ? null : Dec.max(needed.minus(lifeCoverage), 0);

  const worth = netWorth(input, issues);
  const umbrellas = inForce.filter((p) => p.policy.policyType === 'umbrella');
  const umbrellaAdvisable =
    umbrellas.length === 0 &&
    new Dec(worth.netWorth).greaterThan(assumptions.UMBRELLA_NET_WORTH_THRESHOLD_DOLLARS);

  // Expiring within the window, or expired within it (a lapse still to fix); older lapses are history.
  const expiring: PolicyExpiry[] = policies
    .filter((p) => p.daysLeft !== null && Math.abs(p.daysLeft) <= warningDays)
    .map((p) => ({
      policyId: p.policy.id,
      policyType: p.policy.policyType,
      provider: p.policy.provider,
      policyNumber: p.policy.policyNumber,
      expirationDate: p.expiration as string,
      daysLeft: p.daysLeft as number,
    }))
    .sort((a, b) => a.daysLeft - b.daysLeft);

  const analysis: InsuranceAnalysis = {
    lifeCoverage: money(lifeCoverage),
    lifePolicyIds: life.map((p) => p.policy.id),
    income,
    lifeCoverageNeeded: needed === null ? null : money(needed),
    lifeCoverageGap: gap === null ? null : money(gap),
    netWorth: worth,
    umbrellaCoverage: money(sum(umbrellas.map((p) => p.coverage))),
    hasUmbrella: umbrellas.length > 0,
    umbrellaAdvisable,
    expiring,
    totalCoverage: money(sum(inForce.map((p) => p.coverage))),
    totalAnnualPremium: money(sum(inForce.map((p) => p.premium))),
  };

  const findings: Finding[] = [];
  if (income && needed && gap && gap.greaterThan(0)) {
    findings.push(lifeGapFinding(analysis, income, life[0]?.policy.id ?? null, assumptions));
  }
  if (umbrellaAdvisable) findings.push(umbrellaFinding(worth, assumptions));
  for (const policy of expiring) findings.push(expiryFinding(policy, input.today, assumptions));
  return { analysis, findings, issues };
}

function lifeGapFinding(
  a: InsuranceAnalysis,
  income: IncomeSource,
  largestLifePolicyId: string | null,
  assumptions: Assumptions,
): Finding {
  const multiple = formatAssumption('LIFE_COVER_INCOME_MULTIPLE', assumptions);
  return {
    type: 'insurance_review',
    category: recommendationCategory('insurance_review'),
    // The policy to raise; without any life policy the gap is household-wide.
    relatedEntityId: largestLifePolicyId,
    title: 'Close the life insurance gap',
    description:
      `Your life cover totals ${dollars(a.lifeCoverage)}, below the assumed need of ${multiple} household income: ` +
      `${dollars(a.lifeCoverageNeeded ?? '0')} from the ${dollars(income.totalIncome)} of income on your ` +
      `${income.taxYear} ${income.documentType}. A term policy of about ` +
      `${dollars(a.lifeCoverageGap ?? '0')} would close the gap; an insurance agent can quote it.`,
    potentialSavings: null,
    priority: 'high',
    evidence: {
      inputs: {
        lifeCoverage: a.lifeCoverage,
        lifePolicies: a.lifePolicyIds.length,
        income: income.totalIncome,
        incomeTaxYear: income.taxYear,
        incomeDocument: income.documentType,
        coverageNeeded: a.lifeCoverageNeeded,
        gap: a.lifeCoverageGap,
      },
      formula:
        'needed = income × lifeCoverIncomeMultiple; gap = needed - Σ coverage of life policies in force',
      assumptions: statedAssumptions(['LIFE_COVER_INCOME_MULTIPLE'], assumptions),
    },
  };
}

function umbrellaFinding(worth: NetWorthBreakdown, assumptions: Assumptions): Finding {
  return {
    type: 'insurance_review',
    category: recommendationCategory('insurance_review'),
    relatedEntityId: null,
    title: 'Add an umbrella liability policy',
    description:
      `Your net worth is about ${dollars(worth.netWorth)} (accounts ${dollars(worth.liquid)}, private investments ` +
      `and businesses ${dollars(worth.nonLiquid)}, real estate equity ${dollars(worth.realEstateEquity)}), above ` +
      `the ${formatAssumption('UMBRELLA_NET_WORTH_THRESHOLD_DOLLARS', assumptions)} from which an umbrella policy ` +
      'is advisable, and you have none in force. A lawsuit beyond your home and auto liability limits could reach ' +
      'those assets; umbrella cover of at least your net worth usually costs a few hundred dollars a year per million.',
    potentialSavings: null,
    priority: 'medium',
    evidence: {
      inputs: { ...worth, umbrellaPolicies: 0 },
      formula:
        'netWorth = Σ account balances (cards owed negative) + placements + business valuations + property values - mortgage balances',
      assumptions: statedAssumptions(['UMBRELLA_NET_WORTH_THRESHOLD_DOLLARS'], assumptions),
    },
  };
}

function expiryFinding(policy: PolicyExpiry, today: string, assumptions: Assumptions): Finding {
  const kind = policy.policyType;
  const when =
    policy.daysLeft < 0
      ? `expired on ${policy.expirationDate}, ${-policy.daysLeft} days ago`
      : policy.daysLeft === 0
        ? 'expires today'
        : `expires on ${policy.expirationDate}, in ${policy.daysLeft} days`;
  return {
    type: 'insurance_review',
    category: recommendationCategory('insurance_review'),
    relatedEntityId: policy.policyId,
    title:
      policy.daysLeft < 0
        ? `Renew the lapsed ${policy.provider} ${kind} policy`
        : `Review the ${policy.provider} ${kind} policy before it expires`,
    description:
      `Your ${policy.provider} ${kind} policy (${policy.policyNumber}) ${when}. Confirm the coverage still fits ` +
      'and compare renewal quotes in time, so there is no gap in cover. Policies are flagged ' +
      `${formatAssumption('POLICY_EXPIRY_WARNING_DAYS', assumptions)} ahead.`,
    potentialSavings: null,
    // Within a month (or lapsed) there is little time left to shop: high.
    priority: policy.daysLeft <= 30 ? 'high' : 'medium',
    evidence: {
      inputs: {
        provider: policy.provider,
        policyType: policy.policyType,
        policyNumber: policy.policyNumber,
        expirationDate: policy.expirationDate,
        today,
        daysLeft: policy.daysLeft,
      },
      formula: 'daysLeft = expirationDate - today; flagged when |daysLeft| <= policyExpiryWarningDays',
      assumptions: statedAssumptions(['POLICY_EXPIRY_WARNING_DAYS'], assumptions),
    },
  };
}
